// One repository per table, built on the database or on a transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AccountGroupProposalsRepository } from './account-group-proposals.ts';
import { AccountLevelChangesRepository } from './account-level-changes.ts';
import { AccountLevelsRepository } from './account-levels.ts';
import { AccountOpenApplicationsRepository } from './account-open-applications.ts';
import { AccountTypesRepository } from './account-types.ts';
import { AccountsRepository } from './accounts.ts';
import { AcknowledgementItemsRepository } from './acknowledgement-items.ts';
import { AnnualConsentDocumentsRepository } from './annual-consent-documents.ts';
import { AnnualConsentsRepository } from './annual-consents.ts';
import { AppSecretsRepository } from './app-secrets.ts';
import { AttemptCountersRepository } from './attempt-counters.ts';
import { AuditLogRepository } from './audit-log.ts';
import { BankAccountsRepository } from './bank-accounts.ts';
import { CorporateProfilesRepository } from './corporate-profiles.ts';
import { BannersRepository } from './banners.ts';
import { CashMovementsRepository } from './cash-movements.ts';
import { CashSettingsRepository } from './cash-settings.ts';
import { CodeSendThrottleRepository } from './code-send-throttle.ts';
import { CustomerTypeAccountTypesRepository } from './customer-type-account-types.ts';
import { CustomerAnswersRepository } from './customer-answers.ts';
import { CustomerDocumentsRepository } from './customer-documents.ts';
import { CustomersRepository } from './customers.ts';
import { DocumentUploadUsageRepository } from './document-upload-usage.ts';
import { DownloadTokensRepository } from './download-tokens.ts';
import { DownloadableFilesRepository } from './downloadable-files.ts';
import type { Executor } from './executor.ts';
import { FeatureSwitchesRepository } from './feature-switches.ts';
import { IdempotencyKeysRepository } from './idempotency-keys.ts';
import { KnownDevicesRepository } from './known-devices.ts';
import { LedgerEntriesRepository } from './ledger-entries.ts';
import { MailOutboxRepository } from './mail-outbox.ts';
import { NoticeQueueRepository } from './notice-queue.ts';
import { ModificationRequestsRepository } from './modification-requests.ts';
import { OneTimeCodesRepository } from './one-time-codes.ts';
import { OnlinePaymentsRepository } from './online-payments.ts';
import { PasskeyCredentialsRepository } from './passkey-credentials.ts';
import { PasswordHistoryRepository } from './password-history.ts';
import { PeriodicJobsRepository } from './periodic-jobs.ts';
import { RateLimitBucketsRepository } from './rate-limit-buckets.ts';
import { SecurityEventsRepository } from './security-events.ts';
import { SessionsRepository } from './sessions.ts';
import { StepUpGrantsRepository } from './step-up-grants.ts';
import { ToolLinksRepository } from './tool-links.ts';
import { UploadTokensRepository } from './upload-tokens.ts';
import { UsageWindowsRepository } from './usage-windows.ts';
import { VerificationCodesRepository } from './verification-codes.ts';
import { WebauthnChallengesRepository } from './webauthn-challenges.ts';

export function createRepositories(db: Executor) {
  return {
    accountGroupProposals: new AccountGroupProposalsRepository(db),
    accountLevelChanges: new AccountLevelChangesRepository(db),
    accountLevels: new AccountLevelsRepository(db),
    accountOpenApplications: new AccountOpenApplicationsRepository(db),
    accountTypes: new AccountTypesRepository(db),
    accounts: new AccountsRepository(db),
    acknowledgementItems: new AcknowledgementItemsRepository(db),
    annualConsentDocuments: new AnnualConsentDocumentsRepository(db),
    annualConsents: new AnnualConsentsRepository(db),
    appSecrets: new AppSecretsRepository(db),
    attemptCounters: new AttemptCountersRepository(db),
    auditLog: new AuditLogRepository(db),
    bankAccounts: new BankAccountsRepository(db),
    banners: new BannersRepository(db),
    cashMovements: new CashMovementsRepository(db),
    cashSettings: new CashSettingsRepository(db),
    codeSendThrottle: new CodeSendThrottleRepository(db),
    corporateProfiles: new CorporateProfilesRepository(db),
    customerTypeAccountTypes: new CustomerTypeAccountTypesRepository(db),
    customerAnswers: new CustomerAnswersRepository(db),
    customerDocuments: new CustomerDocumentsRepository(db),
    customers: new CustomersRepository(db),
    documentUploadUsage: new DocumentUploadUsageRepository(db),
    downloadTokens: new DownloadTokensRepository(db),
    downloadableFiles: new DownloadableFilesRepository(db),
    featureSwitches: new FeatureSwitchesRepository(db),
    idempotencyKeys: new IdempotencyKeysRepository(db),
    knownDevices: new KnownDevicesRepository(db),
    ledgerEntries: new LedgerEntriesRepository(db),
    mailOutbox: new MailOutboxRepository(db),
    noticeQueue: new NoticeQueueRepository(db),
    modificationRequests: new ModificationRequestsRepository(db),
    oneTimeCodes: new OneTimeCodesRepository(db),
    onlinePayments: new OnlinePaymentsRepository(db),
    passkeyCredentials: new PasskeyCredentialsRepository(db),
    passwordHistory: new PasswordHistoryRepository(db),
    periodicJobs: new PeriodicJobsRepository(db),
    rateLimitBuckets: new RateLimitBucketsRepository(db),
    securityEvents: new SecurityEventsRepository(db),
    sessions: new SessionsRepository(db),
    stepUpGrants: new StepUpGrantsRepository(db),
    toolLinks: new ToolLinksRepository(db),
    uploadTokens: new UploadTokensRepository(db),
    usageWindows: new UsageWindowsRepository(db),
    verificationCodes: new VerificationCodesRepository(db),
    webauthnChallenges: new WebauthnChallengesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs work in one transaction, handing it repositories bound to that transaction. */
export interface Transactor {
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export function createTransactor(db: Kysely<Database>): Transactor {
  return { transaction: (work) => db.transaction().execute((trx) => work(createRepositories(trx))) };
}

export type { Executor } from './executor.ts';
