// Orchestration behind README's commands (run by tooling/bin/portal.sh after the toolchain and
// `pnpm install` are in place):
//   start  build host + every remote, then serve portal + API on one origin (PORT, default 8080)
//   test   lint, typecheck, unit, API (SQLite, then PostgreSQL when reachable), build, size budgets,
//          remote compatibility, deployment files, alert rules, e2e, topology smoke
//   build  production builds of host and every remote
//   bench  size and speed figures
//   migrate, backup [file], restore <file>   the database's migration step, backup and restore
//   rotate-document-key  seal every stored document under the current DOCUMENT_KEY (api/scripts/)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { apps, distDir, portalRemotesEnv, remotes, root } from '../apps.js';

/**
 * The older commit of the version-skew journeys (PORTAL_SKEW_REF overrides): the last one whose host
 * and remotes were deployed together before the remotes went on alone. Move it forward when a change
 * is meant to break compatibility with it (and say so in the change).
 */
const SKEW_REF = 'ced9bb95beac0147cfe3c2be89fa5de1898fe8f0';

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

function canConnect(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
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

async function test() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const steps = [];
  const totals = { passed: 0, failed: 0 };
  const suiteStarted = Date.now();
  let stepStarted = suiteStarted;
  const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
  const step = (name, ok, counts) => {
    steps.push({ name, ok, ms: Date.now() - stepStarted });
    stepStarted = Date.now();
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    }
    console.log(`\n${ok ? '✔' : '✘'} ${name}${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''}\n`);
  };

  console.log('▶ lint (ESLint, Prettier)');
  step('lint', run(bin('eslint'), ['.', '--max-warnings=0']) && run(bin('prettier'), ['--check', '.', '--log-level=warn']));

  console.log('▶ typecheck');
  step('typecheck', run('node', ['tooling/scripts/typecheck.mjs']));

  console.log('▶ unit tests (kernel, host, remotes)');
  const unitJson = path.join(tmp, 'unit.json');
  // jest's default leaves one core idle (one worker on a 2-core machine): the jsdom suites are CPU-bound
  const unitOk = run(bin('jest'), ['--config', 'jest.config.js', '--maxWorkers=100%', '--json', `--outputFile=${unitJson}`]);
  step('unit tests', unitOk, jestCounts(unitJson));

  console.log('▶ API tests on SQLite');
  const sqliteJson = path.join(tmp, 'api-sqlite.json');
  // A worker per core here too (every test file has its own SQLite file or PostgreSQL schema): the
  // files wait on scrypt and on the database in turn, so two workers take about 60 % of one's time.
  const sqliteOk = run(bin('jest'), ['--config', 'api/jest.config.js', '--maxWorkers=100%', '--json', `--outputFile=${sqliteJson}`], {
    env: { DATABASE_URL: '' },
  });
  step('API tests (SQLite)', sqliteOk, jestCounts(sqliteJson));

  const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pgHost = new URL(pgUrl);
  if (await canConnect(pgHost.hostname, Number(pgHost.port || 5432))) {
    console.log(`▶ API tests on PostgreSQL (${pgHost.host}${pgHost.pathname})`);
    const pgJson = path.join(tmp, 'api-pg.json');
    const pgOk = run(bin('jest'), ['--config', 'api/jest.config.js', '--maxWorkers=100%', '--json', `--outputFile=${pgJson}`], {
      env: { DATABASE_URL: pgUrl },
    });
    step('API tests (PostgreSQL)', pgOk, jestCounts(pgJson));
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    step(`API tests (PostgreSQL): no server at ${pgHost.host}`, false);
  } else {
    console.log(`\n- skipped the PostgreSQL leg of the API tests: no server at ${pgHost.host} (set TEST_POSTGRES_URL to point at one)\n`);
  }

  console.log('▶ production build');
  const built = await build();
  step('build', built);
  if (built) {
    console.log('▶ size budgets (tooling/budgets.json)');
    step('size budgets', run('node', ['tooling/scripts/check-budgets.mjs']));
    // Each remote as if it were published alone: its manifest against the host build's declarations.
    console.log('▶ remote compatibility (tooling/scripts/check-remote-compat.mjs)');
    step(
      'remote compatibility',
      run('node', ['tooling/scripts/check-remote-compat.mjs', ...remotes.map((r) => path.relative(root, distDir(r))), '--host', 'host/dist']),
    );
  }

  // no Docker engine here: the compose file is rendered and checked, the Dockerfiles linted
  console.log('▶ deployment files (docker-compose.yml, Dockerfiles)');
  step('deployment files', run('node', ['tooling/scripts/check-deploy.mjs']));

  // the alert rules with their cases (promtool), and the metrics they read exist
  console.log('▶ alert rules (deploy/prometheus, promtool)');
  step('alert rules', run('node', ['tooling/scripts/check-alerts.mjs']));

  if (built) {
    // Version skew (issue 12): the host and remote-tools as they were at an older commit, for the
    // journeys that pair an older remote with this host and this checkout's remotes with an older host.
    const skewRef = process.env.PORTAL_SKEW_REF ?? SKEW_REF;
    console.log(`▶ older builds for the version-skew journeys (host, remote-tools at ${skewRef.slice(0, 10)})`);
    let skewDir = '';
    try {
      const { buildAt } = await import('./build-at.mjs');
      skewDir = path.join(root, 'e2e/.skew', buildAt(skewRef, ['remote-tools', 'host']).sha);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
    step('older builds (version skew)', skewDir !== '');
    if (ensureChromium()) {
      console.log('▶ e2e (Playwright, Chromium, composed production build)');
      const e2eJson = path.join(tmp, 'e2e.json');
      const e2eOk = run(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test'], {
        cwd: path.join(root, 'e2e'),
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, PORTAL_SKEW_DIR: skewDir, ...portalEnv() },
      });
      step('e2e', e2eOk, playwrightCounts(e2eJson));

      // the compose topology as plain processes: nginx gateway + an nginx per app + two API
      // replicas on PostgreSQL, with the images' nginx configuration (tooling/scripts/topology.mjs)
      if (await canConnect(pgHost.hostname, Number(pgHost.port || 5432))) {
        console.log('▶ topology smoke (nginx gateway, static servers, two API replicas on PostgreSQL)');
        const smokeJson = path.join(tmp, 'topology.json');
        const { smoke } = await import('./topology.mjs');
        process.env.TOPOLOGY_POSTGRES_URL ??= pgUrl;
        const smokeOk = await smoke({ jsonReport: smokeJson });
        step('topology smoke', smokeOk, playwrightCounts(smokeJson));
      } else if (process.env.REQUIRE_POSTGRES === '1') {
        step(`topology smoke: no PostgreSQL at ${pgHost.host}`, false);
      } else {
        console.log(`\n- skipped the topology smoke: no PostgreSQL at ${pgHost.host}\n`);
      }
    } else {
      step('e2e: Chromium could not be installed', false);
    }
  }

  const failedSteps = steps.filter((s) => !s.ok);
  console.log('────────────────────────────────────────');
  for (const s of steps) console.log(`${s.ok ? '✔' : '✘'} ${s.name.padEnd(28)} ${seconds(s.ms).padStart(6)}`);
  console.log(`steps: ${steps.length - failedSteps.length} passed, ${failedSteps.length} failed in ${seconds(Date.now() - suiteStarted)}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedSteps.length ? 1 : 0);
}

const [cmd, ...rest] = process.argv.slice(2);
// The database's operations (api/src/migrate.ts, backup.ts, restore.ts) on DATABASE_URL / SQLITE_FILE.
const databaseCommands = { migrate: 'api/src/migrate.ts', backup: 'api/src/backup.ts', restore: 'api/src/restore.ts' };
if (cmd in databaseCommands) process.exit(run(process.execPath, [databaseCommands[cmd], ...rest]) ? 0 : 1);
if (cmd === 'start') await start();
else if (cmd === 'build') process.exit((await build()) ? 0 : 1);
else if (cmd === 'test') await test();
else if (cmd === 'bench') process.exit(run('node', ['tooling/scripts/bench.mjs']) ? 0 : 1);
else if (cmd === 'soak') {
  const built = fs.existsSync(path.join(root, 'host/dist/index.html')) || (await build());
  process.exit(built && run('node', ['tooling/scripts/soak.mjs']) ? 0 : 1);
} else if (cmd === 'rotate-document-key') process.exit(run(process.execPath, ['api/scripts/rotate-document-key.ts']) ? 0 : 1);
else if (cmd !== undefined) {
  console.error(`usage: portal.mjs start|test|build|bench|soak|migrate|backup|restore|rotate-document-key (got ${cmd})`);
  process.exit(2);
}
