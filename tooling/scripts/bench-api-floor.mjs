// The floor of customer/view on SQLite (issue 8, `bench-api.mjs`): a hand-written Fastify route doing
// only what the answer cannot do without — the sha-256 of the gw-Token, the session by that hash
// (refused when ended or expired), the customer's columns and accounts, in one read transaction of
// the API's own database file, the security headers, the envelope as JSON (the same bytes as the portal's) — and nothing else: no
// hooks, no request log, no metrics, no request id, no per-route schema. It is not a server to run:
// it shows how much of the gap between the portal and a bare Fastify is the database's and how much
// is the portal's own.
//
//   node tooling/scripts/bench-api-floor.mjs <port> <sqlite file> <api dir>
import { hash } from 'node:crypto';
import { createRequire } from 'node:module';
import { contentSecurityPolicy } from '../../api/src/http/security-headers.ts';

const [port, file, apiDir] = process.argv.slice(2);
const apiRequire = createRequire(`${apiDir}/package.json`);
const Database = apiRequire('better-sqlite3');
const Fastify = apiRequire('fastify');

const db = new Database(file, { readonly: true, fileMustExist: true });
const session = db.prepare('select customer_id, revoked_at, expires_at from sessions where token_hash = ?');
const customer = db.prepare(
  `select id, customer_no, first_name, last_name, first_name_kana, last_name_kana, corporate_name, corporate_name_kana,
          is_test, phone, customer_type, previous_login_at, withdraw_pwd_hash, withdraw_pwd_locked_at
     from customers where id = ?`,
);
const accounts = db.prepare(
  `select id, account_no, business_type, trading_platform, currency, level, cast(cash_balance as text) as cash_balance
     from accounts where customer_id = ?`,
);
const begin = db.prepare('begin');
const commit = db.prepare('commit');

// The portal's own policy (its default configuration: frame-ancestors 'self', no remote origins).
const CSP = contentSecurityPolicy({ frameAncestors: ["'self'"], extraScriptOrigins: [] });

const app = Fastify({ logger: false });
app.get('/fo-jp-web-api/api/customer/view', (request, reply) => {
  reply.header('content-security-policy', CSP).header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin').header('cache-control', 'no-store');
  const token = request.headers['gw-token'];
  begin.run();
  try {
    const s = typeof token === 'string' ? session.get(hash('sha256', token, 'hex')) : undefined;
    if (!s || s.revoked_at !== null || s.expires_at <= new Date().toISOString()) {
      return reply.code(401).type('application/json; charset=utf-8').send('{"code":"AG_9000"}');
    }
    const c = customer.get(s.customer_id);
    const list = accounts
      .all(s.customer_id)
      .sort((a, b) => (a.account_no < b.account_no ? -1 : 1))
      .map((a) => ({
        accountNo: a.account_no,
        accountId: a.id,
        businessType: a.business_type,
        tradingPlatform: a.trading_platform,
        accountCurrency: a.currency,
        cashBalance: a.cash_balance,
        level: a.level,
      }));
    const customerInfo = {
      customerId: c.id,
      customerNo: c.customer_no,
      firstName: c.first_name,
      lastName: c.last_name,
      firstNameKatakana: c.first_name_kana,
      lastNameKatakana: c.last_name_kana,
      corporateName: c.corporate_name,
      corporateNameKatakana: c.corporate_name_kana,
      isTest: c.is_test === 1,
      pno: c.phone,
      customerType: c.customer_type,
      lastLoginTime: c.previous_login_at,
      withdrawPwdSet: c.withdraw_pwd_hash !== null,
      withdrawPwdLock: c.withdraw_pwd_locked_at !== null,
      accountInfoList: list,
    };
    const body = { code: 'AG_1000', result: { customerInfo, accountInfoList: list }, message: 'OK', localizedMessage: '正常に処理しました。' };
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  } finally {
    commit.run();
  }
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
