// valibot descriptions of the contract's result shapes. They feed the OpenAPI document and the tests
// (every success response is parsed with its schema), and the type assertions at the bottom keep
// them equal to the contract's TypeScript types.
import * as v from 'valibot';
import type {
  AccountInfo,
  AccountOption,
  ActiveSession,
  AnnualConsentDocument,
  Banner,
  CorpInfo,
  CustomerInfo,
  LoginOutput,
  LoginResult,
  SecondVerifyChallenge,
  ToolsConfig,
} from '@portal/shared-kernel/contract';

const instant = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO-8601 instant (UTC)'));
const businessType = v.picklist(['FX', 'CFD', 'CRYPTO-CFD', 'SEC-CFD', 'FX-KO', 'CFD-KO', 'CRYPTO-KO']);
const tradingPlatform = v.picklist(['MT4', 'GX']);

export const accountInfoSchema = v.strictObject({
  accountNo: v.pipe(v.string(), v.regex(/^\d{8}$/)),
  accountId: v.pipe(v.number(), v.integer()),
  businessType,
  tradingPlatform,
  accountCurrency: v.string(),
  level: v.string(),
  cashBalance: v.pipe(v.string(), v.regex(/^-?\d+$/), v.description('Cash balance in minor units (JPY: yen) as a decimal integer string')),
});

export const customerInfoSchema = v.strictObject({
  customerId: v.pipe(v.number(), v.integer()),
  customerNo: v.pipe(v.string(), v.regex(/^\d{8}$/)),
  firstName: v.string(),
  lastName: v.string(),
  firstNameKatakana: v.string(),
  lastNameKatakana: v.string(),
  corporateName: v.nullable(v.string()),
  corporateNameKatakana: v.nullable(v.string()),
  isTest: v.boolean(),
  pno: v.string(),
  customerType: v.picklist(['individual', 'corporate']),
  lastLoginTime: v.nullable(instant),
  withdrawPwdSet: v.boolean(),
  withdrawPwdLock: v.boolean(),
  accountInfoList: v.array(accountInfoSchema),
});

export const loginOutputSchema = v.strictObject({
  customerInfo: customerInfoSchema,
  lastLoginTime: v.nullable(instant),
  isWithdrawPwdSet: v.boolean(),
  isWithdrawPwdLock: v.boolean(),
  isTradeSecCfdPwdSet: v.boolean(),
  isTradeSecCfdPwdLocked: v.boolean(),
  annualConsent: v.boolean(),
  secondVerify: v.boolean(),
  secondVerifyForceOffByCustomer: v.boolean(),
  isInvestableAmountSet: v.boolean(),
  advertisement: v.boolean(),
});

export const loginResultSchema = v.strictObject({
  secondVerifyRequired: v.literal(false),
  token: v.pipe(v.string(), v.description('gw-Token: send it in the gw-Token header')),
  sid: v.pipe(v.string(), v.description('Session id (jti)')),
  tokenExpireDate: instant,
  loginOutput: loginOutputSchema,
  enableForceUpdatePwd: v.boolean(),
  forceUpdatePwd: v.boolean(),
  forceToChgPwdDate: v.nullable(v.pipe(v.string(), v.isoDate())),
});

export const secondVerifyChallengeSchema = v.strictObject({
  secondVerifyRequired: v.literal(true),
  sessionId: v.string(),
  maskedEmail: v.string(),
  resendAfterSeconds: v.number(),
  expiresInSeconds: v.number(),
});

export const loginAuthResultSchema = v.variant('secondVerifyRequired', [loginResultSchema, secondVerifyChallengeSchema]);

export const activeSessionSchema = v.strictObject({
  jti: v.string(),
  device: v.picklist(['PC', 'iOS', 'Android', 'others']),
  platform: v.picklist(['MyPage', 'GX_WebUI', 'GX_App']),
  autoLogin: v.boolean(),
  issueDate: instant,
  current: v.boolean(),
});

export const accountOptionSchema = v.strictObject({
  code: v.string(),
  nameJp: v.string(),
  businessType,
  tradingPlatform,
  accountCurrency: v.string(),
  accountCategary: v.string(),
});

export const annualConsentDocumentSchema = v.strictObject({
  id: v.number(),
  businessType: v.nullable(businessType),
  tradingPlatform: v.nullable(tradingPlatform),
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
  foundingDate: v.pipe(v.string(), v.isoDate()),
  representativeName: v.string(),
  representativeNameKatakana: v.string(),
  address: v.string(),
  phoneNumber: v.string(),
});

const toolLinkSchema = v.strictObject({ code: v.string(), nameJp: v.string(), url: v.string() });
const downloadableFileSchema = v.strictObject({ filePath: v.string(), fileName: v.string() });

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

const tangramItems = v.array(v.strictObject({ code: v.string(), enabled: v.boolean() }));
export const tangramFunctionsSchema = v.strictObject({
  deposit: tangramItems,
  withdrawal: tangramItems,
  transfer: tangramItems,
  note: tangramItems,
  secondVerify: tangramItems,
});

export const okLiteralSchema = v.literal('OK');

// ---- compile-time proof that the schemas describe the contract's types exactly ----
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
export type SchemaContractChecks = [
  Assert<Equal<v.InferOutput<typeof accountInfoSchema>, AccountInfo>>,
  Assert<Equal<v.InferOutput<typeof customerInfoSchema>, CustomerInfo>>,
  Assert<Equal<v.InferOutput<typeof loginOutputSchema>, LoginOutput>>,
  Assert<Equal<v.InferOutput<typeof loginResultSchema>, LoginResult>>,
  Assert<Equal<v.InferOutput<typeof secondVerifyChallengeSchema>, SecondVerifyChallenge>>,
  Assert<Equal<Omit<v.InferOutput<typeof activeSessionSchema>, never>, Omit<ActiveSession, never>>>,
  Assert<Equal<v.InferOutput<typeof accountOptionSchema>, AccountOption>>,
  Assert<Equal<v.InferOutput<typeof annualConsentDocumentSchema>, AnnualConsentDocument>>,
  Assert<Equal<v.InferOutput<typeof bannerSchema>, Banner>>,
  Assert<Equal<v.InferOutput<typeof corpInfoSchema>, CorpInfo>>,
  Assert<Equal<v.InferOutput<typeof toolsConfigSchema>, ToolsConfig>>,
];
