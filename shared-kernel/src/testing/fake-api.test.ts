import { resetApiClientConfig } from '../api/config.ts';
import { customerApi, withdrawApi } from '../api/endpoints.ts';
import { ApiError } from '../api/errors.ts';
import { customerFixture } from './fixtures.ts';
import { fakeFailure, installFakeApi } from './fake-api.ts';

afterEach(() => resetApiClientConfig());

describe('the fake API (tests talk to the real client through it)', () => {
  it('answers a call with its handler and records the parsed request', async () => {
    const api = installFakeApi({ setWithdrawPwd: () => 'OK' }, { getToken: () => 'tok' });
    await expect(withdrawApi.setWithdrawPwd({ customerId: 1, password: 'Abcd1234' })).resolves.toBe('OK');
    expect(api.calls('setWithdrawPwd')).toEqual([{ name: 'setWithdrawPwd', request: { customerId: 1, password: 'Abcd1234' }, token: 'tok' }]);
    expect(api.problems).toEqual([]);
  });

  it('turns a fakeFailure into the error envelope the client maps to ApiError', async () => {
    installFakeApi({ changeWithdrawPwd: fakeFailure('PW001', '現在の出金パスワードが正しくありません。') }, { getToken: () => 'tok' });
    const error = await withdrawApi
      .changeWithdrawPwd({ customerId: 1, oldPassword: 'a', password: 'Abcd1234' }, { notify: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'PW001', message: '現在の出金パスワードが正しくありません。' });
  });

  it('refuses a payload the contract refuses (VAL001) and reports fakes that break the contract or are missing', async () => {
    const api = installFakeApi(
      { customerView: { customerInfo: { ...customerFixture(), pno: 42 }, accountInfoList: [] } as never },
      { getToken: () => 'tok' },
    );
    const bad = await withdrawApi.setWithdrawPwd({ customerId: 0, password: 'x' }, { notify: false }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 'VAL001', message: 'お客様IDが正しくありません。' });
    await customerApi.view({ notify: false });
    expect(api.problems.join('\n')).toMatch(/customerView breaks the contract/);
    await customerApi.corpInfo({ notify: false }).catch(() => undefined);
    expect(api.problems).toContain('no fake handler for corpInfo');
  });
});
