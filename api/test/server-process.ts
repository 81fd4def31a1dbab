// Real API processes for the tests that need more than app.inject: `node api/src/server.ts` started
// with an environment of its own, its output kept, ready once it logged that it listens.
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { loadConfig } from '../src/config/env.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const postgresUrl = loadConfig().databaseUrl;

export interface ServerProcess {
  /** Base URL (`http://127.0.0.1:<port>`). */
  url: string;
  port: number;
  pid: number;
  readonly output: string;
  /** The process's JSON log lines parsed (lines that are not JSON are left out). */
  logLines(): Record<string, unknown>[];
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (unless already gone); resolves with the exit code. */
  stop(): Promise<number | null>;
}

export class ServerDidNotStart extends Error {
  readonly code: number | null;
  readonly output: string;
  constructor(code: number | null, output: string) {
    super(`the API exited with ${code} before it listened:\n${output}`);
    this.code = code;
    this.output = output;
  }
}

/**
 * Starts the API on an ephemeral port with `env` (plus PATH, HOST=127.0.0.1, PORT=0, LOG_LEVEL=info).
 * Resolves once it logged 'マイページ API started'; rejects with ServerDidNotStart when it exits first.
 */
// A start seeds the demo customers at the configured scrypt cost: on a loaded 2-core machine that has
// taken 26 s, so the wait is generous (it bounds a hung start, it does not measure one).
export async function startServer(env: Record<string, string>, timeoutMs = 50_000): Promise<ServerProcess> {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (listening && output.includes('マイページ API started')) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new ServerDidNotStart(code, output));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid as number,
    get output() {
      return output;
    },
    logLines() {
      return output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        });
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return (await exited).code;
    },
  };
}

/** A fresh PostgreSQL schema name (the server creates it on start). */
export const freshSchema = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl as string });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const dropSchema = (schema: string) => withPostgres((client) => client.query(`drop schema if exists "${schema}" cascade`));
