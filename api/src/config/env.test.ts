import { derivedKeyId } from '../infra/documents.ts';
import { documentKeyring, loadConfig, parseRemotes } from './env.ts';

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      seedDemo: true,
      devMailboxPages: true,
      smtpUrl: null,
    });
    expect(config.sqliteFile).toMatch(/api\/data\/portal\.sqlite$/);
    expect(config.frameAncestors).toEqual(["'self'"]);
    expect(config.scrypt.N).toBe(2 ** 15);
  });

  it('production: no demo seed, no mailbox and no simulators by default', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      seedDemo: false,
      devMailboxPages: false,
      devSimulators: false,
      allowDevFeaturesInProduction: false,
    });
    // Asked for explicitly, they are read as asked: the start then refuses them without the override
    // (config/production-guard.ts, api/test/hardening-production.test.ts).
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', DEV_MAILBOX: 'true' })).toMatchObject({ seedDemo: true, devMailboxPages: true });
    expect(loadConfig({ NODE_ENV: 'production', DEV_SIMULATORS: 'true' }).devSimulators).toBe(true);
    expect(loadConfig({}).devSimulators).toBe(true);
    expect(loadConfig({ DEV_SIMULATORS: 'false' }).devSimulators).toBe(false);
    // The dev clock is off everywhere unless asked for (the browser journeys ask).
    expect(loadConfig({}).devClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: 'true' }).devClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_CLOCK: 'true' }).devClock).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATABASE_SCHEMA: 'portal',
      SMTP_URL: 'smtp://mail.example.jp:587',
      FRAME_ANCESTORS: "'self' https://www.example.jp",
      TRUST_PROXY: '1',
      SCRYPT_COST: '14',
      RATE_LIMIT_LOGIN_MAX: '5',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      databaseSchema: 'portal',
      smtpUrl: 'smtp://mail.example.jp:587',
      trustProxy: 1,
    });
    expect(config.frameAncestors).toEqual(["'self'", 'https://www.example.jp']);
    expect(config.scrypt.N).toBe(2 ** 14);
    expect(config.rateLimit.loginMax).toBe(5);
    expect(loadConfig({ NODE_ENV: 'test' }).scrypt.N).toBe(2 ** 10);
  });

  it('rejects invalid values', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'Robert"; drop' })).toThrow(/DATABASE_SCHEMA/);
  });

  it('reads the document keys: the current one (its id given or derived) and the old ones still readable; the daily quota', () => {
    const current = Buffer.alloc(32, 1);
    const old1 = Buffer.alloc(32, 2);
    const old2 = Buffer.alloc(32, 3);
    const config = loadConfig({
      DOCUMENT_KEY: current.toString('hex'),
      DOCUMENT_OLD_KEYS: `k2025=${old1.toString('base64')}, ${old2.toString('hex')}`,
      DOCUMENT_DAILY_UPLOADS: '5',
      DOCUMENT_DAILY_MB: '12',
    });
    const keyring = documentKeyring(config);
    expect(keyring?.current.id).toBe(derivedKeyId(current));
    expect(keyring?.all().map((k) => k.id)).toEqual([derivedKeyId(current), 'k2025', derivedKeyId(old2)]);
    expect(keyring?.get('k2025')?.equals(old1)).toBe(true);
    expect(config.documentQuota).toEqual({ uploads: 5, bytes: 12 * 1024 * 1024 });
    expect(documentKeyring(loadConfig({ DOCUMENT_KEY: current.toString('hex'), DOCUMENT_KEY_ID: 'k2026' }))?.current.id).toBe('k2026');
    expect(documentKeyring(loadConfig({ NODE_ENV: 'production' }))).toBeNull();
    expect(() => loadConfig({ DOCUMENT_OLD_KEYS: 'k1=c2hvcnQ=' })).toThrow(/DOCUMENT_OLD_KEYS/);
    expect(() => documentKeyring(loadConfig({ DOCUMENT_KEY_ID: 'bad id!' }))).toThrow(/key id/);
  });

  it('reads the shutdown delay and timeout (0 and 10 s by default)', () => {
    expect(loadConfig({}).shutdown).toEqual({ delayMs: 0, timeoutMs: 10_000 });
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '30000' }).shutdown).toEqual({ delayMs: 5000, timeoutMs: 30_000 });
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DELAY_MS/);
  });

  it('reads the pool size (10 by default, at least 1)', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('parses PORTAL_REMOTES into remote builds', () => {
    expect(parseRemotes('remote_tools=/srv/remote-tools/dist, remote_security=/srv/remote-security/dist')).toEqual([
      { name: 'remote_tools', segment: 'tools', dir: '/srv/remote-tools/dist' },
      { name: 'remote_security', segment: 'security', dir: '/srv/remote-security/dist' },
    ]);
    expect(() => parseRemotes('tools')).toThrow(/PORTAL_REMOTES/);
  });
});
