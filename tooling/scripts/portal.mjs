// Orchestration behind README's commands (run by tooling/bin/portal.sh after the toolchain and
// `pnpm install` are in place):
//   start  build host + every remote, then serve portal + API on one origin (PORT, default 8080)
//   test   lint, typecheck, unit, API (SQLite, then PostgreSQL when reachable), build, size budgets,
//          remote compatibility, deployment files, alert rules, e2e, topology smoke
//   build  production builds of host and every remote
//   bench [part...]  size and speed figures (tooling/scripts/bench.mjs; its parts are listed there)
//   migrate, backup [file], restore <file>   the database's migration step, backup and restore
//   rotate-document-key  seal every stored document under the current DOCUMENT_KEY (api/scripts/)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { apps, distDir, portalRemotesEnv, remotes, root } from '../apps.js';
import { canConnect } from './bench-server.mjs';

/**
 * The older commit of the version-skew journeys (PORTAL_SKEW_REF overrides): the last one whose host
 * and remotes were deployed together before the remotes went on alone. Move it forward when a change
 * is meant to break compatibility with it (and say so in the change).
 */
// Moved from 63b5ab999e to a build of shared-kernel 2.0.0 as it is released: its entries export only
// what production code imports (names that only tests used left them, a major version), so remotes
// built now require ^2.0.0 and the compatibility check refuses a host of 1.x.
const SKEW_REF = 'c69b916d63ba3039bad4ca72d43b4439f04f32c7';

const bin = (name) => path.join(root, 'node_modules/.bin', name);

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  return r.status === 0;
}

/** Production builds of every app, as many at once as there are cores (webpack itself uses about one). */
export async function build() {
  const queue = [...apps];
  let ok = true;
  const buildOne = (app) =>
    new Promise((resolve) => {
      const child = spawn(path.join(root, app, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
        cwd: path.join(root, app),
        stdio: 'inherit',
      });
      child.on('error', () => resolve(false));
      child.on('exit', (code) => resolve(code === 0));
    });
  const worker = async () => {
    while (ok && queue.length > 0) {
      const app = queue.shift();
      const started = Date.now();
      console.log(`▶ build ${app}`);
      if (!(await buildOne(app))) {
        ok = false;
        console.error(`✘ build of ${app} failed`);
        return;
      }
      console.log(`  ${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(apps.length, os.availableParallelism())) }, worker));
  return ok;
}

/** Environment that makes the API serve the composed production build on one origin. */
export function portalEnv(extra = {}) {
  return {
    PORTAL_HOST_DIR: path.join(root, 'host/dist'),
    PORTAL_REMOTES: portalRemotesEnv(),
    ...extra,
  };
}

async function start() {
  if (!(await build())) process.exit(1);
  const port = process.env.PORT ?? '8080';
  // `npm start` is the demo (demo customers, dev mailbox, bank simulators): it runs the API as a
  // development server whatever NODE_ENV the shell has. A production API refuses those features
  // (api/src/config/production-guard.ts); run it with `node api/src/server.ts` and its secrets.
  if (process.env.NODE_ENV === 'production') {
    console.log(
      'npm start runs the demo: NODE_ENV=production is ignored (the API starts as a development server with demo data and the dev mailbox).',
    );
  }
  const env = {
    ...process.env,
    ...portalEnv(),
    PORT: port,
    NODE_ENV: 'development',
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true',
  };
  console.log(`\nマイページ: http://localhost:${port}/portal/  (dev mailbox: http://localhost:${port}/dev/mailbox)`);
  const child = spawn(process.execPath, ['api/src/server.ts'], { cwd: root, stdio: 'inherit', env });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  console.log('▶ Chromium is missing: installing Debian chromium + fonts-noto-cjk');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']) && fs.existsSync(chromium);
}

/** Reads a jest --json result file into {passed, failed}. */
function jestCounts(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

function playwrightCounts(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Every test of a jest --json result file as {runner, name, ms}. */
export function jestTimings(runner, file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return r.testResults.flatMap((f) =>
      (f.assertionResults ?? []).map((t) => ({
        runner,
        name: `${path.relative(root, f.name)} › ${[...(t.ancestorTitles ?? []), t.title].join(' › ')}`,
        ms: t.duration ?? 0,
      })),
    );
  } catch {
    return [];
  }
}

/** Every test of a Playwright JSON report as {runner, name, ms}: the last attempt's time (a retry is its own run). */
export function playwrightTimings(runner, file, baseDir) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    const out = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const last = t.results?.at(-1);
          if (!last) continue;
          const where = path.relative(root, path.join(baseDir ?? r.config?.rootDir ?? root, spec.file));
          out.push({ runner, name: `${where} › ${[...titles, spec.title].join(' › ')}`, ms: last.duration ?? 0 });
        }
      }
      // the top suites are the files; the ones inside them are describe blocks
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of r.suites ?? []) walk(suite, []);
    return out;
  } catch {
    return [];
  }
}

