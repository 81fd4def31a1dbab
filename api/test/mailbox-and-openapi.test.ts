import { endpointList } from '@portal/shared-kernel/contract';
import { loadConfig } from '../src/config/env.ts';
import { createTestApp, mailbox, startMfaLogin } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('keeps mail newest first as JSON {to, subject, text, sentAt} and shows it on a Japanese page', async () => {
    await startMfaLogin(t.app);
    t.clock.advanceSeconds(10);
    await startMfaLogin(t.app);
    const messages = await mailbox(t.app);
    expect(messages).toHaveLength(2);
    expect(Object.keys(messages[0]!).sort()).toEqual(['sentAt', 'subject', 'text', 'to']);
    expect(messages[0]!.sentAt > messages[1]!.sentAt).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('開発用メールボックス');
    expect(page.body).toContain('【マイページ】ログイン認証コードのお知らせ');
    expect(page.body).not.toMatch(/<script/i);
  });

  it('is off in production; DEV_MAILBOX=true there needs the override (api/test/hardening-production.test.ts)', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devMailboxPages).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailboxPages).toBe(true);
    const production = await createTestApp({
      config: {
        nodeEnv: 'production',
        devMailboxPages: false,
        seedDemo: false,
        devSimulators: false,
        appSecret: 'a'.repeat(32),
        chartSigningSecret: 'c'.repeat(32),
        documentKey: Buffer.alloc(32, 1),
        smtpUrl: 'smtp://127.0.0.1:1',
      },
      mailer: { kind: 'smtp', send: async () => undefined, verify: async () => undefined, close: () => undefined },
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('sends through the configured mailer instead of the database when given one', async () => {
    const sent: { to: string; subject: string }[] = [];
    const custom = await createTestApp({
      mailer: { kind: 'smtp', send: async (m) => void sent.push(m), verify: async () => undefined, close: () => {} },
    });
    try {
      await startMfaLogin(custom.app).catch(() => undefined);
      expect(sent).toEqual([expect.objectContaining({ to: 'ichiro.suzuki@example.jp', subject: '【マイページ】ログイン認証コードのお知らせ' })]);
      expect(await mailbox(custom.app)).toEqual([]);
    } finally {
      await custom.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('is public, OpenAPI 3.1, and describes every route, the envelope, the codes and the bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toContain('| AUTH001 | 401 |');
    expect(doc.components.securitySchemes.gwToken).toEqual({ type: 'apiKey', in: 'header', name: 'gw-Token' });
    for (const route of t.app.apiRoutes) {
      const openapiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openapiPath]?.[route.method.toLowerCase()];
      expect({ route: route.name, documented: operation !== undefined }).toEqual({ route: route.name, documented: true });
      expect(operation.operationId).toBe(route.name);
      expect(operation.security).toEqual(route.public ? [] : [{ gwToken: [] }]);
      expect(operation.responses.default.content['application/json'].schema.properties.code.enum).toEqual(expect.arrayContaining(['VAL001']));
    }
    const login = doc.paths['/fo-jp-web-api/api/login/auth'].post;
    expect(Object.keys(login.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(login.requestBody.content['application/x-www-form-urlencoded'].schema.properties.autoLogin).toMatchObject({ enum: ['true', 'false'] });
    const success = login.responses['200'].content['application/json'].schema;
    expect(success.properties.code).toEqual({ const: 'AG_1000' });
    expect(success.properties.result.oneOf ?? success.properties.result.anyOf).toHaveLength(2);
    const terminate = doc.paths['/fo-jp-web-api/api/customer/terminateToken'].post;
    expect(terminate.requestBody.content['application/json'].schema).toMatchObject({ type: 'array', items: { type: 'string' } });
    const verify = doc.paths['/fo-jp-web-api/api/login/verifySecondVerifyCode'].get;
    expect(verify.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(['query:sessionId', 'query:verifyCode']);
    const download = doc.paths['/fo-jp-web-api/api/public/file/download'].get;
    expect(Object.keys(download.responses['200'].content)).toEqual(['application/pdf']);
    expect(endpointList.every(({ name }) => t.app.unservedEndpoints.includes(name) || t.app.apiRoutes.some((r) => r.name === name))).toBe(true);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/portal') || p.startsWith('/dev'))).toBe(false);
  });

  it('documents the password and multi-factor routes with their bodies and codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/fo-jp-web-api/api/openapi.json' })).json();
    const op = (path: string, method = 'post') => doc.paths[`/fo-jp-web-api/api/${path}`][method];
    const form = (path: string) => op(path).requestBody.content['application/x-www-form-urlencoded'].schema;
    const codes = (path: string, method = 'post') =>
      op(path, method).responses.default.content['application/json'].schema.properties.code.enum as string[];
    for (const prefix of ['withdraw/', 'tradingPwd/']) {
      const [step1, step2, step3, set, change] =
        prefix === 'withdraw/'
          ? ['forgotPwdStep1', 'forgotPwdStep2', 'forgotPwdStep3', 'setWithdrawPwd', 'changeWithdrawPwd']
          : ['forgotTrdPwdStep1', 'forgotTrdPwdStep2', 'forgotTrdPwdStep3', 'setTrdPwd', 'changeTrdPwd'];
      expect(form(prefix + step1!).required).toEqual(['customerId']);
      expect(form(prefix + step2!).required.sort()).toEqual(['customerId', 'sessionId', 'verifyCode']);
      expect(form(prefix + step3!).required.sort()).toEqual(['customerId', 'password', 'sessionId']);
      expect(form(prefix + set!).required.sort()).toEqual(['customerId', 'password']);
      expect(form(prefix + change!).required.sort()).toEqual(['customerId', 'oldPassword', 'password']);
      expect(codes(prefix + change!)).toEqual(
        expect.arrayContaining(['PW001', 'PW002', 'PW003', 'PW004', 'PW005', 'PW006', 'PW007', 'PW008', 'PW009', 'PW010', 'CUS002']),
      );
      expect(codes(prefix + step1!)).toEqual(expect.arrayContaining(['VC004', 'PW011', 'CUS002']));
      expect(codes(prefix + step2!)).toEqual(expect.arrayContaining(['VC001', 'VC002', 'VC003']));
      expect(op(prefix + set!).tags).toEqual([prefix === 'withdraw/' ? 'withdraw' : 'tradingPwd']);
    }
    expect(codes('tradingPwd/setTrdPwd')).toContain('PW013');
    expect(codes('withdraw/isWithdrawPwdSet', 'get')).toEqual(expect.arrayContaining(['9000', '1010']));
    expect(form('customer/sendUpdateMfaVerifyEmail').required).toEqual(['secondVeri']);
    expect(codes('customer/sendUpdateMfaVerifyEmail')).toEqual(expect.arrayContaining(['MFA001', 'MFA002', 'VC004']));
    const mfaBody = op('customer/update/secondVerfication').requestBody.content['application/json'].schema;
    expect(mfaBody.required.sort()).toEqual(['secondVeri', 'sessionId', 'verifyCode']);
    expect(Object.keys(mfaBody.properties).sort()).toEqual(['remark', 'secondVeri', 'sessionId', 'verifyCode']);
    for (const code of ['PW003', 'PW007', 'PW010', 'MFA001', 'CUS002']) expect(doc.info.description).toContain(`| ${code} |`);
    expect(doc.info.description).toContain('| PW010 | 423 |');
  });
});
