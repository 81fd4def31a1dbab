// The smaller hardening items the API holds: a resend cannot revive an expired code session; a login
// racing a password change cannot survive "end all sessions"; download links die with the login
// session; sessions have an absolute lifetime; addresses from the database leave only when they are
// http(s) or same-site; only a typed value shaped like a login ID reaches the audit log.
import { endpoints } from '@portal/shared-kernel/contract';
import { createTestApp, DEMO_PASSWORD, expectCode, expectOk, get, login, post, startMfaLogin } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const HOUR = 3600;

it('a resend cannot revive an expired second-factor session', async () => {
  const { sessionId } = await startMfaLogin(t.app);
  t.clock.advanceSeconds(30 * 60 + 1);
  expectCode(await get(t.app, 'login/sendSecondVerifyCode', undefined, { sessionId }), 400, 'VC002');
});

it('a login whose password was checked before a password change does not survive it', async () => {
  const { sessions, loginPasswords } = t.app.services;
  const issue = sessions.issue.bind(sessions);
  // The change (new password stored, every session ended) lands between the login's password check and its session.
  const spy = jest.spyOn(sessions, 'issue').mockImplementationOnce(async (input) => {
    await loginPasswords.store({
      customerId: input.customerId,
      password: 'Taro2026xy',
      now: t.clock.now().toISOString(),
      reason: 'password_changed',
    });
    return issue(input);
  });
  try {
    expectCode(await post(t.app, 'login/auth', { username: '10000001', password: DEMO_PASSWORD }), 401, 'AUTH001');
  } finally {
    spy.mockRestore();
  }
  const live = await t.app.services.db.selectFrom('sessions').select('jti').where('customer_id', '=', 1).where('revoked_at', 'is', null).execute();
  expect(live).toEqual([]);
  await login(t.app, '10000001', { password: 'Taro2026xy' }).catch(() => undefined);
  expectCode(await post(t.app, 'login/auth', { username: '10000001', password: 'Taro2026xy' }), 200, 'AG_1000');
});

it('a download link works only while the login session that asked for it lives', async () => {
  const session = await login(t.app, '10000001');
  const issue = async () =>
    expectOk(
      await post(t.app, 'resource/downloadToken', { filePath: 'market-forecast.pdf', fileName: 'report.pdf' }, session.token),
      endpoints.resource.downloadToken.result,
    );
  const first = await issue();
  const second = await issue();
  expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(200);
  expectCode(await get(t.app, 'customer/logout', session.token), 200, 'AG_1000');
  expectCode(await t.app.inject({ method: 'GET', url: second.url }), 404, 'FILE001');
});

it('sessions end at their absolute lifetime however often they are refreshed (24 hours; 90 days with auto-login)', async () => {
  const short = await login(t.app, '10000001', { autoLogin: 'false' });
  for (let elapsed = 0; elapsed + 1.5 * HOUR < 24 * HOUR; elapsed += 1.5 * HOUR) {
    t.clock.advanceSeconds(1.5 * HOUR);
    expectCode(await post(t.app, 'login/refreshToken', {}, short.token), 200, 'AG_1000');
  }
  t.clock.advanceSeconds(1.5 * HOUR);
  expectCode(await get(t.app, 'customer/view', short.token), 401, '9000');

  const long = await login(t.app, '20000001', { autoLogin: 'true' });
  for (let day = 0; day < 80; day += 20) {
    t.clock.advanceSeconds(20 * 24 * HOUR);
    expectCode(await post(t.app, 'login/refreshToken', {}, long.token), 200, 'AG_1000');
  }
  t.clock.advanceSeconds(10 * 24 * HOUR + 1);
  expectCode(await post(t.app, 'login/refreshToken', {}, long.token), 401, 'TAL002');
});

it('addresses from the database leave the API only when they are http(s) or same-site', async () => {
  const { db } = t.app.services;
  await db.updateTable('banners').set({ link_url: 'javascript:alert(document.cookie)' }).execute();
  await db.updateTable('tool_links').set({ url: ' JavaScript:alert(1)' }).where('category', '=', 'originalTool').execute();
  const banners = expectCode(await get(t.app, 'public/banner/PC'), 200, 'AG_1000').result as { linkUrl: string }[];
  expect(banners.length).toBeGreaterThan(0);
  for (const banner of banners) expect(banner.linkUrl).toBe('');
  const session = await login(t.app, '10000001');
  const tools = expectCode(await get(t.app, 'resource/toolsConfig', session.token), 200, 'AG_1000').result as { originalTool: { url: string }[] };
  expect(tools.originalTool.length).toBeGreaterThan(0);
  for (const tool of tools.originalTool) expect(tool.url).toBe('');
});

it('only a typed value shaped like a login ID is written to the audit log', async () => {
  await post(t.app, 'login/auth', { username: 'MySecret99', password: DEMO_PASSWORD });
  await post(t.app, 'login/auth', { username: '99999999', password: DEMO_PASSWORD });
  await post(t.app, 'public/user/forgetPwdStep1', { username: 'Pass word1', email: 'a@example.jp' });
  const rows = await t.app.services.db.selectFrom('audit_log').select(['event', 'actor', 'detail']).execute();
  expect(JSON.stringify(rows)).not.toMatch(/MySecret99|Pass word1/);
  expect(rows.filter((r) => r.event === 'login_failed').map((r) => r.actor)).toEqual([null, '99999999']);
});
