import Fastify from 'fastify';
import { loggerRedaction, redactUrl } from './log-redaction.ts';

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

describe('error objects in log lines', () => {
  /** What the API's logger writes for one error line (the same options as server-options.ts). */
  async function logged(fields: Record<string, unknown>): Promise<string> {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', ...loggerRedaction, stream: { write: (line: string) => void lines.push(line) } } });
    app.log.error(fields, 'sending a notice failed');
    await app.close();
    return lines.join('');
  }

  it('never carry the e-mail addresses of a refused mail, whatever field they are in', async () => {
    // What nodemailer throws when the relay refuses the recipient.
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <taro.yamada@example.jp>: Recipient address rejected"),
      {
        code: 'EENVELOPE',
        command: 'RCPT TO:<taro.yamada@example.jp>',
        response: '550 5.1.1 <taro.yamada@example.jp>: Recipient address rejected',
        responseCode: 550,
        rejected: ['taro.yamada@example.jp'],
        rejectedErrors: [Object.assign(new Error('550'), { recipient: 'taro.yamada@example.jp' })],
        envelope: { from: 'no-reply@example.jp', to: ['taro.yamada@example.jp'] },
      },
    );
    const line = await logged({ err: refused });
    expect(line).not.toMatch(/@example\.jp/);
    const parsed = JSON.parse(line) as { err: Record<string, unknown> };
    expect(parsed.err).toMatchObject({
      type: 'Error',
      code: 'EENVELOPE',
      responseCode: 550,
      rejected: '[redacted]',
      envelope: '[redacted]',
      command: '[redacted]',
    });
    expect(parsed.err.message).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: Recipient address rejected");
    // A message or cause given as `error`, and a plain string, are masked too.
    const other = await logged({
      error: 'mail to hanako.sato@example.jp bounced',
      err: new Error('wrapped', { cause: new Error('to ichiro@example.jp') }),
    });
    expect(other).not.toMatch(/@example\.jp/);
    expect(other).toContain('[email]');
  });
});
