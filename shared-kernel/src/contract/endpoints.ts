// The REST contract: one entry per endpoint — method, path under /fo-jp-web-api/api, body kind,
// whether it is public (no gw-Token), and the request/result types. The API registers its routes
// from these paths and the client calls through them, so a path is written once.
import type {
  AccountOption,
  ActiveSession,
  AnnualConsentDocument,
  CorpInfo,
  CustomerInfo,
  LoginAuthResult,
  LoginDevice,
  LoginPlatform,
  LoginResult,
} from './entities.ts';

export const API_PREFIX = '/fo-jp-web-api/api';
export const TOKEN_HEADER = 'gw-Token';

/** The `{code, result}` envelope every response is wrapped in. */
export interface Envelope<T> {
  code: string;
  result: T | null;
  message?: string;
  localizedMessage?: string;
}

export type BodyKind = 'none' | 'form' | 'json' | 'query';

interface EndpointDef {
  method: 'GET' | 'POST';
  path: string;
  body: BodyKind;
  /** Reachable without gw-Token (spec §9's public list). */
  public: boolean;
  /** The success response is a file, not an envelope. */
  responseType?: 'blob';
  /** Own timeout in ms (uploads); default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

export const endpoints = {
  // Session and login (§7)
  loginAuth: { method: 'POST', path: 'login/auth', body: 'form', public: true },
  refreshToken: { method: 'POST', path: 'login/refreshToken', body: 'none', public: true },
  checkLoginSessionValid: { method: 'POST', path: 'login/checkLoginSessionValid', body: 'form', public: true },
  sendSecondVerifyCode: { method: 'GET', path: 'login/sendSecondVerifyCode', body: 'query', public: true },
  verifySecondVerifyCode: { method: 'GET', path: 'login/verifySecondVerifyCode', body: 'query', public: true },
  logout: { method: 'GET', path: 'customer/logout', body: 'none', public: false },
  showAllActiveToken: { method: 'GET', path: 'customer/showAllActiveToken', body: 'none', public: false },
  terminateToken: { method: 'POST', path: 'customer/terminateToken', body: 'json', public: false },
  publishOTP: { method: 'POST', path: 'customer/publishOTP', body: 'none', public: false },
  publicWebToken: { method: 'GET', path: 'customer/publicWebToken', body: 'query', public: false },
  // Public
  forgetPwdStep1: { method: 'POST', path: 'public/user/forgetPwdStep1', body: 'form', public: true },
  forgetPwdStep2: { method: 'POST', path: 'public/user/forgetPwdStep2', body: 'form', public: true },
  forgetPwdStep3: { method: 'POST', path: 'public/user/forgetPwdStep3', body: 'form', public: true },
  bannerPC: { method: 'GET', path: 'public/banner/PC', body: 'none', public: true },
  accountSettingCommon: { method: 'GET', path: 'public/accountopen/accountSettingCommon', body: 'none', public: true },
  fileDownload: { method: 'GET', path: 'public/file/download', body: 'query', public: true, responseType: 'blob' },
  // System and resources
  tangramFunctions: { method: 'GET', path: 'system-config/tangram_functions', body: 'none', public: false },
  toolsConfig: { method: 'GET', path: 'resource/toolsConfig', body: 'none', public: false },
  downloadToken: { method: 'POST', path: 'resource/downloadToken', body: 'form', public: false },
  fchartLogin: { method: 'GET', path: 'fchart/login', body: 'none', public: false },
  // Customer
  customerView: { method: 'GET', path: 'customer/view', body: 'none', public: false },
  corpInfo: { method: 'GET', path: 'customer/corpInfo', body: 'none', public: false },
  resetPwd: { method: 'POST', path: 'customer/resetPwd', body: 'form', public: false },
  listAnnualConsent: { method: 'GET', path: 'customer/listAnnualConsent', body: 'none', public: false },
  updateAnnualConsent: { method: 'POST', path: 'customer/update/annualConsent', body: 'json', public: false },
  acknowledgementAdditional: { method: 'GET', path: 'customer/acknowledgementAdditional', body: 'none', public: false },
  // Multi-factor change (issue 3)
  sendUpdateMfaVerifyEmail: { method: 'POST', path: 'customer/sendUpdateMfaVerifyEmail', body: 'form', public: false },
  updateSecondVerification: { method: 'POST', path: 'customer/update/secondVerfication', body: 'json', public: false },
  // Withdrawal password (issue 3)
  isWithdrawPwdSet: { method: 'GET', path: 'withdraw/isWithdrawPwdSet', body: 'none', public: false },
  withdrawForgotPwdStep1: { method: 'POST', path: 'withdraw/forgotPwdStep1', body: 'form', public: false },
  withdrawForgotPwdStep2: { method: 'POST', path: 'withdraw/forgotPwdStep2', body: 'form', public: false },
  withdrawForgotPwdStep3: { method: 'POST', path: 'withdraw/forgotPwdStep3', body: 'form', public: false },
  setWithdrawPwd: { method: 'POST', path: 'withdraw/setWithdrawPwd', body: 'form', public: false },
  changeWithdrawPwd: { method: 'POST', path: 'withdraw/changeWithdrawPwd', body: 'form', public: false },
  // Trading password, securities CFD (issue 3)
  isTradingPwdSet: { method: 'GET', path: 'tradingPwd/isTradingPwdSet', body: 'none', public: false },
  forgotTrdPwdStep1: { method: 'POST', path: 'tradingPwd/forgotTrdPwdStep1', body: 'form', public: false },
  forgotTrdPwdStep2: { method: 'POST', path: 'tradingPwd/forgotTrdPwdStep2', body: 'form', public: false },
  forgotTrdPwdStep3: { method: 'POST', path: 'tradingPwd/forgotTrdPwdStep3', body: 'form', public: false },
  setTrdPwd: { method: 'POST', path: 'tradingPwd/setTrdPwd', body: 'form', public: false },
  changeTrdPwd: { method: 'POST', path: 'tradingPwd/changeTrdPwd', body: 'form', public: false },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

/** Paths reachable without a token, as `METHOD path` (used by the API's auth hook and its tests). */
export const publicEndpointPaths: readonly string[] = Object.values(endpoints)
  .filter((e) => e.public)
  .map((e) => e.path);

// ---- Request and result types, per endpoint -------------------------------------------------

export interface LoginAuthRequest {
  username: string;
  /** Omitted when refresh is true (the gw-Token header then identifies the session). */
  password?: string;
  device: LoginDevice;
  platform: LoginPlatform;
  autoLogin: boolean;
  recaptchaToken?: string;
  recaptchaVersion?: string;
  /** Re-login with the stored token on layout load: returns fresh login data for that session. */
  refresh?: boolean;
}

export interface RefreshTokenResult {
  token: string;
  tokenExpireDate: string;
}

export interface CheckLoginSessionValidRequest {
  token?: string;
}
export interface CheckLoginSessionValidResult {
  valid: boolean;
}

export interface SendSecondVerifyCodeRequest {
  sessionId: string;
}
export interface SendSecondVerifyCodeResult {
  sessionId: string;
  maskedEmail: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}
export interface VerifySecondVerifyCodeRequest {
  sessionId: string;
  verifyCode: string;
}

/** customer/terminateToken body: the jti values to end. */
export type TerminateTokenRequest = string[];
export interface TerminateTokenResult {
  terminated: number;
}

export interface PublishOtpResult {
  /** One-time code for the web trading UI, valid for a short time, single use. */
  otp: string;
  expiresAt: string;
  /** The web trading UI address with the code attached, to open in a new window. */
  url: string;
}

export interface PublicWebTokenResult {
  webToken: string;
  expiresAt: string;
}

export interface ForgetPwdStep1Request {
  /** Login ID (customer number). */
  username: string;
  email: string;
}
export interface ForgetPwdStep1Result {
  sessionId: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}
export interface ForgetPwdStep2Request {
  sessionId: string;
  verifyCode: string;
}
export interface ForgetPwdStep2Result {
  verified: true;
}
export interface ForgetPwdStep3Request {
  sessionId: string;
  newPassword: string;
}

export interface Banner {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string;
  order: number;
}

export interface AccountSettingCommon {
  /** Account types individuals may hold (spec §6: from configuration). */
  individualAccountTypes: AccountOption[];
  corporateAccountTypes: AccountOption[];
}

export interface TangramFunctionItem {
  code: string;
  enabled: boolean;
}
/** system-config/tangram_functions: per group, the list of switch codes and whether each is on. */
export type TangramFunctionsResult = Record<'deposit' | 'withdrawal' | 'transfer' | 'note' | 'secondVerify', TangramFunctionItem[]>;

export interface ToolLink {
  code: string;
  nameJp: string;
  url: string;
}
export interface DownloadableFile {
  filePath: string;
  fileName: string;
}
export interface ToolsConfig {
  commodity: ToolLink[];
  currencyPair: ToolLink[];
  originalTool: ToolLink[];
  marketForecast: DownloadableFile;
  downloadPathOfTerminationLetter: DownloadableFile;
  downloadPathOfTerminationLetterCorp: DownloadableFile;
  mobileApp: { ios: string; android: string };
  mt4Download: { windows: string; mac: string; ios: string; android: string };
  liveUrl: string;
  videoSiteUrl: string;
}

export interface DownloadTokenRequest {
  filePath: string;
  fileName: string;
}
export interface DownloadTokenResult {
  downloadToken: string;
  expiresAt: string;
  /** Ready-made link to public/file/download for this token. */
  url: string;
}

export interface FchartLoginResult {
  url: string;
}

export interface CustomerViewResult {
  customerInfo: CustomerInfo;
  /** Sorted by accountNo. */
  accountInfoList: CustomerInfo['accountInfoList'];
}

export type CorpInfoResult = CorpInfo;

export interface ResetPwdRequest {
  customerNo: string;
  oldPwd: string;
  newPwd: string;
}

export interface UpdateAnnualConsentRequest {
  answer: 'OK';
}
/** 'OK' on success. */
export type UpdateAnnualConsentResult = 'OK';

// ---- Multi-factor change, withdrawal and trading passwords (issue 3) -------------------------

export interface SendUpdateMfaVerifyEmailRequest {
  /** The value the customer is switching to. */
  secondVeri: boolean;
  /** The mandatory-MFA prompt: send the code even when nothing changes (spec §5 "unless forced"). */
  force?: boolean;
}
export interface SendUpdateMfaVerifyEmailResult {
  sessionId: string;
  maskedEmail: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}
/** customer/update/secondVerfication body (spec §7). */
export interface UpdateSecondVerificationRequest {
  secondVeri: boolean;
  remark?: string;
  verifyCode: string;
  sessionId: string;
}

export interface WithdrawPwdStatusResult {
  isWithdrawPwdSet: boolean;
  isWithdrawPwdLock: boolean;
}
export interface TradingPwdStatusResult {
  isTradeSecCfdPwdSet: boolean;
  isTradeSecCfdPwdLocked: boolean;
}
/** Step 1 of a withdrawal/trading password reset: e-mails a code, returns the session id. */
export interface SecondaryPwdResetStep1Request {
  customerId: number;
}
export interface SecondaryPwdResetStep1Result {
  sessionId: string;
  maskedEmail: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}
export interface SecondaryPwdResetStep2Request {
  verifyCode: string;
  customerId: number;
  sessionId: string;
}
export interface SecondaryPwdResetStep3Request {
  customerId: number;
  sessionId: string;
  password: string;
}
export interface SetSecondaryPwdRequest {
  customerId: number;
  password: string;
}
export interface ChangeSecondaryPwdRequest {
  customerId: number;
  oldPassword: string;
  password: string;
}

export interface EndpointTypes {
  loginAuth: { req: LoginAuthRequest; res: LoginAuthResult };
  refreshToken: { req: void; res: RefreshTokenResult };
  checkLoginSessionValid: { req: CheckLoginSessionValidRequest; res: CheckLoginSessionValidResult };
  sendSecondVerifyCode: { req: SendSecondVerifyCodeRequest; res: SendSecondVerifyCodeResult };
  verifySecondVerifyCode: { req: VerifySecondVerifyCodeRequest; res: LoginResult };
  logout: { req: void; res: null };
  showAllActiveToken: { req: void; res: ActiveSession[] };
  terminateToken: { req: TerminateTokenRequest; res: TerminateTokenResult };
  publishOTP: { req: void; res: PublishOtpResult };
  publicWebToken: { req: { 'gw-token': string }; res: PublicWebTokenResult };
  forgetPwdStep1: { req: ForgetPwdStep1Request; res: ForgetPwdStep1Result };
  forgetPwdStep2: { req: ForgetPwdStep2Request; res: ForgetPwdStep2Result };
  forgetPwdStep3: { req: ForgetPwdStep3Request; res: 'OK' };
  bannerPC: { req: void; res: Banner[] };
  accountSettingCommon: { req: void; res: AccountSettingCommon };
  fileDownload: { req: { downloadtoken: string }; res: Blob };
  tangramFunctions: { req: void; res: TangramFunctionsResult };
  toolsConfig: { req: void; res: ToolsConfig };
  downloadToken: { req: DownloadTokenRequest; res: DownloadTokenResult };
  fchartLogin: { req: void; res: FchartLoginResult };
  customerView: { req: void; res: CustomerViewResult };
  corpInfo: { req: void; res: CorpInfoResult };
  resetPwd: { req: ResetPwdRequest; res: 'OK' };
  listAnnualConsent: { req: void; res: AnnualConsentDocument[] };
  updateAnnualConsent: { req: UpdateAnnualConsentRequest; res: UpdateAnnualConsentResult };
  /** A JSON string; parse it into ExtraAcknowledgementItem[]. */
  acknowledgementAdditional: { req: void; res: string };
  sendUpdateMfaVerifyEmail: { req: SendUpdateMfaVerifyEmailRequest; res: SendUpdateMfaVerifyEmailResult };
  updateSecondVerification: { req: UpdateSecondVerificationRequest; res: 'OK' };
  isWithdrawPwdSet: { req: void; res: WithdrawPwdStatusResult };
  withdrawForgotPwdStep1: { req: SecondaryPwdResetStep1Request; res: SecondaryPwdResetStep1Result };
  withdrawForgotPwdStep2: { req: SecondaryPwdResetStep2Request; res: { verified: true } };
  withdrawForgotPwdStep3: { req: SecondaryPwdResetStep3Request; res: 'OK' };
  setWithdrawPwd: { req: SetSecondaryPwdRequest; res: 'OK' };
  changeWithdrawPwd: { req: ChangeSecondaryPwdRequest; res: 'OK' };
  isTradingPwdSet: { req: void; res: TradingPwdStatusResult };
  forgotTrdPwdStep1: { req: SecondaryPwdResetStep1Request; res: SecondaryPwdResetStep1Result };
  forgotTrdPwdStep2: { req: SecondaryPwdResetStep2Request; res: { verified: true } };
  forgotTrdPwdStep3: { req: SecondaryPwdResetStep3Request; res: 'OK' };
  setTrdPwd: { req: SetSecondaryPwdRequest; res: 'OK' };
  changeTrdPwd: { req: ChangeSecondaryPwdRequest; res: 'OK' };
}

/** Every endpoint has its request/result types (a compile error here names a missing entry). */
type _EveryEndpointTyped = EndpointTypes[EndpointName];
