import * as v from 'valibot';
import { ResponseCode } from '@portal/shared-kernel/contract';
import { defineRoute } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import {
  activeSessionSchema,
  annualConsentDocumentSchema,
  corpInfoSchema,
  customerInfoSchema,
  accountInfoSchema,
  okLiteralSchema,
} from '../common/result-schemas.ts';
import type { Services } from '../../services.ts';
import { CustomerService } from './service.ts';
import {
  publicWebTokenResultSchema,
  publicWebTokenSchema,
  publishOtpResultSchema,
  resetPwdSchema,
  terminateTokenResultSchema,
  terminateTokenSchema,
  updateAnnualConsentSchema,
} from './schemas.ts';

export function customerRoutes(services: Services): BoundRoute[] {
  const customer = new CustomerService(services);
  return [
    defineRoute('logout', {
      tag: 'customer',
      summary: 'ログアウト',
      description: 'Ends the session of the gw-Token at once; its next call answers 401 1010.',
      result: v.null(),
      errors: [],
      handler: ({ auth, meta }) => customer.logout(auth, meta),
    }),
    defineRoute('showAllActiveToken', {
      tag: 'customer',
      summary: 'ログイン中の端末一覧',
      description: "The customer's live sessions, newest first; `current` marks the caller's.",
      result: v.array(activeSessionSchema),
      errors: [],
      handler: ({ auth }) => customer.activeSessions(auth),
    }),
    defineRoute('terminateToken', {
      tag: 'customer',
      summary: 'ログイン中の端末を終了',
      description: "JSON array of jti values. Ends those of the caller's own live sessions at once (others' jti are ignored); `terminated` counts the ended ones.",
      input: terminateTokenSchema,
      result: terminateTokenResultSchema,
      errors: [],
      handler: ({ input, auth, meta }) => customer.terminate(auth, input, meta),
    }),
    defineRoute('publishOTP', {
      tag: 'customer',
      summary: 'Web取引画面のワンタイムコード発行',
      description: 'A single-use code valid for 120 s and the web trading UI address (from configuration) carrying it.',
      result: publishOtpResultSchema,
      errors: [],
      handler: ({ auth, meta }) => customer.publishOtp(auth, meta),
    }),
    defineRoute('publicWebToken', {
      tag: 'customer',
      summary: 'Webトークン発行',
      description: 'A short-lived (300 s) token for the web trading UI. The optional query `gw-token` must equal the header token.',
      input: publicWebTokenSchema,
      result: publicWebTokenResultSchema,
      errors: [],
      handler: ({ input, auth, meta }) => customer.publicWebToken(auth, input['gw-token'], meta),
    }),
    defineRoute('customerView', {
      tag: 'customer',
      summary: 'お客様情報と口座一覧',
      description: 'Customer info and the accounts sorted by accountNo, each with its cash balance (decimal string, minor units).',
      result: v.strictObject({ customerInfo: customerInfoSchema, accountInfoList: v.array(accountInfoSchema) }),
      errors: [],
      handler: ({ auth }) => customer.view(auth),
    }),
    defineRoute('corpInfo', {
      tag: 'customer',
      summary: '法人情報',
      description: 'Corporate customers only; individuals get HTTP 403 CUS001.',
      result: corpInfoSchema,
      errors: [ResponseCode.CORPORATE_ONLY],
      handler: ({ auth }) => customer.corpInfo(auth),
    }),
    defineRoute('resetPwd', {
      tag: 'customer',
      summary: 'ログインパスワード変更',
      description:
        'Form: customerNo (the caller), oldPwd, newPwd (8-15 letters and digits with upper case, lower case and digits). ' +
        'PW001 when oldPwd is wrong, PW002 when newPwd equals it. On success every session of the customer ends at once.',
      input: resetPwdSchema,
      result: okLiteralSchema,
      errors: [ResponseCode.PASSWORD_WRONG, ResponseCode.PASSWORD_SAME_AS_OLD, ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      handler: ({ input, auth, meta }) => customer.changeLoginPassword(auth, input, meta),
    }),
    defineRoute('listAnnualConsent', {
      tag: 'customer',
      summary: '年次電子交付同意書面一覧',
      description: "Documents that apply to the customer's accounts, sorted by order (groups GX, MT4, others follow tradingPlatform).",
      result: v.array(annualConsentDocumentSchema),
      errors: [],
      handler: ({ auth }) => customer.annualConsentDocuments(auth),
    }),
    defineRoute('updateAnnualConsent', {
      tag: 'customer',
      summary: '年次電子交付への同意',
      description: 'JSON {"answer":"OK"}. Records the consent (documents shown, time, IP); result "OK".',
      input: updateAnnualConsentSchema,
      result: okLiteralSchema,
      errors: [],
      handler: ({ auth, meta }) => customer.giveAnnualConsent(auth, meta),
    }),
    defineRoute('acknowledgementAdditional', {
      tag: 'customer',
      summary: '追加確認事項',
      description: 'A JSON string; parse it into ExtraAcknowledgementItem[] (sorted by order).',
      result: v.pipe(v.string(), v.description('JSON text of ExtraAcknowledgementItem[]')),
      errors: [],
      handler: () => customer.acknowledgementAdditional(),
    }),
  ];
}
