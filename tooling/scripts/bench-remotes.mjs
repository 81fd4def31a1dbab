// The remotes section of `npm run bench`. Prints figures, asserts nothing.
// One customer's journey in one browser tab: login → My Page top (idle) → one page of every remote,
// each reached client-side as a menu click does. For each remote's first page: the JavaScript it
// fetched beyond what was already there (gzip, files) against the target (≤ 60 KiB gzip, ≤ 6 files),
// the time from the navigation to its heading, and which packages the page's new files carried. Then
// every npm package whose code arrived in more than one fetched file over the whole journey: the
// same module (by its source path) fetched twice, the bytes that were fetched again, and the
// containers that sent it. The files' modules are read from each build's source maps (dist-meta/).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { root } from '../apps.js';
import { contextOptions, launchChromium } from './bench-browser.mjs';
import { loginInBrowser, waitForMyPageTop } from './bench-server.mjs';
import { bytesBySource } from './source-map-bytes.js';

const REMOTE_PAGES = [
  ['remote-cash', '/portal/cash/withdraw', '出金'],
  ['remote-customer', '/portal/customer/info', '基本情報'],
  ['remote-security', '/portal/customer/verify2', '多要素認証'],
  ['remote-tools', '/portal/link/tools', 'ツール'],
];
const TARGET = { gzipKiB: 60, files: 6 };
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** The built file a portal URL serves: /portal/remotes/<segment>/<file> or the host's /portal/<file>. */
function distFileOf(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/portal\/remotes\/([^/]+)\/(.+)$/);
  const [app, file] = remote ? [`remote-${remote[1]}`, remote[2]] : ['host', pathname.replace(/^\/portal\//, '')];
  return { app, file: path.join(root, app, 'dist', file), map: path.join(root, app, 'dist-meta', `${file}.map`) };
}

/** The npm package of a source path of a map, and the module's path inside it (null: not a package). */
function packageModule(source) {
  const m = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.+)$/);
  return m ? { pkg: m[1], module: `${m[1]}/${m[2]}` } : null;
}

/** Each fetched file once: its gzip size and the package modules (with their bytes) it holds. */
function readFetched(urls) {
  return urls.map((url) => {
    const { app, file, map } = distFileOf(url);
    if (!fs.existsSync(file)) return { url, app, gzip: 0, modules: new Map() };
    const modules = new Map();
    if (fs.existsSync(map)) {
      for (const [source, bytes] of bytesBySource(file, map)) {
        const pm = packageModule(source);
        if (pm) modules.set(pm.module, { pkg: pm.pkg, bytes: (modules.get(pm.module)?.bytes ?? 0) + bytes });
      }
    }
    return { url, app, gzip: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length, modules };
  });
}

/** Packages whose modules arrived in more than one file: bytes fetched again and the apps that sent them. */
function fetchedTwice(files) {
  const seen = new Map();
  for (const f of files)
    for (const [module, { pkg, bytes }] of f.modules) seen.set(module, [...(seen.get(module) ?? []), { pkg, bytes, app: f.app }]);
  const byPackage = new Map();
  for (const copies of seen.values()) {
    if (copies.length < 2) continue;
    const entry = byPackage.get(copies[0].pkg) ?? { again: 0, apps: new Set() };
    for (const c of copies.slice(1)) entry.again += c.bytes;
    for (const c of copies) entry.apps.add(c.app);
    byPackage.set(copies[0].pkg, entry);
  }
  return [...byPackage].sort((a, b) => b[1].again - a[1].again);
}

export async function benchRemotes({ base, customerNo = '10000001' }) {
  console.log('\n== the first page of each remote (one tab: login → My Page top → a page of every remote) ==');
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext(contextOptions)).newPage();
    let urls = [];
    page.on('response', (res) => {
      if (/\.js(\?|$)/.test(res.url())) urls.push(res.url());
    });
    const idle = async () => {
      let count = -1;
      while (count !== urls.length) {
        count = urls.length;
        await page.waitForTimeout(600);
      }
    };
    await loginInBrowser(page, base, customerNo);
    await waitForMyPageTop(page);
    await idle();
    // A file asked for again (a prefetched chunk when it is run, a cached one) is not on the wire again.
    const journey = [...new Set(urls)];
    for (const [app, pagePath, heading] of REMOTE_PAGES) {
      urls = [];
      const t = performance.now();
      await page.evaluate((p) => {
        globalThis.history.pushState({}, '', p);
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
      }, pagePath);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      const shown = performance.now() - t;
      await idle();
      const fresh = [...new Set(urls)].filter((url) => !journey.includes(url));
      const files = readFetched(fresh);
      journey.push(...fresh);
      const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
      const packages = new Map();
      for (const f of files) for (const { pkg, bytes } of f.modules.values()) packages.set(pkg, (packages.get(pkg) ?? 0) + bytes);
      const over = gzip / 1024 > TARGET.gzipKiB || files.length > TARGET.files ? '  OVER' : '';
      console.log(
        `${app.padEnd(16)} ${pagePath.padEnd(24)} +${kib(gzip)} gzip in ${files.length} files (target ≤ ${TARGET.gzipKiB} KiB, ≤ ${TARGET.files}), heading in ${shown.toFixed(0)} ms${over}`,
      );
      const top = [...packages].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(`${''.padEnd(17)}largest (minified): ${top.map(([p, b]) => `${p} ${kib(b)}`).join(', ') || '–'}`);
      const from = new Map();
      for (const f of files) from.set(f.app, (from.get(f.app) ?? 0) + f.gzip);
      console.log(`${''.padEnd(17)}from: ${[...from].map(([a, b]) => `${a} ${kib(b)}`).join(', ')}`);
    }
    const twice = fetchedTwice(readFetched(journey));
    console.log(`\nnpm packages fetched more than once over the journey (${journey.length} JS files): ${twice.length === 0 ? 'none' : twice.length}`);
    for (const [pkg, { again, apps }] of twice.slice(0, 20))
      console.log(`  ${pkg.padEnd(34)} ${kib(again).padStart(10)} minified again, from ${[...apps].join(', ')}`);
    if (twice.length > 20) console.log(`  … and ${twice.length - 20} more`);
  } finally {
    await browser.close();
  }
}
