// Entities of spec §3. Field names follow the spec; where the spec is silent the shape is ours
// and documented in the API's OpenAPI description.

export type CustomerType = 'individual' | 'corporate';

/** Business types; knock-out products end in `-KO`. */
export type BusinessType = 'FX' | 'CFD' | 'CRYPTO-CFD' | 'SEC-CFD' | 'FX-KO' | 'CFD-KO' | 'CRYPTO-KO';
export type TradingPlatform = 'MT4' | 'GX';

export interface AccountInfo {
  accountNo: string;
  accountId: number;
  businessType: BusinessType;
  tradingPlatform: TradingPlatform;
  accountCurrency: string; // 'JPY'
  level: string;
  /** Cash balance in minor units of accountCurrency, as a decimal integer string (JPY: yen). Never a float. */
  cashBalance: string;
}

export interface CustomerInfo {
  customerId: number;
  customerNo: string;
  firstName: string;
  lastName: string;
  firstNameKatakana: string;
  lastNameKatakana: string;
  /** Corporate customers: the corporate name and its kana (null for individuals). */
  corporateName: string | null;
  corporateNameKatakana: string | null;
  isTest: boolean;
  /** Phone number. */
  pno: string;
  customerType: CustomerType;
  /** ISO-8601 instant of the previous login, or null. */
  lastLoginTime: string | null;
  withdrawPwdSet: boolean;
  withdrawPwdLock: boolean;
  accountInfoList: AccountInfo[];
}

export type LoginDevice = 'PC' | 'iOS' | 'Android' | 'others';
/** Who is logging in: the portal (MyPage) or the GX trading apps. */
export type LoginPlatform = 'MyPage' | 'GX_WebUI' | 'GX_App';

/** Login params kept in storage (spec §3). The password is never stored. */
export interface LoginParams {
  username: string;
  device: LoginDevice;
  recaptchaToken?: string;
  recaptchaVersion?: string;
  autoLogin: boolean;
  platform: LoginPlatform;
}

export interface LoginOutput {
  customerInfo: CustomerInfo;
  lastLoginTime: string | null;
  isWithdrawPwdSet: boolean;
  isWithdrawPwdLock: boolean;
  isTradeSecCfdPwdSet: boolean;
  isTradeSecCfdPwdLocked: boolean;
  /** false while the annual electronic-delivery consent is pending. */
  annualConsent: boolean;
  /** Multi-factor login is on for this customer. */
  secondVerify: boolean;
  secondVerifyForceOffByCustomer: boolean;
  isInvestableAmountSet: boolean;
  advertisement: boolean;
}

/** A completed login (login/auth, login/verifySecondVerifyCode). */
export interface LoginResult {
  secondVerifyRequired: false;
  token: string;
  /** Session id (the token's jti). */
  sid: string;
  /** ISO-8601 instant at which the token expires unless refreshed. */
  tokenExpireDate: string;
  loginOutput: LoginOutput;
  enableForceUpdatePwd: boolean;
  forceUpdatePwd: boolean;
  /** ISO-8601 date after which the password change can no longer be postponed, or null. */
  forceToChgPwdDate: string | null;
}

/** login/auth for a customer with multi-factor login on: no token yet, a code was e-mailed. */
export interface SecondVerifyChallenge {
  secondVerifyRequired: true;
  /** Second-verification session id for login/sendSecondVerifyCode and verifySecondVerifyCode. */
  sessionId: string;
  maskedEmail: string;
  /** Seconds until a resend is allowed. */
  resendAfterSeconds: number;
  /** Seconds the e-mailed code stays valid. */
  expiresInSeconds: number;
}

export type LoginAuthResult = LoginResult | SecondVerifyChallenge;

export interface PasswordStatus {
  isWithdrawPwdSet: boolean;
  isWithdrawPwdLock: boolean;
  isTradeSecCfdPwdSet: boolean;
  isTradeSecCfdPwdLocked: boolean;
}

export type LoginPromptStatus = 'init' | 'end';
export interface LoginPromptFlags {
  bRequestPwdChange: boolean;
  bNewAnnouce: boolean;
  bAgreementConfirm: boolean;
  bSecondVerifyMust: boolean;
  status: LoginPromptStatus;
}

export interface AccountOption {
  /** businessType_platform_currency in lower case, e.g. `fx_mt4_jpy`, `sec-cfd_gx_jpy`. */
  code: string;
  nameJp: string;
  businessType: BusinessType;
  tradingPlatform: TradingPlatform;
  accountCurrency: string;
  accountCategary: string;
}

export interface AcknowledgementOption extends AccountOption {
  order: number;
  link: string;
}

export interface ActiveSession {
  jti: string;
  device: LoginDevice;
  platform: LoginPlatform;
  autoLogin: boolean;
  /** ISO-8601 instant the session was issued. */
  issueDate: string;
  /** true for the session making the request. */
  current: boolean;
}

export type ActiveSessionKind = 'MyPagePC' | 'MyPageMobile' | 'GX_WebUIPC' | 'GX_AppMobile';

export interface AnnualConsentDocument {
  id: number;
  businessType: BusinessType | null;
  tradingPlatform: TradingPlatform | null;
  nameJp: string;
  order: number;
  link: string;
  code: string;
}

export type ExtraAcknowledgementType = 'text_before' | 'text_after' | 'acknowledgement_others';
export interface ExtraAcknowledgementItem {
  type: ExtraAcknowledgementType;
  order: number;
  name: string;
  value: string;
  link: string | null;
}

export interface SecondVerificationForm {
  secondVeri: boolean;
  sessionId: string;
  verifyCode: string;
  remark?: string;
}

export type FeatureGroup = 'deposit' | 'withdrawal' | 'transfer' | 'note';
export type FeatureSwitchKey = 'MT4' | 'GX_CFD' | 'GX_KO';
export interface FeatureSwitches {
  deposit: Record<FeatureSwitchKey, boolean>;
  withdrawal: Record<FeatureSwitchKey, boolean>;
  transfer: Record<FeatureSwitchKey, boolean>;
  note: Record<FeatureSwitchKey, boolean>;
  secondVerify: { alwaysOn: boolean; changeOff: boolean };
}

export interface CorpInfo {
  customerId: number;
  corporateName: string;
  corporateNameKatakana: string;
  /** ISO date (YYYY-MM-DD). */
  foundingDate: string;
  representativeName: string;
  representativeNameKatakana: string;
  address: string;
  phoneNumber: string;
}
