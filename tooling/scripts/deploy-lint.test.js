import { lintCompose, lintDockerfile, parseDockerfile, pinsOf } from './deploy-lint.js';

const rules = (text, options) => lintDockerfile(text, options).map((f) => f.rule);

const NODE = 'node:24.21.0-bookworm-slim@sha256:' + 'a'.repeat(64);
const DEBIAN = 'debian:12.11-slim@sha256:' + 'b'.repeat(64);
const good = `# syntax=docker/dockerfile:1
FROM ${NODE} AS build
RUN npm install --global pnpm@12.21.0
WORKDIR /src
COPY package.json ./
RUN pnpm install --frozen-lockfile
FROM ${DEBIAN}
RUN apt-get update \\
  && apt-get install --yes --no-install-recommends \\
    nginx libnginx-mod-http-js \\
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/dist/ /srv/www/
USER www-data
HEALTHCHECK CMD ["/bin/true"]
ENTRYPOINT ["nginx"]
`;

describe('Dockerfile rules', () => {
  test('joins continuation lines and keeps the first line number', () => {
    const run = parseDockerfile(good).find((s) => s.instruction === 'RUN' && s.args.includes('apt-get'));
    expect(run.line).toBe(8);
    expect(run.args).toContain('rm -rf /var/lib/apt/lists/*');
  });

  test('a pinned, unprivileged, health-checked multi-stage file passes', () => {
    expect(lintDockerfile(good)).toEqual([]);
  });

  test('unpinned, latest and digest-less images, pinned packages, leftovers and root are found', () => {
    const bad = `FROM node AS build
RUN npm install -g pnpm
RUN cd /src && pnpm install
FROM debian:latest
ADD dist /srv
RUN apt-get update && apt-get install nginx=1.22.1-9+deb12u11 curl | tee /log
COPY --from=builder /x /y
CMD nginx -g 'daemon off;'
`;
    expect(rules(bad).sort()).toEqual(
      [
        'DL3002',
        'DL3003',
        'DL3006',
        'DL3007',
        'DL3009',
        'DL3014',
        'DL3015',
        'DL3016',
        'DL3020',
        'DL3022',
        'DL3025',
        'DL4006',
        'PT003',
        'PT004',
        'PT005',
        'PT005',
        'PT006',
      ].sort(),
    );
  });

  test('a tag without a version number is not a pin, a tag without a digest neither; a COPY source outside the context is found', () => {
    const text = good
      .replace(DEBIAN, 'debian:bookworm-slim@sha256:' + 'b'.repeat(64))
      .replace(NODE, 'node:24.21.0-bookworm-slim')
      .replace('COPY package.json ./', 'COPY package.json missing/ ./');
    expect(rules(text, { exists: (p) => p !== 'missing' })).toEqual(['PT005', 'PT002', 'PT001']);
  });

  test('a COPY source named by a build argument is left to the caller (checked per app)', () => {
    expect(rules(good.replace('COPY package.json ./', 'COPY ${APP}/package.json ./'), { exists: () => false }).filter((r) => r === 'PT002')).toEqual(
      [],
    );
  });

  test('pins are the digests of the base images (by name and tag) and pnpm', () => {
    expect(pinsOf(good)).toEqual({
      'image node:24.21.0-bookworm-slim': 'sha256:' + 'a'.repeat(64),
      'image debian:12.11-slim': 'sha256:' + 'b'.repeat(64),
      pnpm: '12.21.0',
    });
  });
});

