// Forgot-password step 1 mails at most one code per customer and 60 s (10 parallel
// requests → 1 mail) and 5 per hour, answering every request the same; a new code ends the older ones.
import { endpoints } from '@portal/shared-kernel/contract';
import { codeFrom, createTestApp, expectCode, expectOk, mailbox, post, waitForMail } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const TARO = 'taro.yamada@example.jp';
const step1 = () => post(t.app, 'public/user/forgetPwdStep1', { username: '10000001', email: TARO });
const step2 = (sessionId: string, verifyCode: string) => post(t.app, 'public/user/forgetPwdStep2', { sessionId, verifyCode });
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const normalize = (body: string) => body.replace(/"sessionId":"[^"]+"/, '"sessionId":"…"');

describe('forgot password step 1, per customer', () => {
  it('10 parallel requests mail one code and answer identically', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => step1()));
    for (const answer of answers) {
      expectOk(answer, endpoints.public.forgetPwdStep1.result);
      expect(normalize(answer.body)).toBe(normalize(answers[0]!.body));
    }
    await waitForMail(t.app, TARO);
    await settle();
    expect(await mailbox(t.app, TARO)).toHaveLength(1);
  });

  it('a new code ends the older one; throttled requests within 60 s get a session no code opens', async () => {
    const first = expectOk(await step1(), endpoints.public.forgetPwdStep1.result);
    const firstCode = codeFrom((await waitForMail(t.app, TARO, 1))[0]);
    t.clock.advanceSeconds(30);
    const throttled = expectOk(await step1(), endpoints.public.forgetPwdStep1.result);
    t.clock.advanceSeconds(30);
    const second = expectOk(await step1(), endpoints.public.forgetPwdStep1.result);
    const secondCode = codeFrom((await waitForMail(t.app, TARO, 2))[0]);
    expect(await mailbox(t.app, TARO)).toHaveLength(2);
    // The older code no longer opens its session, the throttled session never does.
    expectCode(await step2(first.sessionId, firstCode), 400, 'VC002');
    expectCode(await step2(throttled.sessionId, secondCode), 400, 'VC001');
    expectOk(await step2(second.sessionId, secondCode), endpoints.public.forgetPwdStep2.result);
  });

  it('at most 5 codes an hour', async () => {
    for (let i = 0; i < 7; i++) {
      expectOk(await step1(), endpoints.public.forgetPwdStep1.result);
      t.clock.advanceSeconds(61);
    }
    await waitForMail(t.app, TARO, 5);
    await settle();
    expect(await mailbox(t.app, TARO)).toHaveLength(5);
    t.clock.advanceSeconds(3600);
    expectOk(await step1(), endpoints.public.forgetPwdStep1.result);
    await waitForMail(t.app, TARO, 6);
  });
});
