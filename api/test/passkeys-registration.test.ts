// Registering and managing passkeys with a real WebAuthn ceremony (the software authenticator): the
// options (resident key, user verification, attestation none, the customer's passkeys excluded), the
// step-up it needs, what does not verify (origin, RP ID, user verification, a replayed or foreign
// challenge), names, renaming, deleting, the notices, and multi-factor login that cannot be turned
// off while a passkey exists.
import { endpoints } from '@portal/shared-kernel/contract';
import {
  createTestApp,
  customerIdOf,
  expectCode,
  expectOk,
  get,
  latestMail,
  login,
  loginFully,
  mailbox,
  post,
  postEmpty,
  postJson,
  stepUp,
  stepUpHeader,
} from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { newAuthenticator, registerPasskey, registrationOptions } from './support/passkeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const passkeyCount = async (customerId: number) => t.app.services.repos.passkeyCredentials.countByCustomer(customerId);
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('registration', () => {
  it('offers a discoverable credential with user verification and attestation none, bound to the configured RP', async () => {
    const session = await login(t.app, '10000001');
    const ceremony = expectOk(await postEmpty(t.app, 'passkey/registrationOptions', session.token), endpoints.passkey.registrationOptions.result);
    expect(ceremony.options.rp).toEqual({ id: 'localhost', name: 'マイページ' });
    expect(ceremony.options.authenticatorSelection).toEqual({ residentKey: 'required', requireResidentKey: true, userVerification: 'required' });
    expect(ceremony.options.attestation).toBe('none');
    expect(ceremony.options.user.name).toBe('10000001');
    expect(ceremony.options.user.displayName).toBe('山田 太郎');
    // The user handle is random bytes, not the customer number or any other personal data.
    expect(Buffer.from(ceremony.options.user.id, 'base64url')).toHaveLength(32);
    expect(ceremony.options.pubKeyCredParams.map((p) => p.alg)).toContain(-7);
    expect(ceremony.expiresInSeconds).toBe(300);
  });

  it('registers after a step-up: the passkey is listed, multi-factor login is on, a notice is mailed', async () => {
    const session = await login(t.app, '10000004');
    const authenticator = newAuthenticator({ aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', synced: true });
    const passkey = await registerPasskey(t.app, session, authenticator);
    expect(passkey).toMatchObject({
      name: 'Google パスワードマネージャー',
      authenticatorName: 'Google パスワードマネージャー',
      synced: true,
      lastUsedAt: null,
    });
    const list = expectOk(await get(t.app, 'passkey/list', session.token), endpoints.passkey.list.result);
    expect(list.passkeys.map((p) => p.id)).toEqual([passkey.id]);
    expect(list.max).toBe(10);
    const customer = await t.app.services.repos.customers.getById(customerIdOf(session));
    expect(customer.mfa_enabled).toBe(1);
    const notice = await latestMail(t.app, customer.email, 'パスキー登録のお知らせ');
    expect(notice.text).toContain('パスキーの名前：Google パスワードマネージャー');
  });

  it('names a passkey of an unknown provider after the browser and system, or as the customer says', async () => {
    const session = await login(t.app, '20000001');
    const ceremony = await registrationOptions(t.app, session.token);
    const token = await stepUp(t.app, session, 'passkeyRegister');
    const res = await t.app.inject({
      method: 'POST',
      url: '/fo-jp-web-api/api/passkey/register',
      headers: { 'content-type': 'application/json', 'gw-Token': session.token, 'user-agent': CHROME_WINDOWS, ...stepUpHeader(token) },
      payload: JSON.stringify({ challengeId: ceremony.challengeId, credential: newAuthenticator().register(ceremony.options) }),
    });
    expect(expectOk(res, endpoints.passkey.register.result)).toMatchObject({
      name: 'Chrome（Windows）',
      registeredFrom: 'Chrome（Windows）',
      authenticatorName: null,
    });
    const named = await registerPasskey(t.app, session, newAuthenticator(), { name: '  会社のノートPC ' });
    expect(named.name).toBe('会社のノートPC');
  });

  it('refuses without a step-up before anything is stored: 403 SU001 naming the operation and the methods', async () => {
    const session = await login(t.app, '10000005');
    const ceremony = await registrationOptions(t.app, session.token);
    const credential = newAuthenticator().register(ceremony.options);
    const refused = expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential }, session.token),
      403,
      'SU001',
    );
    expect(refused.result).toEqual({ operation: 'passkeyRegister', methods: ['passwordAndCode'], reason: 'missing' });
    expect(refused.localizedMessage).toBe('このお手続きには本人確認が必要です。パスキーまたは認証コードで本人確認を行ってください。');
    expect(await passkeyCount(customerIdOf(session))).toBe(0);
    // A step-up of another operation does not do.
    const other = await stepUp(t.app, session, 'withdraw');
    const wrong = expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential }, session.token, stepUpHeader(other)),
      403,
      'SU001',
    );
    expect(wrong.result).toMatchObject({ reason: 'invalid' });
    // The challenge was not used by the refusals: the same request with a right step-up registers.
    const token = await stepUp(t.app, session, 'passkeyRegister');
    expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential }, session.token, stepUpHeader(token)),
      200,
      'AG_1000',
    );
    // The token was used with it: a second registration needs a new one.
    const again = await registrationOptions(t.app, session.token);
    const second = newAuthenticator().register(again.options);
    const used = expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: again.challengeId, credential: second }, session.token, stepUpHeader(token)),
      403,
      'SU001',
    );
    expect(used.result).toEqual({ operation: 'passkeyRegister', methods: ['passkey', 'passwordAndCode'], reason: 'used' });
  });

  it('refuses an attestation of another origin or RP ID, without user verification, a replayed or foreign challenge', async () => {
    const session = await login(t.app, '10000002');
    const other = await loginFully(t.app, '10000003');
    const customerId = customerIdOf(session);
    const attempt = async (tweak: Parameters<ReturnType<typeof newAuthenticator>['register']>[1], challengeOf = session.token) => {
      const ceremony = await registrationOptions(t.app, challengeOf);
      const credential = newAuthenticator().register(ceremony.options, tweak);
      const token = await stepUp(t.app, session, 'passkeyRegister');
      return postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential }, session.token, stepUpHeader(token));
    };
    expectCode(await attempt({ origin: 'https://portal.example.jp.evil.example' }), 400, 'PK001');
    expectCode(await attempt({ rpId: 'evil.example' }), 400, 'PK001');
    expectCode(await attempt({ flags: 0x01 | 0x40 }), 400, 'PK001');
    expectCode(await attempt({ type: 'webauthn.get' }), 400, 'PK001');
    // Another customer's challenge (their login session) is not this one's to use.
    expectCode(await attempt({}, other.token), 400, 'PK002');
    expect(await passkeyCount(customerId)).toBe(0);
    // Replayed: a challenge answered once is used up.
    const ceremony = await registrationOptions(t.app, session.token);
    const credential = newAuthenticator().register(ceremony.options);
    const first = await stepUp(t.app, session, 'passkeyRegister');
    expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential }, session.token, stepUpHeader(first)),
      200,
      'AG_1000',
    );
    const second = await stepUp(t.app, session, 'passkeyRegister', { method: 'passwordAndCode' });
    expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential }, session.token, stepUpHeader(second)),
      400,
      'PK002',
    );
  });

  it('excludes the passkeys already registered and refuses the same credential twice (409 PK003)', async () => {
    const session = await login(t.app, '10000008');
    const authenticator = newAuthenticator();
    const passkey = await registerPasskey(t.app, session, authenticator);
    const ceremony = await registrationOptions(t.app, session.token);
    const stored = authenticator.credentials[0];
    expect(ceremony.options.excludeCredentials.map((c) => c.id)).toEqual([stored?.id]);
    expect(() => authenticator.register(ceremony.options)).toThrow(/excluded/);
    // Another authenticator (or a client) presenting a credential id that is registered already.
    const copy = newAuthenticator().register(ceremony.options, { credentialId: stored?.id as string });
    const token = await stepUp(t.app, session, 'passkeyRegister', { method: 'passwordAndCode' });
    const res = await postJson(
      t.app,
      'passkey/register',
      { challengeId: ceremony.challengeId, credential: copy },
      session.token,
      stepUpHeader(token),
    );
    expect(expectCode(res, 409, 'PK003').localizedMessage).toBe('このパスキーはすでに登録されています。');
    expect(await passkeyCount(customerIdOf(session))).toBe(1);
    // The refused registration left the step-up unused.
    const next = await registrationOptions(t.app, session.token);
    const fresh = newAuthenticator().register(next.options);
    expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: next.challengeId, credential: fresh }, session.token, stepUpHeader(token)),
      200,
      'AG_1000',
    );
    expect(passkey.id).toBeGreaterThan(0);
  });

  it('validates the authenticator answer at the edge with bounded fields', async () => {
    const session = await login(t.app, '10000001');
    const ceremony = await registrationOptions(t.app, session.token);
    const credential = newAuthenticator().register(ceremony.options);
    const token = await stepUp(t.app, session, 'passkeyRegister');
    const huge = { ...credential, response: { ...credential.response, clientDataJSON: 'A'.repeat(5000) } };
    expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential: huge }, session.token, stepUpHeader(token)),
      400,
      'VAL001',
    );
    const notBase64 = { ...credential, id: 'not base64url!' };
    expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential: notBase64 }, session.token, stepUpHeader(token)),
      400,
      'VAL001',
    );
    // The step-up was checked after the input: still unused, the right request goes through.
    expectCode(
      await postJson(t.app, 'passkey/register', { challengeId: ceremony.challengeId, credential }, session.token, stepUpHeader(token)),
      200,
      'AG_1000',
    );
  });
});

