// `pnpm bench`: prints figures, asserts nothing.
//  - production build time per app
//  - bytes (raw and gzip) the browser loads for the login page and for My Page top after login,
//    measured in Chromium against the composed build
//  - the first screens (login page, submit → balances, returning customer) of the composed build and
//    of the same source built as one ordinary webpack application, with their ratios
//    (bench-first-screens.mjs, tooling/webpack/monolith.config.js)
//  - API latency (p50/p95) of login/auth and customer/view over a bounded loopback loop, and
//    customer/view throughput against a bare Fastify (bench-api.mjs)
//  - the API's part of a passkey login and of a step-up (bench-passkeys.mjs)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

import { apps, portalRemotesEnv, root } from '../apps.js';
import { jsCounter } from './bench-js-counter.mjs';
import { benchApi, benchApiEnv } from './bench-api.mjs';
import { chromiumLaunchOptions } from '../chromium.js';

const port = Number(process.env.BENCH_PORT ?? 8280);
const base = `http://127.0.0.1:${port}`;

console.log('== build (production) ==');
for (const app of apps) {
  const t = Date.now();
  const r = spawnSync(path.join(root, app, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: path.join(root, app), stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`build of ${app} failed`);
  console.log(`${app.padEnd(16)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, ['api/src/server.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    ...benchApiEnv(path.join(dataDir, 'portal.sqlite')),
    PORTAL_HOST_DIR: path.join(root, 'host/dist'),
    PORTAL_REMOTES: portalRemotesEnv(),
  },
});
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/portal/remotes.json`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const js = jsCounter(page);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  let t = Date.now();
  await page.goto(`${base}/portal/login`);
  await page.getByLabel('ログインID').waitFor();
  let bytes = await js.take();
  console.log('\n== first load ==');
  console.log(`login page        ${kib(bytes.raw)} JS (${kib(bytes.gzip)} gzip) in ${bytes.files} files, ${Date.now() - t - 500} ms to network idle`);
  t = Date.now();
  await page.getByLabel('ログインID').fill('10000001');
  await page.getByLabel('パスワード', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/portal/home');
  await page.getByRole('complementary').getByRole('link').first().waitFor();
  bytes = await js.take();
  console.log(
    `My Page top       +${kib(bytes.raw)} JS (+${kib(bytes.gzip)} gzip) in ${bytes.files} files, ${Date.now() - t - 500} ms from submit to idle (layout, page, remotes' routes)`,
  );
  await browser.close();

  // ---- first screens against the monolith baseline: same source, same server ----
  {
    const monolithDir = path.join(dataDir, 'monolith');
    const t0 = Date.now();
    const built = spawnSync(
      path.join(root, 'host/node_modules/.bin/webpack'),
      ['--config', '../tooling/webpack/monolith.config.js', '--env', `out=${monolithDir}`],
      {
        cwd: path.join(root, 'host'),
        stdio: 'ignore',
      },
    );
    if (built.status !== 0) throw new Error('the monolith build failed');
    console.log(`\nmonolith baseline built in ${((Date.now() - t0) / 1000).toFixed(1)} s (tooling/webpack/monolith.config.js)`);
    const monolithPort = port + 3;
    const monolith = spawn(process.execPath, ['api/src/server.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(monolithPort),
        ...benchApiEnv(path.join(dataDir, 'monolith.sqlite')),
        PORTAL_HOST_DIR: monolithDir,
        PORTAL_REMOTES: '',
      },
    });
    try {
      const monolithBase = `http://127.0.0.1:${monolithPort}`;
      for (let i = 0; i < 100; i++) {
        try {
          if ((await fetch(`${monolithBase}/portal/remotes.json`)).ok) break;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      const { firstScreens, printFirstScreens } = await import('./bench-first-screens.mjs');
      const federated = await firstScreens({ base, chromium, launchOptions: chromiumLaunchOptions });
      const baseline = await firstScreens({ base: monolithBase, chromium, launchOptions: chromiumLaunchOptions });
      printFirstScreens(federated, baseline);
    } finally {
      monolith.kill();
    }
  }

  console.log('\n== API latency (loopback, sequential) ==');
  const timeIt = async (label, n, fn) => {
    const times = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      await fn();
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
    console.log(`${label.padEnd(18)} n=${n} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms`);
  };
  const form = (o) => new URLSearchParams(o).toString();
  let token = '';
  await timeIt('login/auth', 30, async () => {
    const res = await fetch(`${base}/fo-jp-web-api/api/login/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ username: '10000001', password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: 'false' }),
    });
    token = (await res.json()).result.token;
  });
  await timeIt('customer/view', 200, async () => {
    await (await fetch(`${base}/fo-jp-web-api/api/customer/view`, { headers: { 'gw-Token': token } })).json();
  });

  await benchApi({ base, root, token, port: port + 2, apiPid: server.pid, sqliteFile: path.join(dataDir, 'portal.sqlite') });

  // ---- cash: its own section, see bench-cash.mjs ----
  const { benchCash } = await import('./bench-cash.mjs');
  await benchCash({
    base,
    root,
    port: port + 1,
    chromium,
    launchOptions: chromiumLaunchOptions,
  });

  // ---- customer pages: their own section, see bench-customer.mjs ----
  const { benchCustomer } = await import('./bench-customer.mjs');
  await benchCustomer({
    base,
    chromium,
    launchOptions: chromiumLaunchOptions,
  });

  // ---- passkeys: the API's part of a passkey login and of a step-up, see bench-passkeys.mjs ----
  const { benchPasskeys } = await import('./bench-passkeys.mjs');
  await benchPasskeys({ root, port: port + 7 });
} finally {
  server.kill();
}
