// What the topology smoke checks besides the browser journey (tooling/scripts/topology.mjs smoke):
//   checkLoadBalancer         behind the TLS load balancer, two customers from two addresses get
//                             limits of their own and their own addresses in the audit log; answers
//                             carry HSTS and a Secure device cookie; a forged header is not believed
//   moveRemoteToOwnOrigin     remote-cash deployed on an origin of its own: only remotes.json changes
//                             (no gateway restart, no host rebuild); the gateway's CSP and the remote's
//                             CORS follow at once
//   checkReResolution         a gateway configured as in compose (upstream names, GATEWAY_RESOLVER: a
//                             DNS server of the check's own) follows a name to a new address
// Each returns the problems it found (an empty list: all well).
import dgram from 'node:dgram';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';

import { root } from '../apps.js';

/** Login requests per client address and minute in the topology (its API's RATE_LIMIT_LOGIN_MAX). */
export const LOGIN_LIMIT = 10;

/**
 * One HTTP(S) request with node:http(s): from a chosen local address (127.0.0.2, 127.0.0.3…: the
 * load-balancer check's customers) and trusting `ca` (the throwaway certificate). Resolves to
 * { status, headers, body }.
 */
export function request(url, { method = 'GET', headers = {}, body, localAddress, ca } = {}) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      { method, headers, ...(localAddress ? { localAddress } : {}), ...(ca ? { ca } : {}), agent: false, timeout: 10_000 },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer within 10 s`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const CUSTOMER_A = { id: '10000001', address: '127.0.0.2' };
const CUSTOMER_B = { id: '20000001', address: '127.0.0.3' };
const OUTSIDER = '127.0.0.4';
const PASSWORD = 'Demo1234';
const HSTS = /^max-age=31536000/;

const form = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function auditAddresses(databaseUrl, actors) {
  const { Client } = createRequire(path.join(root, 'api/package.json'))('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select actor, event, ip from audit_log where actor = any($1) order by id', [actors]);
    return rows;
  } finally {
    await client.end();
  }
}

export async function checkLoadBalancer(t) {
  const problems = [];
  const check = (ok, message) => {
    if (!ok) problems.push(message);
  };
  const viaLb = (p, options) => request(`${t.lbOrigin}${p}`, { ca: t.ca, ...options });
  const login = (id, password, localAddress, headers = {}) => {
    const r = form({ username: id, password });
    return viaLb('/fo-jp-web-api/api/login/auth', { ...r, headers: { ...r.headers, ...headers }, localAddress });
  };

  // a page and an API answer over TLS carry HSTS; the device cookie of a login is Secure
  const page = await viaLb('/portal/', { localAddress: CUSTOMER_A.address });
  check(page.status === 200, `GET /portal/ through the load balancer: ${page.status}`);
  check(HSTS.test(page.headers['strict-transport-security'] ?? ''), `the portal page has no HSTS behind TLS: ${JSON.stringify(page.headers)}`);
  const a = await login(CUSTOMER_A.id, PASSWORD, CUSTOMER_A.address);
  check(a.status === 200, `login of ${CUSTOMER_A.id} from ${CUSTOMER_A.address}: ${a.status} ${a.body.slice(0, 200)}`);
  check(HSTS.test(a.headers['strict-transport-security'] ?? ''), 'the API answer has no HSTS behind TLS (X-Forwarded-Proto not passed through)');
  const device = [a.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('portal_device='));
  check(device !== undefined && /;\s*Secure(;|$)/i.test(device) && /HttpOnly/i.test(device), `the device cookie is not Secure: ${device}`);
  const b = await login(CUSTOMER_B.id, PASSWORD, CUSTOMER_B.address);
  check(b.status === 200, `login of ${CUSTOMER_B.id} from ${CUSTOMER_B.address}: ${b.status}`);

  // A's address runs into its own limit — even when it writes B's address into X-Forwarded-For —
  // while B keeps logging in: one bucket per customer's address, not one for the load balancer
  let limitedAfter = null;
  for (let i = 0; i < 2 * LOGIN_LIMIT + 2 && limitedAfter === null; i++) {
    const r = await login(`9${String(i).padStart(7, '0')}`, 'Wrong0000', CUSTOMER_A.address, { 'x-forwarded-for': CUSTOMER_B.address });
    if (r.status === 429) limitedAfter = i + 2;
  }
  check(limitedAfter !== null, `${CUSTOMER_A.address} was never limited (${2 * LOGIN_LIMIT + 3} logins)`);
  const b2 = await login(CUSTOMER_B.id, PASSWORD, CUSTOMER_B.address);
  check(b2.status === 200, `${CUSTOMER_B.id} from ${CUSTOMER_B.address} was limited by ${CUSTOMER_A.address}'s requests: ${b2.status}`);

  // straight to the gateway from an address that is not the load balancer: its X-Forwarded-* are not believed
  const direct = await request(`${t.origin}/fo-jp-web-api/api/login/auth`, {
    ...form({ username: '10000004', password: 'Wrong0000' }),
    headers: { ...form({}).headers, 'x-forwarded-for': '127.0.0.9', 'x-forwarded-proto': 'https' },
    localAddress: OUTSIDER,
  });
  check(direct.status === 401, `a wrong password straight to the gateway: ${direct.status}`);
  check(
    direct.headers['strict-transport-security'] === undefined,
    'a forged X-Forwarded-Proto from outside the load balancer was believed (HSTS over http)',
  );

  // the audit log has each customer's own address
  const rows = await auditAddresses(t.databaseUrl, [CUSTOMER_A.id, CUSTOMER_B.id, '10000004']);
  const ipOf = (actor, event) => rows.find((r) => r.actor === actor && r.event === event)?.ip;
  check(
    ipOf(CUSTOMER_A.id, 'login_succeeded') === CUSTOMER_A.address,
    `audit address of ${CUSTOMER_A.id}: ${ipOf(CUSTOMER_A.id, 'login_succeeded')}`,
  );
  check(
    ipOf(CUSTOMER_B.id, 'login_succeeded') === CUSTOMER_B.address,
    `audit address of ${CUSTOMER_B.id}: ${ipOf(CUSTOMER_B.id, 'login_succeeded')}`,
  );
  check(ipOf('10000004', 'login_failed') === OUTSIDER, `audit address of the direct request: ${ipOf('10000004', 'login_failed')}`);
  return { problems, figures: `${CUSTOMER_A.address} limited at its login ${limitedAfter ?? 'never'}, ${CUSTOMER_B.address} then ${b2.status}` };
}

