import { transportMessages } from '../contract/messages.ts';
import { loginResultFixture } from '../testing/fixtures.ts';
import { configureApiClient, resetApiClientConfig } from './config.ts';
import { ApiError } from './errors.ts';
import { customerApi, loginApi, publicApi, resourceApi, systemApi, tradingPwdApi, withdrawApi } from './endpoints.ts';

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
  signal: AbortSignal;
}

let seen: Seen[] = [];
let respond: (req: Seen) => Response | Promise<Response>;
const notifyError = jest.fn();
const navigateToLogin = jest.fn();
const onSessionInvalid = jest.fn();
let token: string | null = 'tok-1';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const ok = (result: unknown) => json({ code: 'AG_1000', result });
/** `new Response` refuses statuses above 599; a browser's fetch can still deliver 605/607. */
const withStatus = (response: Response, status: number) =>
  Object.defineProperties(response, { status: { value: status }, ok: { value: status >= 200 && status < 300 } });
/** A server that never answers; rejects like fetch when the request is aborted. */
const never = (req: Seen) =>
  new Promise<Response>((_, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (req.signal.aborted) abort();
    else req.signal.addEventListener('abort', abort);
  });

beforeEach(() => {
  seen = [];
  token = 'tok-1';
  respond = () => ok(null);
  notifyError.mockReset();
  navigateToLogin.mockReset();
  onSessionInvalid.mockReset();
  configureApiClient({
    baseUrl: 'http://portal.test',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const s: Seen = {
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        body: await request.clone().text(),
        signal: request.signal,
      };
      seen.push(s);
      return respond(s);
    },
    getToken: () => token,
    notifyError,
    navigateToLogin,
    onSessionInvalid,
  });
});
afterAll(() => resetApiClientConfig());

const last = () => seen[seen.length - 1]!;

