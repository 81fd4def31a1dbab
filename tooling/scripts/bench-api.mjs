// API throughput (issue 8): customer/view of the real API (auth hook, session lookup, queries, request
// log, security headers — everything kept) against a bare Fastify answering the same JSON, in the
// same run, at 16 connections. wrk (Debian's package) drives the load when it is installed; otherwise
// a keep-alive Node client does (it saturates sooner, so its ratio reads higher: the table says which).
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** req/s and latency percentiles of `seconds` of GETs at `connections`. */
async function load(url, headers, { connections = 16, seconds = 8 } = {}) {
  if (hasWrk) {
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
    const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
    const ms = (label) => {
      const m = out.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`));
      return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]] : NaN;
    };
    return { rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]), p50: ms('50%'), p99: ms('99%'), tool: 'wrk' };
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve, reject) => {
      const t = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => {
            times.push(performance.now() - t);
            resolve();
          });
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { rps: times.length / seconds, p50: q(0.5), p99: q(0.99), tool: 'node client' };
}

export async function benchApi({ base, root, token, port }) {
  const url = `${base}/fo-jp-web-api/api/customer/view`;
  const body = await (await fetch(url, { headers: { 'gw-Token': token } })).text();
  const apiRequire = createRequire(path.join(root, 'api/package.json'));
  const fastifyPath = apiRequire.resolve('fastify');
  const bare = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { default: Fastify } = await import(${JSON.stringify(fastifyPath)});
       const body = ${JSON.stringify(body)};
       const app = Fastify({ logger: false });
       app.get('/fo-jp-web-api/api/customer/view', (_req, reply) => { reply.type('application/json; charset=utf-8').send(body); });
       await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    ],
    { stdio: 'ignore' },
  );
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/fo-jp-web-api/api/customer/view`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const portal = await load(url, { 'gw-Token': token });
    const plain = await load(`http://127.0.0.1:${port}/fo-jp-web-api/api/customer/view`, {});
    const f = (r) => `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`;
    console.log(`\n== API throughput (customer/view, 16 connections, ${portal.tool}) ==`);
    console.log(`portal API        ${f(portal)}`);
    console.log(`bare Fastify      ${f(plain)}`);
    console.log(`ratio             ${(portal.rps / plain.rps).toFixed(2)} (target ≥ 0.50; p99 target ≤ 10 ms)`);
  } finally {
    bare.kill();
  }
}
