// The composition root: one instance of each repository, domain service and module service, built
// once per app, each with its narrow dependencies. Route modules get the services they bind their
// handlers to (moduleRoutes) and build nothing themselves.
import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/schema.ts';
import type { SqlDialectName } from './db/dialect.ts';
import type { Clock } from './lib/clock.ts';
import { randomToken } from './lib/crypto.ts';
import { createRepositories, createTransactor } from './repositories/index.ts';
import type { Repositories, Transactor } from './repositories/index.ts';
import { AttemptGuard } from './domain/attempts.ts';
import { AuditLog } from './domain/audit.ts';
import { BankSigner } from './domain/bank-signature.ts';
import { VerificationCodeService } from './domain/codes.ts';
import { CustomerReader } from './domain/customers.ts';
import { DownloadService } from './domain/downloads.ts';
import { PasswordHasher } from './infra/hashing.ts';
import { EventLimits } from './domain/limits.ts';
import { Ledger } from './domain/ledger.ts';
import { LoginPasswords } from './domain/login-password.ts';
import { DevMailbox, SmtpMailer, TrackedMailer } from './infra/mail/mailer.ts';
import { NoticeQueue } from './infra/mail/notice-queue.ts';
import { PeriodicJobs } from './domain/jobs/periodic-jobs.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import { SessionService } from './domain/sessions.ts';
import { PortalMetrics } from './ops/metrics.ts';
import type { PoolStats } from './db/database.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { DeviceCookies } from './http/device-cookie.ts';
import { PasskeyService } from './domain/passkeys/passkeys.ts';
import { RelyingParty } from './domain/passkeys/relying-party.ts';
import { StepUpService } from './domain/passkeys/step-up.ts';
import { documentKeyring } from './config/env.ts';
import { DocumentStore } from './infra/documents.ts';
import { DocumentChecker } from './infra/document-checker.ts';
import { FeatureSwitchReader } from './domain/feature-switches.ts';
import { CashAccounts } from './domain/cash-accounts.ts';
import { ApplicationTokens } from './domain/account-open-application.ts';
import type { BoundRoute } from './http/route-spec.ts';
import { SecondaryPasswordService } from './modules/secondary-password/service.ts';
import type { SecondaryKind } from './modules/secondary-password/service.ts';
import { secondaryPasswordRoutes } from './modules/secondary-password/routes.ts';
import { LoginService } from './modules/login/service.ts';
import { loginRoutes } from './modules/login/routes.ts';
import { CustomerService } from './modules/customer/service.ts';
import { ReportLoginService } from './modules/customer/report-login.ts';
import { MfaChangeService } from './modules/customer/mfa-change.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { ProfileAccess } from './modules/customer/profile-access.ts';
import { ProfileService } from './modules/customer/profile.ts';
import { ModificationRequestService } from './modules/customer/modification-requests.ts';
import { SuitabilityService } from './modules/customer/suitability.ts';
import { LoginHistoryService } from './modules/customer/login-history.ts';
import { DocumentService } from './modules/customer/documents.ts';
import { customerProfileRoutes } from './modules/customer/profile-routes.ts';
import { AccountService } from './modules/account/service.ts';
import { AccountOpenService } from './modules/account/open.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { PublicService } from './modules/public/service.ts';
import { publicRoutes } from './modules/public/routes.ts';
import { PublicAccountOpenService } from './modules/public/account-open.ts';
import { accountOpenPublicRoutes } from './modules/public/account-open-routes.ts';
import { ResourceService } from './modules/resource/service.ts';
import { resourceRoutes } from './modules/resource/routes.ts';
import { PasskeyManagement } from './modules/passkey/service.ts';
import { passkeyRoutes } from './modules/passkey/routes.ts';
import { stepUpRoutes } from './modules/step-up/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { DepositService } from './modules/deposit/service.ts';
import { BankSimulator } from './modules/deposit/simulator.ts';
import { depositRoutes } from './modules/deposit/routes.ts';
import { WithdrawalService } from './modules/withdraw/service.ts';
import { withdrawRoutes } from './modules/withdraw/routes.ts';
import { TransferService } from './modules/transfer/service.ts';
import { transferRoutes } from './modules/transfer/routes.ts';
import { CashHistoryService } from './modules/cash/service.ts';
import { cashRoutes } from './modules/cash/routes.ts';