/** The `count` slowest tests of every runner, as a table. */
export function slowestTable(timings, count = 15) {
  const top = [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (top.length === 0) return '';
  const width = Math.max(...top.map((t) => t.runner.length));
  const rows = top.map((t) => `${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.runner.padEnd(width)}  ${t.name}`);
  return [`the ${top.length} slowest tests:`, ...rows].join('\n');
}

/**
 * Runs a command as a step of the test command. Alone, its output goes straight to the terminal;
 * `buffered` (a step running beside others), stdout and stderr are collected in the order they come
 * and printed whole when it ends, so two steps' lines never interleave.
 */
function runAsync(cmd, args, { buffered = false, ...opts } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      ...opts,
      env: { ...process.env, ...opts.env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      resolve({ ok, output: Buffer.concat(chunks).toString('utf8') });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** Commands run one after another (the first failure stops the rest), their outputs joined. */
async function runAll(commands, opts) {
  let output = '';
  for (const [cmd, args, more] of commands) {
    const r = await runAsync(cmd, args, { ...opts, ...more });
    output += r.output;
    if (!r.ok) return { ok: false, output };
  }
  return { ok: true, output };
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * The suite's steps as they run: each recorded with its time and test counts, alone (output live) or
 * side by side with others.
 */
function createStepRunner() {
  const steps = [];
  const timings = [];
  const totals = { passed: 0, failed: 0 };
  const started = Date.now();
  const record = (name, ok, ms, counts, parallel = false) => {
    steps.push({ name, ok, ms, parallel });
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    }
    console.log(`\n${ok ? '✔' : '✘'} ${name}${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''} in ${seconds(ms)}\n`);
  };
  /** A step alone: its output live. `body` resolves to ok or {ok, counts}. */
  const step = async (title, name, body) => {
    console.log(`▶ ${title}`);
    const started = Date.now();
    const r = await body(false);
    const { ok, counts } = typeof r === 'boolean' ? { ok: r, counts: undefined } : r;
    record(name, ok, Date.now() - started, counts);
    return ok;
  };
  /**
   * Steps side by side (independent ones, each mostly on one core or waiting on a database): each
   * body gets `buffered = true`, and its output is printed whole, under its title, when it ends.
   */
  const together = async (list) => {
    if (process.env.PORTAL_TEST_SERIAL === '1') {
      // one after another, output live (PORTAL_TEST_SERIAL=1: to compare, or on a single core)
      const results = [];
      for (const s of list) results.push(await step(s.title, s.name, s.body));
      return results;
    }
    console.log(`▶ side by side: ${list.map((s) => s.name).join(' ‖ ')}`);
    const results = await Promise.all(
      list.map(async ({ title, name, body }) => {
        const started = Date.now();
        const r = await body(true);
        const { ok, output, counts } = r;
        console.log(`▶ ${title} (output of the whole step)`);
        process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
        record(name, ok, Date.now() - started, counts, true);
        return ok;
      }),
    );
    return results;
  };
  return { steps, timings, totals, started, record, step, together };
}

/**
 * Version skew (remotes are deployed on their own schedule, so the host and a remote may be of
 * different commits): the host and remote-tools as they were at an older commit, for the journeys
 * that pair an older remote with this host and this checkout's remotes with an older host.
 * Built in a child process beside lint and typecheck (each of which keeps one core busy); the
 * builds are kept per commit in a cache outside the checkout, so a fresh clone on the same machine
 * builds them once (PORTAL_SKEW_CACHE overrides the folder).
 */
function skewBuildStep(skewResult) {
  const skewRef = process.env.PORTAL_SKEW_REF ?? SKEW_REF;
  const skewCache = process.env.PORTAL_SKEW_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'portal-skew');
  return {
    title: `older builds for the version-skew journeys (host, remote-tools at ${skewRef.slice(0, 10)}, kept in ${skewCache})`,
    name: 'older builds (version skew)',
    body: async (buffered) => {
      const r = await runAsync('node', ['tooling/scripts/build-at.mjs', skewRef, 'remote-tools', 'host', '--out', skewCache, '--json', skewResult], {
        buffered,
      });
      return r;
    },
  };
}

/** Lint, typecheck and the older builds side by side; resolves to the older builds' folder ('' when none). */
async function lintTypecheckAndSkew(runner, tmp) {
  const skewResult = path.join(tmp, 'skew.json');
  // lint and typecheck are one process each (one core); the older builds are a pnpm install and two
  // webpack runs one after another
  await runner.together([
    {
      title: 'lint (ESLint, Prettier)',
      name: 'lint',
      body: (buffered) =>
        runAll(
          [
            [bin('eslint'), ['.', '--max-warnings=0']],
            [bin('prettier'), ['--check', '.', '--log-level=warn']],
          ],
          { buffered },
        ),
    },
    { title: 'typecheck', name: 'typecheck', body: (buffered) => runAsync('node', ['tooling/scripts/typecheck.mjs'], { buffered }) },
    skewBuildStep(skewResult),
  ]);
  try {
    return JSON.parse(fs.readFileSync(skewResult, 'utf8')).dir;
  } catch {
    return '';
  }
}

async function unitTests(runner, tmp) {
  const unitJson = path.join(tmp, 'unit.json');
  await runner.step('unit tests (kernel, host, remotes)', 'unit tests', async () => {
    // jest's default leaves one core idle (one worker on a 2-core machine): the jsdom suites are CPU-bound
    const ok = run(bin('jest'), ['--config', 'jest.config.js', '--maxWorkers=100%', '--json', `--outputFile=${unitJson}`]);
    runner.timings.push(...jestTimings('unit', unitJson));
    return { ok, counts: jestCounts(unitJson) };
  });
}

/**
 * The two API legs side by side: every test file has its own SQLite file or PostgreSQL schema, and
 * the files wait on scrypt and on the database in turn, so neither leg keeps both cores busy alone.
 */
async function apiTests(runner, tmp, pg) {
  const apiLeg = (leg, env, jsonName) => async (buffered) => {
    const json = path.join(tmp, jsonName);
    const r = await runAsync(bin('jest'), ['--config', 'api/jest.config.js', '--maxWorkers=100%', '--json', `--outputFile=${json}`], {
      buffered,
      env,
    });
    runner.timings.push(...jestTimings(leg, json));
    return { ...r, counts: jestCounts(json) };
  };
  const apiSteps = [
    { title: 'API tests on SQLite', name: 'API tests (SQLite)', body: apiLeg('api sqlite', { DATABASE_URL: '' }, 'api-sqlite.json') },
  ];
  if (pg.reachable) {
    apiSteps.push({
      title: `API tests on PostgreSQL (${pg.host.host}${pg.host.pathname})`,
      name: 'API tests (PostgreSQL)',
      body: apiLeg('api postgres', { DATABASE_URL: pg.url }, 'api-pg.json'),
    });
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    runner.record(`API tests (PostgreSQL): no server at ${pg.host.host}`, false, 0);
  } else {
    console.log(`\n- skipped the PostgreSQL leg of the API tests: no server at ${pg.host.host} (set TEST_POSTGRES_URL to point at one)\n`);
  }
  await runner.together(apiSteps);
}

/** The small checks, each a process of a few seconds (the build's only when there is a build). */
function smallChecks(built) {
  const checks = [];
  if (built) {
    // Each remote as if it were published alone: its manifest against the host build's declarations.
    checks.push(
      {
        title: 'size budgets (tooling/budgets.json)',
        name: 'size budgets',
        body: (buffered) => runAsync('node', ['tooling/scripts/check-budgets.mjs'], { buffered }),
      },
      {
        title: 'remote compatibility (tooling/scripts/check-remote-compat.mjs)',
        name: 'remote compatibility',
        body: (buffered) =>
          runAsync(
            'node',
            ['tooling/scripts/check-remote-compat.mjs', ...remotes.map((r) => path.relative(root, distDir(r))), '--host', 'host/dist'],
            { buffered },
          ),
      },
    );
  }
  checks.push(
    // no Docker engine here: the compose file is rendered and checked, the Dockerfiles linted
    {
      title: 'deployment files (docker-compose.yml, Dockerfiles)',
      name: 'deployment files',
      body: (buffered) => runAsync('node', ['tooling/scripts/check-deploy.mjs'], { buffered }),
    },
    // the alert rules with their cases (promtool), and the metrics they read exist
    {
      title: 'alert rules (deploy/prometheus, promtool)',
      name: 'alert rules',
      body: (buffered) => runAsync('node', ['tooling/scripts/check-alerts.mjs'], { buffered }),
    },
  );
  return checks;
}

/** The browser journeys on the production build, then the topology smoke where PostgreSQL is reachable. */
async function e2eAndTopology(runner, tmp, pg, skewDir) {
  if (!ensureChromium()) {
    runner.record('e2e: Chromium could not be installed', false, 0);
    return;
  }
  const e2eJson = path.join(tmp, 'e2e.json');
  await runner.step('e2e (Playwright, Chromium, composed production build)', 'e2e', async () => {
    const ok = run(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test'], {
      cwd: path.join(root, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, PORTAL_SKEW_DIR: skewDir, ...portalEnv() },
    });
    runner.timings.push(...playwrightTimings('e2e', e2eJson, path.join(root, 'e2e/tests')));
    return { ok, counts: playwrightCounts(e2eJson) };
  });

  // the compose topology as plain processes: nginx gateway + an nginx per app + two API
  // replicas on PostgreSQL, with the images' nginx configuration (tooling/scripts/topology.mjs)
  if (pg.reachable) {
    const smokeJson = path.join(tmp, 'topology.json');
    await runner.step('topology smoke (nginx gateway, static servers, two API replicas on PostgreSQL)', 'topology smoke', async () => {
      const { smoke } = await import('./topology.mjs');
      process.env.TOPOLOGY_POSTGRES_URL ??= pg.url;
      const ok = await smoke({ jsonReport: smokeJson });
      runner.timings.push(...playwrightTimings('topology', smokeJson, path.join(root, 'e2e/topology')));
      return { ok, counts: playwrightCounts(smokeJson) };
    });
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    runner.record(`topology smoke: no PostgreSQL at ${pg.host.host}`, false, 0);
  } else {
    console.log(`\n- skipped the topology smoke: no PostgreSQL at ${pg.host.host}\n`);
  }
}

function printSummary(runner) {
  const { steps, timings, totals } = runner;
  const failedSteps = steps.filter((s) => !s.ok);
  console.log('────────────────────────────────────────');
  const slowest = slowestTable(timings);
  if (slowest) console.log(`${slowest}\n────────────────────────────────────────`);
  for (const s of steps) console.log(`${s.ok ? '✔' : '✘'} ${s.name.padEnd(28)} ${seconds(s.ms).padStart(6)}${s.parallel ? '  (side by side)' : ''}`);
  console.log(`steps: ${steps.length - failedSteps.length} passed, ${failedSteps.length} failed in ${seconds(Date.now() - runner.started)}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  return failedSteps.length;
}

async function test() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const runner = createStepRunner();

  const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const host = new URL(url);
  const pg = { url, host, reachable: await canConnect(host.hostname, Number(host.port || 5432)) };

  const skewDir = await lintTypecheckAndSkew(runner, tmp);
  await unitTests(runner, tmp);
  await apiTests(runner, tmp, pg);

  const built = await runner.step('production build', 'build', () => build());
  await runner.together(smallChecks(built));
  if (built) await e2eAndTopology(runner, tmp, pg, skewDir);

  process.exit(printSummary(runner) ? 1 : 0);
}

const [cmd, ...rest] = process.argv.slice(2);
// The database's operations (api/src/migrate.ts, backup.ts, restore.ts) on DATABASE_URL / SQLITE_FILE.
const databaseCommands = { migrate: 'api/src/migrate.ts', backup: 'api/src/backup.ts', restore: 'api/src/restore.ts' };
if (cmd in databaseCommands) process.exit(run(process.execPath, [databaseCommands[cmd], ...rest]) ? 0 : 1);
if (cmd === 'start') await start();
else if (cmd === 'build') process.exit((await build()) ? 0 : 1);
else if (cmd === 'test') await test();
else if (cmd === 'bench') process.exit(run('node', ['tooling/scripts/bench.mjs', ...rest]) ? 0 : 1);
else if (cmd === 'soak') {
  // SOAK_PORTAL=0 soaks the API alone: no portal build needed.
  const built = process.env.SOAK_PORTAL === '0' || fs.existsSync(path.join(root, 'host/dist/index.html')) || (await build());
  process.exit(built && run('node', ['tooling/scripts/soak.mjs']) ? 0 : 1);
} else if (cmd === 'rotate-document-key') process.exit(run(process.execPath, ['api/scripts/rotate-document-key.ts']) ? 0 : 1);
else if (cmd !== undefined) {
  console.error(`usage: portal.mjs start|test|build|bench|soak|migrate|backup|restore|rotate-document-key (got ${cmd})`);
  process.exit(2);
}
