// Test harness: every test file gets a fresh database — a temp SQLite file, or with DATABASE_URL
// a PostgreSQL schema of its own (search_path) that is dropped afterwards — and an injected clock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { API_PREFIX, STEP_UP_HEADER, TOKEN_HEADER } from '@portal/shared-kernel/contract';
import type { LoginResult, StepUpOperation } from '@portal/shared-kernel/contract';
import { buildApp } from '../src/app.ts';
import { runMigrationStep } from '../src/db/migration-step.ts';
import type { BuildAppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import type { AppConfig } from '../src/config/env.ts';
import type { Clock } from '../src/lib/clock.ts';

export const DEMO_PASSWORD = 'Demo1234';
export const START = new Date('2026-04-01T00:00:00.000Z');

export class TestClock implements Clock {
  #now: Date;
  constructor(start: Date = START) {
    this.#now = new Date(start);
  }
  now(): Date {
    return new Date(this.#now);
  }
  advanceSeconds(seconds: number): void {
    this.#now = new Date(this.#now.getTime() + seconds * 1000);
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: AppConfig;
  close(): Promise<void>;
}

const baseConfig = loadConfig();
export const usingPostgres = baseConfig.databaseUrl !== null;

/** The relying party of every test app (whatever PORT the shell has): the software authenticator runs on TEST_ORIGIN. */
export const TEST_ORIGIN = 'http://localhost:8080';
export const TEST_WEBAUTHN: AppConfig['webauthn'] = { rpId: 'localhost', rpName: 'マイページ', origins: [TEST_ORIGIN] };

export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    clock?: TestClock;
    mailer?: BuildAppOptions['mailer'];
    logStream?: NodeJS.WritableStream;
    spanExporter?: BuildAppOptions['spanExporter'];
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new TestClock();
  const id = randomBytes(6).toString('hex');
  const database: Partial<AppConfig> = usingPostgres
    ? { databaseSchema: `t_${id}` }
    : { sqliteFile: path.join(os.tmpdir(), `portal-api-test-${id}.sqlite`) };
  const config: Partial<AppConfig> = {
    nodeEnv: 'test',
    logLevel: 'silent',
    // Low scrypt cost whatever NODE_ENV says: hashing dominates the suite's time otherwise.
    scrypt: { N: 2 ** 10, r: 8, p: 1, keyLength: 64 },
    seedDemo: true,
    devMailboxPages: true,
    smtpUrl: null,
    rateLimit: { enabled: true, windowMs: 60_000, loginMax: 100_000, codeMax: 100_000 },
    portal: { hostDir: null, remotes: [], remotesJsonFile: null },
    webauthn: TEST_WEBAUTHN,
    ...database,
    ...options.config,
  };
  // Production replicas do not migrate: a deployment runs the migration step first (npm run migrate).
  if (config.nodeEnv === 'production') await runMigrationStep({ ...baseConfig, ...config } as AppConfig, { clock }).catch(() => undefined);
  const app = await buildApp({
    config,
    clock,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.spanExporter ? { spanExporter: options.spanExporter } : {}),
  });
  return {
    app,
    clock,
    config: app.services.config,
    async close() {
      await app.close();
      if (usingPostgres) {
        const client = new pg.Client({ connectionString: baseConfig.databaseUrl as string });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${config.databaseSchema}" cascade`);
        } finally {
          await client.end();
        }
      } else {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.sqliteFile}${suffix}`, { force: true });
      }
    },
  };
}

export const apiUrl = (p: string) => `${API_PREFIX}/${p}`;

export const formBody = (fields: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(fields).map(([k, val]): [string, string] => [k, String(val)])).toString();

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export interface Envelope {
  code: string;
  result: unknown;
  message: string;
  localizedMessage: string;
}

export function envelope(res: LightMyRequestResponse): Envelope {
  const body = res.json() as Envelope;
  expect(Object.keys(body).sort()).toEqual(['code', 'localizedMessage', 'message', 'result']);
  return body;
}

/** Asserts status and code; returns the envelope. */
export function expectCode(res: LightMyRequestResponse, status: number, code: string): Envelope {
  const body = envelope(res);
  expect({ status: res.statusCode, code: body.code }).toEqual({ status, code });
  if (code !== 'AG_1000') {
    // SU001 names the operation and the step-up methods; every other failure carries no result.
    if (code === 'SU001') expect(body.result).toMatchObject({ operation: expect.any(String), methods: expect.any(Array) });
    else expect(body.result).toBeNull();
    expect(body.localizedMessage).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  }
  return body;
}

/** The result of a successful call, checked against its documented schema. */
export function expectOk<S extends v.GenericSchema>(res: LightMyRequestResponse, schema: S): v.InferOutput<S> {
  const body = expectCode(res, 200, 'AG_1000');
  const parsed = v.safeParse(schema, body.result);
  if (!parsed.success)
    throw new Error(`result does not match its schema: ${JSON.stringify(v.flatten(parsed.issues))}\n${JSON.stringify(body.result)}`);
  return parsed.output;
}

export function post(
  app: FastifyInstance,
  p: string,
  fields: Record<string, string | number | boolean>,
  token?: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: apiUrl(p),
    headers: { ...FORM, ...(token ? { [TOKEN_HEADER]: token } : {}), ...headers },
    payload: formBody(fields),
  });
}

export function postJson(app: FastifyInstance, p: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: apiUrl(p),
    headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}), ...headers },
    payload: JSON.stringify(body),
  });
}

/** A POST without a body (the contract's `none` endpoints). */
export function postEmpty(app: FastifyInstance, p: string, token?: string) {
  return app.inject({ method: 'POST', url: apiUrl(p), headers: token ? { [TOKEN_HEADER]: token } : {} });
}

export function get(app: FastifyInstance, p: string, token?: string, query?: Record<string, string>) {
  return app.inject({ method: 'GET', url: apiUrl(p), headers: token ? { [TOKEN_HEADER]: token } : {}, ...(query ? { query } : {}) });
}

export async function login(app: FastifyInstance, username: string, extra: Record<string, string | boolean> = {}): Promise<LoginResult> {
  const res = await post(app, 'login/auth', { username, password: DEMO_PASSWORD, ...extra });
  const body = expectCode(res, 200, 'AG_1000');
  const result = body.result as LoginResult;
  expect(result.secondVerifyRequired).toBe(false);
  return result;
}

/**
 * A password login completed whatever second factor it asks for, with the e-mailed code (a passkey
 * holder's challenge mails it only when asked: login/sendSecondVerifyCode).
 */
export async function loginFully(app: FastifyInstance, username: string, extra: Record<string, string | boolean> = {}): Promise<LoginResult> {
  const res = await post(app, 'login/auth', { username, password: DEMO_PASSWORD, ...extra });
  const result = expectCode(res, 200, 'AG_1000').result as
    LoginResult | { secondVerifyRequired: true; sessionId: string; resendAfterSeconds: number };
  if (!result.secondVerifyRequired) return result;
  const customer = await app.services.repos.customers.findByNo(username);
  if (!customer) throw new Error(`no customer ${username}`);
  let code: string;
  if (result.resendAfterSeconds === 0) {
    ({ code } = await codeMailedBy(app, customer.email, 'ログイン認証コード', () =>
      get(app, 'login/sendSecondVerifyCode', undefined, { sessionId: result.sessionId }),
    ));
  } else {
    code = await latestCode(app, customer.email, 'ログイン認証コード');
  }
  const verified = await get(app, 'login/verifySecondVerifyCode', undefined, { sessionId: result.sessionId, verifyCode: code });
  return expectCode(verified, 200, 'AG_1000').result as LoginResult;
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export async function mailbox(app: FastifyInstance, to?: string): Promise<MailboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json', ...(to ? { query: { to } } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json() as MailboxMessage[];
}

/** Waits for mail sent in the background (forgot password). */
export async function waitForMail(app: FastifyInstance, to: string, count = 1): Promise<MailboxMessage[]> {
  for (let i = 0; i < 100; i++) {
    const messages = await mailbox(app, to);
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

/**
 * Runs `action`, then waits for the new mail to `to` whose subject contains `subjectPart` (mail sent
 * in the background arrives in any order: a notice of an earlier request may come after it) and
 * returns the action's result with that mail's code.
 */
export async function codeMailedBy<T>(
  app: FastifyInstance,
  to: string,
  subjectPart: string,
  action: () => Promise<T>,
): Promise<{ result: T; code: string }> {
  const matching = async () => (await mailbox(app, to)).filter((m) => m.subject.includes(subjectPart));
  // The mailbox lists the newest 200: a new mail is a newest one that was not the newest before.
  const newest = (await matching())[0]?.text;
  const result = await action();
  for (let i = 0; i < 100; i++) {
    const [mail] = await matching();
    if (mail && mail.text !== newest) return { result, code: codeFrom(mail) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no new mail "${subjectPart}" to ${to}`);
}

export function codeFrom(message: MailboxMessage | undefined): string {
  const match = message?.text.match(/認証コード：(\d{6})/);
  if (!match?.[1]) throw new Error(`no code in mail: ${message?.text}`);
  return match[1];
}

/** Starts the MFA login of 10000003 and returns the challenge session id and the mailed code. */
export async function startMfaLogin(app: FastifyInstance, extra: Record<string, string> = {}): Promise<{ sessionId: string; code: string }> {
  const res = await post(app, 'login/auth', { username: '10000003', password: DEMO_PASSWORD, ...extra });
  const result = expectCode(res, 200, 'AG_1000').result as { secondVerifyRequired: true; sessionId: string };
  expect(result.secondVerifyRequired).toBe(true);
  const mails = await mailbox(app, 'ichiro.suzuki@example.jp');
  return { sessionId: result.sessionId, code: codeFrom(mails[0]) };
}

/** The newest mail to `to` whose subject contains `subjectPart`. */
export async function latestMail(app: FastifyInstance, to: string, subjectPart: string): Promise<MailboxMessage> {
  const found = (await mailbox(app, to)).find((m) => m.subject.includes(subjectPart));
  if (!found) throw new Error(`no mail "${subjectPart}" to ${to}`);
  return found;
}

/** The code of the newest mail to `to` whose subject contains `subjectPart`. */
export const latestCode = async (app: FastifyInstance, to: string, subjectPart: string): Promise<string> =>
  codeFrom(await latestMail(app, to, subjectPart));

export const customerIdOf = (session: LoginResult): number => session.loginOutput.customerInfo.customerId;

/** A code that is not `code`. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const codesOf = (responses: LightMyRequestResponse[]): string[] => responses.map((r) => (r.json() as Envelope).code);

// ---- step-up ------------------------------------------------------------------------------------

/** The header that carries a step-up token. */
export const stepUpHeader = (stepUpToken: string): Record<string, string> => ({ [STEP_UP_HEADER]: stepUpToken });

/**
 * A real step-up with the e-mailed code, read from the dev mailbox: `code` for a customer without a
 * passkey, `passwordAndCode` (the demo password, then the code) for passkeyRegister / passkeyDelete.
 * Returns the token for the X-Step-Up-Token header.
 */
export async function stepUp(
  app: FastifyInstance,
  session: LoginResult,
  operation: StepUpOperation,
  options: { method?: 'code' | 'passwordAndCode'; password?: string } = {},
): Promise<string> {
  const customer = await app.services.repos.customers.getById(customerIdOf(session));
  // One step-up code per customer and 60 s protects a mailbox from floods; a test that steps up
  // several times in a row (its clock standing still) lifts that wait, not the step-up itself.
  await app.services.db.deleteFrom('code_send_throttle').where('customer_id', '=', customer.id).where('purpose', '=', 'step_up').execute();
  const method = options.method ?? (operation === 'passkeyRegister' || operation === 'passkeyDelete' ? 'passwordAndCode' : 'code');
  const body = { operation, method, ...(method === 'passwordAndCode' ? { password: options.password ?? DEMO_PASSWORD } : {}) };
  const { result: started, code } = await codeMailedBy(app, customer.email, '本人確認コード', () =>
    postJson(app, 'stepUp/start', body, session.token),
  );
  const { sessionId } = expectCode(started, 200, 'AG_1000').result as { sessionId: string };
  const verified = await postJson(app, 'stepUp/verify', { method: 'code', sessionId, verifyCode: code }, session.token);
  return (expectCode(verified, 200, 'AG_1000').result as { stepUpToken: string }).stepUpToken;
}

/** The headers of an operation after a real step-up (stepUp above). */
export const steppedUp = async (app: FastifyInstance, session: LoginResult, operation: StepUpOperation): Promise<Record<string, string>> =>
  stepUpHeader(await stepUp(app, session, operation));
