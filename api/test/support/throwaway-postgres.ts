// A PostgreSQL server of the test's own (initdb + pg_ctl on a free port, in a temp directory) that a
// test may stop and start: the shared server on 5432 is never touched. As root the server runs as the
// `postgres` system user (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The bin directory of the newest installed PostgreSQL, or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export class ThrowawayPostgres {
  readonly #bin: string;
  readonly #dir: string;
  readonly port: number;

  private constructor(bin: string, dir: string, port: number) {
    this.#bin = bin;
    this.#dir = dir;
    this.port = port;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Creates the cluster (not started). */
  static async create(): Promise<ThrowawayPostgres> {
    const bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb)');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
    const pg = new ThrowawayPostgres(bin, dir, await freePort());
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(dir, uid, gid);
    }
    pg.#run('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    return pg;
  }

  start(): void {
    this.#run('pg_ctl', [
      '-D',
      path.join(this.#dir, 'data'),
      '-l',
      path.join(this.#dir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.#dir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: open connections are ended, nothing new is accepted. */
  stop(): void {
    this.#run('pg_ctl', ['-D', path.join(this.#dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.#run('pg_ctl', ['-D', path.join(this.#dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running
    }
    fs.rmSync(this.#dir, { recursive: true, force: true });
  }

  #run(tool: string, args: string[]): void {
    const command = path.join(this.#bin, tool);
    const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file as string, argv as string[], { stdio: 'pipe', cwd: this.#dir });
  }
}
