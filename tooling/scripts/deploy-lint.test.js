import { lintCompose, lintDockerfile, parseDockerfile, pinsOf } from './deploy-lint.js';

const rules = (text, options) => lintDockerfile(text, options).map((f) => f.rule);

const good = `# syntax=docker/dockerfile:1
FROM node:24.21.0-bookworm-slim AS build
RUN npm install --global pnpm@12.21.0
WORKDIR /src
COPY package.json ./
RUN pnpm install --frozen-lockfile
FROM debian:12.11-slim
ARG NGINX_VERSION=1.22.1-9+deb12u11
RUN apt-get update \\
  && apt-get install --yes --no-install-recommends \\
    nginx=\${NGINX_VERSION} \\
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/dist/ /srv/www/
USER www-data
HEALTHCHECK CMD ["/bin/true"]
ENTRYPOINT ["nginx"]
`;

describe('Dockerfile rules', () => {
  test('joins continuation lines and keeps the first line number', () => {
    const run = parseDockerfile(good).find((s) => s.instruction === 'RUN' && s.args.includes('apt-get'));
    expect(run.line).toBe(9);
    expect(run.args).toContain('rm -rf /var/lib/apt/lists/*');
  });

  test('a pinned, unprivileged, health-checked multi-stage file passes', () => {
    expect(lintDockerfile(good)).toEqual([]);
  });

  test('unpinned and latest images, unpinned packages, leftovers and root are found', () => {
    const bad = `FROM node AS build
RUN npm install -g pnpm
RUN cd /src && pnpm install
FROM debian:latest
ADD dist /srv
RUN apt-get update && apt-get install nginx curl | tee /log
COPY --from=builder /x /y
CMD nginx -g 'daemon off;'
`;
    expect(rules(bad).sort()).toEqual(
      [
        'DL3002',
        'DL3003',
        'DL3006',
        'DL3007',
        'DL3008',
        'DL3008',
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
      ].sort(),
    );
  });

  test('a tag without a version number is not a pin; a COPY source outside the context is found', () => {
    const text = good.replace('debian:12.11-slim', 'debian:bookworm-slim').replace('COPY package.json ./', 'COPY package.json missing/ ./');
    expect(rules(text, { exists: (p) => p !== 'missing' })).toEqual(['PT002', 'PT001']);
  });

  test('pins are read from base images, versioned ARGs and pnpm', () => {
    expect(pinsOf(good)).toEqual({ 'image node': '24.21.0', 'image debian': '12.11', 'ARG NGINX_VERSION': '1.22.1-9+deb12u11', pnpm: '12.21.0' });
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
  const api = (name) => ({
    build: { dockerfile: 'api/Dockerfile' },
    restart: 'unless-stopped',
    healthcheck: health,
    environment: { NODE_ENV: 'production', TRUST_PROXY: '1' },
    name,
  });
  const config = () => ({
    services: {
      postgres: { image: 'postgres:17.6-bookworm', restart: 'unless-stopped', healthcheck: health },
      host: { build: { dockerfile: 'host/Dockerfile' }, restart: 'unless-stopped', healthcheck: health },
      'remote-tools': { build: { dockerfile: 'remote-tools/Dockerfile' }, restart: 'unless-stopped', healthcheck: health },
      'api-1': api('api-1'),
      'api-2': api('api-2'),
      gateway: {
        build: { dockerfile: 'deploy/nginx/Dockerfile' },
        restart: 'unless-stopped',
        healthcheck: health,
        ports: [{ published: 8080, target: 8080 }],
        environment: {
          GATEWAY_REMOTES: 'tools=remote-tools:8084',
          GATEWAY_API_SERVERS: 'api-1:3000 api-2:3000',
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

  const mailpit = (ports) => ({ image: 'axllent/mailpit:v1.27.10', restart: 'unless-stopped', healthcheck: health, ports });

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
