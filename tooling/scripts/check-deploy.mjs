// CI's check of the deployment files (no Docker engine here, so nothing is built):
//   1. docker-compose.yml renders (`docker compose config`, or Debian's `docker-compose config`,
//      installed with apt-get when neither is there), alone and with docker-compose.dev.yml over it,
//      and keeps its rules (tooling/scripts/deploy-lint.js: pinned images, health checks, restart
//      policy, an image per app, two API replicas behind the gateway, the gateway's remotes, no public
//      ports but the gateway's, no mail catcher in production and its UI on loopback in development);
//   2. every Dockerfile passes the lint rules (hadolint's numbers where it has the rule) and every
//      image pins the same versions (Node, Debian, nginx, pnpm);
//   3. deploy/nginx's shell scripts parse (sh -n / bash -n).
//   node tooling/scripts/check-deploy.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

import { apps, containerName, remoteSegment, remotes, root } from '../apps.js';
import { lintCompose, lintDockerfile, pinsOf } from './deploy-lint.js';

const problems = [];
const started = Date.now();

/** `docker compose` when the plugin is there, else `docker-compose`; installs Debian's when neither. */
function composeCommand() {
  const works = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
  if (works('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (works('docker-compose', ['version'])) return ['docker-compose'];
  console.log("▶ no docker compose: installing Debian's docker-compose");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', '--no-install-recommends', 'docker-compose']) && works('docker-compose', ['version'])) {
    return ['docker-compose'];
  }
  return null;
}

// 1. the compose file
const compose = composeCommand();
let composeVersion = '';
if (!compose) problems.push('docker-compose.yml: neither `docker compose` nor `docker-compose` is available to validate it');
else {
  composeVersion = spawnSync(compose[0], [...compose.slice(1), 'version', '--short'], { encoding: 'utf8' }).stdout.trim();
  // the secrets and the mail relay are the operator's: placeholders make the file render without warnings
  const env = {
    ...process.env,
    APP_SECRET: 'x'.repeat(32),
    CHART_SIGNING_SECRET: 'y'.repeat(32),
    DOCUMENT_KEY: '0'.repeat(64),
    SMTP_URL: 'smtp://portal:secret@smtp-relay.example.jp:587',
  };
  // The production stack, and the development one with its mail catcher over it.
  for (const [label, files, development] of [
    ['docker-compose.yml', ['docker-compose.yml'], false],
    ['docker-compose.yml + docker-compose.dev.yml', ['docker-compose.yml', 'docker-compose.dev.yml'], true],
  ]) {
    const rendered = spawnSync(compose[0], [...compose.slice(1), '--project-directory', root, ...files.flatMap((f) => ['-f', f]), 'config'], {
      cwd: root,
      encoding: 'utf8',
      env,
    });
    if (rendered.status !== 0) problems.push(`${label} does not validate:\n${rendered.stderr}`);
    else {
      const config = YAML.parse(rendered.stdout);
      for (const { service, message } of lintCompose(config, { apps, remotes, remoteSegment, containerName, development })) {
        problems.push(`${label}: ${service}: ${message}`);
      }
    }
  }
}

// 2. the Dockerfiles
const dockerfiles = [...apps, 'api', 'deploy/nginx'].map((dir) => path.join(dir, 'Dockerfile'));
const ignored = fs
  .readFileSync(path.join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const inContext = (source) => {
  const excluded = ignored.some((pattern) => {
    const re = new RegExp(
      `^${pattern
        .replace(/^\*\*\//, '(.*/)?')
        .replace(/\./g, '\\.')
        .replace(/\*\*/g, '.*')
        .replace(/(?<!\.)\*/g, '[^/]*')}(/.*)?$`,
    );
    return re.test(source);
  });
  return !excluded && fs.existsSync(path.join(root, source));
};
const pins = new Map();
let findings = 0;
for (const file of dockerfiles) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) {
    problems.push(`${file}: missing`);
    continue;
  }
  const text = fs.readFileSync(full, 'utf8');
  for (const f of lintDockerfile(text, { exists: inContext })) {
    findings += 1;
    problems.push(`${file}:${f.line} ${f.rule} ${f.message}`);
  }
  for (const [what, version] of Object.entries(pinsOf(text))) {
    const seen = pins.get(what);
    if (seen && seen.version !== version)
      problems.push(`${file}: ${what} is ${version} but ${seen.file} has ${seen.version}: pin one version everywhere`);
    else if (!seen) pins.set(what, { version, file });
  }
}

// 3. the edge's shell scripts
for (const script of ['render.sh', 'entrypoint.sh', 'healthcheck.sh']) {
  const file = path.join(root, 'deploy/nginx', script);
  const shell = fs.readFileSync(file, 'utf8').startsWith('#!/bin/bash') ? 'bash' : 'sh';
  const parsed = spawnSync(shell, ['-n', file], { encoding: 'utf8' });
  if (parsed.status !== 0) problems.push(`deploy/nginx/${script} does not parse:\n${parsed.stderr}`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`✘ deployment files (${seconds} s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✔ deployment files (${seconds} s): docker-compose.yml (and with docker-compose.dev.yml) validated by ${compose.join(' ')} ${composeVersion}; ` +
    `${dockerfiles.length} Dockerfiles linted, ${findings} findings; pins: ${[...pins.entries()].map(([w, { version }]) => `${w}=${version}`).join(', ')}`,
);