describe('managing passkeys', () => {
  it('renames and deletes (after a step-up, with a notice); another customer’s passkey is not found', async () => {
    const owner = await loginFully(t.app, '10000001');
    const stranger = await loginFully(t.app, '10000005');
    const authenticator = newAuthenticator();
    const passkey = await registerPasskey(t.app, owner, authenticator, { name: '自宅のMac' });
    const renamed = expectOk(
      await postJson(t.app, 'passkey/rename', { id: passkey.id, name: 'iPhone' }, owner.token),
      endpoints.passkey.rename.result,
    );
    expect(renamed.name).toBe('iPhone');
    expectCode(await postJson(t.app, 'passkey/rename', { id: passkey.id, name: 'x' }, stranger.token), 404, 'NF001');
    expectCode(await postJson(t.app, 'passkey/rename', { id: passkey.id, name: 'あ'.repeat(51) }, owner.token), 400, 'VAL001');

    expectCode(await postJson(t.app, 'passkey/delete', { id: passkey.id }, owner.token), 403, 'SU001');
    const strangerToken = await stepUp(t.app, stranger, 'passkeyDelete');
    expectCode(await postJson(t.app, 'passkey/delete', { id: passkey.id }, stranger.token, stepUpHeader(strangerToken)), 404, 'NF001');
    const before = (await passkeyCount(customerIdOf(owner))) as number;
    // A customer with passkeys may prove the deletion with the login password and the code (a lost device).
    const token = await stepUp(t.app, owner, 'passkeyDelete', { method: 'passwordAndCode' });
    const deleted = expectOk(
      await postJson(t.app, 'passkey/delete', { id: passkey.id }, owner.token, stepUpHeader(token)),
      endpoints.passkey.delete.result,
    );
    expect(deleted).toEqual({ deleted: true, remaining: before - 1 });
    const customer = await t.app.services.repos.customers.getById(customerIdOf(owner));
    expect((await latestMail(t.app, customer.email, 'パスキー削除のお知らせ')).text).toContain('パスキーの名前：iPhone');
  });

  it('a wrong login password in the passwordAndCode step-up mails nothing and counts (PW001)', async () => {
    const session = await loginFully(t.app, '10000004');
    const customer = await t.app.services.repos.customers.getById(customerIdOf(session));
    const before = (await mailbox(t.app, customer.email)).length;
    const res = await postJson(
      t.app,
      'stepUp/start',
      { operation: 'passkeyRegister', method: 'passwordAndCode', password: 'Wrong1234' },
      session.token,
    );
    expect(expectCode(res, 400, 'PW001').localizedMessage).toMatch(/あと4回/);
    expect((await mailbox(t.app, customer.email)).length).toBe(before);
    // A method not offered for the operation.
    expectCode(
      await postJson(t.app, 'stepUp/start', { operation: 'withdraw', method: 'passwordAndCode', password: 'Demo1234' }, session.token),
      400,
      'SU002',
    );
  });
});

describe('multi-factor login with a passkey', () => {
  it('cannot be turned off while the customer has a passkey (MFA003), and the state call says why', async () => {
    const session = await loginFully(t.app, '20000002');
    const status = expectOk(await get(t.app, 'customer/secondVerifyStatus', session.token), endpoints.customer.secondVerifyStatus.result);
    expect(status).toMatchObject({ enabled: false, setting: false, passkeyCount: 0, offBlockedReason: null, offAllowed: true });
    await registerPasskey(t.app, session, newAuthenticator());
    const after = expectOk(await get(t.app, 'customer/secondVerifyStatus', session.token), endpoints.customer.secondVerifyStatus.result);
    expect(after).toEqual({ enabled: true, setting: true, passkeyCount: 1, offAllowed: false, offBlockedReason: 'passkey' });
    const refused = expectCode(await post(t.app, 'customer/sendUpdateMfaVerifyEmail', { secondVeri: 'false' }, session.token), 403, 'MFA003');
    expect(refused.localizedMessage).toBe('パスキーを登録しているため、多要素認証を「利用しない」に変更することはできません。');
  });
});
