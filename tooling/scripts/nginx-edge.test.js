// The gateway's nginx, for real (Debian's nginx with the templates of deploy/nginx rendered by
// render.sh, as the images and the topology run it), in front of a stand-in upstream:
//   - the access log hides the secrets that travel in query strings (the API's own list of names),
//     however many, in any letter case, and keeps the rest of the query;
//   - document uploads stream through to the API as they arrive: the upstream has the first bytes
//     while the client is still sending, and nothing is written to nginx's temporary files;
//   - an upload larger than the limit is refused by nginx itself.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { root } from '../apps.js';

const NGINX = '/usr/sbin/nginx';
const RENDER = path.join(root, 'deploy/nginx/render.sh');

jest.setTimeout(60_000);

/** The secret query parameters the API hides in its request log (api/src/http/log-redaction.ts). */
function apiSecretKeys() {
  const source = fs.readFileSync(path.join(root, 'api/src/http/log-redaction.ts'), 'utf8');
  const list = /SECRET_QUERY_KEYS = new Set\(\[([^\]]*)\]\)/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-edge-'));
fs.chmodSync(dir, 0o755);
const accessLog = path.join(dir, 'access.log');
const runDir = path.join(dir, 'run');
/** What the stand-in upstream saw: each request, and for uploads when their first bytes arrived. */
const seen = [];
let firstUploadBytes = null;
/** nginx's error log (stderr): it warns of every body or answer it buffers to a temporary file. */
let errorLog = '';
let upstream;
let nginx;
let origin;

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) {
    // The same installation the topology does (Debian's nginx and its brotli_static module).
    const installed = spawnSync(
      process.execPath,
      ['-e', "import('./tooling/scripts/topology.mjs').then((m) => process.exit(m.ensureNginx() ? 0 : 1))"],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (installed.status !== 0) throw new Error("Debian's nginx could not be installed");
  }
  upstream = http.createServer((req, res) => {
    const entry = { method: req.method, url: req.url, bytes: 0 };
    seen.push(entry);
    req.on('data', (chunk) => {
      entry.bytes += chunk.length;
      if (req.url.includes('/public/user/upload') && firstUploadBytes === null) firstUploadBytes = entry.bytes;
    });
    req.on('end', () => {
      if (req.url.includes('/cash/statement')) {
        // A large answer (a statement): passed on, not spooled to disk.
        res.setHeader('content-type', 'application/pdf');
        return res.end(Buffer.alloc(4 * 1024 * 1024, 0x25));
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 'AG_1000', result: { bytes: entry.bytes } }));
    });
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamAddress = `127.0.0.1:${upstream.address().port}`;
  const port = await freePort();
  const confDir = path.join(dir, 'conf');
  const rendered = spawnSync('sh', [RENDER, 'gateway'], {
    env: {
      ...process.env,
      NGINX_CONF_DIR: confDir,
      NGINX_RUN_DIR: runDir,
      NGINX_PORT: String(port),
      NGINX_LISTEN: '127.0.0.1',
      NGINX_WORKERS: '1',
      NGINX_NAME: 'gateway',
      NGINX_ACCESS_LOG: accessLog,
      GATEWAY_HOST: upstreamAddress,
      GATEWAY_API_SERVERS: upstreamAddress,
      GATEWAY_REMOTES: '',
      GATEWAY_REMOTES_JSON: '{}',
      GATEWAY_DEV_ROUTES: 'off',
    },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`render.sh: ${rendered.stderr}`);
  const args = ['-e', 'stderr', '-p', runDir, '-c', path.join(confDir, 'nginx.conf')];
  const checked = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.stderr}`);
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'pipe'] });
  nginx.stderr.on('data', (chunk) => (errorLog += chunk.toString()));
  origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${origin}/portal/remotes.json`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not start');
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => nginx.once('exit', resolve));
  }
  await new Promise((resolve) => upstream?.close(resolve) ?? resolve());
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The access log's lines so far (nginx writes each as its request ends). */
async function logLines(count) {
  for (let i = 0; i < 50; i++) {
    const lines = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').trim().split('\n').filter(Boolean) : [];
    if (lines.length >= count) return lines.map((line) => JSON.parse(line));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} access log lines`);
}

describe('the access log', () => {
  test('hides every secret of a query string, the API’s names and any letter case, and keeps the rest', async () => {
    const keys = apiSecretKeys();
    expect(keys).toEqual(expect.arrayContaining(['verifycode', 'downloadtoken', 'token', 'sessiontoken']));
    const before = (await logLines(0)).length;
    const paths = [
      '/fo-jp-web-api/api/public/file/download?downloadtoken=SECRET-A&fileName=a.pdf',
      '/fo-jp-web-api/api/login/verifySecondVerifyCode?sessionId=SECRET-B&verifyCode=SECRET-C',
      '/portal/next?username=10000001&token=SECRET-D&path=%2Fportal%2Fhome',
      '/fo-jp-web-api/api/cash/history?cursor=MjAyNg&type=deposit',
      // Every name the API hides, each in its own request and in shouting capitals.
      ...keys.map((key) => `/fo-jp-web-api/api/x?a=1&${key.toUpperCase()}=SECRET-${key}&b=2`),
      // More secrets than the rounds of the map: the query is not written at all.
      '/fo-jp-web-api/api/x?token=SECRET-1&Token=SECRET-2&otp=SECRET-3&password=SECRET-4&sessionId=SECRET-5',
    ];
    for (const p of paths) expect((await fetch(`${origin}${p}`)).status).toBe(200);
    const lines = (await logLines(before + paths.length)).slice(before);
    const text = lines.map((l) => l.uri).join('\n');
    expect(text).not.toMatch(/SECRET/);
    expect(lines.map((l) => l.uri).slice(0, 4)).toEqual([
      '/fo-jp-web-api/api/public/file/download?downloadtoken=***&fileName=a.pdf',
      '/fo-jp-web-api/api/login/verifySecondVerifyCode?sessionId=***&verifyCode=***',
      '/portal/next?username=10000001&token=***&path=%2Fportal%2Fhome',
      '/fo-jp-web-api/api/cash/history?cursor=MjAyNg&type=deposit',
    ]);
    expect(lines.at(-1).uri).toBe('/fo-jp-web-api/api/x?[redacted]');
    // The upstream still got the whole query.
    expect(seen.some((s) => s.url.includes('downloadtoken=SECRET-A'))).toBe(true);
  });
});

/** nginx's warnings of bodies and answers written to its temporary files (they are deleted at once after). */
const spooled = () => errorLog.split('\n').filter((line) => /buffered to a temporary file/.test(line));

describe('nothing personal in nginx’s temporary files', () => {
  test('a form body up to the API’s limit stays in memory, and a large answer is passed on as it comes', async () => {
    const form = await fetch(`${origin}/fo-jp-web-api/api/customer/update/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: 'x'.repeat(900 * 1024) }),
    });
    expect(form.status).toBe(200);
    const slow = await fetch(`${origin}/fo-jp-web-api/api/cash/statement/1`);
    expect((await slow.arrayBuffer()).byteLength).toBe(4 * 1024 * 1024);
    expect(spooled()).toEqual([]);
  });
});