export interface Container {
  config: AppConfig;
  clock: Clock;
  db: Kysely<Database>;
  dialect: SqlDialectName;
  repos: Repositories;
  tx: Transactor;
  hasher: PasswordHasher;
  /** Waits for mail in flight on shutdown (sends that outlive their request). */
  mailer: TrackedMailer;
  /** Notices waiting for their next try; drained by every replica (app.ts starts it). */
  noticeQueue: NoticeQueue;
  /** Periodic jobs any replica may run, claimed in the database (modules/periodic-jobs.ts registers them, app.ts starts it). */
  jobs: PeriodicJobs;
  audit: AuditLog;
  sessions: SessionService;
  codes: VerificationCodeService;
  reader: CustomerReader;
  loginPasswords: LoginPasswords;
  limits: EventLimits;
  /** Attempt limits on guessable secrets, claimed in the database before each comparison. */
  attempts: AttemptGuard;
  downloads: DownloadService;
  /** The feature switches (feature_switches): what the cash pages and the multi-factor change may do; system-config answers them. */
  switches: FeatureSwitchReader;
  secrets: { app: string; chartSigning: string };
  /** Every movement of money goes through it (domain/ledger.ts). */
  ledger: Ledger;
  /** Signs and verifies the messages exchanged with the partner banks. */
  bankSigner: BankSigner;
  /**
   * A request through the server's own HTTP handling (the development bank simulator sends its
   * notifications this way); bound by buildApp once the server exists.
   */
  loopback(request: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{ statusCode: number; body: string }>;
  /** Logs failures of work that must not delay or change a response (mail in the background). */
  logError(error: unknown, context: string): void;
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: PortalMetrics;
  /** Login and code endpoint limits, counted in the database (shared by every replica). */
  rateLimiter: RateLimiter;
  /** Signs and reads the device cookie of the login endpoints. */
  deviceCookies: DeviceCookies;
  /** Passkeys: challenges, registration, assertions (the relying party of the configuration). */
  passkeys: PasskeyService;
  /** The step-up before important operations (checked by the route option `stepUp`). */
  stepUp: StepUpService;
  /** The uploaded documents on disk; null without DOCUMENT_KEY in production (uploads refused). */
  documentStore: DocumentStore | null;
  /** Inspects uploads whole in a worker thread (closed with the app). */
  documentChecker: DocumentChecker;
  /** The services of the API modules, each built once (the route modules bind their handlers to them). */
  services: Services;
}

export interface Services {
  login: LoginService;
  customer: CustomerService;
  reportLogin: ReportLoginService;
  mfaChange: MfaChangeService;
  profile: ProfileService;
  modificationRequests: ModificationRequestService;
  suitability: SuitabilityService;
  loginHistory: LoginHistoryService;
  documents: DocumentService;
  accounts: AccountService;
  accountOpening: AccountOpenService;
  public: PublicService;
  publicAccountOpen: PublicAccountOpenService;
  resource: ResourceService;
  passkeys: PasskeyManagement;
  secondaryPasswords: Record<SecondaryKind, SecondaryPasswordService>;
  deposit: DepositService;
  bankSimulator: BankSimulator;
  withdrawal: WithdrawalService;
  transfer: TransferService;
  cashHistory: CashHistoryService;
}

type Core = Omit<Container, 'services'>;

export async function createContainer(input: {
  config: AppConfig;
  clock: Clock;
  db: Kysely<Database>;
  dialect: SqlDialectName;
  mailer?: Mailer;
  logError: Container['logError'];
  /** The PostgreSQL pool's figures (for the metrics); absent on SQLite. */
  pool?: () => PoolStats;
}): Promise<Container> {
  const core = await createCore(input);
  // One object: the bank simulator's loopback reads `core.loopback`, which buildApp binds later.
  return Object.assign(core, { services: createServices(core) });
}

/** The repositories, the infrastructure and the domain services the modules share. */
async function createCore(input: Parameters<typeof createContainer>[0]): Promise<Core> {
  const { config, clock, db, logError } = input;
  const repos = createRepositories(db);
  const tx = createTransactor(db);
  const keyring = documentKeyring(config);
  // The HMAC secret: from APP_SECRET, else generated once and kept in the database (survives restarts).
  const appSecret = config.appSecret ?? (await repos.appSecrets.getOrCreate('app', () => randomToken(48), clock.now().toISOString()));
  const hasher = new PasswordHasher(config.scrypt);
  await hasher.prepare();
  const metrics = new PortalMetrics({
    ...(input.pool ? { pool: input.pool } : {}),
    oldestNoticeSeconds: async () => {
      const oldest = await repos.noticeQueue.oldestCreatedAt();
      return oldest === null ? 0 : Math.max(0, (clock.now().getTime() - Date.parse(oldest)) / 1000);
    },
  });
  // Its tries go through the tracked mailer (a shutdown waits for them); the mailer queues through it.
  const noticeQueue: NoticeQueue = new NoticeQueue({
    repo: repos.noticeQueue,
    send: (message) => mailer.send(message),
    clock,
    delaysMs: config.noticeQueue.delaysMs,
    logError,
    onOutcome: (outcome) => metrics.notices.inc({ outcome }),
  });
  const mailer = new TrackedMailer(
    input.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new DevMailbox({ mailOutbox: repos.mailOutbox, clock })),
    { logError, noticeRetryDelaysMs: config.noticeRetryDelaysMs, queue: noticeQueue },
  );
  const audit = new AuditLog({ auditLog: repos.auditLog, clock, onEvent: (event) => metrics.onAuditEvent(event) });
  const sessions = new SessionService({ sessions: repos.sessions, clock });
  const codes = new VerificationCodeService({
    verificationCodes: repos.verificationCodes,
    codeSendThrottle: repos.codeSendThrottle,
    clock,
    secret: appSecret,
    onSent: (purpose) => metrics.codesSent.inc({ purpose }),
    onUndelivered: (error) => {
      metrics.mailUnavailable.inc();
      logError(error, 'the mail server did not take a code mail');
    },
  });
  const reader = new CustomerReader({ customers: repos.customers, accounts: repos.accounts });
  const loginPasswords = new LoginPasswords({ tx, passwordHistory: repos.passwordHistory, hasher, sessions });
  const limits = new EventLimits({ securityEvents: repos.securityEvents, usageWindows: repos.usageWindows, clock });
  const downloads = new DownloadService({ downloadTokens: repos.downloadTokens, sessions: repos.sessions, audit, clock, filesDir: config.filesDir });
  const attempts = new AttemptGuard({ attemptCounters: repos.attemptCounters, clock });
  const passkeys = new PasskeyService({ repos, rp: new RelyingParty(config.webauthn), audit, clock, logError });
  const stepUp = new StepUpService({ repos, passkeys, codes, hasher, attempts, audit, mailer, clock });
  return {
    config,
    clock,
    db,
    dialect: input.dialect,
    repos,
    tx,
    hasher,
    mailer,
    noticeQueue,
    jobs: new PeriodicJobs({
      repo: repos.periodicJobs,
      clock,
      logError,
      onOutcome: (job, outcome) => metrics.jobs.inc({ job, outcome }),
    }),
    audit,
    sessions,
    codes,
    reader,
    loginPasswords,
    limits,
    attempts,
    downloads,
    switches: new FeatureSwitchReader({ featureSwitches: repos.featureSwitches }),
    secrets: { app: appSecret, chartSigning: config.chartSigningSecret ?? appSecret },
    ledger: new Ledger({ db, dialect: input.dialect, clock }),
    bankSigner: new BankSigner(config.bankSigningSecret ?? appSecret),
    loopback: () => Promise.reject(new Error('loopback is bound once the server is built')),
    logError,
    metrics,
    deviceCookies: new DeviceCookies(appSecret),
    rateLimiter: new RateLimiter({ rateLimitBuckets: repos.rateLimitBuckets, clock, config: config.rateLimit, logError }),
    passkeys,
    stepUp,
    documentStore: keyring ? new DocumentStore(config.documentDir, keyring) : null,
    documentChecker: new DocumentChecker(),
  };
}

