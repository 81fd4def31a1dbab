// The passkeys section of `npm run bench`. Prints figures, asserts nothing: the median (and p95) time
// of the API's part of
//   - a passkey login: login/passkey/options + login/passkey/verify,
//   - a step-up with a passkey: stepUp/start + stepUp/verify,
// over HTTP against a server of its own (SQLite, fresh file), the ceremonies answered by the software
// authenticator of the API tests (api/test/support/software-authenticator.ts — the same code, not a
// copy). Only the requests are timed, not the authenticator's signing in between.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { root } from '../apps.js';
import { DEMO_PASSWORD, login, startApi } from './bench-server.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

export async function benchPasskeys({ port, rounds = 50 }) {
  const { SoftwareAuthenticator } = await import(pathToFileURL(path.join(root, 'api/test/support/software-authenticator.ts')).href);
  const origin = `http://localhost:${port}`;
  const server = await startApi({
    port,
    env: { HOST: '127.0.0.1', SMTP_URL: '', RATE_LIMIT: 'false', LOG_LEVEL: 'warn', WEBAUTHN_RP_ID: 'localhost', WEBAUTHN_ORIGINS: origin },
  });
  const { base } = server;
  const api = `${base}/fo-jp-web-api/api`;
  const call = async (p, { token, json, headers = {} } = {}) => {
    const res = await fetch(`${api}/${p}`, {
      method: 'POST',
      headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { 'gw-Token': token } : {}), ...headers },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const body = await res.json();
    if (body.code !== 'AG_1000') throw new Error(`${p}: ${body.code} ${body.localizedMessage}`);
    return body.result;
  };
  const timed = async (fn) => {
    const started = performance.now();
    const result = await fn();
    return { result, ms: performance.now() - started };
  };
  try {
    // 10000001 logs in with the password and registers a passkey (a step-up with the password and the e-mailed code).
    const token = await login(base, '10000001');
    const started = await call('stepUp/start', { token, json: { operation: 'passkeyRegister', method: 'passwordAndCode', password: DEMO_PASSWORD } });
    const mails = await (await fetch(`${base}/dev/mailbox.json?to=taro.yamada%40example.jp`)).json();
    const code = mails.find((m) => m.subject.includes('本人確認コード')).text.match(/認証コード：(\d{6})/)[1];
    const { stepUpToken } = await call('stepUp/verify', { token, json: { method: 'code', sessionId: started.sessionId, verifyCode: code } });
    const authenticator = new SoftwareAuthenticator({ origin });
    const registration = await call('passkey/registrationOptions', { token });
    await call('passkey/register', {
      token,
      json: { challengeId: registration.challengeId, credential: authenticator.register(registration.options) },
      headers: { 'X-Step-Up-Token': stepUpToken },
    });

    const logins = [];
    const stepUps = [];
    let session = token;
    for (let i = 0; i < rounds + 5; i++) {
      const options = await timed(() => call('login/passkey/options'));
      const credential = authenticator.assert(options.result.options);
      const verify = await timed(() => call('login/passkey/verify', { json: { challengeId: options.result.challengeId, credential } }));
      session = verify.result.token;
      const start = await timed(() => call('stepUp/start', { token: session, json: { operation: 'withdraw' } }));
      const assertion = authenticator.assert(start.result.options);
      const done = await timed(() =>
        call('stepUp/verify', { token: session, json: { method: 'passkey', stepUpId: start.result.stepUpId, credential: assertion } }),
      );
      // The first rounds warm the server up.
      if (i >= 5) {
        logins.push(options.ms + verify.ms);
        stepUps.push(start.ms + done.ms);
      }
    }
    console.log('\n== passkeys (API, loopback, sequential; options + verify) ==');
    console.log(`passkey login      n=${rounds} median ${median(logins).toFixed(1)} ms  p95 ${p95(logins).toFixed(1)} ms`);
    console.log(`step-up (passkey)  n=${rounds} median ${median(stepUps).toFixed(1)} ms  p95 ${p95(stepUps).toFixed(1)} ms`);
    return { login: median(logins), stepUp: median(stepUps) };
  } finally {
    await server.stop();
  }
}
