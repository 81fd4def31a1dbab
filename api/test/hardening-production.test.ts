// With NODE_ENV=production the API refuses to start with development-only features
// (demo seed, dev mailbox, simulators, dev clock) unless PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION=yes-i-know is
// set (then it warns loudly), and refuses to start without its secrets. Checked through buildApp and
// by starting the real server process (node api/src/server.ts), on SQLite and PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../src/config/env.ts';
import { loadConfig } from '../src/config/env.ts';
import { StartupRefused } from '../src/config/production-guard.ts';
import { createTestApp, DEMO_PASSWORD, formBody, FORM, apiUrl, usingPostgres } from './helpers.ts';

const secrets = {
  appSecret: 'a'.repeat(40),
  chartSigningSecret: 'c'.repeat(40),
  documentKey: Buffer.alloc(32, 7),
  smtpUrl: 'smtp://127.0.0.1:1',
  webauthn: { rpId: 'portal.example.jp', rpName: 'マイページ', origins: ['https://portal.example.jp'] },
} satisfies Partial<AppConfig>;
const quietMailer = { kind: 'smtp' as const, send: async () => undefined, verify: async () => undefined, close: () => undefined };
const production = (extra: Partial<AppConfig>): Partial<AppConfig> => ({
  nodeEnv: 'production',
  seedDemo: false,
  devMailboxPages: false,
  devSimulators: false,
  devClock: false,
  allowDevFeaturesInProduction: false,
  ...secrets,
  ...extra,
});

