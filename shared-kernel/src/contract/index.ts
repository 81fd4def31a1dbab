// The contract part of the kernel: no React, no browser globals. The API imports only this.
// Named lists: a name is exported here only when production code (an app, the kit, the API) imports
// it; what only tests use is in the testing entry, or API tests read it from the kernel's source
// (`node tooling/scripts/kernel-surface.mjs --unused --tests-only` shows what does not belong).
export { isFeatureEnabled, parseTangramFunctions } from '../features/feature-switches.ts';
export type { SecondaryPasswordMode } from '../validation/messages.ts';
export { checkSecondaryPassword, isTradingPasswordCheckApplicable } from '../validation/passwords.ts';
export { ResponseCode } from './codes.ts';
export type { ResponseCodeValue } from './codes.ts';
export {
  CASH_LIMITS,
  DATABASE_ID_MAX,
  HISTORY_PAGE_MAX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  LOGIN_REPORT_WINDOW_DAYS,
  PASSKEY_CHALLENGE_VALIDITY_SECONDS,
  PASSKEY_MAX_PER_CUSTOMER,
  PASSKEY_NAME_MAX,
  PASSKEY_PROMPT_POSTPONE_DAYS,
  SECONDARY_PASSWORD_MAX,
  SECONDARY_PASSWORD_MIN,
  STEP_UP_VALIDITY_SECONDS,
  DATE_TIME_FORMAT,
  HISTORY_PAGE_SIZE,
  RESEND_COUNTDOWN_S,
  STATEMENT_YEARS,
  TIME_ZONE,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
  WITHDRAWAL_CUTOFF_HOUR,
  WITHDRAWAL_PAYOUT_HOUR,
} from './constants.ts';
export { API_PREFIX, STEP_UP_HEADER, TOKEN_HEADER } from './endpoint.ts';
export type { BodyKind, EndpointDef, Envelope, FileResultMarker, ParsedRequestOf, RequestOf, ResultOf } from './endpoint.ts';
export { endpointList, endpoints } from './endpoints/index.ts';
export type {
  AccountInfo,
  AccountOption,
  AccountSettingCommon,
  ActiveSession,
  AnnualConsentDocument,
  Banner,
  BusinessType,
  CashAccount,
  CashMovement,
  CorpInfo,
  CustomerInfo,
  CustomerType,
  ExtraAcknowledgementItem,
  FeatureGroup,
  FeatureSwitches,
  LoginAuthResult,
  LoginDevice,
  LoginOutput,
  LoginPlatform,
  LoginResult,
  MovementStatus,
  OnlinePayBank,
  TangramFunctionsResult,
  ToolLink,
  ToolsConfig,
} from './entities.ts';
export { codeMessages, specMessages } from './messages.ts';
export type { CodeSent } from './schemas/common.ts';
export type {
  BankEntry,
  ClientInfoOptions,
  ClientOption,
  LoginRecord,
  MaskedProfile,
  BeneficialOwner,
  CorporateProfile,
  ModifyRequestSummary,
  PostcodeResult,
  ProfileAnswers,
} from './schemas/customer-profile.ts';
export type { AccountLevelList, GroupProposal, OpenableAccountType, OpenAcknowledgement, OpenApplication } from './schemas/account.ts';
export { corporateHolderKey, kanaKey } from './japanese.ts';
export { normaliseLoginId } from './login-id.ts';
export { bankCodeQuery, bankMatchRank, bankQueryKeys, bankSearchKey } from './bank-search.ts';
export type { BankSearchKind } from './bank-search.ts';
export { formatDigits, formatMoney } from '../format/money.ts';
export { emailField, phoneField } from './japanese.ts';
export { MAX_BENEFICIAL_OWNERS } from './endpoints/customer-corporate.ts';
export { accountLabel, activeSessionTitle, loginMethodLabels, stepUpOperationLabels } from '../i18n/labels.ts';
export type {
  AuthenticationResponse,
  CreationOptions,
  LoginMethod,
  Passkey,
  RegistrationResponse,
  RequestOptions,
  StepUpMethod,
  StepUpOperation,
  StepUpRequired,
  StepUpStarted,
} from './schemas/passkeys.ts';
export { stepUpRequiredSchema } from './schemas/passkeys.ts';
