// Operations endpoints (liveness, readiness, metrics) and request ids, on SQLite and PostgreSQL.
import { API_PREFIX } from '@portal/shared-kernel/contract';
import { createTestApp, DEMO_PASSWORD, expectCode, post, startMfaLogin, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The value of one sample of the exposition text, or 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const metrics = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return res.body;
};

describe('liveness and readiness', () => {
  it('answers /healthz and /readyz outside the API prefix, never cached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: { status: 'up' }, shutdown: 'no' } });

    // Not under the prefix the gateway publishes.
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/healthz` })).statusCode).toBe(404);
  });

  it('fails readiness (503, JSON) while the server drains on SIGTERM', async () => {
    t.app.operations.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'up' }, shutdown: 'draining' } });
      // Liveness does not depend on it: restarting a draining process would cut its requests.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.operations.draining = false;
    }
  });

  it('fails readiness with 503 and a JSON body naming the database when it cannot be reached', async () => {
    const other = await createTestApp();
    try {
      await other.app.services.db.destroy();
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'down' } } });
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('metrics', () => {
  it('counts logins by result, lockouts, codes sent and request durations per route pattern', async () => {
    const before = await metrics();
    const success = () => sample(before, 'portal_logins_total{result="success"}');
    const okBefore = success();

    expectCode(await post(t.app, 'login/auth', { username: '10000001', password: DEMO_PASSWORD }), 200, 'AG_1000');
    for (let i = 0; i < 5; i++) expectCode(await post(t.app, 'login/auth', { username: '10000002', password: 'Wrong9999' }), 401, 'AUTH001');
    await startMfaLogin(t.app);

    const after = await metrics();
    expect(sample(after, 'portal_logins_total{result="success"}')).toBe(okBefore + 1);
    expect(sample(after, 'portal_logins_total{result="failure"}') - sample(before, 'portal_logins_total{result="failure"}')).toBe(5);
    expect(sample(after, 'portal_logins_total{result="mfa_challenge"}')).toBe(sample(before, 'portal_logins_total{result="mfa_challenge"}') + 1);
    expect(sample(after, 'portal_lockouts_total{kind="login"}')).toBe(sample(before, 'portal_lockouts_total{kind="login"}') + 1);
    expect(sample(after, 'portal_verification_codes_sent_total{purpose="login_mfa"}')).toBe(
      sample(before, 'portal_verification_codes_sent_total{purpose="login_mfa"}') + 1,
    );

    const route = `${API_PREFIX}/login/auth`;
    const count = (status: string) => sample(after, `portal_http_request_duration_seconds_count{method="POST",route="${route}",status="${status}"}`);
    expect(count('200')).toBeGreaterThanOrEqual(2);
    expect(count('401')).toBeGreaterThanOrEqual(5);
    // Cumulative buckets: +Inf equals the count and no bucket exceeds the next.
    const buckets = after
      .split('\n')
      .filter((l) => l.startsWith('portal_http_request_duration_seconds_bucket{') && l.includes(`method="POST",route="${route}",status="401"`))
      .map((l) => Number(l.split(' ')[1]));
    expect(buckets.length).toBe(12);
    expect(buckets.at(-1)).toBe(count('401'));
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]).toBeGreaterThanOrEqual(buckets[i - 1] as number);
    expect(after).toContain('# TYPE portal_http_request_duration_seconds histogram');
  });

  it("carries Node's defaults (event-loop lag, heap, GC, handles) and, on PostgreSQL, the pool's figures", async () => {
    const text = await metrics();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'nodejs_active_handles_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toContain('# TYPE portal_notice_queue_oldest_seconds gauge');
    if (!usingPostgres) {
      expect(text).not.toContain('portal_db_pool');
      return;
    }
    expect(sample(text, 'portal_db_pool_max')).toBe(10);
    expect(text).toMatch(/^portal_db_pool_connections\{state="idle"\} \d+$/m);
    expect(sample(text, 'portal_db_pool_waiting')).toBe(0);
    // every query waited for its connection, and was timed
    expect(sample(text, 'portal_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    // a transaction holds its connection: counted in use while it runs
    await t.app.services.db.transaction().execute(async () => {
      expect(sample(await metrics(), 'portal_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(1);
    });
  });

  it('labels unknown URLs as one "unmatched" route (no label per URL)', async () => {
    await t.app.inject({ method: 'GET', url: '/no/such/page/12345' });
    const text = await metrics();
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('12345');
  });
});

describe('request ids', () => {
  it('keeps the gateway X-Request-Id and answers with it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': '4f1c2a9be0d34c7f8a5b6c7d8e9f0a1b' } });
    expect(res.headers['x-request-id']).toBe('4f1c2a9be0d34c7f8a5b6c7d8e9f0a1b');
  });

  it('replaces a missing or unsafe id with a fresh one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b"\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
