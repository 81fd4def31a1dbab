// Instructions per customer/view answer, counted by valgrind's callgrind: the same figure on
// a quiet and on a busy machine. The req/s of `bench-api.mjs` move by a third from one round to the
// next on the shared 2-core machines this runs on, more than most single changes to the API's hot
// path; an instruction count repeats within about 1 % (the same build, one request at a time), so a
// change can be judged by it before it is judged by req/s. It is not the same thing as time (cache
// misses, the kernel's share of the socket write), only a steadier view of the user-space part.
//
// For the portal API, the hand-written floor (`bench-api-floor.mjs`), a bare Fastify sending the
// same body and the portal with its reads answered from memory (`bench-api-ceiling.mjs`): each
// started under `valgrind --tool=callgrind` with instrumentation off, WARM requests (one at a time,
// keep-alive) for the JIT to settle, then instrumentation on for N requests; the totals of every
// thread divided by N.
//
//   node tooling/scripts/bench-api-instructions.mjs      (needs valgrind; about 4 minutes)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './bench-api.mjs';

const WARM = Number(process.env.BENCH_INSTR_WARM ?? 3000);
const N = Number(process.env.BENCH_INSTR_N ?? 3000);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PATH = '/fo-jp-web-api/api/customer/view';

/** `count` GETs of customer/view, one at a time on one keep-alive connection; the last body. */
async function requests(port, headers, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let body = '';
  try {
    for (let i = 0; i < count; i++) {
      body = await new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: PATH, agent, headers }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`answered ${res.statusCode}`))));
          })
          .on('error', reject);
      });
    }
  } finally {
    agent.destroy();
  }
  return body;
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });

/** Instructions per request of the server `args` (a node command line) started under callgrind. */
async function countUnderCallgrind(label, args, { port, env, headers }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-callgrind-'));
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${dir}/out.%p`, process.execPath, ...args],
    { cwd: root, stdio: 'ignore', env: { ...process.env, ...env } },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 300_000);
    await requests(port, headers, WARM);
    const control = (...a) => spawnSync('callgrind_control', [...a, String(child.pid)], { encoding: 'utf8' });
    control('-i', 'on');
    await requests(port, headers, N);
    control('-i', 'off');
    control('-d');
  } finally {
    await stop(child);
  }
  let total = 0;
  for (const file of fs.readdirSync(dir)) {
    // The dump holds what was counted; the file written at exit, nothing (instrumentation was off).
    const m = fs.readFileSync(path.join(dir, file), 'utf8').match(/^totals: (\d+)/m);
    if (m) total += Number(m[1]);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return { label, perRequest: total / N };
}

if (spawnSync('valgrind', ['--version']).error) {
  console.log('valgrind is not installed: no instruction counts (apt-get install valgrind)');
  process.exit(0);
}

const port = Number(process.env.BENCH_PORT ?? 8380);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-instr-'));
const sqliteFile = path.join(dataDir, 'portal.sqlite');
const apiEnv = {
  PORT: String(port),
  NODE_ENV: 'development',
  SEED_DEMO: 'true',
  DEV_MAILBOX: 'false',
  DATABASE_URL: '',
  SQLITE_FILE: sqliteFile,
  NOTICE_QUEUE_POLL_MS: '0',
};
try {
  // Seed and log in natively (scrypt under valgrind takes minutes), then count a fresh start.
  const seeder = spawn(process.execPath, ['api/src/server.ts'], { cwd: root, stdio: 'ignore', env: { ...process.env, ...apiEnv } });
  let token;
  let body;
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    const res = await fetch(`http://127.0.0.1:${port}/fo-jp-web-api/api/login/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: '10000001', password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: 'true' }).toString(),
    });
    token = (await res.json()).result.token;
    body = await requests(port, { 'gw-Token': token }, 1);
  } finally {
    await stop(seeder);
  }
  const fastifyPath = createRequire(path.join(root, 'api/package.json')).resolve('fastify');
  const bare = [
    '--input-type=module',
    '-e',
    `const { default: Fastify } = await import(${JSON.stringify(fastifyPath)});
     const body = ${JSON.stringify(body)};
     const app = Fastify({ logger: false });
     app.get('/healthz', (_req, reply) => reply.send('ok'));
     app.get(${JSON.stringify(PATH)}, (_req, reply) => { reply.type('application/json; charset=utf-8').send(body); });
     await app.listen({ port: ${port}, host: '127.0.0.1' });`,
  ];
  const headers = { 'gw-Token': token };
  const results = [
    await countUnderCallgrind('portal API', ['api/src/server.ts'], { port, env: apiEnv, headers }),
    await countUnderCallgrind('same reads, no fw', ['tooling/scripts/bench-api-floor.mjs', String(port), sqliteFile, path.join(root, 'api')], {
      port,
      env: {},
      headers,
    }),
    await countUnderCallgrind('bare Fastify', bare, { port, env: {}, headers: {} }),
    await countUnderCallgrind('portal, no reads', ['tooling/scripts/bench-api-ceiling.mjs', String(port)], { port, env: apiEnv, headers }),
  ];
  console.log(`\n== API instructions per answer (customer/view, callgrind, one request at a time, ${N} after ${WARM} warm-up) ==`);
  for (const r of results) console.log(`${r.label.padEnd(18)}${Math.round(r.perRequest).toLocaleString('en-US').padStart(9)} instructions`);
  const [portal, floor, plain, ceiling] = results;
  console.log(
    `bare / portal     ${(plain.perRequest / portal.perRequest).toFixed(2)} (bare / floor ${(plain.perRequest / floor.perRequest).toFixed(2)}, bare / portal with no reads ${(plain.perRequest / ceiling.perRequest).toFixed(2)}; user-space instructions only: not the req/s ratio)`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
