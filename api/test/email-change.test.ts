// The e-mail change verifies the new address: the customer proves they control the current one (the
// step-up's e-mailed code, or a passkey), a code goes to the NEW address and must be entered before
// the change is applied, and a notice goes to the old address (a confirmation to the new one).
import { endpoints } from '@portal/shared-kernel/contract';
import {
  codeMailedBy,
  createTestApp,
  expectCode,
  expectOk,
  latestMail,
  loginFully,
  mailbox,
  post,
  postJson,
  stepUp,
  stepUpHeader,
  wrongCode,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { newAuthenticator, passkeyStepUp, registerPasskey } from './support/passkeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const name = { lastName: '高橋', firstName: '美咲', lastNameKana: 'タカハシ', firstNameKana: 'ミサキ' };
const OLD = 'misaki.takahashi@example.jp';
const NEW = 'misaki.new@example.jp';

describe('the e-mail change', () => {
  it('needs the step-up, then a code mailed to the new address; the old address is told', async () => {
    const misaki = await loginFully(t.app, '10000004');
    // The code goes to the new address only after the step-up (the current address's code).
    expectCode(await post(t.app, 'customer/sendProfileVerifyEmail', { purpose: 'email', email: NEW }, misaki.token), 403, 'SU001');
    expect(await mailbox(t.app, NEW)).toEqual([]);
    const token = await stepUp(t.app, misaki, 'emailChange');
    expect((await latestMail(t.app, OLD, 'メールアドレスの変更の本人確認コード')).to).toBe(OLD);
    const { result, code } = await codeMailedBy(t.app, NEW, 'メールアドレス確認の認証コード', () =>
      post(t.app, 'customer/sendProfileVerifyEmail', { purpose: 'email', email: NEW }, misaki.token, stepUpHeader(token)),
    );
    const sent = expectOk(result, endpoints.customer.sendProfileVerifyEmail.result);
    expect(sent.maskedEmail).toBe('m*********@example.jp');
    // Nothing changed yet.
    expect((await t.app.services.repos.customers.findByNo('10000004'))?.email).toBe(OLD);
    // Another address than the code was sent to, a wrong code: refused.
    const other = expectCode(
      await postJson(
        t.app,
        'customer/update/info',
        { ...name, email: 'someone.else@example.jp', verifyCode: code, sessionId: sent.sessionId },
        misaki.token,
      ),
      400,
      'VAL001',
    );
    expect(other.localizedMessage).toContain('認証コードを送信したメールアドレスと異なります');
    expectCode(
      await postJson(t.app, 'customer/update/info', { ...name, email: NEW, verifyCode: wrongCode(code), sessionId: sent.sessionId }, misaki.token),
      400,
      'VC001',
    );
    const applied = expectOk(
      await postJson(t.app, 'customer/update/info', { ...name, email: NEW, verifyCode: code, sessionId: sent.sessionId }, misaki.token),
      endpoints.customer.updateInfo.result,
    );
    expect(applied.applied).toEqual(['メールアドレス']);
    expect((await t.app.services.repos.customers.findByNo('10000004'))?.email).toBe(NEW);
    const notice = await latestMail(t.app, OLD, 'メールアドレスの変更のお知らせ');
    expect(notice.text).toContain('新しいメールアドレス：m*********@example.jp');
    expect((await latestMail(t.app, NEW, 'メールアドレス変更完了のお知らせ')).text).not.toMatch(/https?:/);
    // The step-up was used for that code: a second code to another address needs a new one.
    expectCode(
      await post(t.app, 'customer/sendProfileVerifyEmail', { purpose: 'email', email: 'third@example.jp' }, misaki.token, stepUpHeader(token)),
      403,
      'SU001',
    );
  });

  it('a code for the current address (the old flow) or for the bank is not accepted', async () => {
    const hanako = await loginFully(t.app, '10000002');
    expectCode(await post(t.app, 'customer/sendProfileVerifyEmail', { purpose: 'bank' }, hanako.token), 400, 'VAL001');
    expectCode(await post(t.app, 'customer/sendProfileVerifyEmail', { purpose: 'email' }, hanako.token), 400, 'VAL001');
    // The step-up's own code (to the current address) is not the new address's code.
    const { code } = await codeMailedBy(t.app, 'hanako.sato@example.jp', '本人確認コード', () =>
      postJson(t.app, 'stepUp/start', { operation: 'emailChange' }, hanako.token),
    );
    const started = (
      await t.app.services.db.selectFrom('verification_codes').select('id').where('purpose', '=', 'step_up').orderBy('created_at', 'desc').execute()
    )[0];
    const res = await postJson(
      t.app,
      'customer/update/info',
      {
        lastName: '佐藤',
        firstName: '花子',
        lastNameKana: 'サトウ',
        firstNameKana: 'ハナコ',
        email: 'hanako.new@example.jp',
        verifyCode: code,
        sessionId: started?.id,
      },
      hanako.token,
    );
    expectCode(res, 400, 'VC002');
  });

  it('a passkey holder proves it with the passkey; the same address as now is no change', async () => {
    const shoji = await loginFully(t.app, '10000008');
    const authenticator = newAuthenticator();
    await registerPasskey(t.app, shoji, authenticator);
    const same = await passkeyStepUp(t.app, shoji.token, authenticator, 'emailChange');
    expectCode(
      await post(
        t.app,
        'customer/sendProfileVerifyEmail',
        { purpose: 'email', email: 'DAISUKE.NAKAMURA@example.jp' },
        shoji.token,
        stepUpHeader(same),
      ),
      400,
      'CUP004',
    );
    // The refusal left the step-up unused.
    const { result } = await codeMailedBy(t.app, 'daisuke.new@example.jp', 'メールアドレス確認の認証コード', () =>
      post(t.app, 'customer/sendProfileVerifyEmail', { purpose: 'email', email: 'daisuke.new@example.jp' }, shoji.token, stepUpHeader(same)),
    );
    expectCode(result, 200, 'AG_1000');
  });
});
