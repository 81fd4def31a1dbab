// The only reader of process.env. Everything else receives an AppConfig.
import path from 'node:path';
import { LOGIN_REPORT_WINDOW_DAYS } from '@portal/shared-kernel/contract';
import { DEV_FEATURES_OVERRIDE, DEV_FEATURES_OVERRIDE_VALUE } from './production-guard.ts';
import { DocumentKeyring, derivedKeyId } from '../infra/documents.ts';
import { parseAddressList } from '../http/address-list.ts';
import type { AddressList } from '../http/address-list.ts';

export type NodeEnv = 'production' | 'development' | 'test';

export interface ScryptParams {
  /** CPU/memory cost (power of two). */
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

export interface RemoteBuild {
  /** Container name, e.g. `remote_tools`. */
  name: string;
  /** URL segment under /portal/remotes/, e.g. `tools`. */
  segment: string;
  /** Absolute path of the remote's build output. */
  dir: string;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  logLevel: string;
  shutdown: {
    /**
     * SHUTDOWN_DELAY_MS: after SIGTERM, how long the server keeps answering (readiness already 503)
     * before it stops accepting connections, so that a load balancer or orchestrator polling /readyz
     * stops sending traffic first. 0: close at once.
     */
    delayMs: number;
    /** SHUTDOWN_TIMEOUT_MS: in-flight requests get this long to finish before the process exits with 1. */
    timeoutMs: number;
  };
  /** TRUST_PROXY: true, a hop count, or a comma-separated list of trusted addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** PostgreSQL connection string; when absent, SQLite is used. */
  databaseUrl: string | null;
  /** PostgreSQL schema (search_path) to use; created when missing. */
  databaseSchema: string | null;
  /** DATABASE_POOL_MAX: connections each process's PostgreSQL pool opens at most (default 10). */
  databasePoolMax: number;
  /**
   * OpenTelemetry traces (ops/tracing.ts): OTEL_EXPORTER_OTLP_ENDPOINT (unset: off) and
   * OTEL_SERVICE_NAME (default portal-api).
   */
  tracing: { endpoint: string | null; serviceName: string };
  /** SQLite database file (created on first start). */
  sqliteFile: string;
  /** Seed the four demo customers. Reference data (account types, switches, links, ...) is always seeded. */
  seedDemo: boolean;
  /** SMTP connection URL (nodemailer); when absent, mail is kept in the database (dev mailbox). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Waits before the background tries of a notice the mail server did not take (not an env var). */
  noticeRetryDelaysMs: readonly number[];
  /**
   * Notices the mail server did not take, kept in the database (infra/mail/notice-queue.ts): the
   * waits before each later try (not an env var), and how often every replica looks for due ones
   * (NOTICE_QUEUE_POLL_MS, default 5 s; 0 = never by itself, drained only when asked: tests).
   */
  noticeQueue: { delaysMs: readonly number[]; pollMs: number };
  /** Serve /dev/mailbox and /dev/mailbox.json. */
  devMailboxPages: boolean;
  /**
   * DEV_CLOCK: the server's clock can be moved forward (GET/POST /dev/clock, dev/clock-routes.ts). Off
   * by default in every environment (the browser journeys turn it on); production refuses it without
   * the override.
   */
  devClock: boolean;
  /**
   * Development simulators: the partner-bank payment pages of the quick deposit, the simulated
   * incoming bank transfer and the approvals. Off in production (the API answers 404 for them);
   * turning one on there needs the override (config/production-guard.ts).
   */
  devSimulators: boolean;
  /**
   * PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION=yes-i-know: with NODE_ENV=production the API starts even
   * with development-only features on (logged as a warning); without it, it refuses to start.
   */
  allowDevFeaturesInProduction: boolean;
  /** Secret shared with the partner banks to sign payment requests and notifications; falls back to the app secret. */
  bankSigningSecret: string | null;
  /** The partner banks' payment gateway the quick deposit sends the browser to (production); null: none. */
  bankGatewayUrl: string | null;
  /** Secret for HMACs (e-mailed codes, chart-site tokens). When absent, one is generated and kept in the database. */
  appSecret: string | null;
  /** Secret shared with the chart site to sign its login tokens; falls back to the app secret. */
  chartSigningSecret: string | null;
  scrypt: ScryptParams;
  rateLimit: {
    enabled: boolean;
    windowMs: number;
    /** Per client address and endpoint. */
    loginMax: number;
    codeMax: number;
    /** Per account and endpoint (the session's customer, the login ID typed or the verification session); default: the address limits. */
    accountLoginMax?: number;
    accountCodeMax?: number;
    /** Browser reports (the remote-failure beacon) per client address and window; default the code limit. */
    beaconMax?: number;
    /** Money calls (deposit/onlinePay, transfer/submit, withdraw/submit and cancel, statements) per customer and endpoint; default: codeMax. */
    moneyMax?: number;
    /** deposit/notify per source address; default: codeMax. */
    notifyMax?: number;
  };
  /**
   * /metrics and openapi.json: OPS_PORT, a second listener (the inside network) serving them with
   * /healthz and /readyz; OPS_ALLOW, the client addresses that may fetch them on the main port. Without
   * a list, production serves them on the main port to nobody and development to everybody.
   */
  ops: { port: number | null; allow: AddressList | null };
  /** BANK_NOTIFY_ALLOW: the partner banks' addresses deposit/notify is taken from; null: any (the signature decides). */
  bankNotifyAllow: AddressList | null;
  /** Periodic jobs (expired payments, retention): how often this replica looks for due ones (JOBS_POLL_MS; 0 = never by itself). */
  jobs: { pollMs: number };
  portal: {
    hostDir: string | null;
    remotes: RemoteBuild[];
    remotesJsonFile: string | null;
  };
  /** CSP frame-ancestors sources. */
  frameAncestors: string[];
  /** Directory with banner images (SVG). */
  bannerDir: string;
  /** Allowlisted directory of downloadable files. */
  filesDir: string;
  /** Where uploaded identity and My Number documents are kept (outside every served folder). */
  documentDir: string;
  /**
   * AES-256-GCM key of the uploaded documents (DOCUMENT_KEY: 64 hex digits or base64 of 32 bytes).
   * Outside production a fixed development key is used when unset; in production uploads are refused
   * until it is set.
   */
  documentKey: Buffer | null;
  /**
   * The WebAuthn relying party (passkeys): never derived from a request's Host. rpId is the domain
   * passkeys are bound to (WEBAUTHN_RP_ID; `localhost` outside production), origins the exact
   * origins the browser may run the ceremonies on (WEBAUTHN_ORIGINS, comma-separated; outside
   * production `http://localhost:<PORT>`), rpName what the authenticator shows (WEBAUTHN_RP_NAME).
   * Production refuses to start without an explicit RP ID and https origins within it.
   */
  webauthn: { rpId: string | null; rpName: string; origins: readonly string[] };
  /** The current key's id in every new file (DOCUMENT_KEY_ID; null: derived from the key, documentKeyring). */
  documentKeyId: string | null;
  /** Keys files may still be sealed with until `npm run rotate-document-key` ran (DOCUMENT_OLD_KEYS). */
  documentOldKeys: { id: string; key: Buffer }[];
  /** Uploads and bytes each customer may send per Japanese calendar day (refused uploads count too). */
  documentQuota: { uploads: number; bytes: number };
  /** How long each class of data is kept (domain/jobs/retention.ts; README § Data retention). */
  retention: RetentionConfig;
}

export interface RetentionConfig {
  /** RETENTION_SESSION_DAYS: a session's row (the login history) is kept this long after it expired; at least LOGIN_REPORT_WINDOW_DAYS. */
  sessionDays: number;
  /** RETENTION_TOKEN_DAYS: codes, challenges and single-use tokens are kept this long after they expired. */
  tokenDays: number;
  /** RETENTION_MAIL_DAYS: mail delivered to the database outbox (the dev mailbox) is kept this long. */
  mailDays: number;
  /** AUDIT_LOG_RETENTION_YEARS: audit entries stay in the database this long, then are archived (at least 10). */
  auditYears: number;
  /** AUDIT_ARCHIVE_DIR: where archived audit entries are written (gzip JSON lines and their sha-256). */
  auditArchiveDir: string;
  /** RETENTION_ORPHAN_DOCUMENT_DAYS: an encrypted file under DOCUMENT_DIR that no document row names is removed after this long. */
  orphanDocumentDays: number;
  /** RETENTION_BATCH_ROWS: rows one statement deletes (each batch its own short transaction). */
  batchRows: number;
  /** AUDIT_ARCHIVE_BATCH_ROWS: audit entries per archive file (one transaction each). */
  auditBatchRows: number;
}

/** Audit entries are never dropped from the database sooner (README § Data retention: the longest period the law names). */
export const MIN_AUDIT_LOG_RETENTION_YEARS = 10;
/** Sessions are the login history: never purged within its 「心当たりがない」 window. */
const MIN_SESSION_RETENTION_DAYS = LOGIN_REPORT_WINDOW_DAYS;

function atLeast(value: string | undefined, fallback: number, min: number, name: string): number {
  const n = int(value, fallback, name);
  if (n < min) throw new Error(`${name} must be at least ${min}, got ${n}`);
  return n;
}

function retentionConfig(env: Env): RetentionConfig {
  return {
    sessionDays: atLeast(env.RETENTION_SESSION_DAYS, 90, MIN_SESSION_RETENTION_DAYS, 'RETENTION_SESSION_DAYS'),
    tokenDays: atLeast(env.RETENTION_TOKEN_DAYS, 7, 1, 'RETENTION_TOKEN_DAYS'),
    mailDays: atLeast(env.RETENTION_MAIL_DAYS, 7, 1, 'RETENTION_MAIL_DAYS'),
    auditYears: atLeast(env.AUDIT_LOG_RETENTION_YEARS, 10, MIN_AUDIT_LOG_RETENTION_YEARS, 'AUDIT_LOG_RETENTION_YEARS'),
    auditArchiveDir: path.resolve(nonEmpty(env.AUDIT_ARCHIVE_DIR) ?? path.join(apiRoot, 'data/audit-archive')),
    orphanDocumentDays: atLeast(env.RETENTION_ORPHAN_DOCUMENT_DAYS, 30, 1, 'RETENTION_ORPHAN_DOCUMENT_DAYS'),
    batchRows: atLeast(env.RETENTION_BATCH_ROWS, 1000, 1, 'RETENTION_BATCH_ROWS'),
    auditBatchRows: atLeast(env.AUDIT_ARCHIVE_BATCH_ROWS, 10_000, 1, 'AUDIT_ARCHIVE_BATCH_ROWS'),
  };
}

type Env = Record<string, string | undefined>;

/** The development key: never used in production (uploads are refused there without DOCUMENT_KEY). */
const DEV_DOCUMENT_KEY = Buffer.from('portal-development-document-key!', 'utf8');

function parseDocumentKey(value: string | undefined, production: boolean): Buffer | null {
  const text = value?.trim();
  if (!text) return production ? null : DEV_DOCUMENT_KEY;
  return parseKeyBytes(text, 'DOCUMENT_KEY');
}

function parseKeyBytes(text: string, name: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes (64 hex digits or base64)`);
  return key;
}

/** DOCUMENT_OLD_KEYS: comma-separated keys, each `id=key` or just the key (its id derived as for DOCUMENT_KEY). */
function parseOldDocumentKeys(value: string | undefined): { id: string; key: Buffer }[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      // base64 ends in '=' padding: an id comes before the first '=' and never ends the entry
      const named = eq > 0 && eq < part.length - 2 && /^[A-Za-z0-9._-]{1,32}$/.test(part.slice(0, eq));
      const key = parseKeyBytes(named ? part.slice(eq + 1) : part, 'each key of DOCUMENT_OLD_KEYS');
      return { id: named ? part.slice(0, eq) : derivedKeyId(key), key };
    });
}

/** The keys of the uploaded documents, or null when uploads are off (no DOCUMENT_KEY in production). */
export function documentKeyring(config: Pick<AppConfig, 'documentKey' | 'documentKeyId' | 'documentOldKeys'>): DocumentKeyring | null {
  if (!config.documentKey) return null;
  return new DocumentKeyring({ id: config.documentKeyId ?? derivedKeyId(config.documentKey), key: config.documentKey }, config.documentOldKeys);
}

const apiRoot = path.resolve(import.meta.dirname, '../..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** OTEL_EXPORTER_OTLP_ENDPOINT: an http(s) URL of an OTLP/HTTP collector, or unset. */
function otlpEndpoint(value: string | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  if (!/^https?:\/\/[^\s]+$/i.test(text)) throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, got "${text}"`);
  return text;
}

