// What the API shows that it need not: /metrics and openapi.json in production (only on OPS_PORT or
// to OPS_ALLOW), the full telephone number in customer/view and the login answer (masked like
// customer/check/maskedData), and the audit filter that dropped bankCode and postalCode because they
// contain "code" (secrets are now dropped by their exact field names). SQLite and PostgreSQL.
import type { AppConfig } from '../src/config/env.ts';
import { AuditLog } from '../src/domain/audit.ts';
import { AddressList } from '../src/http/address-list.ts';
import { listenOperations } from '../src/ops/operations-routes.ts';
import { apiUrl, createTestApp, expectCode, get, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { auditEvents, newKey } from './cash-helpers.ts';

const quietMailer = { kind: 'smtp' as const, send: async () => undefined, verify: async () => undefined, close: () => undefined };
const production = (extra: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  nodeEnv: 'production',
  seedDemo: false,
  devMailboxPages: false,
  devSimulators: false,
  allowDevFeaturesInProduction: false,
  appSecret: 'a'.repeat(40),
  chartSigningSecret: 'c'.repeat(40),
  documentKey: Buffer.alloc(32, 7),
  smtpUrl: 'smtp://127.0.0.1:1',
  ...extra,
});

const OPENAPI = apiUrl('openapi.json');

describe('operations documents', () => {
  it('development serves /metrics and openapi.json on the main port', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: OPENAPI })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('production refuses them on the main port like an unknown route; health and readiness stay', async () => {
    const t = await createTestApp({ config: production(), mailer: quietMailer });
    try {
      for (const url of ['/metrics', OPENAPI]) {
        const res = await t.app.inject({ method: 'GET', url });
        expectCode(res, 404, 'NF001');
        expect(res.body).not.toContain('portal_');
        expect(res.body).not.toContain('openapi');
      }
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('production serves them to the client addresses of OPS_ALLOW (as the trusted gateway saw them)', async () => {
    const t = await createTestApp({
      config: production({ trustProxy: 1, ops: { port: null, allow: new AddressList(['10.9.0.0/16', '192.0.2.7']) } }),
      mailer: quietMailer,
    });
    try {
      const from = (client: string, url: string) =>
        t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } });
      expect((await from('10.9.1.2', '/metrics')).statusCode).toBe(200);
      expect((await from('192.0.2.7', OPENAPI)).statusCode).toBe(200);
      expect((await from('198.51.100.1', '/metrics')).statusCode).toBe(404);
      // A client cannot write an allowed address in front of its own: the gateway appends what it saw.
      expect((await from('10.9.1.2, 198.51.100.1', OPENAPI)).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('production serves them on OPS_PORT, and nothing else there', async () => {
    const t = await createTestApp({ config: production(), mailer: quietMailer });
    const ops = await listenOperations(t.app, 0, '127.0.0.1');
    try {
      const address = ops.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('portal_http_request_duration_seconds');
      const doc = await fetch(`${base}${OPENAPI}`);
      expect(doc.status).toBe(200);
      expect(((await doc.json()) as { openapi: string }).openapi).toBe('3.1.0');
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      for (const path of [apiUrl('public/banner/PC'), '/portal/', '/dev/mailbox']) expect((await fetch(`${base}${path}`)).status).toBe(404);
      // The main port still refuses them.
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await new Promise((resolve) => ops.close(resolve));
      await t.close();
    }
  });
});

describe('personal data in answers and the audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('customer/view and the login answer mask the telephone number like maskedData', async () => {
    const session = await login(t.app, '10000001');
    expect(session.loginOutput.customerInfo.pno).toBe('***-****-5678');
    const view = expectCode(await get(t.app, 'customer/view', session.token), 200, 'AG_1000').result as { customerInfo: { pno: string } };
    expect(view.customerInfo.pno).toBe('***-****-5678');
    const masked = expectCode(await get(t.app, 'customer/check/maskedData', session.token), 200, 'AG_1000').result as { maskedPhone: string };
    expect(view.customerInfo.pno).toBe(masked.maskedPhone);
    expect(JSON.stringify(view)).not.toContain('1234-5678');
  });

  it('the audit filter drops secrets by their exact names and keeps bankCode and postalCode', async () => {
    const audit = new AuditLog({ auditLog: t.app.services.repos.auditLog, clock: t.clock });
    await audit.record({
      event: 'ekyc_checked',
      detail: {
        bankCode: '0005',
        postalCode: '1000005',
        receiptNo: 'QD26040100000001',
        password: 'Secret123',
        verifyCode: '123456',
        Token: 'abc',
        signature: 'sig',
        applicationToken: 'app',
        oldPwd: 'x',
      },
    });
    const [row] = (await auditEvents(t, 'ekyc_checked')).slice(-1);
    expect(row?.detail).toEqual({ bankCode: '0005', postalCode: '1000005', receiptNo: 'QD26040100000001' });
  });

  it('a quick deposit’s audit entry names its bank', async () => {
    const session = await login(t.app, '10000005');
    const started = await post(
      t.app,
      'deposit/onlinePay',
      { accountNo: '51000051', amount: '10000', bankCode: '0005', idempotencyKey: newKey() },
      session.token,
    );
    expectCode(started, 200, 'AG_1000');
    const [entry] = (await auditEvents(t, 'cash_deposit_started')).slice(-1);
    expect(entry?.detail).toMatchObject({ bankCode: '0005', accountNo: '51000051', amount: '10000' });
  });
});
