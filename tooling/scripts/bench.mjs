// `npm run bench` (tooling/bin/portal.sh bench → portal.mjs → here): prints figures, asserts nothing.
// Its parts, in this order (`npm run bench -- api passkeys` runs only those named):
//  build          production build time per app
//  first-screens  the first load (the JavaScript the login page and My Page top fetch, raw and gzip,
//                 and the time to idle) and the first screens (login page, submit → balances,
//                 returning customer) of the composed build against the same source built as one
//                 ordinary webpack application, with their ratios (bench-first-screens.mjs,
//                 tooling/webpack/monolith.config.js), and a trace of each build's submit and
//                 returning customer read into a short breakdown (bench-trace.js)
//  api            login/auth and customer/view latency, customer/view throughput against bare
//                 Fastify and the floor (bench-api.mjs)
//  cash           each cash page's JavaScript, the history API with 100 000 movements (bench-cash.mjs)
//  customer       each customer page's JavaScript, the per-lookup answers (bench-customer.mjs)
//  remotes        the first page of each remote in one tab (JavaScript beyond My Page top against
//                 the target, time to its heading) and the npm packages fetched more than once over
//                 that journey (bench-remotes.mjs)
//  passkeys       the API's part of a passkey login and of a step-up (bench-passkeys.mjs)
//  capacity       the CPU per call of each endpoint class of the soak's visit, on SQLite and PostgreSQL
//                 (API process and database backends), and per visit: the capacity model's inputs
//                 (bench-capacity.mjs, docs/api-performance.md § Capacity)
// Every server is the API started by bench-server.mjs (a fresh SQLite file each), every login its
// `login` / `loginInBrowser`. Ports from BENCH_PORT (default 8280) to BENCH_PORT + 8.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { apps, root } from '../apps.js';
import { apiLatency, benchApi } from './bench-api.mjs';
import { benchCapacity } from './bench-capacity.mjs';
import { benchCash } from './bench-cash.mjs';
import { benchCustomer } from './bench-customer.mjs';
import { firstScreens, printFirstLoad, printFirstScreens, printTraces } from './bench-first-screens.mjs';
import { benchPasskeys } from './bench-passkeys.mjs';
import { benchRemotes } from './bench-remotes.mjs';
import { RAISED_LOGIN_LIMITS, startApi } from './bench-server.mjs';

const PARTS = ['build', 'first-screens', 'api', 'cash', 'customer', 'remotes', 'passkeys', 'capacity'];
const asked = process.argv.slice(2);
const unknown = asked.filter((p) => !PARTS.includes(p));
if (unknown.length > 0) {
  console.error(`unknown bench part ${unknown.join(', ')} (parts: ${PARTS.join(' ')})`);
  process.exit(2);
}
const runs = (part) => asked.length === 0 || asked.includes(part);

const port = Number(process.env.BENCH_PORT ?? 8280);
const ports = { portal: port, cash: port + 1, reference: port + 2 /* to + 4 */, monolith: port + 5, passkeys: port + 7, capacity: port + 8 };

function webpack(app, args = ['--mode', 'production']) {
  const r = spawnSync(path.join(root, app, 'node_modules/.bin/webpack'), args, { cwd: path.join(root, app), stdio: 'ignore' });
  return r.status === 0;
}

if (runs('build')) {
  console.log('== build (production) ==');
  for (const app of apps) {
    const t = Date.now();
    if (!webpack(app)) throw new Error(`build of ${app} failed`);
    console.log(`${app.padEnd(16)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
}

// The composed portal: the first screens, the API figures and the pages are measured on this one
// server. The API part alone needs no build: its server then serves no portal.
const needsBuild = ['first-screens', 'cash', 'customer', 'remotes'].filter(runs);
if (needsBuild.length > 0 && !fs.existsSync(path.join(root, 'host/dist/index.html'))) {
  console.error(`${needsBuild.join(', ')}: no production build (npm run build, or the bench's build part, first)`);
  process.exit(1);
}
const portal =
  needsBuild.length > 0 || runs('api') ? await startApi({ port: ports.portal, portal: needsBuild.length > 0, env: RAISED_LOGIN_LIMITS }) : null;
try {
  if (runs('first-screens')) {
    const federated = await firstScreens({ base: portal.base });
    printFirstLoad(federated);
    // the monolith baseline: same source, same server code, a server of its own
    const monolithDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-monolith-'));
    try {
      const t0 = Date.now();
      if (!webpack('host', ['--config', '../tooling/webpack/monolith.config.js', '--env', `out=${monolithDir}`])) {
        throw new Error('the monolith build failed');
      }
      console.log(`\nmonolith baseline built in ${((Date.now() - t0) / 1000).toFixed(1)} s (tooling/webpack/monolith.config.js)`);
      const monolith = await startApi({ port: ports.monolith, portal: monolithDir, env: RAISED_LOGIN_LIMITS });
      try {
        const mono = await firstScreens({ base: monolith.base });
        printFirstScreens(federated, mono);
        printTraces('federated', federated);
        printTraces('monolith', mono);
      } finally {
        await monolith.stop();
      }
    } finally {
      fs.rmSync(monolithDir, { recursive: true, force: true });
    }
  }

  if (runs('api')) {
    const token = await apiLatency(portal.base);
    await benchApi({ api: portal, token, port: ports.reference });
  }
  if (runs('cash')) await benchCash({ base: portal.base, port: ports.cash });
  if (runs('customer')) await benchCustomer({ base: portal.base });
  if (runs('remotes')) await benchRemotes({ base: portal.base });
} finally {
  await portal?.stop();
}
if (runs('passkeys')) await benchPasskeys({ port: ports.passkeys });
if (runs('capacity')) await benchCapacity({ port: ports.capacity });
