import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides codes and tokens in query strings', () => {
    expect(redactUrl('/fo-jp-web-api/api/login/verifySecondVerifyCode?sessionId=abc&verifyCode=123456')).toBe(
      '/fo-jp-web-api/api/login/verifySecondVerifyCode?sessionId=***&verifyCode=***',
    );
    expect(redactUrl('/fo-jp-web-api/api/public/file/download?downloadtoken=secret')).toBe(
      '/fo-jp-web-api/api/public/file/download?downloadtoken=***',
    );
    expect(redactUrl('/portal/home?type=info')).toBe('/portal/home?type=info');
    expect(redactUrl('/portal/home')).toBe('/portal/home');
  });
});
