// OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (then sent there over OTLP/HTTP,
// `<endpoint>/v1/traces`, in batches). Off, nothing of this runs: no hook, no timing of queries.
// On, every request is one server span named after its route (`POST /fo-jp-web-api/api/login/auth`)
// that carries the gateway's request id (`http.request_id`, the X-Request-Id every log line of the
// request has) and continues the caller's trace when it sends a W3C `traceparent`; each database
// query it runs is a child span with its SQL text (never its parameter values). On SQLite the reads
// of the hot path run on the read connection without Kysely and are not spans; on PostgreSQL every
// query is.
import { context, defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context, Span, Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogEvent } from 'kysely';
import type { SqlDialectName } from '../db/dialect.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's span and its context, while tracing is on. */
    trace?: { span: Span; context: Context };
  }
}

let contextManager: AsyncLocalStorageContextManager | null = null;

/** The async context of spans (one per process: the API of OpenTelemetry keeps it globally). */
function ensureContextManager(): void {
  if (contextManager) return;
  contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
}

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL (http://collector:4318). */
  endpoint: string | null;
  serviceName: string;
  /** Tests: an exporter of their own (spans are then exported one by one, at once). */
  exporter?: SpanExporter;
  dialect: SqlDialectName;
}

export class Tracing {
  readonly #provider: TracerProvider;
  readonly #tracer: Tracer;
  readonly #propagator = new W3CTraceContextPropagator();
  readonly #system: string;

  constructor(options: TracingOptions) {
    ensureContextManager();
    const exporter = options.exporter ?? new OTLPTraceExporter({ url: `${(options.endpoint ?? '').replace(/\/$/, '')}/v1/traces` });
    this.#provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': options.serviceName }),
      spanProcessors: [options.exporter ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter })],
    });
    this.#tracer = this.#provider.getTracer('portal-api');
    this.#system = options.dialect === 'postgres' ? 'postgresql' : 'sqlite';
  }

  /** The hooks: a span per request, the request's handlers run inside its context. */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', (request, _reply, done) => {
      const parent = this.#propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
      const span = this.#tracer.startSpan(
        request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'url.path': request.url.split('?')[0] ?? '',
            'http.request_id': request.id,
          },
        },
        parent,
      );
      const spanContext = trace.setSpan(parent, span);
      request.trace = { span, context: spanContext };
      context.with(spanContext, done);
    });
    // The body arrived in the socket's context, not the request's: the handler and the hooks before
    // it run in the span's context again.
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.trace) context.with(request.trace.context, done);
      else done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      this.#end(request, reply.statusCode);
      done();
    });
    app.addHook('onClose', async () => {
      await this.shutdown();
    });
  }

  #end(request: FastifyRequest, status: number): void {
    const traced = request.trace;
    if (!traced) return;
    const route = request.is404 ? null : (request.routeOptions.url ?? null);
    if (route) {
      traced.span.updateName(`${request.method} ${route}`);
      traced.span.setAttribute('http.route', route);
    }
    traced.span.setAttribute('http.response.status_code', status);
    if (status >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
    traced.span.end();
  }

  /** Kysely's log of every query (set only while tracing is on): a child span of the current request. */
  onQuery = (event: LogEvent): void => {
    const parent = context.active();
    if (trace.getSpan(parent) === undefined) return;
    const end = Date.now();
    const sql = event.query.sql;
    const span = this.#tracer.startSpan(
      `${this.#system} ${sql.trimStart().split(/\s/, 1)[0]?.toLowerCase() ?? 'query'}`,
      {
        kind: SpanKind.CLIENT,
        startTime: end - event.queryDurationMillis,
        attributes: { 'db.system.name': this.#system, 'db.query.text': sql.length > 2000 ? `${sql.slice(0, 2000)}…` : sql },
      },
      parent,
    );
    if (event.level === 'error')
      span.setStatus({ code: SpanStatusCode.ERROR, message: event.error instanceof Error ? event.error.message : 'query failed' });
    span.end(end);
  };

  forceFlush(): Promise<void> {
    return this.#provider.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.#provider.shutdown();
  }
}
