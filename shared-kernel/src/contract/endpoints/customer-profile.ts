// The individual customer pages (spec §2 /portal/customer/*, §7 Customer and Public): the masked
// profile, immediate changes (advertising mail, login notification, execution notice), the
// suitability answers (kept with history), changes that need review (name, address, bank) as
// modification requests, the e-mailed code that guards the e-mail address and the bank account,
// and the postcode and bank lookups. Spread into the customer, resource and public groups.
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
import { drawerVerifyCodeField, idField, optionalText, plainString, requestObject, requiredBoolean, verificationSessionIdField } from '../fields.ts';
import { emailField, katakanaField, nameField, phoneField, postalCodeField, postcodeAreaField } from '../japanese.ts';
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
    area: postcodeAreaField,
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
    method: 'GET',
    path: 'customer/check/maskedData',
    body: 'none',
    public: false,
    request: null,
    result: maskedProfileSchema,
  },
  updateInfo: {
    name: 'updateCustomerInfo',
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
    method: 'POST',
    path: 'customer/update/address',
    body: 'json',
    public: false,
    request: updateAddressRequest,
    result: modifyRequestSummarySchema,
  },
  updateEmploy: {
    name: 'updateEmploy',
    method: 'POST',
    path: 'customer/update/employ',
    body: 'json',
    public: false,
    request: updateEmployRequest,
    result: okSchema,
  },
  updateBank: {
    name: 'updateCustomerBank',
    method: 'POST',
    path: 'customer/update/bank',
    body: 'json',
    public: false,
    request: updateBankRequest,
    result: modifyRequestSummarySchema,
  },
  updateAdvertisement: {
    name: 'updateAdvertisement',
    method: 'POST',
    path: 'customer/update/advertisement',
    body: 'json',
    public: false,
    request: requestObject({ advertisement: flag('広告メールの受信') }, '変更内容（JSON）を送信してください。'),
    result: okSchema,
  },
  updateContractNotice: {
    name: 'updateContractNotice',
    method: 'POST',
    path: 'customer/update/ContractNotice',
    body: 'json',
    public: false,
    request: requestObject({ contractNotice: flag('約定通知メールの受信') }, '変更内容（JSON）を送信してください。'),
    result: okSchema,
  },
  updateNotification: {
    name: 'updateNotification',
    method: 'POST',
    path: 'customer/update/notification',
    body: 'json',
    public: false,
    request: requestObject({ loginNotice: flag('ログイン通知メールの受信') }, '変更内容（JSON）を送信してください。'),
    result: okSchema,
  },
  updateInvestmentExp: {
    name: 'updateInvestmentExp',
    method: 'POST',
    path: 'customer/update/investmentExp',
    body: 'json',
    public: false,
    request: updateInvestmentExpRequest,
    result: okSchema,
  },
  updateInvestmentPurpose: {
    name: 'updateInvestmentPurpose',
    method: 'POST',
    path: 'customer/update/investmentPurpose',
    body: 'json',
    public: false,
    request: updateInvestmentPurposeRequest,
    result: okSchema,
  },
  updateProperty: {
    name: 'updateProperty',
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

export const profilePublicEndpoints = endpointGroup('public', {
  clientInfoOptions: {
    name: 'clientInfoOptions',
    method: 'GET',
    path: 'public/accountopen/clientInfoOptions',
    body: 'none',
    public: true,
    request: null,
    result: clientInfoOptionsSchema,
  },
  /** Header `sessiontoken` from resource/sessionToken; JPEG, PNG or PDF (by content), at most 5 MB. */
  uploadMyNumberDoc: upload('uploadMyNumberDoc', 'public/user/uploadMyNumberDoc'),
  uploadPersonalConfirmationDoc: upload('uploadPersonalConfirmationDoc', 'public/user/uploadPersonalConfirmationDoc'),
  /** Corporations only (the trader's identity document). */
  uploadTraderConfirmationDoc: upload('uploadTraderConfirmationDoc', 'public/user/uploadTraderConfirmationDoc'),
});
