// The service container: one instance of each long-lived collaborator, built once per app.
import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/schema.ts';
import type { SqlDialectName } from './db/dialect.ts';
import type { Clock } from './lib/clock.ts';
import { randomToken } from './lib/crypto.ts';
import { PasswordHasher } from './lib/passwords.ts';
import { AuditLog } from './audit/audit-log.ts';
import { SessionService } from './auth/session-service.ts';
import { VerificationCodeService } from './codes/verification-code-service.ts';
import { CustomerRepository } from './customers/customer-repository.ts';
import { DevMailbox, SmtpMailer } from './mail/mailer.ts';
import type { Mailer } from './mail/mailer.ts';

export interface Services {
  config: AppConfig;
  clock: Clock;
  db: Kysely<Database>;
  dialect: SqlDialectName;
  hasher: PasswordHasher;
  mailer: Mailer;
  audit: AuditLog;
  sessions: SessionService;
  codes: VerificationCodeService;
  customers: CustomerRepository;
  secrets: { app: string; chartSigning: string };
  /** Logs failures of work that must not delay or change a response (mail in the background). */
  logError(error: unknown, context: string): void;
}

/** The HMAC secret: from APP_SECRET, else generated once and kept in the database (survives restarts). */
async function loadAppSecret(db: Kysely<Database>, config: AppConfig, clock: Clock): Promise<string> {
  if (config.appSecret) return config.appSecret;
  await db
    .insertInto('app_secrets')
    .values({ name: 'app', value: randomToken(48), created_at: clock.now().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', 'app').executeTakeFirstOrThrow();
  return row.value;
}

export async function createServices(input: {
  config: AppConfig;
  clock: Clock;
  db: Kysely<Database>;
  dialect: SqlDialectName;
  mailer?: Mailer;
  logError: Services['logError'];
}): Promise<Services> {
  const { config, clock, db } = input;
  const appSecret = await loadAppSecret(db, config, clock);
  const hasher = new PasswordHasher(config.scrypt);
  await hasher.prepare();
  return {
    config,
    clock,
    db,
    dialect: input.dialect,
    hasher,
    mailer: input.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new DevMailbox(db, clock)),
    audit: new AuditLog(db, clock),
    sessions: new SessionService(db, clock),
    codes: new VerificationCodeService(db, clock, appSecret),
    customers: new CustomerRepository(db),
    secrets: { app: appSecret, chartSigning: config.chartSigningSecret ?? appSecret },
    logError: input.logError,
  };
}