describe('requests', () => {
  it('prefixes /fo-jp-web-api/api, sends gw-Token and no-cache on GET, unwraps result', async () => {
    respond = () => ok({ customerInfo: { customerNo: '10000001' }, accountInfoList: [] });
    const result = await customerApi.view();
    expect(result.customerInfo.customerNo).toBe('10000001');
    expect(last().url.pathname).toBe('/fo-jp-web-api/api/customer/view');
    expect(last().method).toBe('GET');
    expect(last().headers.get('gw-Token')).toBe('tok-1');
    expect(last().headers.get('Cache-Control')).toBe('no-cache');
    expect(last().headers.get('Pragma')).toBe('no-cache');
  });

  it('form-encodes form endpoints with booleans as true/false and no no-cache headers on POST', async () => {
    respond = () => ok(loginResultFixture());
    await loginApi.auth({ username: '10000001', password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: false });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/fo-jp-web-api/api/login/auth');
    expect(last().headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(last().body))).toEqual({
      username: '10000001',
      password: 'Demo1234',
      device: 'PC',
      platform: 'MyPage',
      autoLogin: 'false',
    });
    expect(last().headers.get('Cache-Control')).toBeNull();
    expect(last().headers.get('gw-Token')).toBe('tok-1');
  });

  it('sends JSON for json endpoints and query params for query endpoints', async () => {
    respond = () => ok({ terminated: 2 });
    await expect(customerApi.terminateToken(['a', 'b'])).resolves.toEqual({ terminated: 2 });
    expect(last().headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(last().body)).toEqual(['a', 'b']);

    respond = () => ok({ sessionId: 's', maskedEmail: 'x', resendAfterSeconds: 60, expiresInSeconds: 1800 });
    await loginApi.sendSecondVerifyCode({ sessionId: 's 1' });
    expect(last().method).toBe('GET');
    expect(last().url.searchParams.get('sessionId')).toBe('s 1');
    expect(last().body).toBe('');
  });

  it('public calls go out without a token; protected calls without one go to login and send nothing', async () => {
    token = null;
    respond = () => ok([]);
    await expect(publicApi.bannerPC()).resolves.toEqual([]);
    expect(last().headers.get('gw-Token')).toBeNull();

    const count = seen.length;
    const error = await customerApi.view().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NO_TOKEN');
    expect(seen.length).toBe(count);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a per-call token overrides the session token', async () => {
    await customerApi.logout({ token: 'old-token' });
    expect(last().headers.get('gw-Token')).toBe('old-token');
  });

  it('uses the 60 s timeout by default', async () => {
    jest.useFakeTimers();
    try {
      respond = (req) =>
        new Promise<Response>((resolve) => {
          void req;
          setTimeout(() => resolve(ok('late')), 61_000);
        });
      const p = resourceApi.toolsConfig().catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(59_999);
      expect(notifyError).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(2);
      const error = (await p) as ApiError;
      expect(error.code).toBe('REQUEST_TIMEOUT');
      expect(error.message).toBe(transportMessages.requestTimeout);
      await jest.advanceTimersByTimeAsync(2_000);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('error catalogue', () => {
  const failWith = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => {
        throw new Error('expected a failure');
      },
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  };

  it.each(['AG_1000', 'ok', 'OK'])('%s is success', async (code) => {
    respond = () => json({ code, result: 42 });
    await expect(resourceApi.toolsConfig()).resolves.toBe(42);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each(['9000', '1010'])('%s on a protected call: message, clear tokens, go to login', async (code) => {
    respond = () => json({ code, result: null, localizedMessage: 'セッション切れ' }, 401);
    const e = await failWith(customerApi.view());
    expect(e).toMatchObject({ code, message: 'セッション切れ', httpStatus: 401, silent: false, kind: 'session', notified: true });
    expect(notifyError).toHaveBeenCalledWith('セッション切れ', expect.objectContaining({ code }));
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('9000 on a login or public call keeps the tokens but still goes to login', async () => {
    respond = () => json({ code: '9000', result: null, message: 'expired' }, 401);
    await failWith(loginApi.checkLoginSessionValid({}));
    await failWith(publicApi.bannerPC());
    expect(onSessionInvalid).not.toHaveBeenCalled();
    expect(navigateToLogin).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenCalledWith('expired', expect.anything());
  });

  it.each(['FP003', 'F0014', 'EEVE006', 'SU001'])('%s is silent', async (code) => {
    respond = () => json({ code, result: null, localizedMessage: 'x' });
    const e = await failWith(resourceApi.toolsConfig());
    expect(e).toMatchObject({ code, silent: true, notified: false });
    expect(notifyError).not.toHaveBeenCalled();
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it('other failures show localizedMessage, else message, else the code text', async () => {
    respond = () => json({ code: 'VAL001', result: { field: 'x' }, localizedMessage: '入力エラー', message: 'validation' }, 400);
    const e = await failWith(customerApi.resetPwd({ customerNo: '1', oldPwd: 'a', newPwd: 'b' }));
    expect(e).toMatchObject({ code: 'VAL001', message: '入力エラー', httpStatus: 400, result: { field: 'x' } });
    respond = () => json({ code: 'X1', result: null, message: 'plain' });
    expect((await failWith(resourceApi.toolsConfig())).message).toBe('plain');
    respond = () => json({ code: 'PW001', result: null });
    expect((await failWith(resourceApi.toolsConfig())).message).toBe('旧パスワードが正しくありません。');
    expect(notifyError.mock.calls.map((c) => c[0])).toEqual(['入力エラー', 'plain', '旧パスワードが正しくありません。']);
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('notify: false suppresses the toast but not the session handling', async () => {
    respond = () => json({ code: 'X1', result: null, message: 'plain' });
    expect(await failWith(resourceApi.toolsConfig({ notify: false }))).toMatchObject({ notified: false, silent: false });
    respond = () => json({ code: '1010', result: null, message: 'ended' });
    await failWith(resourceApi.toolsConfig({ notify: false }));
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('consent lists fail silently and come sorted by order', async () => {
    respond = () => json({ code: 'X1', result: null, message: 'boom' });
    await failWith(customerApi.listAnnualConsent());
    await failWith(customerApi.acknowledgementAdditional());
    expect(notifyError).not.toHaveBeenCalled();
    respond = () =>
      ok([
        { order: 2, id: 2 },
        { order: 1, id: 1 },
      ]);
    expect((await customerApi.listAnnualConsent()).map((d) => d.id)).toEqual([1, 2]);
    respond = () =>
      ok(
        JSON.stringify([
          { order: 3, name: 'b' },
          { order: 1, name: 'a' },
        ]),
      );
    expect((await customerApi.acknowledgementAdditional()).map((d) => d.name)).toEqual(['a', 'b']);
  });

  it.each([605, 607])('HTTP %s clears tokens and goes to login, even with an envelope', async (status) => {
    respond = () => withStatus(json({ code: 'AG_1000', result: 1 }), status);
    const e = await failWith(resourceApi.toolsConfig());
    expect(e).toMatchObject({ httpStatus: status, silent: true, kind: 'session' });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('TAL002/TAL003 on token refresh force a logout', async () => {
    respond = () => json({ code: 'TAL002', result: null, message: 'expired' });
    const e = await failWith(loginApi.refreshToken());
    expect(e.code).toBe('TAL002');
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('404 and 400 without an envelope use the spec texts', async () => {
    respond = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
    expect(await failWith(resourceApi.toolsConfig())).toMatchObject({
      code: 'HTTP_404',
      message: 'ネットワーク接続に問題発生しました。',
      httpStatus: 404,
    });
    respond = () => new Response('', { status: 400 });
    expect(await failWith(resourceApi.toolsConfig())).toMatchObject({ code: 'HTTP_400', message: '失敗' });
    respond = () => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } });
    expect((await failWith(resourceApi.toolsConfig())).httpStatus).toBe(502);
    expect(notifyError).toHaveBeenCalledTimes(3);
  });

  it('connection timeouts and network failures', async () => {
    respond = () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('Connect Timeout Error'), { code: 'UND_ERR_CONNECT_TIMEOUT' }) });
    };
    expect(await failWith(resourceApi.toolsConfig())).toMatchObject({
      code: 'CONNECTION_TIMEOUT',
      message: 'サーバーへの接続がタイムアウトしました。再度ログインし直してください。',
    });
    respond = () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    };
    expect(await failWith(resourceApi.toolsConfig())).toMatchObject({ code: 'NETWORK', message: 'ネットワーク接続に問題発生しました。' });
  });

  it('an aborted call is silent', async () => {
    const controller = new AbortController();
    respond = never;
    const p = resourceApi.toolsConfig({ signal: controller.signal });
    controller.abort();
    expect(await failWith(p)).toMatchObject({ code: 'ABORTED', silent: true, kind: 'cancelled' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('hook failures do not hide the ApiError', async () => {
    configureApiClient({
      notifyError: () => {
        throw new Error('toast broke');
      },
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    respond = () => json({ code: 'X1', result: null, message: 'plain' });
    expect((await failWith(resourceApi.toolsConfig())).message).toBe('plain');
    spy.mockRestore();
  });
});

describe('downloads and helpers', () => {
  it('fileDownload returns the file as a Blob', async () => {
    respond = () => new Response('PDFDATA', { status: 200, headers: { 'content-type': 'application/pdf' } });
    const blob = await publicApi.fileDownload({ downloadtoken: 'dt' });
    expect(await blob.text()).toBe('PDFDATA');
    expect(last().url.searchParams.get('downloadtoken')).toBe('dt');
  });
  it('fileDownload reads an error answer as the envelope', async () => {
    respond = () => json({ code: 'FILE001', result: null, localizedMessage: '期限切れ' }, 404);
    await expect(publicApi.fileDownload({ downloadtoken: 'dt' })).rejects.toMatchObject({ code: 'FILE001', message: '期限切れ', httpStatus: 404 });
  });
  it('builds file URLs', async () => {
    expect(publicApi.fileDownloadUrl('a b')).toBe('/fo-jp-web-api/api/public/file/download?downloadtoken=a+b');
    respond = () => ok({ downloadToken: 'dt', expiresAt: '', url: '' });
    await expect(resourceApi.downloadFileUrl({ filePath: 'letters/x.pdf', fileName: 'x.pdf' })).resolves.toBe(
      '/fo-jp-web-api/api/public/file/download?downloadtoken=dt',
    );
    expect(Object.fromEntries(new URLSearchParams(last().body))).toEqual({ filePath: 'letters/x.pdf', fileName: 'x.pdf' });
  });
  it('featureSwitches parses tangram functions with the defaults', async () => {
    respond = () => ok({ deposit: [{ code: 'MT4', enabled: false }] });
    const s = await systemApi.featureSwitches();
    expect(s.deposit.MT4).toBe(false);
    expect(s.withdrawal.MT4).toBe(true);
    expect(last().url.pathname).toBe('/fo-jp-web-api/api/system-config/tangram_functions');
  });
  it('password endpoints post their payloads to the spec paths', async () => {
    await withdrawApi.changeWithdrawPwd({ customerId: 1, oldPassword: 'abcd1234', password: 'abcd12345' });
    expect(last().url.pathname).toBe('/fo-jp-web-api/api/withdraw/changeWithdrawPwd');
    expect(Object.fromEntries(new URLSearchParams(last().body))).toEqual({ customerId: '1', oldPassword: 'abcd1234', password: 'abcd12345' });
    await tradingPwdApi.forgotTrdPwdStep2({ customerId: 1, sessionId: 's', verifyCode: '123456' });
    expect(last().url.pathname).toBe('/fo-jp-web-api/api/tradingPwd/forgotTrdPwdStep2');
    await customerApi.updateSecondVerification({ secondVeri: true, verifyCode: '123456', sessionId: 's' });
    expect(last().url.pathname).toBe('/fo-jp-web-api/api/customer/update/secondVerfication');
    expect(JSON.parse(last().body)).toEqual({ secondVeri: true, verifyCode: '123456', sessionId: 's' });
  });
});
