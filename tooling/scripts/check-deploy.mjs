// CI's check of the deployment files (no Docker engine here, so nothing is built):
//   1. docker-compose.yml renders (`docker compose config`, or Debian's `docker-compose config`,
//      installed with apt-get when neither is there), alone and with docker-compose.dev.yml over it,
//      and keeps its rules (tooling/scripts/deploy-lint.js: pinned images, health checks, restart
//      policy, an image per app, two API replicas behind the gateway, the gateway's remotes, no public
//      ports but the gateway's, no mail catcher in production and its UI on loopback in development);
//   2. every Dockerfile passes the lint rules (hadolint's numbers where it has the rule; base images
//      pinned by digest, Debian packages following the base) — the one static Dockerfile once per
//      app it builds (APP) — and every file names the same build (digest) of a base image and the
//      same pnpm;
//   3. deploy/nginx's shell scripts parse (sh -n / bash -n);
//   4. each nginx service's environment in the compose file renders (render.sh) into a configuration
//      `nginx -t` accepts, the gateway's resolving its upstream names at request time.
//   node tooling/scripts/check-deploy.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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
let composeConfig = null;
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
      // the production file's services are the ones whose nginx configurations are rendered below
      if (!development) composeConfig = config;
      for (const { service, message } of lintCompose(config, { apps, remotes, remoteSegment, containerName, development })) {
        problems.push(`${label}: ${service}: ${message}`);
      }
    }
  }
}

// 2. the Dockerfiles
// one static image for every browser app (build argument APP), the API's, the gateway's
const dockerfiles = ['deploy/static', 'api', 'deploy/nginx'].map((dir) => path.join(dir, 'Dockerfile'));
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
  // the static Dockerfile as each app's build sees it (its COPY sources name ${APP})
  const variants = text.includes('${APP}') ? apps.map((app) => [app, text.replaceAll('${APP}', app)]) : [['', text]];
  const seen = new Set();
  for (const [app, variant] of variants) {
    for (const f of lintDockerfile(variant, { exists: inContext })) {
      const line = `${file}:${f.line} ${f.rule} ${f.message}${app && f.rule === 'PT002' ? ` (APP=${app})` : ''}`;
      if (seen.has(line)) continue;
      seen.add(line);
      findings += 1;
      problems.push(line);
    }
  }
  for (const [what, version] of Object.entries(pinsOf(text))) {
    const seen = pins.get(what);
    if (seen && seen.version !== version)
      problems.push(`${file}: ${what} is ${version} but ${seen.file} has ${seen.version}: pin one version everywhere`);
    else if (!seen) pins.set(what, { version, file });
  }
}

// 3. the edge's shell scripts
for (const script of ['render.sh', 'entrypoint.sh', 'healthcheck.sh', 'app-env.sh']) {
  const file = path.join(root, 'deploy/nginx', script);
  const shell = fs.readFileSync(file, 'utf8').startsWith('#!/bin/bash') ? 'bash' : 'sh';
  const parsed = spawnSync(shell, ['-n', file], { encoding: 'utf8' });
  if (parsed.status !== 0) problems.push(`deploy/nginx/${script} does not parse:\n${parsed.stderr}`);
}

// 4. the edge as the compose file configures it: each nginx service's environment rendered by
//    render.sh and checked by `nginx -t` (Debian's nginx, as the images run it) — the gateway with
//    names resolved at request time; and the same gateway without its resolver must be refused
let edges = 0;
if (composeConfig) {
  const { ensureNginx } = await import('./topology.mjs');
  if (!ensureNginx()) problems.push("the edge: Debian's nginx could not be installed to check the rendered configuration");
  else {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-edge-check-'));
    try {
      const render = (name, role, env) => {
        const dir = path.join(scratch, name);
        const rendered = spawnSync('sh', [path.join(root, 'deploy/nginx/render.sh'), role], {
          encoding: 'utf8',
          env: {
            PATH: process.env.PATH,
            ...env,
            NGINX_CONF_DIR: path.join(dir, 'conf'),
            NGINX_RUN_DIR: path.join(dir, 'run'),
            NGINX_ACCESS_LOG: path.join(dir, 'access.log'),
            // the volume's path is the container's; here a file of the scratch folder
            ...(env.GATEWAY_REMOTES_FILE ? { GATEWAY_REMOTES_FILE: path.join(dir, 'remotes', 'remotes.json') } : {}),
          },
        });
        return { dir, rendered };
      };
      const asStrings = (env = {}) => Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v ?? '')]));
      for (const [name, service] of Object.entries(composeConfig.services ?? {})) {
        const dockerfile = service.build?.dockerfile;
        const role = dockerfile === 'deploy/nginx/Dockerfile' ? 'gateway' : dockerfile === 'deploy/static/Dockerfile' ? 'static' : null;
        if (!role) continue;
        const env = {
          NGINX_PORT: '8080',
          ...(role === 'static' ? { STATIC_ROOT: '/srv/www' } : {}),
          ...asStrings(service.environment),
        };
        // the static image's prefix, fallback and health check follow from its APP (deploy/nginx/app-env.sh)
        const app = service.build?.args?.APP;
        const derived = app
          ? spawnSync('sh', ['-c', `. "${path.join(root, 'deploy/nginx/app-env.sh')}" && env`], {
              encoding: 'utf8',
              env: { PATH: process.env.PATH, PORTAL_APP: app },
            })
          : null;
        if (derived && derived.status !== 0) problems.push(`the edge: app-env.sh for APP=${app}: ${derived.stderr}`);
        for (const line of derived?.stdout.split('\n') ?? []) {
          const m = /^(STATIC_PREFIX|STATIC_SPA|NGINX_NAME)=(.*)$/.exec(line);
          if (m) env[m[1]] = m[2];
        }
        const { dir, rendered } = render(name, role, env);
        if (rendered.status !== 0) {
          problems.push(`the edge: render.sh ${role} with ${name}'s environment:\n${rendered.stderr}`);
          continue;
        }
        const checked = spawnSync('nginx', ['-e', 'stderr', '-p', path.join(dir, 'run'), '-c', path.join(dir, 'conf', 'nginx.conf'), '-t', '-q'], {
          encoding: 'utf8',
        });
        if (checked.status !== 0) problems.push(`the edge: nginx -t of ${name}'s rendered configuration:\n${checked.stderr}`);
        edges += 1;
        if (role === 'gateway') {
          if (!/^resolver /m.test(fs.readFileSync(path.join(dir, 'conf', 'gateway-upstreams.conf'), 'utf8')))
            problems.push(`the edge: ${name} resolves its upstreams once at start (no resolver in the rendered configuration)`);
          const { GATEWAY_RESOLVER: _resolver, ...withoutResolver } = env;
          if (render(`${name}-no-resolver`, role, withoutResolver).rendered.status === 0)
            problems.push(`the edge: render.sh accepted ${name}'s upstream names without GATEWAY_RESOLVER`);
        }
      }
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`✘ deployment files (${seconds} s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✔ deployment files (${seconds} s): docker-compose.yml (and with docker-compose.dev.yml) validated by ${compose.join(' ')} ${composeVersion}; ` +
    `${dockerfiles.length} Dockerfiles linted, ${findings} findings; ${edges} nginx configurations rendered and checked; pins: ${[...pins.entries()].map(([w, { version }]) => `${w}=${version}`).join(', ')}`,
);
