// Rules for the Dockerfiles and the compose file (run by tooling/scripts/check-deploy.mjs in CI).
// No hadolint binary is reachable here (neither npm nor Debian ships one; the npm `hadolint` wrapper
// downloads it from GitHub at install), so the rules that matter for these images are written out:
// hadolint's numbers where hadolint has the rule, PT… for the portal's own.

/** Joins continuation lines; returns [{ line, instruction, args }] (comments and blanks dropped). */
export function parseDockerfile(text) {
  const out = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let current = lines[i];
    if (/^\s*(#|$)/.test(current)) continue;
    while (/\\\s*$/.test(current) && i + 1 < lines.length) {
      i += 1;
      if (/^\s*#/.test(lines[i])) continue;
      current = `${current.replace(/\\\s*$/, ' ')}${lines[i]}`;
    }
    const match = /^\s*([A-Za-z]+)\s*(.*)$/.exec(current);
    if (match) out.push({ line: start + 1, instruction: match[1].toUpperCase(), args: match[2].trim().replace(/\s+/g, ' ') });
  }
  return out;
}

const PINNED_TAG = /^[^:@\s]+(:[^\s@]*\d+\.\d+[^\s@]*)(@sha256:[0-9a-f]{64})?$/;
const DIGEST = /@sha256:[0-9a-f]{64}$/;

/**
 * Findings for one Dockerfile: [{ line, rule, message }].
 * `exists(path)` answers whether a COPY source is in the build context (the repository root).
 */
export function lintDockerfile(text, { exists = () => true } = {}) {
  const findings = [];
  const add = (line, rule, message) => findings.push({ line, rule, message });
  const steps = parseDockerfile(text);
  const stages = [];
  let stage = null;
  let hasPipefailShell = false;

  for (const { line, instruction, args } of steps) {
    if (instruction === 'FROM') {
      const [image, as, name] = args.replace(/--platform=\S+\s*/, '').split(' ');
      stage = { name: as?.toUpperCase() === 'AS' ? name : null, user: null, healthcheck: false, line };
      stages.push(stage);
      if (stages.some((s) => s !== stage && s.name === image)) continue; // FROM an earlier stage
      if (!image.includes(':') && !image.includes('@')) add(line, 'DL3006', `pin the image's version: ${image}`);
      else if (/:latest(@|$)/.test(image)) add(line, 'DL3007', `"latest" is not a version: ${image}`);
      else if (!PINNED_TAG.test(image)) add(line, 'PT001', `pin the image to an exact version (major.minor at least): ${image}`);
      // A tag moves to every rebuild of its release (a Debian security update, a new base): the
      // digest is the one build the image was tested on, and its Debian packages come with it.
      if (!DIGEST.test(image)) add(line, 'PT005', `pin the image by digest (name:tag@sha256:…): ${image}`);
      if (stage.name && stages.filter((s) => s.name === stage.name).length > 1) add(line, 'DL3024', `stage name ${stage.name} is used twice`);
      continue;
    }
    if (!stage) {
      if (instruction !== 'ARG') add(line, 'DL3061', `${instruction} before the first FROM`);
      continue;
    }
    switch (instruction) {
      case 'MAINTAINER':
        add(line, 'DL4000', 'MAINTAINER is deprecated (use a LABEL)');
        break;
      case 'ADD':
        add(line, 'DL3020', 'use COPY for files and folders');
        break;
      case 'USER':
        stage.user = args;
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = !/^NONE$/i.test(args);
        break;
      case 'SHELL':
        hasPipefailShell = /pipefail/.test(args);
        break;
      case 'WORKDIR':
        if (!args.startsWith('/') && !args.startsWith('$')) add(line, 'DL3000', `use an absolute WORKDIR: ${args}`);
        break;
      case 'CMD':
      case 'ENTRYPOINT':
        if (!args.startsWith('[')) add(line, 'DL3025', `${instruction} in the JSON (exec) form, so signals reach the process`);
        break;
      case 'COPY': {
        const from = /--from=(\S+)/.exec(args)?.[1];
        const parts = args
          .split(' ')
          .filter((p) => !p.startsWith('--'))
          .slice(0, -1);
        if (from) {
          if (!stages.slice(0, -1).some((s) => s.name === from) && !/[:/]/.test(from))
            add(line, 'DL3022', `COPY --from=${from} names no earlier stage`);
        } else {
          for (const source of parts) {
            // a source named by a build argument (${APP}/) is checked for each value by the caller
            if (source.includes('$')) continue;
            const plain = source.replace(/\*.*$/, '').replace(/\/$/, '');
            if (plain && !exists(plain)) add(line, 'PT002', `COPY source ${source} is not in the build context`);
          }
        }
        break;
      }
      case 'RUN':
        lintRun(line, args, { hasPipefailShell, add });
        break;
      default:
        break;
    }
  }

  const final = stages.at(-1);
  if (!final) add(1, 'PT000', 'no FROM');
  else {
    const user = final.user ?? stages.findLast((s) => s.user)?.user ?? null;
    if (!user || /^(root|0)(:|$)/.test(user)) add(final.line, 'DL3002', 'the final stage must run as an unprivileged USER');
    if (!final.healthcheck) add(final.line, 'PT003', 'the final stage needs a HEALTHCHECK');
  }
  return findings;
}

function lintRun(line, command, { hasPipefailShell, add }) {
  if (/(^|[;&|]\s*)cd\s/.test(command)) add(line, 'DL3003', 'use WORKDIR instead of cd');
  if (/(^|\s)sudo\s/.test(command)) add(line, 'DL3004', 'no sudo in a build');
  if (/(^|[;&|]\s*)apt\s/.test(command)) add(line, 'DL3027', 'use apt-get (apt has no stable CLI)');
  if (/apt-get (dist-)?upgrade/.test(command)) add(line, 'DL3005', 'no apt-get upgrade: pin the base image instead');
  if (/\|(?!\|)/.test(command.replace(/\|\|/g, '')) && !hasPipefailShell)
    add(line, 'DL4006', 'a pipe needs SHELL ["/bin/bash", "-o", "pipefail", "-c"]');

  for (const install of command.split(/&&|;/).filter((c) => /apt-get\s.*\binstall\b/.test(c))) {
    if (!/\s(-y|--yes|-qq|--assume-yes)\b/.test(install)) add(line, 'DL3014', 'apt-get install needs --yes');
    if (!/--no-install-recommends/.test(install)) add(line, 'DL3015', 'apt-get install --no-install-recommends');
    const packages = install
      .split(/[|<>]/)[0]
      .replace(/^.*?\binstall\b/, '')
      .split(' ')
      .filter((word) => word && !word.startsWith('-'));
    // Not hadolint's DL3008 (pin every package's version): Debian's archive drops a version at its
    // next security update, and every build with the pin fails. The base image's digest fixes the
    // release the packages come from; their versions follow it.
    for (const pkg of packages) if (pkg.includes('=')) add(line, 'PT006', `no Debian package version pins (the pinned base decides): ${pkg}`);
  }
  if (/apt-get\s.*\binstall\b/.test(command) && !/rm -rf \/var\/lib\/apt\/lists/.test(command)) {
    add(line, 'DL3009', 'remove /var/lib/apt/lists/* in the same RUN');
  }
  for (const install of command.split(/&&|;/).filter((c) => /npm (i|install)\s.*(-g|--global)\b/.test(c))) {
    for (const pkg of install.split(' ').filter((w) => w && !w.startsWith('-') && !['npm', 'i', 'install'].includes(w))) {
      if (!/^(@[^/]+\/)?[^@]+@\d+\.\d+\.\d+/.test(pkg)) add(line, 'DL3016', `pin the npm package's exact version: ${pkg}`);
    }
  }
  if (/\bpnpm (i|install)\b/.test(command) && !/--frozen-lockfile/.test(command))
    add(line, 'PT004', 'pnpm install --frozen-lockfile (the lockfile decides)');
}

/**
 * The pins of a Dockerfile, to keep every image on the same ones: the digest of each base image
 * (by name and tag: two files naming node:24.21.0-bookworm-slim must name the same build of it) and
 * pnpm's version.
 */
export function pinsOf(text) {
  const pins = {};
  const stages = new Set();
  for (const { instruction, args } of parseDockerfile(text)) {
    if (instruction === 'FROM') {
      const [image, as, name] = args.replace(/--platform=\S+\s*/, '').split(' ');
      if (as?.toUpperCase() === 'AS') stages.add(name);
      if (stages.has(image)) continue;
      const [named, digest] = image.split('@');
      if (digest) pins[`image ${named}`] = digest;
    }
    if (instruction === 'RUN') for (const m of args.matchAll(/\b(pnpm)@(\d+\.\d+\.\d+)/g)) pins[m[1]] = m[2];
  }
  return pins;
}

/** A mail catcher (reads every mail sent to it, and shows it to whoever reaches its UI). */
const MAIL_CATCHER = /(^|\/)(mailpit|mailhog|maildev|smtp4dev|mailcatcher)(:|$)/i;

/** The address a published port listens on ('' for every interface), from either syntax `config` renders. */
function publishedOn(port) {
  if (typeof port === 'object') return { hostIp: port.host_ip ?? '', published: String(port.published) };
  const parts = String(port)
    .replace(/\/\w+$/, '')
    .split(':');
  return { hostIp: parts.length >= 3 ? parts.slice(0, -2).join(':') : '', published: parts.at(-2) ?? parts[0] };
}

/**
 * Findings for the rendered compose file (the output of `docker compose config`, parsed):
 * [{ service, message }]. `apps` are the browser apps (tooling/apps.js), `remotes` the remotes.
 * `development`: the stack with docker-compose.dev.yml over it (a mail catcher allowed, on loopback).
 */
export function lintCompose(config, { apps, remotes, remoteSegment, containerName, development = false }) {
  const findings = [];
  const add = (service, message) => findings.push({ service, message });
  const services = config.services ?? {};
  const isApi = (service) => service.build?.dockerfile === 'api/Dockerfile';
  const command = (service) => [service.command ?? []].flat().join(' ');
  // the migration step: the API's image run once, before the replicas (no health check, no restart)
  const migrations = Object.entries(services).filter(([, service]) => isApi(service) && /api\/src\/migrate\.ts/.test(command(service)));
  const oneShot = new Set(migrations.map(([name]) => name));
  for (const [name, service] of Object.entries(services)) {
    const catcher = MAIL_CATCHER.test(service.image ?? '');
    if (catcher && !development) add(name, 'a mail catcher in the production stack: it belongs in docker-compose.dev.yml only');
    if (service.build) {
      if (!service.build.dockerfile) add(name, 'build: needs its own dockerfile');
    } else if (!service.image) add(name, 'neither build: nor image:');
    else if (!PINNED_TAG.test(service.image) || /:latest\b/.test(service.image)) add(name, `image ${service.image} is not pinned to a version`);
    else if (!DIGEST.test(service.image)) add(name, `image ${service.image} is not pinned by digest (name:tag@sha256:…)`);
    if (oneShot.has(name)) {
      if (service.restart !== 'no') add(name, `a one-shot step: restart: "no" (is ${service.restart ?? 'unset'})`);
    } else {
      if (!service.healthcheck || service.healthcheck.disable) add(name, 'no health check');
      if (service.restart !== 'unless-stopped') add(name, `restart: unless-stopped (is ${service.restart ?? 'unset'})`);
    }
    for (const port of service.ports ?? []) {
      const { hostIp, published } = publishedOn(port);
      if (catcher) {
        if (hostIp !== '127.0.0.1') add(name, `publishes the mail catcher's port ${published} beyond this machine: bind it to 127.0.0.1`);
      } else if (name !== 'gateway') add(name, `publishes port ${published}: only the gateway faces the outside`);
    }
  }
  for (const app of apps) {
    const service = services[app];
    if (!service) add(app, 'missing: every app has its own service');
    else if (service.build?.dockerfile !== 'deploy/static/Dockerfile' || service.build?.args?.APP !== app)
      add(app, `build: deploy/static/Dockerfile with the build argument APP=${app}`);
  }
  const apis = Object.entries(services).filter(([name, s]) => isApi(s) && !oneShot.has(name));
  if (apis.length < 2) add('api', `${apis.length} API replica(s): the stack runs two`);
  if (migrations.length !== 1)
    add('migrate', `${migrations.length} migration steps (node api/src/migrate.ts): the stack runs one before the replicas`);
  const aliases = (service) => Object.values(service.networks ?? {}).flatMap((n) => n?.aliases ?? []);
  for (const [name, service] of apis) {
    const env = service.environment ?? {};
    if (env.NODE_ENV !== 'production') add(name, 'NODE_ENV must be production');
    if (String(env.TRUST_PROXY) !== '1') add(name, 'TRUST_PROXY must be 1 (the gateway is the one proxy in front)');
    for (const [step] of migrations) {
      if (service.depends_on?.[step]?.condition !== 'service_completed_successfully')
        add(name, `depends_on ${step} with condition service_completed_successfully (replicas in production do not migrate)`);
    }
    const smtpHost = /^smtps?:\/\/(?:[^@/]*@)?([^:/]+)/i.exec(String(env.SMTP_URL ?? ''))?.[1];
    const catcherServices = Object.entries(services)
      .filter(([, s]) => MAIL_CATCHER.test(s.image ?? ''))
      .map(([n]) => n);
    if (!development && smtpHost && (catcherServices.includes(smtpHost) || /^(mail|mailpit|mailhog|localhost|127\.0\.0\.1)$/i.test(smtpHost)))
      add(name, `SMTP_URL sends production mail to ${smtpHost}, a mail catcher: set the real relay`);
  }
  const gateway = services.gateway;
  if (!gateway) add('gateway', 'missing');
  else {
    const env = gateway.environment ?? {};
    let remotesJson = null;
    try {
      remotesJson = JSON.parse(env.GATEWAY_REMOTES_JSON ?? '');
    } catch (error) {
      add('gateway', `GATEWAY_REMOTES_JSON is not JSON: ${error.message}`);
    }
    const routed = new Map(
      String(env.GATEWAY_REMOTES ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((pair) => pair.split('=')),
    );
    for (const remote of remotes) {
      const segment = remoteSegment(remote);
      if (remotesJson && remotesJson[containerName(remote)] !== `/portal/remotes/${segment}/mf-manifest.json`) {
        add('gateway', `GATEWAY_REMOTES_JSON must point ${containerName(remote)} at /portal/remotes/${segment}/mf-manifest.json`);
      }
      const [host] = (routed.get(segment) ?? '').split(':');
      if (host !== remote) add('gateway', `GATEWAY_REMOTES must route ${segment} to the ${remote} service`);
    }
    // names are resolved at request time (a recreated container gets a new address)
    if (!env.GATEWAY_RESOLVER) add('gateway', "GATEWAY_RESOLVER must be set (Docker's DNS, 127.0.0.11): the upstreams are names");
    // one name for every replica: a network alias each API replica carries
    const apiServers = String(env.GATEWAY_API_SERVERS ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((server) => server.split(':')[0]);
    if (apiServers.length !== 1) add('gateway', 'GATEWAY_API_SERVERS must be one name every API replica answers to (a network alias)');
    for (const [name, service] of apis) {
      if (!apiServers.includes(name) && !aliases(service).some((alias) => apiServers.includes(alias)))
        add('gateway', `GATEWAY_API_SERVERS must reach ${name} (its name or a network alias of it)`);
    }
    // remotes.json on a volume a deploy updates without recreating the gateway
    const file = String(env.GATEWAY_REMOTES_FILE ?? '');
    const volumes = (gateway.volumes ?? []).map((v) => (typeof v === 'object' ? v.target : String(v).split(':')[1]));
    if (!file || !volumes.some((target) => target && file.startsWith(`${target.replace(/\/$/, '')}/`)))
      add('gateway', 'GATEWAY_REMOTES_FILE must be on a volume (a deploy replaces it without recreating the gateway)');
    if (env.GATEWAY_DEV_ROUTES === 'on') add('gateway', 'GATEWAY_DEV_ROUTES=on exposes the dev mailbox: development only');
  }
  return findings;
}
