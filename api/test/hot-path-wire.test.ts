// customer/view as a caller and the log see it (the hot path may get cheaper, never
// different): a real server process on a fresh SQLite file, the answer's header names in their order
// and their values, the body, the request log line with its fields in their order, and the auth gate
// (no token, an unknown token, a token ended by logout) on the same route.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, TOKEN_HEADER } from '@portal/shared-kernel/contract';
import { DEMO_PASSWORD } from './helpers.ts';
import { startServer } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wire-'));
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    NODE_ENV: 'development',
    SCRYPT_COST: '16',
    SEED_DEMO: 'true',
    SQLITE_FILE: path.join(dir, 'portal.sqlite'),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One GET with the raw header list (names in the order sent). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; rawHeaders: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body }));
      })
      .on('error', reject);
  });
}

async function login(): Promise<string> {
  const res = await fetch(`${server.url}${API_PREFIX}/login/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: '10000001', password: DEMO_PASSWORD, device: 'PC', platform: 'MyPage', autoLogin: 'false' }).toString(),
  });
  return ((await res.json()) as { result: { token: string } }).result.token;
}

async function logLine(requestId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 50; i++) {
    const line = server.logLines().find((entry) => entry.requestId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for ${requestId}`);
}

describe('customer/view on the wire', () => {
  it('answers with the same headers (names, order, values), body and request log line', async () => {
    const token = await login();
    const requestId = `wire-${randomBytes(8).toString('hex')}`;
    const res = await get(`${server.url}${API_PREFIX}/customer/view?token=secret-value`, { [TOKEN_HEADER]: token, 'x-request-id': requestId });
    expect(res.status).toBe(200);
    const names = res.rawHeaders.filter((_, i) => i % 2 === 0);
    // Every answer's own headers are set as its request arrives (one onRequest hook), the route's
    // content type after them.
    expect(names).toEqual([
      'x-request-id',
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'cache-control',
      'content-type',
      'content-length',
      'Date',
      'Connection',
      'Keep-Alive',
    ]);
    const headers = Object.fromEntries(names.map((name, i) => [name, res.rawHeaders[2 * i + 1]]));
    expect(headers).toMatchObject({
      'x-request-id': requestId,
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(res.body)),
      Connection: 'keep-alive',
    });
    const body = JSON.parse(res.body) as {
      code: string;
      result: { customerInfo: { customerNo: string; accountInfoList: unknown[] }; accountInfoList: unknown[] };
    };
    expect(Object.keys(body)).toEqual(['code', 'result', 'message', 'localizedMessage']);
    expect(body).toMatchObject({ code: 'AG_1000', message: 'OK', localizedMessage: '正常に処理しました。' });
    expect(Object.keys(body.result)).toEqual(['customerInfo', 'accountInfoList']);
    expect(body.result.customerInfo.customerNo).toBe('10000001');
    expect(body.result.accountInfoList.length).toBeGreaterThan(0);
    expect(body.result.customerInfo.accountInfoList).toEqual(body.result.accountInfoList);
    // The envelope as JSON.stringify writes it: no spaces, keys in this order.
    expect(res.body).toBe(JSON.stringify(body));

    const line = await logLine(requestId);
    expect(Object.keys(line)).toEqual(['level', 'time', 'pid', 'hostname', 'requestId', 'req', 'statusCode', 'ms', 'msg']);
    expect(line).toMatchObject({
      level: 30,
      pid: server.pid,
      requestId,
      req: { method: 'GET', url: `${API_PREFIX}/customer/view?token=***`, remoteAddress: '127.0.0.1' },
      statusCode: 200,
      msg: 'request',
    });
    expect(Object.keys(line.req as object)).toEqual(['method', 'url', 'remoteAddress']);
    expect(typeof line.ms).toBe('number');
    expect(typeof line.time).toBe('number');
  });

  it('refuses a missing, an unknown and an ended token, each with its log line', async () => {
    const url = `${server.url}${API_PREFIX}/customer/view`;
    const code = (res: { body: string }) => (JSON.parse(res.body) as { code: string }).code;
    const missing = await get(url, {});
    expect([missing.status, code(missing)]).toEqual([401, '9000']);
    const unknown = await get(url, { [TOKEN_HEADER]: 'no-such-token' });
    expect([unknown.status, code(unknown)]).toEqual([401, '9000']);
    const token = await login();
    expect((await get(url, { [TOKEN_HEADER]: token })).status).toBe(200);
    const out = await get(`${server.url}${API_PREFIX}/customer/logout`, { [TOKEN_HEADER]: token });
    expect(out.status).toBe(200);
    const requestId = `wire-${randomBytes(8).toString('hex')}`;
    const ended = await get(url, { [TOKEN_HEADER]: token, 'x-request-id': requestId });
    expect([ended.status, code(ended)]).toEqual([401, '1010']);
    expect(ended.rawHeaders).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cache-control']),
    );
    expect(await logLine(requestId)).toMatchObject({ msg: 'request', statusCode: 401, req: { method: 'GET', url: `${API_PREFIX}/customer/view` } });
  });
});