function createServices(c: Core): Services {
  const secondaryPasswords = secondaryPasswordServices(c);
  return {
    login: new LoginService({
      customers: c.repos.customers,
      reader: c.reader,
      hasher: c.hasher,
      loginPasswords: c.loginPasswords,
      sessions: c.sessions,
      codes: c.codes,
      attempts: c.attempts,
      knownDevices: c.repos.knownDevices,
      oneTimeCodes: c.repos.oneTimeCodes,
      audit: c.audit,
      mailer: c.mailer,
      clock: c.clock,
      passkeys: c.passkeys,
      passkeyCredentials: c.repos.passkeyCredentials,
    }),
    ...customerServices(c),
    accounts: new AccountService({ repos: c.repos, tx: c.tx, audit: c.audit, clock: c.clock, mailer: c.mailer, appSecret: c.secrets.app }),
    accountOpening: new AccountOpenService({ repos: c.repos, tx: c.tx, audit: c.audit, clock: c.clock, devApproval: c.config.devSimulators }),
    public: new PublicService({
      customers: c.repos.customers,
      reader: c.reader,
      repos: c.repos,
      codes: c.codes,
      limits: c.limits,
      loginPasswords: c.loginPasswords,
      downloads: c.downloads,
      audit: c.audit,
      mailer: c.mailer,
      clock: c.clock,
      bannerDir: c.config.bannerDir,
      logError: c.logError,
    }),
    publicAccountOpen: new PublicAccountOpenService({
      tokens: new ApplicationTokens(c.secrets.app),
      limits: c.limits,
      audit: c.audit,
      mailer: c.mailer,
      metrics: c.metrics,
      clock: c.clock,
      logError: c.logError,
    }),
    resource: new ResourceService({
      reader: c.reader,
      repos: c.repos,
      downloads: c.downloads,
      audit: c.audit,
      clock: c.clock,
      chartSigningSecret: c.secrets.chartSigning,
    }),
    passkeys: new PasskeyManagement({ repos: c.repos, tx: c.tx, passkeys: c.passkeys, audit: c.audit, mailer: c.mailer, clock: c.clock }),
    secondaryPasswords,
    ...cashServices(c, secondaryPasswords.withdrawal),
  };
}

