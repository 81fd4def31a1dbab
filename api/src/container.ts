// The composition root: one instance of each repository and domain service, built once per app.
// Route modules take what they need from here and hand their services narrow dependencies.
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
import { PasswordHasher } from './domain/hashing.ts';
import { EventLimits } from './domain/limits.ts';
import { Ledger } from './domain/ledger.ts';
import { LoginPasswords } from './domain/login-password.ts';
import { DevMailbox, SmtpMailer, TrackedMailer } from './domain/mail/mailer.ts';
import { NoticeQueue } from './domain/mail/notice-queue.ts';
import { PeriodicJobs } from './domain/jobs/periodic-jobs.ts';
import type { Mailer } from './domain/mail/mailer.ts';
import { SecondaryPasswordService } from './modules/secondary-password/service.ts';
import type { SecondaryKind } from './modules/secondary-password/service.ts';
import { SessionService } from './domain/sessions.ts';
import { PortalMetrics } from './ops/metrics.ts';
import type { PoolStats } from './db/database.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { DeviceCookies } from './http/device-cookie.ts';
import { PasskeyService } from './domain/passkeys/passkeys.ts';
import { RelyingParty } from './domain/passkeys/relying-party.ts';
import { StepUpService } from './domain/passkeys/step-up.ts';
import { documentKeyring } from './config/env.ts';
import { DocumentStore } from './domain/documents.ts';
import { DocumentChecker } from './domain/document-checker.ts';

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
  secondaryPasswords: Record<SecondaryKind, SecondaryPasswordService>;
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
}

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
  const secondaryDeps = {
    customers: repos.customers,
    reader,
    customerTypeAccountTypes: repos.customerTypeAccountTypes,
    passwordHistory: repos.passwordHistory,
    tx,
    hasher,
    codes,
    loginPasswords,
    limits,
    audit,
    mailer,
    clock,
  };
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
    secondaryPasswords: {
      withdrawal: new SecondaryPasswordService(secondaryDeps, 'withdrawal'),
      trading: new SecondaryPasswordService(secondaryDeps, 'trading'),
    },
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