/** host/dist/index.html's size and time: a rebuild would change them. */
const hostBuild = () => {
  const stat = fs.statSync(path.join(root, 'host/dist/index.html'));
  return `${stat.size}:${stat.mtimeMs}`;
};

/** `script-src` and `connect-src` of a CSP. */
const directives = (csp = '') =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

export async function moveRemoteToOwnOrigin(t, remote = 'remote-cash') {
  const problems = [];
  const check = (ok, message) => {
    if (!ok) problems.push(message);
  };
  const app = t.statics.find((s) => s.name === remote);
  const port = t.sparePorts[0];
  const ownOrigin = `http://127.0.0.1:${port}`;
  const gatewayPid = t.gateway.pid;
  const built = hostBuild();

  const before = directives((await request(`${t.origin}/portal/`)).headers['content-security-policy']);
  check(!before['script-src']?.includes(ownOrigin), `the CSP lists ${ownOrigin} before the move`);

  // the remote's team deploys it on an origin of its own (a CDN would be another) …
  const name = `${remote}-own-origin`;
  const { isDead } = t.startStatic(app, { name, port, corsOrigins: `${t.origin} ${t.lbOrigin}` });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const dead = isDead();
    if (dead) throw new Error(dead);
    const res = await request(`${ownOrigin}${app.health}`).catch(() => ({ status: 0 }));
    if (res.status === 200) break;
    if (Date.now() > deadline) throw new Error(`${ownOrigin}${app.health} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // … and changes only the remote map: a new file renamed over the old one
  const map = JSON.parse(fs.readFileSync(t.remotesFile, 'utf8'));
  map[app.container] = `${ownOrigin}${app.prefix}mf-manifest.json`;
  fs.writeFileSync(`${t.remotesFile}.new`, `${JSON.stringify(map)}\n`);
  fs.renameSync(`${t.remotesFile}.new`, t.remotesFile);

  // the gateway answers the new map and a policy that lets the browser load from there, at once
  const served = JSON.parse((await request(`${t.origin}/portal/remotes.json`)).body);
  check(served[app.container] === map[app.container], `remotes.json through the gateway: ${JSON.stringify(served)}`);
  for (const p of ['/portal/', '/portal/cash/note']) {
    const csp = directives((await request(`${t.origin}${p}`)).headers['content-security-policy']);
    check(
      csp['script-src']?.includes(ownOrigin) && csp['connect-src']?.includes(ownOrigin),
      `the CSP of ${p} does not list ${ownOrigin}: ${JSON.stringify(csp)}`,
    );
    check(csp['frame-ancestors']?.join(' ') === "'self'", `the CSP of ${p} lost frame-ancestors`);
  }
  // CORS for the federation files: the portal's origins, nobody else
  const manifestUrl = map[app.container];
  const allowed = await request(manifestUrl, { headers: { origin: t.origin } });
  check(allowed.headers['access-control-allow-origin'] === t.origin, `CORS for ${t.origin}: ${allowed.headers['access-control-allow-origin']}`);
  const refused = await request(manifestUrl, { headers: { origin: 'https://evil.example' } });
  check(refused.headers['access-control-allow-origin'] === undefined, 'CORS answered another origin');

  /** After the journey: the browser loaded the remote from its origin; the gateway never restarted; the host was not rebuilt. */
  const afterJourney = () => {
    const after = [];
    const log = path.join(t.dir, `${name}.access.log`);
    const lines = fs.existsSync(log)
      ? fs
          .readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
    const entries = lines.filter((l) => l.uri.endsWith('/remoteEntry.js') && l.status === 200);
    if (entries.length === 0) after.push(`the browser never loaded ${remote}'s remoteEntry.js from ${ownOrigin}`);
    if (t.gateway.pid !== gatewayPid || t.gateway.exitCode !== null || t.gateway.signalCode !== null) after.push('the gateway was restarted');
    if (hostBuild() !== built) after.push('the host was rebuilt');
    return { problems: after, figures: `${remote} from ${ownOrigin}: ${lines.length} requests (${entries.length} of remoteEntry.js)` };
  };
  return { problems, ownOrigin, afterJourney };
}

