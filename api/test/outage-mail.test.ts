// Outages: a mail server that does not answer. Sending a code fails with a clear Japanese
// message (503 SYS003) instead of answering as if it had been sent, and nothing is left half-done:
// no challenge or code stays open, the 60 s send throttle is given back (asking again works at once),
// and once the mail server is back the same request mails a code that works. A notice (a mail the
// customer does not wait for) waits in the notice queue and is sent once the server is back. A real SMTP listener is closed
// and opened again on the same port.
import { ResponseCode } from '@portal/shared-kernel/contract';
import { createTestApp, customerIdOf, DEMO_PASSWORD, expectCode, get, login, post, postJson, stepUpHeader } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { SmtpListener } from './support/smtp-listener.ts';
import { PortalMetrics } from '../src/ops/metrics.ts';

const MAIL_DOWN = '確認コードのメールを送信できませんでした。しばらくしてからもう一度お試しください。';

let smtp: SmtpListener;
let t: TestApp;
beforeEach(async () => {
  smtp = new SmtpListener();
  await smtp.open();
  t = await createTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      noticeRetryDelaysMs: [300, 600, 1_200],
      noticeQueue: { delaysMs: [300, 600, 1_200], pollMs: 0 },
    },
  });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

const codeIn = (text: string | undefined) => {
  const match = text?.match(/認証コード：(\d{6})/);
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`);
  return match[1];
};
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const openCodes = async (purpose: string) =>
  Number(
    (
      await t.app.services.db
        .selectFrom('verification_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('purpose', '=', purpose as never)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('mail server down', () => {
  it('login with a second factor: 503 with a Japanese message, no challenge left open; works again once the server is back', async () => {
    await smtp.close();
    const down = expectCode(await post(t.app, 'login/auth', { username: '10000003', password: DEMO_PASSWORD }), 503, ResponseCode.MAIL_UNAVAILABLE);
    expect(down.localizedMessage).toBe(MAIL_DOWN);
    expect(await openCodes('login_mfa')).toBe(0);
    expect(await PortalMetrics.valueOf(t.app.services.metrics.mailUnavailable)).toBe(1);

    await smtp.open();
    const up = expectCode(await post(t.app, 'login/auth', { username: '10000003', password: DEMO_PASSWORD }), 200, 'AG_1000');
    const { sessionId } = up.result as { sessionId: string };
    const code = codeIn(mailsTo('ichiro.suzuki@example.jp').at(-1)?.text);
    const verified = expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId, verifyCode: code }), 200, 'AG_1000');
    expect((verified.result as { token: string }).token).toMatch(/\S{20,}/);
  });

  it('a resend the server does not take: 503, the challenge stays open and the next resend may go at once', async () => {
    const up = expectCode(await post(t.app, 'login/auth', { username: '10000003', password: DEMO_PASSWORD }), 200, 'AG_1000');
    const { sessionId } = up.result as { sessionId: string };
    t.clock.advanceSeconds(61);
    await smtp.close();
    expectCode(await get(t.app, 'login/sendSecondVerifyCode', undefined, { sessionId }), 503, ResponseCode.MAIL_UNAVAILABLE);
    await smtp.open();
    // No 60 s wait: the failed send did not count.
    expectCode(await get(t.app, 'login/sendSecondVerifyCode', undefined, { sessionId }), 200, 'AG_1000');
    const code = codeIn(mailsTo('ichiro.suzuki@example.jp').at(-1)?.text);
    expectCode(await get(t.app, 'login/verifySecondVerifyCode', undefined, { sessionId, verifyCode: code }), 200, 'AG_1000');
  });

  it('withdrawal password reset: 503, no code left open, the send throttle given back', async () => {
    const misaki = await login(t.app, '10000004');
    const step1 = () => post(t.app, 'withdraw/forgotPwdStep1', { customerId: customerIdOf(misaki) }, misaki.token);
    await smtp.close();
    expect(expectCode(await step1(), 503, ResponseCode.MAIL_UNAVAILABLE).localizedMessage).toBe(MAIL_DOWN);
    expect(await openCodes('withdraw_pwd_reset')).toBe(0);
    await smtp.open();
    // At once, not 60 s later (VC004): the failed send gave its claim back.
    const sent = expectCode(await step1(), 200, 'AG_1000').result as { sessionId: string };
    const code = codeIn(mailsTo('misaki.takahashi@example.jp').at(-1)?.text);
    expectCode(
      await post(t.app, 'withdraw/forgotPwdStep2', { customerId: customerIdOf(misaki), sessionId: sent.sessionId, verifyCode: code }, misaki.token),
      200,
      'AG_1000',
    );
  });

  it('forgot password: the same 503 whether or not the account exists, nothing issued; a code once the server is back', async () => {
    await smtp.close();
    const step1 = (username: string, email: string) => post(t.app, 'public/user/forgetPwdStep1', { username, email });
    const known = expectCode(await step1('10000001', 'taro.yamada@example.jp'), 503, ResponseCode.MAIL_UNAVAILABLE);
    const unknown = expectCode(await step1('10009999', 'nobody@example.jp'), 503, ResponseCode.MAIL_UNAVAILABLE);
    expect(unknown).toEqual(known);
    expect(await openCodes('forget_pwd')).toBe(0);
    await smtp.open();
    expectCode(await step1('10000001', 'taro.yamada@example.jp'), 200, 'AG_1000');
    for (let i = 0; i < 100 && mailsTo('taro.yamada@example.jp').length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(codeIn(mailsTo('taro.yamada@example.jp').at(-1)?.text)).toMatch(/^\d{6}$/);
  });

  it('a notice the server did not take (password changed) waits in the queue and arrives once it is back, once', async () => {
    const taro = await login(t.app, '10000001');
    // The change needs a step-up: its code arrives over SMTP while the server is still up.
    const started = expectCode(await postJson(t.app, 'stepUp/start', { operation: 'loginPasswordChange' }, taro.token), 200, 'AG_1000').result as {
      sessionId: string;
    };
    for (let i = 0; i < 100 && mailsTo('taro.yamada@example.jp').length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const verifyCode = codeIn(mailsTo('taro.yamada@example.jp').at(-1)?.text) as string;
    const verified = await postJson(t.app, 'stepUp/verify', { method: 'code', sessionId: started.sessionId, verifyCode }, taro.token);
    const { stepUpToken } = expectCode(verified, 200, 'AG_1000').result as { stepUpToken: string };
    await smtp.close();
    const changed = await post(
      t.app,
      'customer/resetPwd',
      { customerNo: '10000001', oldPwd: DEMO_PASSWORD, newPwd: 'Taro2026Pass' },
      taro.token,
      stepUpHeader(stepUpToken),
    );
    expect(expectCode(changed, 200, 'AG_1000').result).toBe('OK');
    // sent after answering: its first try fails and it is queued
    for (let i = 0; i < 250 && (await t.app.services.repos.noticeQueue.size()) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await t.app.services.repos.noticeQueue.size()).toBe(1);
    // The server stays away past the next try.
    t.clock.advanceSeconds(1);
    expect(await t.app.services.noticeQueue.drain()).toBe(0);
    await smtp.open();
    t.clock.advanceSeconds(1);
    expect(await t.app.services.noticeQueue.drain()).toBe(1);
    const notices = mailsTo('taro.yamada@example.jp').filter((m) => !m.text.includes('認証コード：'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('ログインパスワードが変更されました。');
    expect(await t.app.services.repos.noticeQueue.size()).toBe(0);
  });
});