describe('document uploads', () => {
  test('stream to the API as they arrive: it has the first bytes before the client has sent the rest; nothing touches nginx’s temporary files', async () => {
    const total = 3 * 1024 * 1024;
    const first = Buffer.alloc(256 * 1024, 0x61);
    const answer = new Promise((resolve, reject) => {
      const req = http.request(
        `${origin}/fo-jp-web-api/api/public/user/uploadMyNumberDoc`,
        { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(total) } },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        },
      );
      req.on('error', reject);
      req.write(first);
      // The rest only once the API has the first part: a buffering proxy would wait for all of it.
      const started = Date.now();
      const timer = setInterval(() => {
        if (firstUploadBytes !== null) {
          clearInterval(timer);
          req.end(Buffer.alloc(total - first.length, 0x62));
        } else if (Date.now() - started > 10_000) {
          clearInterval(timer);
          req.destroy(new Error('the API got nothing before the whole body was sent: nginx buffers uploads'));
        }
      }, 20);
    });
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body).result.bytes).toBe(total);
    expect(firstUploadBytes).toBeGreaterThan(0);
    expect(firstUploadBytes).toBeLessThan(total);
    const temporary = path.join(runDir, 'client_body');
    expect(
      fs.existsSync(temporary) ? fs.readdirSync(temporary, { recursive: true }).filter((f) => fs.statSync(path.join(temporary, f)).isFile()) : [],
    ).toEqual([]);
  });

  test('a declared size over the limit is refused by nginx itself; other API calls keep the API’s 1 MiB', async () => {
    const big = await fetch(`${origin}/fo-jp-web-api/api/public/user/uploadPersonalConfirmationDoc`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(5300 * 1024),
    });
    expect(big.status).toBe(413);
    const form = await fetch(`${origin}/fo-jp-web-api/api/customer/update/info`, { method: 'POST', body: Buffer.alloc(1100 * 1024) });
    expect(form.status).toBe(413);
  });
});
