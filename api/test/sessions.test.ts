// Logout, active sessions, terminateToken: a session that was ended is refused on its very next call.
import { endpoints } from '@portal/shared-kernel/contract';
import { activeSessionSchema } from './support/contract.ts';
import * as v from 'valibot';
import { TOKEN_HEADER } from '@portal/shared-kernel/contract';
import { createTestApp, expectCode, expectOk, get, login, postJson } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('customer/logout', () => {
  it('ends the session at once', async () => {
    const session = await login(t.app, '10000001');
    expectCode(await get(t.app, 'customer/view', session.token), 200, 'AG_1000');
    expect(expectCode(await get(t.app, 'customer/logout', session.token), 200, 'AG_1000').result).toBeNull();
    expectCode(await get(t.app, 'customer/view', session.token), 401, '1010');
    const row = await t.app.services.db.selectFrom('sessions').selectAll().where('jti', '=', session.sid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ revoked_reason: 'logout' });
    expect(JSON.stringify(row)).not.toContain(session.token);
  });
});

describe('customer/showAllActiveToken', () => {
  it("lists the customer's live sessions and marks the caller", async () => {
    const pcIssued = t.clock.now().toISOString();
    const pc = await login(t.app, '20000001', { device: 'PC', platform: 'MyPage', autoLogin: 'true' });
    t.clock.advanceSeconds(5);
    const phoneIssued = t.clock.now().toISOString();
    const phone = await login(t.app, '20000001', { device: 'Android', platform: 'GX_App', autoLogin: 'false' });
    const other = await login(t.app, '10000002');
    const list = expectOk(await get(t.app, 'customer/showAllActiveToken', pc.token), v.array(activeSessionSchema));
    expect(list.map((s) => s.jti)).toEqual([phone.sid, pc.sid]);
    expect(list).toEqual([
      { jti: phone.sid, device: 'Android', platform: 'GX_App', autoLogin: false, issueDate: phoneIssued, current: false },
      { jti: pc.sid, device: 'PC', platform: 'MyPage', autoLogin: true, issueDate: pcIssued, current: true },
    ]);
    expect(list.map((s) => s.jti)).not.toContain(other.sid);
    // Expired sessions are not listed.
    t.clock.advanceSeconds(2 * 3600 + 1);
    expect(expectOk(await get(t.app, 'customer/showAllActiveToken', pc.token), v.array(activeSessionSchema)).map((s) => s.jti)).toEqual([pc.sid]);
  });
});

describe('customer/terminateToken', () => {
  it("ends the caller's own sessions at once and ignores other customers' jti", async () => {
    const mine = await login(t.app, '10000001');
    const myOther = await login(t.app, '10000001', { device: 'iOS' });
    const someoneElse = await login(t.app, '20000001');
    const result = expectOk(
      await postJson(t.app, 'customer/terminateToken', [myOther.sid, someoneElse.sid], mine.token),
      endpoints.customer.terminateToken.result,
    );
    expect(result).toEqual({ terminated: 1 });
    expectCode(await get(t.app, 'customer/view', myOther.token), 401, '1010');
    expectCode(await get(t.app, 'customer/view', someoneElse.token), 200, 'AG_1000');
    expectCode(await get(t.app, 'customer/view', mine.token), 200, 'AG_1000');
    // Terminating an already ended session counts nothing.
    expect(expectOk(await postJson(t.app, 'customer/terminateToken', [myOther.sid], mine.token), endpoints.customer.terminateToken.result)).toEqual({
      terminated: 0,
    });
  });

  it('can end the calling session too', async () => {
    const mine = await login(t.app, '10000001');
    expect(expectOk(await postJson(t.app, 'customer/terminateToken', [mine.sid], mine.token), endpoints.customer.terminateToken.result)).toEqual({
      terminated: 1,
    });
    expectCode(await get(t.app, 'customer/view', mine.token), 401, '1010');
  });

  it('rejects bodies that are not a JSON array of jti', async () => {
    const mine = await login(t.app, '10000001');
    const cases: [unknown, string][] = [
      [{ jti: 'x' }, '終了するセッションIDの配列（JSON）を送信してください。'],
      [[], '終了するセッションを選択してください。'],
      [[123], 'セッションIDが正しくありません。'],
      [[''], 'セッションIDが正しくありません。'],
      [Array.from({ length: 101 }, (_, i) => `jti-${i}`), '一度に終了できるセッションは100件までです。'],
    ];
    for (const [body, message] of cases) {
      expect(expectCode(await postJson(t.app, 'customer/terminateToken', body, mine.token), 400, 'VAL001').localizedMessage).toBe(message);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/fo-jp-web-api/api/customer/terminateToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [TOKEN_HEADER]: mine.token },
      payload: 'jti=abc',
    });
    expectCode(form, 415, 'VAL001');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/fo-jp-web-api/api/customer/terminateToken',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: mine.token },
      payload: '[not json',
    });
    expectCode(broken, 400, 'VAL001');
  });
});

describe('audit log', () => {
  it('records security events with who, when, what and where, never secrets', async () => {
    const session = await login(t.app, '10000002');
    await get(t.app, 'customer/logout', session.token);
    const rows = await t.app.services.db.selectFrom('audit_log').selectAll().where('customer_id', '=', 2).orderBy('id').execute();
    const events = rows.map((r) => r.event);
    expect(events).toEqual(expect.arrayContaining(['login_succeeded', 'logout']));
    const succeeded = rows.find((r) => r.event === 'login_succeeded' && r.session_jti === session.sid)!;
    expect(succeeded).toMatchObject({ actor: '10000002', ip: '127.0.0.1', user_agent: 'lightMyRequest', session_jti: session.sid });
    expect(JSON.stringify(rows)).not.toContain(session.token);
    expect(JSON.stringify(rows)).not.toContain('Demo1234');
  });
});