describe('compose rules', () => {
  const names = {
    apps: ['host', 'remote-tools'],
    remotes: ['remote-tools'],
    remoteSegment: (r) => r.replace('remote-', ''),
    containerName: (r) => r.replace('-', '_'),
  };
  const health = { test: ['CMD', 'true'] };
  const stat = (app) => ({ build: { dockerfile: 'deploy/static/Dockerfile', args: { APP: app } }, restart: 'unless-stopped', healthcheck: health });
  const api = () => ({
    build: { dockerfile: 'api/Dockerfile' },
    restart: 'unless-stopped',
    healthcheck: health,
    environment: { NODE_ENV: 'production', TRUST_PROXY: '1' },
    networks: { default: { aliases: ['api'] } },
    depends_on: { migrate: { condition: 'service_completed_successfully' } },
  });
  const config = () => ({
    services: {
      postgres: { image: 'postgres:17.6-bookworm@sha256:' + 'c'.repeat(64), restart: 'unless-stopped', healthcheck: health },
      host: stat('host'),
      'remote-tools': stat('remote-tools'),
      migrate: { build: { dockerfile: 'api/Dockerfile' }, command: ['node', 'api/src/migrate.ts'], restart: 'no', healthcheck: { disable: true } },
      'api-1': api(),
      'api-2': api(),
      gateway: {
        build: { dockerfile: 'deploy/nginx/Dockerfile' },
        restart: 'unless-stopped',
        healthcheck: health,
        ports: [{ published: 8080, target: 8080 }],
        volumes: [{ type: 'volume', source: 'remotes', target: '/srv/portal-remotes' }],
        environment: {
          GATEWAY_RESOLVER: '127.0.0.11',
          GATEWAY_REMOTES: 'tools=remote-tools:8080',
          GATEWAY_API_SERVERS: 'api:3000',
          GATEWAY_REMOTES_FILE: '/srv/portal-remotes/remotes.json',
          GATEWAY_REMOTES_JSON: '{"remote_tools":"/portal/remotes/tools/mf-manifest.json"}',
        },
      },
    },
  });

  test('the stack as intended passes', () => {
    expect(lintCompose(config(), names)).toEqual([]);
  });

  test('floating images, missing health checks, one replica, public API ports and a broken remotes.json are found', () => {
    const c = config();
    c.services.postgres.image = 'postgres:latest';
    delete c.services.host.healthcheck;
    delete c.services['api-2'];
    c.services['api-1'].ports = ['3000:3000'];
    c.services.gateway.environment.GATEWAY_REMOTES_JSON = '{"remote_tools":';
    c.services.gateway.environment.GATEWAY_DEV_ROUTES = 'on';
    const messages = lintCompose(c, names).map((f) => `${f.service}: ${f.message}`);
    expect(messages).toEqual([
      'postgres: image postgres:latest is not pinned to a version',
      'host: no health check',
      'api-1: publishes port 3000: only the gateway faces the outside',
      'api: 1 API replica(s): the stack runs two',
      expect.stringMatching(/^gateway: GATEWAY_REMOTES_JSON is not JSON/),
      'gateway: GATEWAY_DEV_ROUTES=on exposes the dev mailbox: development only',
    ]);
  });

  test('an image without a digest, an app not built by the static Dockerfile, replicas that migrate, a gateway that resolves once or keeps remotes.json in its environment are found', () => {
    const c = config();
    c.services.postgres.image = 'postgres:17.6-bookworm';
    c.services['remote-tools'].build = { dockerfile: 'remote-tools/Dockerfile' };
    delete c.services['api-1'].depends_on;
    delete c.services.migrate;
    c.services['api-2'].networks = {};
    delete c.services.gateway.environment.GATEWAY_RESOLVER;
    c.services.gateway.volumes = [];
    const messages = lintCompose(c, names).map((f) => `${f.service}: ${f.message}`);
    expect(messages).toEqual([
      'postgres: image postgres:17.6-bookworm is not pinned by digest (name:tag@sha256:…)',
      'remote-tools: build: deploy/static/Dockerfile with the build argument APP=remote-tools',
      'migrate: 0 migration steps (node api/src/migrate.ts): the stack runs one before the replicas',
      "gateway: GATEWAY_RESOLVER must be set (Docker's DNS, 127.0.0.11): the upstreams are names",
      'gateway: GATEWAY_API_SERVERS must reach api-2 (its name or a network alias of it)',
      'gateway: GATEWAY_REMOTES_FILE must be on a volume (a deploy replaces it without recreating the gateway)',
    ]);
    const withStep = config();
    delete withStep.services['api-1'].depends_on;
    expect(lintCompose(withStep, names).map((f) => `${f.service}: ${f.message}`)).toEqual([
      'api-1: depends_on migrate with condition service_completed_successfully (replicas in production do not migrate)',
    ]);
  });

  const mailpit = (ports) => ({
    image: 'axllent/mailpit:v1.27.10@sha256:b1f1be18af530d939a11ee8820b379e0c88eeec204d904bfad68862adced3a5a',
    restart: 'unless-stopped',
    healthcheck: health,
    ports,
  });

  test('production: no mail catcher, and the API does not send its mail to one', () => {
    const c = config();
    c.services.mail = mailpit(['8025:8025']);
    c.services['api-1'].environment.SMTP_URL = 'smtp://mail:1025';
    c.services['api-2'].environment.SMTP_URL = 'smtps://portal:pw@smtp-relay.example.jp:465';
    expect(lintCompose(c, names).map((f) => `${f.service}: ${f.message}`)).toEqual([
      'mail: a mail catcher in the production stack: it belongs in docker-compose.dev.yml only',
      "mail: publishes the mail catcher's port 8025 beyond this machine: bind it to 127.0.0.1",
      'api-1: SMTP_URL sends production mail to mail, a mail catcher: set the real relay',
    ]);
  });

  test('development: the mail catcher is allowed, its UI on this machine’s loopback only', () => {
    const open = config();
    open.services.mail = mailpit([{ mode: 'ingress', target: 8025, published: 8025, protocol: 'tcp' }]);
    open.services['api-1'].environment.SMTP_URL = 'smtp://mail:1025';
    expect(lintCompose(open, { ...names, development: true }).map((f) => `${f.service}: ${f.message}`)).toEqual([
      "mail: publishes the mail catcher's port 8025 beyond this machine: bind it to 127.0.0.1",
    ]);
    const loopback = config();
    loopback.services.mail = mailpit(['127.0.0.1:8025:8025/tcp']);
    loopback.services['api-1'].environment.SMTP_URL = 'smtp://mail:1025';
    expect(lintCompose(loopback, { ...names, development: true })).toEqual([]);
  });
});