/** DATABASE_POOL_MAX: 1 or more (a pool of none would wait forever). */
function poolMax(value: string | undefined): number {
  const n = int(value, 10, 'DATABASE_POOL_MAX');
  if (n < 1) throw new Error('DATABASE_POOL_MAX must be at least 1');
  return n;
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') {
    // `true` believes the left-most X-Forwarded-For entry, which any client can write: every forged
    // value would be a new client address (a fresh rate-limit bucket, a false audit entry).
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends: set the number of proxies in front of the API (1 behind the portal gateway) or their addresses',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * CSP frame-ancestors sources: 'self', 'none' or https origins (http only on the loopback address).
 * A wildcard or a bare scheme would let any site frame the portal (clickjacking): refused.
 */
export function parseFrameAncestors(value: string | undefined): string[] {
  const sources = (nonEmpty(value) ?? "'self'").split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    const ok =
      source === "'self'" ||
      source === "'none'" ||
      /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(source) ||
      /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/i.test(source);
    if (!ok) throw new Error(`FRAME_ANCESTORS: "${source}" is not allowed ('self', 'none' or https://host origins; no wildcards or bare schemes)`);
  }
  return sources;
}

/** `remote_tools=/abs/remote-tools/dist,remote_security=/abs/...` */
export function parseRemotes(value: string | undefined): RemoteBuild[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const eq = entry.indexOf('=');
      if (eq <= 0) throw new Error(`PORTAL_REMOTES entry "${entry}" must look like remote_name=/absolute/dir`);
      const name = entry.slice(0, eq).trim();
      const dir = path.resolve(entry.slice(eq + 1).trim());
      if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`PORTAL_REMOTES: invalid remote name "${name}"`);
      const segment = name.replace(/^remote_/, '').replace(/_/g, '-');
      return { name, segment, dir };
    });
}

