// Entities of spec §3 as valibot schemas: the API documents and (in tests) checks its answers with
// them, and the TypeScript types of the whole portal are inferred from them (contract/entities.ts).
// Field names follow the spec; where the spec is silent the shape is ours and documented in the
// API's OpenAPI description.
import * as v from 'valibot';
import { codeSentSchema, instantSchema, isoDateSchema, moneySchema } from './common.ts';
import { passkeyCeremonySchema, requestOptionsSchema } from './passkeys.ts';

export const customerTypeSchema = v.picklist(['individual', 'corporate']);
/** Business types; knock-out products end in `-KO`. */
export const businessTypeSchema = v.picklist(['FX', 'CFD', 'CRYPTO-CFD', 'SEC-CFD', 'FX-KO', 'CFD-KO', 'CRYPTO-KO']);
export const tradingPlatformSchema = v.picklist(['MT4', 'GX']);
export const loginDeviceSchema = v.picklist(['PC', 'iOS', 'Android', 'others']);
/** Who is logging in: the portal (MyPage) or the GX trading apps. */
export const loginPlatformSchema = v.picklist(['MyPage', 'GX_WebUI', 'GX_App']);

export const accountInfoSchema = v.strictObject({
  accountNo: v.pipe(v.string(), v.regex(/^\d{8}$/)),
  accountId: v.pipe(v.number(), v.integer()),
  businessType: businessTypeSchema,
  tradingPlatform: tradingPlatformSchema,
  accountCurrency: v.string(),
  level: v.string(),
  cashBalance: moneySchema,
});

export const customerInfoSchema = v.strictObject({
  customerId: v.pipe(v.number(), v.integer()),
  customerNo: v.pipe(v.string(), v.regex(/^\d{8}$/)),
  firstName: v.string(),
  lastName: v.string(),
  firstNameKatakana: v.string(),
  lastNameKatakana: v.string(),
  /** Corporate customers: the corporate name and its kana (null for individuals). */
  corporateName: v.nullable(v.string()),
  corporateNameKatakana: v.nullable(v.string()),
  isTest: v.boolean(),
  /** Phone number. */
  pno: v.string(),
  customerType: customerTypeSchema,
  lastLoginTime: v.nullable(instantSchema),
  withdrawPwdSet: v.boolean(),
  withdrawPwdLock: v.boolean(),
  accountInfoList: v.array(accountInfoSchema),
});

export const loginOutputSchema = v.strictObject({
  customerInfo: customerInfoSchema,
  lastLoginTime: v.nullable(instantSchema),
  isWithdrawPwdSet: v.boolean(),
  isWithdrawPwdLock: v.boolean(),
  isTradeSecCfdPwdSet: v.boolean(),
  isTradeSecCfdPwdLocked: v.boolean(),
  /** false while the annual electronic-delivery consent is pending. */
  annualConsent: v.boolean(),
  /** Multi-factor login is on for this customer. */
  secondVerify: v.boolean(),
  secondVerifyForceOffByCustomer: v.boolean(),
  isInvestableAmountSet: v.boolean(),
  advertisement: v.boolean(),
  /** The customer has at least one passkey (multi-factor login cannot be turned off then). */
  hasPasskey: v.boolean(),
  /**
   * The login prompt recommending a passkey is due: no passkey, and not postponed within the last
   * PASSKEY_PROMPT_POSTPONE_DAYS days (passkey/postponePrompt). Shown after the spec's mandatory prompts.
   */
  passkeyPromptDue: v.boolean(),
});

/** A completed login (login/auth, login/verifySecondVerifyCode). */
export const loginResultSchema = v.strictObject({
  secondVerifyRequired: v.literal(false),
  token: v.pipe(v.string(), v.description('gw-Token: send it in the gw-Token header')),
  sid: v.pipe(v.string(), v.description('Session id (jti)')),
  tokenExpireDate: instantSchema,
  loginOutput: loginOutputSchema,
  enableForceUpdatePwd: v.boolean(),
  forceUpdatePwd: v.boolean(),
  /** The date after which the password change can no longer be postponed, or null. */
  forceToChgPwdDate: v.nullable(isoDateSchema),
});

