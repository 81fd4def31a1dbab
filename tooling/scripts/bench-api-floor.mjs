// The floor of customer/view on SQLite (for `bench-api.mjs`): a hand-written Fastify route doing
// only what the answer cannot do without — the sha-256 of the gw-Token, the session by that hash
// (refused when ended or expired), the customer's columns and accounts, in one read transaction of
// the API's own database file, the security headers, the envelope as JSON (with the API's own column
// list, mapping, envelope and CSP: the same bytes as the portal's) — and nothing else: no hooks, no
// request log, no metrics, no request id, no per-route schema. It is not a server to run: it shows
// how much of the gap between the portal and a bare Fastify is the database's and how much is the
// portal's own.
//
//   node tooling/scripts/bench-api-floor.mjs <port> <sqlite file> <api dir>
import { hash } from 'node:crypto';
import { createRequire } from 'node:module';
import { toCustomerInfo } from '../../api/src/domain/customers.ts';
import { ok } from '../../api/src/http/envelope.ts';
import { contentSecurityPolicy } from '../../api/src/http/security-headers.ts';
import { CUSTOMER_INFO_COLUMNS } from '../../api/src/repositories/customers.ts';

const [port, file, apiDir] = process.argv.slice(2);
const apiRequire = createRequire(`${apiDir}/package.json`);
const Database = apiRequire('better-sqlite3');
const Fastify = apiRequire('fastify');

const db = new Database(file, { readonly: true, fileMustExist: true });
const session = db.prepare('select customer_id, revoked_at, expires_at from sessions where token_hash = ?');
const customer = db.prepare(`select ${CUSTOMER_INFO_COLUMNS.join(', ')} from customers where id = ?`);
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
    const info = toCustomerInfo(customer.get(s.customer_id), accounts.all(s.customer_id));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok({ customerInfo: info, accountInfoList: info.accountInfoList })));
  } finally {
    commit.run();
  }
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
