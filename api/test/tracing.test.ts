// OpenTelemetry traces: off by default; on, a request is one span with the gateway's request id and
// its route, continuing the caller's trace, and its database queries are child spans (their SQL,
// never their values). Checked with an in-memory exporter and, end to end, with an OTLP/HTTP receiver
// of the test's own (OTEL_EXPORTER_OTLP_ENDPOINT). On SQLite and PostgreSQL.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { loadConfig } from '../src/config/env.ts';
import { apiUrl, createTestApp, DEMO_PASSWORD, FORM, formBody, usingPostgres } from './helpers.ts';
import { startServer } from './server-process.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';
const login = {
  method: 'POST' as const,
  url: apiUrl('login/auth'),
  headers: { ...FORM, 'x-request-id': 'trace-test-0001', traceparent: `00-${TRACE_ID}-${PARENT}-01` },
  payload: formBody({ username: '10000001', password: DEMO_PASSWORD }),
};

describe('traces', () => {
  it('are off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, which must be an http(s) URL', () => {
    expect(loadConfig({}).tracing).toEqual({ endpoint: null, serviceName: 'portal-api' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'portal-api-2' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'portal-api-2',
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('a request is a span with the request id and the route, in the caller’s trace, with its queries as child spans', async () => {
    const exporter = new InMemorySpanExporter();
    const t = await createTestApp({ spanExporter: exporter });
    try {
      exporter.reset();
      expect((await t.app.inject(login)).statusCode).toBe(200);
      const spans = exporter.getFinishedSpans();
      const server = spans.find((s) => s.name === 'POST /fo-jp-web-api/api/login/auth');
      expect(server).toBeDefined();
      expect(server?.attributes).toMatchObject({
        'http.request_id': 'trace-test-0001',
        'http.route': '/fo-jp-web-api/api/login/auth',
        'http.response.status_code': 200,
      });
      expect(server?.spanContext().traceId).toBe(TRACE_ID);
      expect(server?.parentSpanContext?.spanId).toBe(PARENT);
      const queries = spans.filter((s) => s.parentSpanContext?.spanId === server?.spanContext().spanId);
      expect(queries.length).toBeGreaterThan(0);
      const system = usingPostgres ? 'postgresql' : 'sqlite';
      for (const q of queries) expect(q.attributes['db.system.name']).toBe(system);
      // the session it made and the audit entry are among them; no value of any query is
      const texts = queries.map((q) => String(q.attributes['db.query.text']));
      expect(texts.some((sql) => /insert into "sessions"/.test(sql))).toBe(true);
      expect(texts.some((sql) => /insert into "audit_log"/.test(sql))).toBe(true);
      expect(JSON.stringify(queries.map((q) => q.attributes))).not.toMatch(/10000001|Demo1234/);
      // every query of the request ran inside the request's span
      for (const q of queries) {
        expect(q.startTime[0] * 1e3 + q.startTime[1] / 1e6).toBeGreaterThanOrEqual(server!.startTime[0] * 1e3 + server!.startTime[1] / 1e6 - 1);
      }
    } finally {
      await t.close();
    }
  });

  // The real server process (the OTLP exporter loads node:http itself, which jest's module system
  // cannot): one leg is enough, the exporter does not care which database.
  (usingPostgres ? it.skip : it)(
    'node api/src/server.ts sends them to the OTLP/HTTP endpoint of OTEL_EXPORTER_OTLP_ENDPOINT',
    async () => {
      const received: { path: string; type: string; body: unknown }[] = [];
      const collector = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', () => resolve()));
      const sqliteFile = path.join(os.tmpdir(), `portal-tracing-${process.pid}.sqlite`);
      try {
        const server = await startServer(
          {
            NODE_ENV: 'test',
            SQLITE_FILE: sqliteFile,
            OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
            OTEL_SERVICE_NAME: 'portal-api-test',
          },
          40_000,
        );
        const res = await fetch(`${server.url}${login.url}`, { method: 'POST', headers: login.headers, body: login.payload });
        expect(res.status).toBe(200);
        // a graceful stop flushes the batch
        expect(await server.stop()).toBe(0);
        expect(received.length).toBeGreaterThan(0);
        expect(received[0]?.path).toBe('/v1/traces');
        expect(received[0]?.type).toMatch(/^application\/json/);
        const text = JSON.stringify(received.map((r) => r.body));
        expect(text).toContain('portal-api-test');
        expect(text).toContain('POST /fo-jp-web-api/api/login/auth');
        expect(text).toContain('trace-test-0001');
        expect(text).toContain(TRACE_ID);
        expect(text).toContain('db.query.text');
      } finally {
        collector.close();
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
      }
    },
    60_000,
  );
});
