// Entities of spec §3. The types of what travels over the API are inferred from the contract's
// schemas (schemas/entities.ts); the rest (what the browser keeps, flags it derives) are declared here.
import type * as v from 'valibot';
import type {
  accountInfoSchema,
  accountOptionSchema,
  accountSettingCommonSchema,
  activeSessionSchema,
  annualConsentDocumentSchema,
  bannerSchema,
  businessTypeSchema,
  corpInfoSchema,
  customerInfoSchema,
  customerTypeSchema,
  downloadableFileSchema,
  extraAcknowledgementItemSchema,
  loginAuthResultSchema,
  loginDeviceSchema,
  loginOutputSchema,
  loginPlatformSchema,
  loginResultSchema,
  secondVerifyChallengeSchema,
  tangramFunctionsSchema,
  toolLinkSchema,
  toolsConfigSchema,
  tradingPlatformSchema,
} from './schemas/entities.ts';
import type {
  bankAccountSchema,
  cashAccountSchema,
  cashFlowSchema,
  cashMovementSchema,
  depositBankAccountSchema,
  movementKindSchema,
  movementStatusSchema,
  onlinePayBankSchema,
  onlinePayStatusSchema,
  statementRangeSchema,
  withdrawAccountSchema,
} from './schemas/cash.ts';

export type CustomerType = v.InferOutput<typeof customerTypeSchema>;
/** Business types; knock-out products end in `-KO`. */
export type BusinessType = v.InferOutput<typeof businessTypeSchema>;
export type TradingPlatform = v.InferOutput<typeof tradingPlatformSchema>;
export type LoginDevice = v.InferOutput<typeof loginDeviceSchema>;
/** Who is logging in: the portal (MyPage) or the GX trading apps. */
export type LoginPlatform = v.InferOutput<typeof loginPlatformSchema>;

/** An account; cashBalance in minor units of accountCurrency as a decimal integer string (never a float). */
export type AccountInfo = v.InferOutput<typeof accountInfoSchema>;
export type CustomerInfo = v.InferOutput<typeof customerInfoSchema>;
export type LoginOutput = v.InferOutput<typeof loginOutputSchema>;
/** A completed login (login/auth, login/verifySecondVerifyCode). */
export type LoginResult = v.InferOutput<typeof loginResultSchema>;
/** login/auth for a customer with multi-factor login on: no token yet, a code was e-mailed. */
export type SecondVerifyChallenge = v.InferOutput<typeof secondVerifyChallengeSchema>;
export type LoginAuthResult = v.InferOutput<typeof loginAuthResultSchema>;
export type ActiveSession = v.InferOutput<typeof activeSessionSchema>;
export type AccountOption = v.InferOutput<typeof accountOptionSchema>;
/** The account types individuals and corporations may hold (spec §6: from configuration). */
export type AccountSettingCommon = v.InferOutput<typeof accountSettingCommonSchema>;
export type AnnualConsentDocument = v.InferOutput<typeof annualConsentDocumentSchema>;
export type ExtraAcknowledgementItem = v.InferOutput<typeof extraAcknowledgementItemSchema>;
export type ExtraAcknowledgementType = ExtraAcknowledgementItem['type'];
export type Banner = v.InferOutput<typeof bannerSchema>;
export type CorpInfo = v.InferOutput<typeof corpInfoSchema>;
export type ToolLink = v.InferOutput<typeof toolLinkSchema>;
export type DownloadableFile = v.InferOutput<typeof downloadableFileSchema>;
export type ToolsConfig = v.InferOutput<typeof toolsConfigSchema>;
/** system-config/tangram_functions: per group, the list of switch codes and whether each is on. */
export type TangramFunctionsResult = v.InferOutput<typeof tangramFunctionsSchema>;
export type TangramFunctionItem = TangramFunctionsResult['deposit'][number];

/** Login params kept in storage (spec §3). The password is never stored. */
export interface LoginParams {
  username: string;
  device: LoginDevice;
  recaptchaToken?: string;
  recaptchaVersion?: string;
  autoLogin: boolean;
  platform: LoginPlatform;
}

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

export interface AcknowledgementOption extends AccountOption {
  order: number;
  link: string;
}

export type ActiveSessionKind = 'MyPagePC' | 'MyPageMobile' | 'GX_WebUIPC' | 'GX_AppMobile';

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

/** A trading account as the cash pages list it (cashBalance: integer yen as a decimal string). */
export type CashAccount = v.InferOutput<typeof cashAccountSchema>;
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;
export type DepositBankAccount = v.InferOutput<typeof depositBankAccountSchema>;
export type OnlinePayBank = v.InferOutput<typeof onlinePayBankSchema>;
export type OnlinePayStatus = v.InferOutput<typeof onlinePayStatusSchema>;
export type WithdrawAccount = v.InferOutput<typeof withdrawAccountSchema>;
export type CashMovement = v.InferOutput<typeof cashMovementSchema>;
export type MovementKind = v.InferOutput<typeof movementKindSchema>;
export type MovementStatus = v.InferOutput<typeof movementStatusSchema>;
export type CashFlow = v.InferOutput<typeof cashFlowSchema>;
export type StatementRange = v.InferOutput<typeof statementRangeSchema>;
