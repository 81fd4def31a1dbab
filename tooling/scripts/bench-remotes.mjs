// The remotes section of `npm run bench`. Prints figures, asserts nothing.
// One customer's journey in one browser tab: login → My Page top (idle) → for every remote, its first
// page and then another page of it, each opened as a customer does: the pointer rests on the menu
// (or side-panel) link, then clicks it. For each page: the JavaScript it fetched beyond what was
// already there (gzip, files) against its target (a remote's first page ≤ 60 KiB gzip and ≤ 6 files,
// another page of it ≤ 15 KiB), the time from the click to its heading with its data on screen
// (median of RUNS journeys, each in a fresh browser context with an empty cache; target ≤ 300 ms),
// and which packages the page's new files carried. Then every npm package whose code arrived in more
// than one fetched file over the whole journey: the same module (by its source path) fetched twice,
// the bytes that were fetched again, and the containers that sent it. The files' modules are read
// from each build's source maps (dist-meta/).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { root } from '../apps.js';
import { contextOptions, launchChromium } from './bench-browser.mjs';
import { loginInBrowser, waitForMyPageTop } from './bench-server.mjs';
import { bytesBySource } from './source-map-bytes.js';

// How each page is reached: a submenu of the top navigation and its link, or a side-panel link.
// [app, first page, another page]; a page is { menu?, link, heading }.
const REMOTE_PAGES = [
  ['remote-cash', { menu: '入出金', link: '出金', heading: '出金' }, { menu: '入出金', link: '振替', heading: '振替' }],
  ['remote-customer', { menu: 'お客様情報', link: '基本情報', heading: '基本情報' }, { menu: 'お客様情報', link: '住所', heading: '住所' }],
  [
    'remote-security',
    { menu: 'お客様情報', link: '多要素認証', heading: '多要素認証' },
    { menu: 'お客様情報', link: 'パスキー', heading: 'パスキー' },
  ],
  ['remote-tools', { link: 'ツール', heading: 'ツール' }, { link: 'チャートデータ', heading: 'チャートデータ' }],
];
const TARGET = { first: { gzipKiB: 60, files: 6 }, another: { gzipKiB: 15 }, shownMs: 300 };
/** How long the pointer rests on a link before the click (a person's is longer, a few hundred ms). */
const HOVER_MS = 100;
const RUNS = Number(process.env.BENCH_REMOTE_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
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

/** The link of a page step: in its submenu's popup (opened by pointing at the submenu) or in the side panel. */
async function linkOf(page, step) {
  if (!step.menu) return page.getByRole('complementary').getByRole('link', { name: step.link, exact: true });
  const link = page.getByRole('menu').getByRole('link', { name: step.link, exact: true });
  // the pointer leaves the menu and the popup of the last click closes before the next one opens
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await link.waitFor({ state: 'hidden', timeout: 5_000 });
  await page.getByRole('navigation').getByRole('menuitem', { name: step.menu, exact: true }).hover();
  await link.waitFor({ timeout: 5_000 });
  // the popup's opening motion has ended (a link that still moves is not where the pointer goes)
  await page.waitForFunction(() =>
    globalThis.document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  return link;
}

/**
 * Points at the step's link for HOVER_MS, clicks it and returns the milliseconds from the click's
 * pointerdown to the first frame with the page's h1 in <main> and nothing there still loading (no
 * spinner, skeleton or busy region), as measured in the page's own clock.
 */
async function openTimed(page, step) {
  // a busy machine may still be moving the popup when the click comes, or close it under the pointer:
  // the whole gesture again (no pointerdown reached the page, so nothing was timed)
  for (let attempt = 1; ; attempt++) {
    try {
      return await openTimedOnce(page, step);
    } catch (error) {
      if (attempt === 5 || error?.name !== 'TimeoutError') throw error;
    }
  }
}

async function openTimedOnce(page, step) {
  const link = await linkOf(page, step);
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  await page.evaluate((heading) => {
    globalThis.__benchShown = new Promise((resolve, reject) => {
      let start = null;
      let firstReady = null;
      globalThis.addEventListener('pointerdown', () => (start = performance.now()), { once: true, capture: true });
      const giveUp = setTimeout(() => reject(new Error(`no heading ${heading} with its data in 30 s`)), 30_000);
      const check = () => {
        const main = globalThis.document.querySelector('main');
        const shown = main && [...main.querySelectorAll('h1')].some((h) => h.textContent.trim() === heading && h.checkVisibility());
        const busy = main?.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]');
        const ready = start !== null && shown && !busy;
        if (!ready) firstReady = null;
        else if (firstReady === null) firstReady = performance.now();
        // two frames in a row: the page is not between a render and its data request
        else {
          clearTimeout(giveUp);
          return resolve(firstReady - start);
        }
        globalThis.requestAnimationFrame(check);
      };
      globalThis.requestAnimationFrame(check);
    });
  }, step.heading);
  await link.click({ timeout: 5_000 });
  return page.evaluate(() => globalThis.__benchShown);
}

export async function benchRemotes({ base, customerNo = '10000001' }) {
  console.log(`\n== the pages of each remote (login → My Page top → each remote's first page, then another page of it; ${RUNS} runs) ==`);
  console.log(`(menu click after a ${HOVER_MS} ms hover → heading and data on screen, median of ${RUNS}; bytes and files from the first run)`);
  const browser = await launchChromium();
  const times = new Map(); // `${app} first|another` → ms[]
  const weights = new Map(); // same key → { gzip, files, packages, from } of the first run
  let journey = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(contextOptions);
      const page = await context.newPage();
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
      const seen = [...new Set(urls)];
      for (const [app, ...steps] of REMOTE_PAGES) {
        for (const [kind, step] of [
          ['first', steps[0]],
          ['another', steps[1]],
        ]) {
          urls = [];
          const ms = await openTimed(page, step);
          const key = `${app} ${kind}`;
          times.set(key, [...(times.get(key) ?? []), ms]);
          await idle();
          const fresh = [...new Set(urls)].filter((url) => !seen.includes(url));
          seen.push(...fresh);
          if (run > 0) continue;
          const files = readFetched(fresh);
          const packages = new Map();
          for (const f of files) for (const { pkg, bytes } of f.modules.values()) packages.set(pkg, (packages.get(pkg) ?? 0) + bytes);
          const from = new Map();
          for (const f of files) from.set(f.app, (from.get(f.app) ?? 0) + f.gzip);
          weights.set(key, { step, gzip: files.reduce((sum, f) => sum + f.gzip, 0), files: files.length, packages, from });
        }
      }
      if (run === 0) journey = seen;
      await context.close();
    }
  } finally {
    await browser.close();
  }

  for (const [app] of REMOTE_PAGES) {
    for (const kind of ['first', 'another']) {
      const key = `${app} ${kind}`;
      const { step, gzip, files, packages, from } = weights.get(key);
      const ms = median(times.get(key));
      const target = TARGET[kind];
      const bytesOver = gzip / 1024 > target.gzipKiB || (target.files && files > target.files);
      const label = `${app} ${kind === 'first' ? 'first page' : 'another page'}`;
      const targetText = target.files ? `≤ ${target.gzipKiB} KiB, ≤ ${target.files} files` : `≤ ${target.gzipKiB} KiB`;
      console.log(
        `${label.padEnd(30)} ${step.link.padEnd(8)} +${kib(gzip)} gzip in ${files} files (target ${targetText})${bytesOver ? '  OVER' : ''}; ` +
          `click → shown ${ms.toFixed(0)} ms (target ≤ ${TARGET.shownMs})${ms > TARGET.shownMs ? '  OVER' : ''} [${times
            .get(key)
            .map((t) => t.toFixed(0))
            .join(', ')}]`,
      );
      const top = [...packages].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(`${''.padEnd(31)}largest (minified): ${top.map(([p, b]) => `${p} ${kib(b)}`).join(', ') || '–'}`);
      if (from.size > 0) console.log(`${''.padEnd(31)}from: ${[...from].map(([a, b]) => `${a} ${kib(b)}`).join(', ')}`);
    }
  }
  const twice = fetchedTwice(readFetched(journey));
  console.log(`\nnpm packages fetched more than once over the journey (${journey.length} JS files): ${twice.length === 0 ? 'none' : twice.length}`);
  for (const [pkg, { again, apps }] of twice.slice(0, 20))
    console.log(`  ${pkg.padEnd(34)} ${kib(again).padStart(10)} minified again, from ${[...apps].join(', ')}`);
  if (twice.length > 20) console.log(`  … and ${twice.length - 20} more`);
}