async function refusal(config: Partial<AppConfig>): Promise<StartupRefused> {
  const error = await createTestApp({ config }).then(
    async (t) => {
      await t.close();
      return null;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StartupRefused);
  return error as StartupRefused;
}

describe('buildApp with NODE_ENV=production', () => {
  it.each([
    ['SEED_DEMO', { seedDemo: true }],
    ['DEV_MAILBOX', { devMailboxPages: true }],
    ['DEV_SIMULATORS', { devSimulators: true }],
    ['DEV_CLOCK', { devClock: true }],
  ] as const)('refuses %s without the override', async (variable, extra) => {
    const error = await refusal(production(extra));
    expect(error.message).toContain(variable);
    expect(error.message).toContain('PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION=yes-i-know');
  });

  it.each([
    ['APP_SECRET', { appSecret: null }],
    ['APP_SECRET', { appSecret: 'short' }],
    ['CHART_SIGNING_SECRET', { chartSigningSecret: null }],
    ['CHART_SIGNING_SECRET', { chartSigningSecret: secrets.appSecret }],
    ['BANK_SIGNING_SECRET', { bankGatewayUrl: 'https://bank.example.jp/pay', bankSigningSecret: null }],
    ['DOCUMENT_KEY', { documentKey: null }],
    ['SMTP_URL', { smtpUrl: null }],
    ['WEBAUTHN_RP_ID', { webauthn: { ...secrets.webauthn, rpId: null } }],
    ['WEBAUTHN_ORIGINS', { webauthn: { ...secrets.webauthn, origins: [] } }],
    ['WEBAUTHN_ORIGINS', { webauthn: { ...secrets.webauthn, origins: ['http://portal.example.jp'] } }],
    ['WEBAUTHN_ORIGINS', { webauthn: { ...secrets.webauthn, origins: ['https://portal.example.jp.evil.example'] } }],
    ['WEBAUTHN_ORIGINS', { webauthn: { rpId: 'localhost', rpName: 'x', origins: ['http://127.0.0.1:8080'] } }],
  ] as const)('refuses a missing or weak %s', async (variable, extra) => {
    const error = await refusal(production(extra));
    expect(error.problems.some((p) => p.startsWith(variable))).toBe(true);
  });

  it('the override does not waive the secrets', async () => {
    const error = await refusal(production({ devMailboxPages: true, allowDevFeaturesInProduction: true, appSecret: null }));
    expect(error.problems).toEqual([expect.stringMatching(/^APP_SECRET is not set/)]);
  });

  it('a clean production start has no mailbox, no dev clock, no demo customers and no simulators', async () => {
    const t = await createTestApp({ config: production({}), mailer: quietMailer });
    try {
      for (const url of ['/dev/mailbox.json', '/dev/mailbox', '/dev/clock'])
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const login = await t.app.inject({
        method: 'POST',
        url: apiUrl('login/auth'),
        headers: FORM,
        payload: formBody({ username: '10000001', password: DEMO_PASSWORD }),
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('with the override the mailbox and the dev clock are reachable (a deliberate demo deployment)', async () => {
    const t = await createTestApp({
      config: production({ devMailboxPages: true, devClock: true, seedDemo: true, allowDevFeaturesInProduction: true, smtpUrl: null }),
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the passkey relying party', () => {
  it('is never taken from a request: outside production localhost and the server’s own origin; production names both', () => {
    expect(loadConfig({ PORT: '8301' }).webauthn).toEqual({ rpId: 'localhost', rpName: 'マイページ', origins: ['http://localhost:8301'] });
    expect(loadConfig({ NODE_ENV: 'production' }).webauthn).toEqual({ rpId: null, rpName: 'マイページ', origins: [] });
    expect(
      loadConfig({
        WEBAUTHN_RP_ID: 'Portal.Example.JP',
        WEBAUTHN_ORIGINS: 'https://portal.example.jp, https://www.portal.example.jp',
        WEBAUTHN_RP_NAME: 'サンプル証券',
      }).webauthn,
    ).toEqual({ rpId: 'portal.example.jp', rpName: 'サンプル証券', origins: ['https://portal.example.jp', 'https://www.portal.example.jp'] });
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'https://portal.example.jp' })).toThrow(/WEBAUTHN_RP_ID must be a domain name/);
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'https://portal.example.jp/portal/' })).toThrow(/WEBAUTHN_ORIGINS/);
  });

  it('a local run of the production stack may bind passkeys to localhost, explicitly', async () => {
    const t = await createTestApp({
      config: production({ webauthn: { rpId: 'localhost', rpName: 'マイページ', origins: ['http://localhost:8080'] } }),
      mailer: quietMailer,
    });
    await t.close();
  });
});

describe('the environment', () => {
  it('accepts the override only as exactly yes-i-know', () => {
    expect(loadConfig({ NODE_ENV: 'production', PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION: 'yes-i-know' }).allowDevFeaturesInProduction).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).allowDevFeaturesInProduction).toBe(false);
    expect(() => loadConfig({ PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION: 'true' })).toThrow(/exactly "yes-i-know"/);
  });

  it('SCRYPT_COST has a floor and a ceiling', () => {
    expect(() => loadConfig({ SCRYPT_COST: '4' })).toThrow(/SCRYPT_COST must be between 14 and 20/);
    expect(() => loadConfig({ NODE_ENV: 'production', SCRYPT_COST: '13' })).toThrow(/SCRYPT_COST/);
    expect(() => loadConfig({ SCRYPT_COST: '30' })).toThrow(/SCRYPT_COST/);
    expect(loadConfig({ SCRYPT_COST: '14' }).scrypt.N).toBe(2 ** 14);
  });
});

// ---- the real server process --------------------------------------------------------------------

const root = path.resolve(import.meta.dirname, '../..');
const baseUrl = loadConfig().databaseUrl;

interface Started {
  code: number | null;
  output: string;
  port: number | null;
  stop(): Promise<void>;
}

/** Starts node api/src/server.ts with `env` (own database); resolves when it listens or exits. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const id = randomBytes(6).toString('hex');
  const sqliteFile = path.join(os.tmpdir(), `portal-hardening-${id}.sqlite`);
  const schema = `t_srv_${id}`;
  const database: Record<string, string> = usingPostgres ? { DATABASE_URL: baseUrl as string, DATABASE_SCHEMA: schema } : { SQLITE_FILE: sqliteFile };
  const processEnv = { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...database, ...env };
  // As a deployment does: the migration step first (production replicas do not migrate).
  spawnSync(process.execPath, ['api/src/migrate.ts'], { cwd: root, env: processEnv, stdio: 'ignore' });
  const child = spawn(process.execPath, ['api/src/server.ts'], { cwd: root, env: processEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const cleanup = async () => {
    if (usingPostgres) {
      const client = new pg.Client({ connectionString: baseUrl as string });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
    } else {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
    }
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const result = await new Promise<{ code: number | null; port: number | null }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (listening && output.includes('マイページ API started')) resolve({ code: null, port: Number(listening[1]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => resolve({ code, port: null }));
  });
  return {
    ...result,
    get output() {
      return output;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await cleanup();
    },
  };
}

const productionEnv = {
  NODE_ENV: 'production',
  APP_SECRET: secrets.appSecret,
  CHART_SIGNING_SECRET: secrets.chartSigningSecret,
  DOCUMENT_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:1',
  WEBAUTHN_RP_ID: 'portal.example.jp',
  WEBAUTHN_ORIGINS: 'https://portal.example.jp',
};

describe('node api/src/server.ts with NODE_ENV=production', () => {
  jest.setTimeout(60_000);

  it('refuses to start with DEV_MAILBOX=true (exit 1, the reason, no stack trace)', async () => {
    const server = await startServer({ ...productionEnv, DEV_MAILBOX: 'true', SEED_DEMO: 'true' });
    await server.stop();
    expect(server.code).toBe(1);
    expect(server.output).toContain('NODE_ENV=production: refusing to start');
    expect(server.output).toContain('DEV_MAILBOX');
    expect(server.output).toContain('SEED_DEMO');
    expect(server.output).toContain('PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION=yes-i-know');
    expect(server.output).not.toMatch(/\n\s+at /);
  });

  it('refuses to start with DEV_CLOCK=true alone', async () => {
    const server = await startServer({ ...productionEnv, DEV_CLOCK: 'true' });
    await server.stop();
    expect(server.code).toBe(1);
    expect(server.output).toContain('development-only feature on: DEV_CLOCK');
    expect(server.output).toContain('PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION=yes-i-know');
  });

  it('refuses to start without APP_SECRET', async () => {
    const { APP_SECRET: _omitted, ...withoutSecret } = productionEnv;
    const server = await startServer(withoutSecret);
    await server.stop();
    expect(server.code).toBe(1);
    expect(server.output).toContain('APP_SECRET is not set');
  });

  it('starts with the override, warns, and only then serves the mailbox', async () => {
    const server = await startServer({
      ...productionEnv,
      DEV_MAILBOX: 'true',
      PORTAL_ALLOW_DEV_FEATURES_IN_PRODUCTION: 'yes-i-know',
    });
    try {
      expect(server.port).not.toBeNull();
      const warning = server.output.split('\n').find((line) => line.includes('development-only features forced on'));
      expect(warning).toBeDefined();
      expect(JSON.parse(warning as string)).toMatchObject({ level: 40 });
      expect((await fetch(`http://127.0.0.1:${server.port}/dev/mailbox.json`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('starts clean without development features: /dev/mailbox.json answers 404', async () => {
    const server = await startServer(productionEnv);
    try {
      expect(server.port).not.toBeNull();
      expect(server.output).not.toContain('forced on');
      expect((await fetch(`http://127.0.0.1:${server.port}/dev/mailbox.json`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
