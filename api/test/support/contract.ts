// What the API tests read of the contract and the API itself does not: the result schemas they check
// answers against, and the codes that end a session. The contract entry carries only what the API
// runs on, so these come from the kernel's source.
export { SESSION_INVALID_CODES } from '../../../shared-kernel/src/contract/codes.ts';
export {
  accountLevelListSchema,
  groupProposalSchema,
  levelChangedSchema,
  openableAccountTypeSchema,
  openApplicationSchema,
  readonlyPasswordSchema,
} from '../../../shared-kernel/src/contract/schemas/account.ts';
export {
  bankAccountSchema,
  bankNotifyResultSchema,
  cashFlowSchema,
  depositBankAccountSchema,
  depositValidateResultSchema,
  generatedDownloadSchema,
  historyPageSchema,
  incomingTransferResultSchema,
  onlinePayAccountListSchema,
  onlinePayBankSchema,
  onlinePayPlatformSchema,
  onlinePayResultSchema,
  onlinePayStatusSchema,
  statementRangeSchema,
  transferSubmitResultSchema,
  transferValidateResultSchema,
  withdrawableBalanceSchema,
  withdrawAccountSchema,
  withdrawCancelResultSchema,
  withdrawSubmitResultSchema,
  withdrawValidateResultSchema,
} from '../../../shared-kernel/src/contract/schemas/cash.ts';
export { codeSentSchema, okSchema, verifiedSchema } from '../../../shared-kernel/src/contract/schemas/common.ts';
export {
  bankEntrySchema,
  clientInfoOptionsSchema,
  loginRecordSchema,
  maskedProfileSchema,
  modifyRequestSummarySchema,
  postcodeResultSchema,
} from '../../../shared-kernel/src/contract/schemas/customer-profile.ts';
export {
  accountInfoSchema,
  accountOptionSchema,
  activeSessionSchema,
  annualConsentDocumentSchema,
  bannerSchema,
  corpInfoSchema,
  customerInfoSchema,
  extraAcknowledgementItemSchema,
  loginAuthResultSchema,
  loginResultSchema,
  tangramFunctionsSchema,
  toolsConfigSchema,
  tradingPwdStatusSchema,
  withdrawPwdStatusSchema,
} from '../../../shared-kernel/src/contract/schemas/entities.ts';
