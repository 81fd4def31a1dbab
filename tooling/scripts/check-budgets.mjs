// Byte and file-count budgets of every app's production build, so that growth is caught by the change
// that brings it: checked by the test command after the build. Deterministic: built bytes (the
// precompressed .gz copies the servers send), never timings. Budgets live in tooling/budgets.json; an
// app without an entry of its own gets "default", so a new remote is covered without an edit. When an
// app is over budget the check names the source modules that weigh most in it (from the source maps in
// dist-meta/), the usual suspects of growth.
// The first screens (the login page, a returning customer's My Page top) have budgets of their own,
// summed over the host and the remotes (firstScreens in budgets.json).
// Usage: node tooling/scripts/check-budgets.mjs [--report]   (--report prints, never fails)
import fs from 'node:fs';
import path from 'node:path';
import { apps, root } from '../apps.js';
import { bytesBySource } from './source-map-bytes.js';

const budgets = JSON.parse(fs.readFileSync(path.join(root, 'tooling/budgets.json'), 'utf8'));
const reportOnly = process.argv.includes('--report');
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** gzip bytes of a built file, from its precompressed copy. */
function gzipOf(dist, file) {
  const gz = path.join(dist, `${file}.gz`);
  return fs.existsSync(gz) ? fs.statSync(gz).size : fs.statSync(path.join(dist, file)).size;
}