/** log2 N below this is refused outside tests (SCRYPT_COST); above the maximum one hash would take seconds and gigabytes. */
/** A mail server restarting or busy for a minute still gets the notice (infra/mail/mailer.ts). */
export const NOTICE_RETRY_DELAYS_MS: readonly number[] = [2_000, 10_000, 30_000];
/** A mail server away for hours still gets the notice: tries over about ten and a half hours. */
export const NOTICE_QUEUE_DELAYS_MS: readonly number[] = [2_000, 10_000, 30_000, 60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000];

/** The rate limits when RATE_LIMIT_* leave them unset (the OpenAPI descriptions state them from here). */
export const RATE_LIMIT_DEFAULTS = {
  windowMs: 60_000,
  loginMax: 60,
  codeMax: 30,
  accountLoginMax: 20,
  accountCodeMax: 10,
  beaconMax: 20,
  moneyMax: 10,
  notifyMax: 300,
} as const;

export const MIN_SCRYPT_COST = 14;
export const MAX_SCRYPT_COST = 20;

function parseOverride(value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (value !== DEV_FEATURES_OVERRIDE_VALUE) {
    throw new Error(
      `${DEV_FEATURES_OVERRIDE} turns development-only features on in production only when it is exactly "${DEV_FEATURES_OVERRIDE_VALUE}"`,
    );
  }
  return true;
}