/** The withdrawal and the trading password: the same flows and rules, one service per kind. */
function secondaryPasswordServices(c: Core): Services['secondaryPasswords'] {
  const deps = {
    customers: c.repos.customers,
    reader: c.reader,
    customerTypeAccountTypes: c.repos.customerTypeAccountTypes,
    passwordHistory: c.repos.passwordHistory,
    tx: c.tx,
    hasher: c.hasher,
    codes: c.codes,
    loginPasswords: c.loginPasswords,
    limits: c.limits,
    audit: c.audit,
    mailer: c.mailer,
    clock: c.clock,
  };
  return { withdrawal: new SecondaryPasswordService(deps, 'withdrawal'), trading: new SecondaryPasswordService(deps, 'trading') };
}

type CustomerServices = Pick<
  Services,
  'customer' | 'reportLogin' | 'mfaChange' | 'profile' | 'modificationRequests' | 'suitability' | 'loginHistory' | 'documents'
>;

/** The customer's own pages: sessions and passwords, the profile and its changes, the documents. */
function customerServices(c: Core): CustomerServices {
  const { repos, clock } = c;
  const access = new ProfileAccess({ customers: repos.customers, audit: c.audit, mailer: c.mailer });
  const devApproval = c.config.devSimulators;
  const modificationRequests = new ModificationRequestService({ access, repos, tx: c.tx, clock, devApproval });
  const suitability = new SuitabilityService({ access, customerAnswers: repos.customerAnswers, clock });
  return {
    customer: new CustomerService({
      reader: c.reader,
      repos,
      tx: c.tx,
      hasher: c.hasher,
      loginPasswords: c.loginPasswords,
      sessions: c.sessions,
      attempts: c.attempts,
      audit: c.audit,
      mailer: c.mailer,
      clock,
    }),
    reportLogin: new ReportLoginService({ repos, tx: c.tx, audit: c.audit, mailer: c.mailer, clock }),
    mfaChange: new MfaChangeService({
      customers: repos.customers,
      passkeyCredentials: repos.passkeyCredentials,
      switches: c.switches,
      codes: c.codes,
      sessions: c.sessions,
      audit: c.audit,
      mailer: c.mailer,
      clock,
    }),
    profile: new ProfileService({ access, requests: modificationRequests, suitability, repos, codes: c.codes, mailer: c.mailer, clock, devApproval }),
    modificationRequests,
    suitability,
    loginHistory: new LoginHistoryService({ access, sessions: repos.sessions, clock }),
    documents: new DocumentService({
      repos,
      tx: c.tx,
      audit: c.audit,
      clock,
      store: c.documentStore,
      checker: c.documentChecker,
      quota: c.config.documentQuota,
    }),
  };
}