/** What loads on every screen: the host's page scripts; a remote's entry and its `./routes` module (the host reads every remote's routes to build the menus; pages, drawers and prompts load on demand). */
function entryFiles(app, dist) {
  if (app === 'host') {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    return [...html.matchAll(/<script[^>]*src=["']?\/portal\/([^"' >]+\.js)/g)].map((m) => m[1]);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  return ['remoteEntry.js', ...manifest.exposes.filter((e) => e.name === 'routes').flatMap((e) => e.assets.js.sync)];
}

function biggestModules(app, dist, files, count = 8) {
  const meta = path.join(root, app, 'dist-meta');
  const total = new Map();
  for (const file of files) {
    const map = path.join(meta, `${file}.map`);
    if (!fs.existsSync(map)) continue;
    for (const [source, bytes] of bytesBySource(path.join(dist, file), map)) {
      const name = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
      total.set(name, (total.get(name) ?? 0) + bytes);
    }
  }
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, count);
}

let failed = 0;
console.log('app               entry JS (gzip, files)      all JS (gzip, files)       budget (entry / all)');
for (const app of apps) {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) {
    console.log(`${app.padEnd(18)}not built — skipped`);
    continue;
  }
  const budget = { ...budgets.default, ...budgets.apps[app] };
  const js = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  const entry = entryFiles(app, dist).filter((f) => fs.existsSync(path.join(dist, f)));
  const entryBytes = entry.reduce((s, f) => s + gzipOf(dist, f), 0);
  const allBytes = js.reduce((s, f) => s + gzipOf(dist, f), 0);
  const over = [];
  if (entryBytes > budget.entryGzipKiB * 1024) over.push(`entry ${kib(entryBytes)} > ${budget.entryGzipKiB} KiB`);
  if (entry.length > budget.entryFiles) over.push(`entry files ${entry.length} > ${budget.entryFiles}`);
  if (allBytes > budget.totalGzipKiB * 1024) over.push(`all JS ${kib(allBytes)} > ${budget.totalGzipKiB} KiB`);
  console.log(
    `${app.padEnd(18)}${`${kib(entryBytes)}, ${entry.length}`.padEnd(28)}${`${kib(allBytes)}, ${js.length}`.padEnd(27)}${budget.entryGzipKiB} / ${budget.totalGzipKiB} KiB${over.length ? '  OVER' : ''}`,
  );
  if (over.length) {
    failed++;
    console.log(`  ${app} is over its budget: ${over.join('; ')}. Biggest modules (minified bytes):`);
    const files = entryBytes > budget.entryGzipKiB * 1024 ? entry : js;
    for (const [name, bytes] of biggestModules(app, dist, files)) console.log(`    ${kib(bytes).padStart(10)}  ${name}`);
  }
}
// ---- first screens: the JavaScript a screen needs, across the host and the remotes ----
/**
 * The files of each first screen, from the host's dist-meta/first-screens.json and the remotes'
 * manifests: the login page (boot + login page), and a returning customer's My Page top (boot +
 * antd shell + layout + My Page top + the host's federation instance + every remote's entry and
 * route list, which the layout loads for the menus).
 */
function firstScreenFiles() {
  const list = path.join(root, 'host/dist-meta/first-screens.json');
  if (!fs.existsSync(list)) return null;
  const screens = JSON.parse(fs.readFileSync(list, 'utf8'));
  const host = (names) => [...new Set(names.flatMap((n) => screens[n]))].map((file) => ({ app: 'host', file }));
  const remoteFiles = apps
    .filter((app) => app !== 'host' && fs.existsSync(path.join(root, app, 'dist/mf-manifest.json')))
    .flatMap((app) => entryFiles(app, path.join(root, app, 'dist')).map((file) => ({ app, file })));
  return { login: host(['boot', 'login']), returning: [...host(['boot', 'shell', 'layout', 'home', 'federation']), ...remoteFiles] };
}

const screens = firstScreenFiles();
if (screens) {
  console.log('\nfirst screen        JS (gzip, files)           budget');
  for (const [screen, files] of Object.entries(screens)) {
    const budget = budgets.firstScreens[screen];
    const bytes = files.reduce((sum, f) => sum + gzipOf(path.join(root, f.app, 'dist'), f.file), 0);
    const over = [];
    if (bytes > budget.gzipKiB * 1024) over.push(`${kib(bytes)} > ${budget.gzipKiB} KiB`);
    if (files.length > budget.files) over.push(`${files.length} files > ${budget.files}`);
    console.log(
      `${screen.padEnd(20)}${`${kib(bytes)}, ${files.length}`.padEnd(27)}${budget.gzipKiB} KiB, ${budget.files} files${over.length ? '  OVER' : ''}`,
    );
    if (over.length) {
      failed++;
      console.log(`  ${screen} is over its budget: ${over.join('; ')}. Biggest modules (minified bytes):`);
      for (const app of new Set(files.map((f) => f.app)))
        for (const [name, n] of biggestModules(
          app,
          path.join(root, app, 'dist'),
          files.filter((f) => f.app === app).map((f) => f.file),
          5,
        ))
          console.log(`    ${kib(n).padStart(10)}  ${app}: ${name}`);
    }
  }
}

// ---- a remote's pages: the JavaScript of its largest page beyond its entry and route list ----
const remotePages = apps.filter((app) => app !== 'host' && fs.existsSync(path.join(root, app, 'dist-meta/pages.json')));
if (remotePages.length > 0) {
  const budget = budgets.remotePage;
  console.log(`\n${'remote page'.padEnd(20)}${'largest page JS (gzip), most files'.padEnd(52)}budget`);
  for (const app of remotePages) {
    const dist = path.join(root, app, 'dist');
    const pages = Object.entries(JSON.parse(fs.readFileSync(path.join(root, app, 'dist-meta/pages.json'), 'utf8'))).map(([page, files]) => ({
      page,
      files,
      bytes: files.reduce((sum, file) => sum + gzipOf(dist, file), 0),
    }));
    const largest = [...pages].sort((a, b) => b.bytes - a.bytes)[0];
    if (!largest) continue;
    const most = Math.max(...pages.map((p) => p.files.length));
    const over = largest.bytes > budget.gzipKiB * 1024 || most > budget.files;
    console.log(
      `${app.padEnd(20)}${`${kib(largest.bytes)} (${path.basename(largest.page)}), most files ${most}`.padEnd(52)}${budget.gzipKiB} KiB, ${budget.files} files${over ? '  OVER' : ''}`,
    );
    if (over) {
      failed++;
      for (const [name, n] of biggestModules(app, dist, largest.files, 5)) console.log(`    ${kib(n).padStart(10)}  ${name}`);
    }
    // Another page of the same remote: its own files, the ones no other page of the remote loads —
    // what it adds once the chunks the remote's pages share have arrived with an earlier page.
    const owns = pages.map((p) => {
      const own = p.files.filter((file) => !pages.some((other) => other !== p && other.files.includes(file)));
      return { page: p.page, files: own, bytes: own.reduce((sum, file) => sum + gzipOf(dist, file), 0) };
    });
    const heaviestOwn = owns.sort((a, b) => b.bytes - a.bytes)[0];
    const ownOver = heaviestOwn.bytes > budget.anotherGzipKiB * 1024;
    console.log(
      `${''.padEnd(20)}${`another page: ${kib(heaviestOwn.bytes)} of its own (${path.basename(heaviestOwn.page)})`.padEnd(56)}${budget.anotherGzipKiB} KiB${ownOver ? '  OVER' : ''}`,
    );
    if (ownOver) {
      failed++;
      for (const [name, n] of biggestModules(app, dist, heaviestOwn.files, 5)) console.log(`    ${kib(n).padStart(10)}  ${name}`);
    }
  }
}

// The page's stylesheets (antd's static stylesheet, render-blocking on every first screen).
const hostDist = path.join(root, 'host/dist');
if (screens && fs.existsSync(path.join(hostDist, 'index.html'))) {
  const html = fs.readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  const sheets = [...html.matchAll(/<link[^>]*rel=["']?stylesheet[^>]*href=["']?\/portal\/([^"' >]+\.css)/g)].map((m) => m[1]);
  const bytes = sheets.reduce((sum, file) => sum + gzipOf(hostDist, file), 0);
  const budget = budgets.firstScreens.css;
  const over = bytes > budget.gzipKiB * 1024;
  console.log(`${'page CSS'.padEnd(20)}${`${kib(bytes)}, ${sheets.length}`.padEnd(27)}${budget.gzipKiB} KiB${over ? '  OVER' : ''}`);
  if (over) failed++;
}

if (failed && !reportOnly) {
  console.error(
    `\n${failed} app(s) or first screen(s) over budget (tooling/budgets.json). Shrink them, or raise the budget in a reviewed change that says why.`,
  );
  process.exit(1);
}
console.log(failed ? `\n${failed} over budget (report only)` : '\nevery app and first screen within its budget');