const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 };
const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 64 };

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv: NodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = nodeEnv === 'production';
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)');
  }
  const schema = nonEmpty(env.DATABASE_SCHEMA);
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('DATABASE_SCHEMA must be a lower-case SQL identifier');
  const scryptCost = nonEmpty(env.SCRYPT_COST);
  const cost = scryptCost ? int(scryptCost, 15, 'SCRYPT_COST') : null;
  if (cost !== null && (cost > MAX_SCRYPT_COST || (cost < MIN_SCRYPT_COST && nodeEnv !== 'test'))) {
    throw new Error(`SCRYPT_COST must be between ${MIN_SCRYPT_COST} and ${MAX_SCRYPT_COST} (log2 of scrypt's N), got ${cost}`);
  }
  const documentKey = parseDocumentKey(env.DOCUMENT_KEY, production);
  const scrypt = cost !== null ? { ...PRODUCTION_SCRYPT, N: 2 ** cost } : nodeEnv === 'test' ? TEST_SCRYPT : PRODUCTION_SCRYPT;
  return {
    nodeEnv,
    port: int(env.PORT, 8080, 'PORT'),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    shutdown: {
      delayMs: int(env.SHUTDOWN_DELAY_MS, 0, 'SHUTDOWN_DELAY_MS'),
      timeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl,
    databaseSchema: schema,
    databasePoolMax: poolMax(env.DATABASE_POOL_MAX),
    tracing: { endpoint: otlpEndpoint(env.OTEL_EXPORTER_OTLP_ENDPOINT), serviceName: nonEmpty(env.OTEL_SERVICE_NAME) ?? 'portal-api' },
    sqliteFile: path.resolve(nonEmpty(env.SQLITE_FILE) ?? path.join(apiRoot, 'data/portal.sqlite')),
    seedDemo: bool(env.SEED_DEMO, !production),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'マイページ <no-reply@example.jp>',
    noticeRetryDelaysMs: NOTICE_RETRY_DELAYS_MS,
    noticeQueue: { delaysMs: NOTICE_QUEUE_DELAYS_MS, pollMs: int(env.NOTICE_QUEUE_POLL_MS, 5_000, 'NOTICE_QUEUE_POLL_MS') },
    devMailboxPages: production ? bool(env.DEV_MAILBOX, false) : bool(env.DEV_MAILBOX, true),
    devClock: bool(env.DEV_CLOCK, false),
    // Off by default in production (a simulator there would credit money no bank sent); asking for
    // it there makes the start refuse unless the override is set (config/production-guard.ts).
    devSimulators: bool(env.DEV_SIMULATORS, !production),
    allowDevFeaturesInProduction: parseOverride(env[DEV_FEATURES_OVERRIDE]),
    bankSigningSecret: nonEmpty(env.BANK_SIGNING_SECRET),
    bankGatewayUrl: nonEmpty(env.BANK_GATEWAY_URL),
    appSecret: nonEmpty(env.APP_SECRET),
    chartSigningSecret: nonEmpty(env.CHART_SIGNING_SECRET),
    scrypt,
    rateLimit: {
      enabled: bool(env.RATE_LIMIT, true),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, RATE_LIMIT_DEFAULTS.windowMs, 'RATE_LIMIT_WINDOW_MS'),
      loginMax: int(env.RATE_LIMIT_LOGIN_MAX, RATE_LIMIT_DEFAULTS.loginMax, 'RATE_LIMIT_LOGIN_MAX'),
      codeMax: int(env.RATE_LIMIT_CODE_MAX, RATE_LIMIT_DEFAULTS.codeMax, 'RATE_LIMIT_CODE_MAX'),
      accountLoginMax: int(env.RATE_LIMIT_ACCOUNT_LOGIN_MAX, RATE_LIMIT_DEFAULTS.accountLoginMax, 'RATE_LIMIT_ACCOUNT_LOGIN_MAX'),
      accountCodeMax: int(env.RATE_LIMIT_ACCOUNT_CODE_MAX, RATE_LIMIT_DEFAULTS.accountCodeMax, 'RATE_LIMIT_ACCOUNT_CODE_MAX'),
      beaconMax: int(env.RATE_LIMIT_BEACON_MAX, RATE_LIMIT_DEFAULTS.beaconMax, 'RATE_LIMIT_BEACON_MAX'),
      moneyMax: int(env.RATE_LIMIT_MONEY_MAX, RATE_LIMIT_DEFAULTS.moneyMax, 'RATE_LIMIT_MONEY_MAX'),
      notifyMax: int(env.RATE_LIMIT_NOTIFY_MAX, RATE_LIMIT_DEFAULTS.notifyMax, 'RATE_LIMIT_NOTIFY_MAX'),
    },
    ops: { port: nonEmpty(env.OPS_PORT) ? int(env.OPS_PORT, 0, 'OPS_PORT') : null, allow: parseAddressList(env.OPS_ALLOW, 'OPS_ALLOW') },
    bankNotifyAllow: parseAddressList(env.BANK_NOTIFY_ALLOW, 'BANK_NOTIFY_ALLOW'),
    jobs: { pollMs: int(env.JOBS_POLL_MS, nodeEnv === 'test' ? 0 : 15_000, 'JOBS_POLL_MS') },
    portal: {
      hostDir: nonEmpty(env.PORTAL_HOST_DIR) ? path.resolve(env.PORTAL_HOST_DIR as string) : null,
      remotes: parseRemotes(env.PORTAL_REMOTES),
      remotesJsonFile: nonEmpty(env.PORTAL_REMOTES_JSON) ? path.resolve(env.PORTAL_REMOTES_JSON as string) : null,
    },
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
    bannerDir: path.join(apiRoot, 'assets/banners'),
    filesDir: path.join(apiRoot, 'assets/files'),
    documentDir: path.resolve(nonEmpty(env.DOCUMENT_DIR) ?? path.join(apiRoot, 'data/documents')),
    documentKey,
    documentKeyId: nonEmpty(env.DOCUMENT_KEY_ID),
    documentOldKeys: parseOldDocumentKeys(env.DOCUMENT_OLD_KEYS),
    documentQuota: {
      uploads: int(env.DOCUMENT_DAILY_UPLOADS, 20, 'DOCUMENT_DAILY_UPLOADS'),
      bytes: int(env.DOCUMENT_DAILY_MB, 60, 'DOCUMENT_DAILY_MB') * 1024 * 1024,
    },
    webauthn: parseWebauthn(env, production, int(env.PORT, 8080, 'PORT')),
    retention: retentionConfig(env),
  };
}

/** WEBAUTHN_RP_ID / WEBAUTHN_ORIGINS / WEBAUTHN_RP_NAME (see AppConfig.webauthn). */
export function parseWebauthn(env: Env, production: boolean, port: number): AppConfig['webauthn'] {
  const rpId = nonEmpty(env.WEBAUTHN_RP_ID)?.toLowerCase() ?? (production ? null : 'localhost');
  if (rpId !== null && !/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(rpId)) {
    throw new Error(`WEBAUTHN_RP_ID must be a domain name (no scheme, port or path), got "${rpId}"`);
  }
  const listed = (nonEmpty(env.WEBAUTHN_ORIGINS) ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const origins = listed.length > 0 || production ? listed : [`http://localhost:${port}`];
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`WEBAUTHN_ORIGINS: "${origin}" is not an origin (https://host[:port])`);
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) {
      throw new Error(`WEBAUTHN_ORIGINS: "${origin}" is not an origin: write it as ${url.protocol}//${url.host} (no path, no trailing slash)`);
    }
  }
  return { rpId, rpName: nonEmpty(env.WEBAUTHN_RP_NAME) ?? 'マイページ', origins };
}