/**
 * A DNS server of A records on 127.0.0.1 (UDP, a free port): enough for nginx's resolver. `set()`
 * changes an answer, as Docker's DNS does when a container is recreated with a new address.
 */
async function startDns(records) {
  const socket = dgram.createSocket('udp4');
  const u16 = (n) => Buffer.from([n >> 8, n & 0xff]);
  socket.on('message', (msg, peer) => {
    let offset = 12;
    const labels = [];
    while (offset < msg.length && msg[offset] !== 0) {
      labels.push(msg.toString('ascii', offset + 1, offset + 1 + msg[offset]));
      offset += msg[offset] + 1;
    }
    const type = msg.readUInt16BE(offset + 1);
    const question = msg.subarray(12, offset + 5);
    const address = records.get(labels.join('.').toLowerCase());
    const answer =
      address && type === 1
        ? Buffer.concat([Buffer.from([0xc0, 0x0c]), u16(1), u16(1), Buffer.from([0, 0, 0, 1]), u16(4), Buffer.from(address.split('.').map(Number))])
        : Buffer.alloc(0);
    // a response, recursion available; NXDOMAIN for a name it does not know
    const header = Buffer.concat([msg.subarray(0, 2), u16(0x8180 | (address ? 0 : 3)), u16(1), u16(answer.length > 0 ? 1 : 0), u16(0), u16(0)]);
    socket.send(Buffer.concat([header, question, answer]), peer.port, peer.address);
  });
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, set: (name, address) => records.set(name, address), close: () => socket.close() };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url, timeoutMs, isDead) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = isDead();
    if (dead) throw new Error(dead);
    const res = await request(url).catch(() => ({ status: 0 }));
    if (res.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 (${res.status})`);
    await sleep(200);
  }
}

export async function checkReResolution(t) {
  const problems = [];
  const host = t.statics.find((s) => s.name === 'host');
  const port = t.sparePorts[1];
  const dns = await startDns(
    new Map([
      ['host.topology.test', '127.0.0.1'],
      ['api.topology.test', '127.0.0.1'],
    ]),
  );
  try {
    // the gateway as compose configures it: names, Docker's DNS (here the check's), cached 1 s
    const gateway = t.startNginx('gateway-resolving', 'gateway', {
      NGINX_PORT: String(port),
      GATEWAY_RESOLVER: `127.0.0.1:${dns.port}`,
      GATEWAY_RESOLVER_VALID: '1s',
      GATEWAY_HOST: `host.topology.test:${host.port}`,
      GATEWAY_API_SERVERS: `api.topology.test:${t.apiPorts[0]}`,
      GATEWAY_REMOTES: '',
      GATEWAY_REMOTES_JSON: '{}',
    });
    const origin = `http://127.0.0.1:${port}`;
    await answers(`${origin}/portal/index.html`, 20_000, gateway.isDead);
    const api = await request(`${origin}/fo-jp-web-api/api/public/banner/PC`);
    if (api.status !== 200) problems.push(`the API through a resolved name: ${api.status}`);
    // the host "recreated" at a new address (same port, another loopback address); the name moves
    const moved = t.startStatic(host, { name: 'host-recreated', listen: '127.0.0.7' });
    await answers(`http://127.0.0.7:${host.port}/portal/index.html`, 20_000, moved.isDead);
    dns.set('host.topology.test', '127.0.0.7');
    // the request ids the gateway passed on name the requests that reached the new address; the
    // access log may be written a moment after the answer, and on a busy machine the first round
    // can still meet the cached answer: up to three rounds, each after the cache's 1 s
    const log = path.join(t.dir, 'host-recreated.access.log');
    const reachedOf = (round) =>
      (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []).filter((line) =>
        JSON.parse(line).requestId?.startsWith(`reresolve-check-${round}-`),
      ).length;
    let reached = 0;
    for (let round = 0; round < 3 && reached !== 3; round++) {
      await sleep(1_500);
      for (let i = 0; i < 3; i++) await request(`${origin}/portal/index.html`, { headers: { 'x-request-id': `reresolve-check-${round}-${i}` } });
      const until = Date.now() + 2_000;
      while ((reached = reachedOf(round)) !== 3 && Date.now() < until) await sleep(100);
    }
    if (reached !== 3) problems.push(`after the name moved, ${reached} of 3 requests reached the new address (resolved once at start?)`);
    return { problems, figures: `a moved upstream name followed (${reached} of 3 requests at the new address)` };
  } finally {
    dns.close();
  }
}