type CashServices = Pick<Services, 'deposit' | 'bankSimulator' | 'withdrawal' | 'transfer' | 'cashHistory'>;

/**
 * The cash modules (deposit, withdraw, transfer, cash history): one place that resolves account
 * ownership and checks the switches, one ledger; the history's file generators are registered once.
 */
function cashServices(c: Core, withdrawalPasswords: SecondaryPasswordService): CashServices {
  const cash = new CashAccounts({ accounts: c.repos.accounts, customers: c.repos.customers, switches: c.switches, audit: c.audit });
  return {
    deposit: new DepositService({
      cash,
      repos: c.repos,
      ledger: c.ledger,
      reader: c.reader,
      signer: c.bankSigner,
      audit: c.audit,
      clock: c.clock,
      simulators: c.config.devSimulators,
      gatewayUrl: c.config.bankGatewayUrl,
      dialect: c.dialect,
    }),
    bankSimulator: new BankSimulator({
      enabled: c.config.devSimulators,
      signer: c.bankSigner,
      repos: c.repos,
      clock: c.clock,
      loopback: (request) => c.loopback(request),
      logError: c.logError,
    }),
    withdrawal: new WithdrawalService({
      cash,
      repos: c.repos,
      ledger: c.ledger,
      passwords: withdrawalPasswords,
      reader: c.reader,
      audit: c.audit,
      mailer: c.mailer,
      clock: c.clock,
    }),
    transfer: new TransferService({ cash, repos: c.repos, ledger: c.ledger, audit: c.audit, clock: c.clock }),
    cashHistory: new CashHistoryService({ cash, repos: c.repos, reader: c.reader, downloads: c.downloads, audit: c.audit, clock: c.clock }),
  };
}

/** Every API module's routes, each module handed the services it binds its handlers to. */
export function moduleRoutes(c: Container): BoundRoute[] {
  const s = c.services;
  return [
    ...loginRoutes({ login: s.login, deviceCookies: c.deviceCookies }),
    ...customerRoutes({ customer: s.customer, reportLogin: s.reportLogin, mfaChange: s.mfaChange }),
    ...customerProfileRoutes({
      profile: s.profile,
      modificationRequests: s.modificationRequests,
      suitability: s.suitability,
      loginHistory: s.loginHistory,
      documents: s.documents,
    }),
    ...accountRoutes({ accounts: s.accounts, accountOpening: s.accountOpening }),
    ...accountOpenPublicRoutes({ applications: s.publicAccountOpen }),
    ...secondaryPasswordRoutes({ secondaryPasswords: s.secondaryPasswords }),
    ...withdrawRoutes({ withdrawal: s.withdrawal }),
    ...depositRoutes({ deposit: s.deposit, simulator: s.bankSimulator, bankNotifyAllow: c.config.bankNotifyAllow }),
    ...transferRoutes({ transfer: s.transfer }),
    ...cashRoutes({ cashHistory: s.cashHistory }),
    ...passkeyRoutes({ passkeys: s.passkeys }),
    ...stepUpRoutes({ stepUp: c.stepUp }),
    ...systemRoutes({ switches: c.switches }),
    ...resourceRoutes({ resource: s.resource }),
    ...publicRoutes({ public: s.public, metrics: c.metrics }),
  ];
}
