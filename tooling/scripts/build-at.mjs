// Builds apps as they were at an older commit, for the version-skew journeys (a remote deployed
// alone must work with the deployed host, older or newer than it):
//   node tooling/scripts/build-at.mjs <git ref> <app>... [--out e2e/.skew] [--json result.json]
// checks the ref out into a temporary git worktree, installs from that commit's lockfile (offline
// first: the pnpm store of this checkout already holds almost everything), runs each app's production
// build and copies its dist/ to <out>/<short sha>/<app>/. A build already there is reused (a commit's
// build does not change: `npm test` keeps them in a cache outside the checkout, so every clone on a
// machine shares them). --json writes {sha, dir} (dir: <out>/<short sha>) to a file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { root } from '../apps.js';

const run = (command, args, cwd) => {
  const r = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout.trim();
};

/** Builds `apps` at `ref`; returns { sha, dirs: { app: dist folder } }. */
export function buildAt(ref, apps, out = path.join(root, 'e2e/.skew')) {
  const sha = run('git', ['rev-parse', '--short=10', `${ref}^{commit}`], root);
  const target = path.join(out, sha);
  const dirs = Object.fromEntries(apps.map((app) => [app, path.join(target, app)]));
  const missing = apps.filter((app) => !fs.existsSync(path.join(dirs[app], app === 'host' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length === 0) {
    console.log(`${apps.join(', ')} at ${sha}: built before, reused from ${target}`);
    return { sha, dirs };
  }

  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `portal-at-${sha}-`));
  fs.rmSync(tree, { recursive: true });
  run('git', ['worktree', 'add', '--detach', tree, sha], root);
  try {
    const pnpm = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? process.env.npm_execpath : 'pnpm';
    const install = spawnSync(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], { cwd: tree, stdio: 'inherit' });
    if (install.status !== 0) throw new Error(`pnpm install at ${sha} failed`);
    for (const app of missing) {
      const started = Date.now();
      run(path.join(tree, app, 'node_modules/.bin/webpack'), ['--mode', 'production'], path.join(tree, app));
      // copied beside, then renamed: another checkout reading the shared cache sees a whole build or none
      const partial = `${dirs[app]}.partial-${process.pid}`;
      fs.rmSync(partial, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(dirs[app]), { recursive: true });
      fs.cpSync(path.join(tree, app, 'dist'), partial, { recursive: true });
      fs.rmSync(dirs[app], { recursive: true, force: true });
      fs.renameSync(partial, dirs[app]);
      console.log(`built ${app} at ${sha} in ${((Date.now() - started) / 1000).toFixed(0)} s → ${path.relative(root, dirs[app])}`);
    }
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root });
    fs.rmSync(tree, { recursive: true, force: true });
  }
  return { sha, dirs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? path.resolve(args.splice(outAt, 2)[1]) : undefined;
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? path.resolve(args.splice(jsonAt, 2)[1]) : undefined;
  const [ref, ...apps] = args;
  if (!ref || apps.length === 0) {
    console.error('usage: build-at.mjs <git ref> <app>... [--out dir]');
    process.exit(2);
  }
  const { sha, dirs } = buildAt(ref, apps, out);
  console.log(JSON.stringify({ sha, dirs }));
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({ sha, dir: path.dirname(dirs[apps[0]]) }));
}
