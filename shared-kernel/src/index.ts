// Everything the browser side uses (`@portal/shared-kernel`): the contract (entities, endpoints,
// codes, messages, constants, validation, formats, feature switches, labels), the session, the API
// client and the federation contract. React hooks live in `@portal/shared-kernel/react`.
// Named lists: a name is exported here only when production code (an app, the kit, the API) imports
// it; what only tests use is in `@portal/shared-kernel/testing`
// (`node tooling/scripts/kernel-surface.mjs --unused --tests-only` shows what does not belong).
export { LOGIN_PATH, configureApiClient } from './api/config.ts';
export {
  accountApi,
  cashApi,
  customerApi,
  depositApi,
  loginApi,
  passkeyApi,
  publicApi,
  resourceApi,
  stepUpApi,
  tradingPwdApi,
  transferApi,
  withdrawApi,
} from './api/endpoints.ts';
export { isApiError } from './api/errors.ts';
export { FEATURE_SWITCHES_KEY, refreshFeatureSwitches, withFeature } from './api/feature-switches.ts';
export { createErrorNotifier, errorToastConfig } from './api/notifier.ts';
export { REFRESH_LOGOUT_CODES, ResponseCode } from './contract/codes.ts';
export {
  CASH_LIMITS,
  DRAWER_WIDTH,
  PASSKEY_NAME_MAX,
  PASSKEY_PROMPT_POSTPONE_DAYS,
  REDIRECT_AFTER_SUCCESS_MS,
  RESEND_COUNTDOWN_S,
  STEP_UP_VALIDITY_SECONDS,
  TOKEN_REFRESH_INTERVAL_MS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALIDITY_MIN,
} from './contract/constants.ts';
export { STEP_UP_HEADER } from './contract/endpoint.ts';
export type { RequestOf, ResultOf } from './contract/endpoint.ts';
export type { AuthenticationResponse, Passkey, RequestOptions, StepUpMethod, StepUpOperation } from './contract/schemas/passkeys.ts';
export { endpoints } from './contract/endpoints/index.ts';
export { DOCUMENT_MAX_BYTES } from './contract/endpoints/customer-profile.ts';
export type {
  AccountInfo,
  AccountOption,
  ActiveSession,
  AnnualConsentDocument,
  BankAccount,
  Banner,
  BusinessType,
  CashAccount,
  CashFlow,
  CashMovement,
  CustomerInfo,
  CustomerType,
  DepositBankAccount,
  DownloadableFile,
  ExtraAcknowledgementItem,
  FeatureGroup,
  FeatureSwitches,
  LoginParams,
  LoginPromptFlags,
  LoginResult,
  MovementKind,
  MovementStatus,
  OnlinePayStatus,
  PasswordStatus,
  SecondVerifyChallenge,
  StatementRange,
  ToolLink,
  ToolsConfig,
  TradingPlatform,
  WithdrawAccount,
} from './contract/entities.ts';
export { amountField } from './contract/fields.ts';
export { corporateHolderKey, formatPostalCode, kanaKey, toFullWidthKatakana } from './contract/japanese.ts';
export { normaliseLoginId } from './contract/login-id.ts';
export { bankQueryText } from './contract/bank-search.ts';
export { formatDateWithWareki, formatSeireki, formatWareki, japaneseDateInput, parseDateInput } from './contract/japanese-date.ts';
export type {
  BankEntry,
  ClientInfoOptions,
  ClientOption,
  MaskedProfile,
  BeneficialOwner,
  BeneficialOwnerBasis,
  ModifyKind,
  ModifyRequestSummary,
  PostcodeResult,
} from './contract/schemas/customer-profile.ts';
export type { AccountLevel, AccountLevelList, GroupProposal, OpenableAccountType, OpenApplication } from './contract/schemas/account.ts';
export { specMessages } from './contract/messages.ts';
export type { CodeSent } from './contract/schemas/common.ts';
export { FeatureDisabledError, isFeatureEnabled } from './features/feature-switches.ts';
export { formatDateTime, nowInTokyo, toTokyo } from './format/datetime.ts';
export { formatDigits, formatMoney, sumMinorUnits } from './format/money.ts';
export {
  BUSINESS_TYPES,
  accountLabel,
  accountTypeCode,
  activeSessionTitle,
  customerDisplayName,
  describeActiveSession,
  extraProductLabel,
  hasSecCfdAccount,
  platformLabel,
  productLineLabel,
  loginMethodLabels,
  sessionDotLabels,
  stepUpMethodLabels,
  stepUpOperationLabels,
  unopenedAccountTypes,
} from './i18n/labels.ts';
export type { SessionDotColour } from './i18n/labels.ts';
export {
  SECURITY_DRAWER_KEYS,
  accountsAtom,
  applyCustomer,
  applyLogin,
  applyLogout,
  applyPasswordStatus,
  applyTokenRefresh,
  customerInfoAtom,
  customerTypeAtom,
  featureSwitchesAtom,
  hasSecCfdAccountAtom,
  hydrateSessionStore,
  lastLoginResultAtom,
  loginPromptFlagsAtom,
  passwordStatusAtom,
  portalStore,
  resetSessionState,
  securityDrawerAtom,
  tokenAtom,
} from './session/atoms.ts';
export type { PortalStore, SecurityDrawerKey } from './session/atoms.ts';
export { completeLogin, endPreviousSession } from './session/login-flow.ts';
export {
  FORCED_PASSWORD_CHANGE_NOTICE,
  INITIAL_LOGIN_PROMPT_FLAGS,
  completePrompt,
  deriveLoginPromptFlags,
  isPromptClosable,
  isSecondVerifyChallenge,
  nextPrompt,
} from './session/login-prompt.ts';
export type { LoginPromptKind } from './session/login-prompt.ts';
export { subscribeLogoutSignals, writeLogoutSignal } from './session/signals.ts';
export {
  SignalKeys,
  StorageKeys,
  clearSession,
  clearTokens,
  flowSessionIds,
  hasTokenConflict,
  loginReason,
  pendingSecondVerify,
  readSession,
  reloadedFlag,
  setLoginPromptStatus,
  storageAreas,
  storeToken,
  toStoredLoginParams,
} from './session/storage.ts';
export type { LoginReason, LogoutSignal, PendingSecondVerify } from './session/storage.ts';
export { secondaryPasswordLabel, validationMessages } from './validation/messages.ts';
export type { SecondaryPasswordKind } from './validation/messages.ts';
export {
  LOGIN_PASSWORD_INPUT_MAX,
  SECONDARY_PASSWORD_INPUT_MAX,
  isTradingPasswordCheckApplicable,
  loginCredentialsSchema,
  loginPasswordChangeSchema,
  loginPasswordSchema,
  resetCodeFormSchema,
  tradingPasswordSchema,
  withdrawalPasswordSchema,
} from './validation/passwords.ts';
export type { LoginPasswordChangeOutput, SecondaryPasswordFormOutput } from './validation/passwords.ts';