/** login/auth for a customer with multi-factor login on: no token yet, a code was e-mailed. */
export const secondVerifyChallengeSchema = v.strictObject({
  secondVerifyRequired: v.literal(true),
  ...codeSentSchema.entries,
  /**
   * A customer with passkeys: the assertion options of their passkeys (login/passkey/secondFactor).
   * No code has been mailed then (resendAfterSeconds 0): login/sendSecondVerifyCode mails it when
   * the customer chooses the e-mailed code instead.
   */
  passkey: v.optional(passkeyCeremonySchema(requestOptionsSchema)),
});

export const loginAuthResultSchema = v.variant('secondVerifyRequired', [loginResultSchema, secondVerifyChallengeSchema]);

export const activeSessionSchema = v.strictObject({
  jti: v.string(),
  device: loginDeviceSchema,
  platform: loginPlatformSchema,
  autoLogin: v.boolean(),
  issueDate: instantSchema,
  /** true for the session making the request. */
  current: v.boolean(),
});

export const accountOptionSchema = v.strictObject({
  /** businessType_platform_currency in lower case, e.g. `fx_mt4_jpy`, `sec-cfd_gx_jpy`. */
  code: v.string(),
  nameJp: v.string(),
  businessType: businessTypeSchema,
  tradingPlatform: tradingPlatformSchema,
  accountCurrency: v.string(),
  accountCategary: v.string(),
});

/** public/accountopen/accountSettingCommon: the account types each customer type may hold (spec §6). */
export const accountSettingCommonSchema = v.strictObject({
  individualAccountTypes: v.array(accountOptionSchema),
  corporateAccountTypes: v.array(accountOptionSchema),
});

export const annualConsentDocumentSchema = v.strictObject({
  id: v.number(),
  businessType: v.nullable(businessTypeSchema),
  tradingPlatform: v.nullable(tradingPlatformSchema),
  nameJp: v.string(),
  order: v.number(),
  link: v.string(),
  code: v.string(),
});

export const extraAcknowledgementItemSchema = v.strictObject({
  type: v.picklist(['text_before', 'text_after', 'acknowledgement_others']),
  order: v.number(),
  name: v.string(),
  value: v.string(),
  link: v.nullable(v.string()),
});

export const bannerSchema = v.strictObject({
  id: v.number(),
  title: v.string(),
  imageUrl: v.string(),
  linkUrl: v.string(),
  order: v.number(),
});

export const corpInfoSchema = v.strictObject({
  customerId: v.number(),
  corporateName: v.string(),
  corporateNameKatakana: v.string(),
  foundingDate: isoDateSchema,
  representativeName: v.string(),
  representativeNameKatakana: v.string(),
  address: v.string(),
  phoneNumber: v.string(),
});

export const toolLinkSchema = v.strictObject({ code: v.string(), nameJp: v.string(), url: v.string() });
export const downloadableFileSchema = v.strictObject({ filePath: v.string(), fileName: v.string() });

export const toolsConfigSchema = v.strictObject({
  commodity: v.array(toolLinkSchema),
  currencyPair: v.array(toolLinkSchema),
  originalTool: v.array(toolLinkSchema),
  marketForecast: downloadableFileSchema,
  downloadPathOfTerminationLetter: downloadableFileSchema,
  downloadPathOfTerminationLetterCorp: downloadableFileSchema,
  mobileApp: v.strictObject({ ios: v.string(), android: v.string() }),
  mt4Download: v.strictObject({ windows: v.string(), mac: v.string(), ios: v.string(), android: v.string() }),
  liveUrl: v.string(),
  videoSiteUrl: v.string(),
});

const tangramItemsSchema = v.array(v.strictObject({ code: v.string(), enabled: v.boolean() }));
/** system-config/tangram_functions: per group, the list of switch codes and whether each is on. */
export const tangramFunctionsSchema = v.strictObject({
  deposit: tangramItemsSchema,
  withdrawal: tangramItemsSchema,
  transfer: tangramItemsSchema,
  note: tangramItemsSchema,
  secondVerify: tangramItemsSchema,
});

export const withdrawPwdStatusSchema = v.strictObject({ isWithdrawPwdSet: v.boolean(), isWithdrawPwdLock: v.boolean() });
export const tradingPwdStatusSchema = v.strictObject({ isTradeSecCfdPwdSet: v.boolean(), isTradeSecCfdPwdLocked: v.boolean() });
