// public/beacon/remoteFailure: what a browser reports when a remote fails to load or throws — logged
// with the request id, counted with bounded labels, nothing personal, rate-limited per address.
// On SQLite and PostgreSQL.
import { PassThrough } from 'node:stream';
import { ResponseCode } from '@portal/shared-kernel/contract';
import { PortalMetrics } from '../src/ops/metrics.ts';
import { apiUrl, createTestApp, expectCode } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const report = {
  remote: 'remote_tools',
  remoteVersion: '1.0.0',
  route: '/link/tools',
  phase: 'load',
  errorClass: 'Error',
  hostVersion: '1.0.0',
};

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const log = new PassThrough();
  log.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line) logLines.push(JSON.parse(line) as Record<string, unknown>);
  });
  t = await createTestApp({
    logStream: log,
    config: { rateLimit: { enabled: true, windowMs: 60_000, loginMax: 100_000, codeMax: 100_000, beaconMax: 25 } },
  });
});
afterAll(() => t.close());

const send = (body: unknown, address = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: apiUrl('public/beacon/remoteFailure'), payload: body as object, remoteAddress: address });
const counted = (labels: Record<string, string>) => PortalMetrics.valueOf(t.app.services.metrics.remoteFailures, labels);

describe('the remote-failure beacon', () => {
  it('records the remote, its version, the route, the phase, the error class and the host version, and counts it', async () => {
    const before = await counted({ remote: 'remote_tools', phase: 'load', error_class: 'Error' });
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrl('public/beacon/remoteFailure'),
      payload: { ...report, message: 'taro.yamada@example.jp', customerNo: '10000001' },
      headers: { 'x-request-id': 'beacon-test-0001' },
    });
    expectCode(res, 200, 'AG_1000');
    expect(await counted({ remote: 'remote_tools', phase: 'load', error_class: 'Error' })).toBe(before + 1);
    const line = logLines.find((l) => l.msg === 'a remote failed in a browser');
    expect(line).toMatchObject({ requestId: 'beacon-test-0001', remoteFailure: report });
    // only the six fields are kept: whatever else a browser sent is not logged
    expect(JSON.stringify(line)).not.toMatch(/taro|10000001/);
    const text = await t.app.services.metrics.render();
    expect(text).toContain('portal_remote_failures_total{remote="remote_tools",phase="load",error_class="Error"}');
  });

  it('refuses what could carry personal data or grow the labels without end', async () => {
    for (const bad of [
      { route: '/cash/note?customer=10000001' },
      { route: 'https://evil.example/x' },
      { remote: 'tools' },
      { errorClass: 'Cannot read properties of undefined' },
      { phase: 'boot' },
      { remoteVersion: '' },
    ]) {
      expectCode(await send({ ...report, ...bad }), 400, ResponseCode.VALIDATION);
    }
    // an error class the portal does not know is counted as "other"; the remote names are capped
    expectCode(await send({ ...report, errorClass: 'MadeUpError' }), 200, 'AG_1000');
    expect(await counted({ remote: 'remote_tools', error_class: 'other' })).toBe(1);
    for (let i = 0; i < 22; i++) {
      const remote = `remote_${String.fromCharCode(97 + i)}x`;
      expectCode(await send({ ...report, remote }, `198.51.100.${i}`), 200, 'AG_1000');
    }
    const { values } = await t.app.services.metrics.remoteFailures.get();
    const remotes = new Set(values.map((v) => v.labels.remote));
    expect(remotes.size).toBeLessThanOrEqual(21);
    expect(remotes.has('other')).toBe(true);
  });

  it('answers 429 once an address sent more reports than RATE_LIMIT_BEACON_MAX in the window', async () => {
    for (let i = 0; i < 25; i++) expectCode(await send(report, '192.0.2.1'), 200, 'AG_1000');
    expectCode(await send(report, '192.0.2.1'), 429, ResponseCode.RATE_LIMITED);
    // another address is not limited by it
    expectCode(await send(report, '192.0.2.2'), 200, 'AG_1000');
  });
});
