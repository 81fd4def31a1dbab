// Serves the composed portal on the API's origin: the host build at /portal/ (SPA fallback to
// index.html), each remote build at /portal/remotes/<name>/ (404 when a file is missing, never the
// fallback) and /portal/remotes.json, the runtime remote map the host reads before it boots.
// Text assets go out as the build's precompressed .br / .gz copies when the browser accepts them
// (`Vary: Accept-Encoding`); nothing static is compressed per request. Source maps are not in the
// served folders (the build writes them to dist-meta/).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig, RemoteBuild } from '../config/env.ts';
import { notFound } from '../domain/errors.ts';

const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);
/** webpack [contenthash] file names, e.g. main.3f9a1c2b7d.js, 412.8e0c5d1a.css. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const cacheControlFor = (fileName: string): string =>
  NO_CACHE_FILES.has(fileName) ? 'no-cache' : HASHED_FILE.test(fileName) ? IMMUTABLE : 'no-cache';

/** The runtime remote map: from PORTAL_REMOTES_JSON when set (re-read when it changes), else built from PORTAL_REMOTES. */
export class RemotesMap {
  readonly #file: string | null;
  readonly #built: Record<string, string>;
  #cached: { mtimeMs: number; map: Record<string, string> } | null = null;

  constructor(remotes: RemoteBuild[], file: string | null) {
    this.#file = file;
    this.#built = Object.fromEntries(remotes.map((r) => [r.name, `/portal/remotes/${r.segment}/mf-manifest.json`]));
    if (file) this.#load(fs.statSync(file).mtimeMs);
  }

  #load(mtimeMs: number): Record<string, string> {
    const parsed: unknown = JSON.parse(fs.readFileSync(this.#file as string, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !Object.values(parsed).every((v) => typeof v === 'string')) {
      throw new Error(`${this.#file} must be a JSON object of remote name → manifest URL`);
    }
    this.#cached = { mtimeMs, map: parsed as Record<string, string> };
    return this.#cached.map;
  }

  async current(): Promise<Record<string, string>> {
    if (!this.#file) return this.#built;
    const { mtimeMs } = await fsp.stat(this.#file);
    return this.#cached && this.#cached.mtimeMs === mtimeMs ? this.#cached.map : this.#load(mtimeMs);
  }

  /**
   * Origins of remotes served elsewhere (absolute URLs), for the CSP: https only, plus plain http on
   * the loopback address outside production (a remote's dev server). Any other http:// origin is
   * left out (its script would travel unprotected), so the browser refuses to load it.
   */
  externalOrigins(options: { allowLoopbackHttp: boolean } = { allowLoopbackHttp: false }): string[] {
    const map = this.#file ? (this.#cached?.map ?? {}) : this.#built;
    const origins = new Set<string>();
    for (const url of Object.values(map)) {
      if (!/^https?:\/\//i.test(url)) continue;
      const parsed = new URL(url);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
      if (parsed.protocol === 'https:' || (options.allowLoopbackHttp && loopback)) origins.add(parsed.origin);
    }
    return [...origins];
  }
}

/** The compression the browser accepts for a generated answer: brotli first, then gzip. */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** remotes.json changes rarely: its compressed forms are kept per content. */
const compressedCache = new Map<string, Buffer>();
function compressedJson(body: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${body}`;
  let hit = compressedCache.get(key);
  if (!hit) {
    hit = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body);
    if (compressedCache.size > 16) compressedCache.clear();
    compressedCache.set(key, hit);
  }
  return hit;
}

/** A regular file `relative` inside `root`, or null. */
async function fileInside(root: string, relative: string): Promise<string | null> {
  if (relative.includes('\0') || relative.split('/').some((part) => part === '..')) return null;
  const absolute = path.resolve(root, relative);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return null;
  try {
    return (await fsp.stat(absolute)).isFile() ? path.relative(root, absolute) : null;
  } catch {
    return null;
  }
}

function send(reply: FastifyReply, root: string, relative: string): FastifyReply {
  reply.header('cache-control', cacheControlFor(path.basename(relative)));
  return reply.sendFile(relative, root, { cacheControl: false, dotfiles: 'deny', index: false });
}

export async function registerStaticPortal(app: FastifyInstance, config: AppConfig['portal'], remotesMap: RemotesMap): Promise<void> {
  await app.register(fastifyStatic, { serve: false, preCompressed: true, root: config.hostDir ?? config.remotes[0]?.dir ?? process.cwd() });
  const hide = { hide: true };
  const remotes = new Map(config.remotes.map((r) => [r.segment, path.resolve(r.dir)]));
  const hostDir = config.hostDir ? path.resolve(config.hostDir) : null;

  app.get('/', { schema: hide }, (_request, reply) => reply.redirect('/portal/', 302));
  app.get('/portal', { schema: hide }, (_request, reply) => reply.redirect('/portal/', 302));

  app.get('/portal/remotes.json', { schema: hide }, async (request, reply) => {
    const body = JSON.stringify(await remotesMap.current());
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(compressedJson(body, encoding));
  });

  app.get('/portal/remotes/*', { schema: hide }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const slash = rest.indexOf('/');
    const root = remotes.get(slash < 0 ? rest : rest.slice(0, slash));
    const relative = root && slash >= 0 ? await fileInside(root, rest.slice(slash + 1)) : null;
    if (!root || !relative) throw notFound();
    return send(reply, root, relative);
  });

  app.get('/portal/*', { schema: hide }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (!hostDir || rest === 'remotes') throw notFound();
    const relative = rest === '' ? null : await fileInside(hostDir, rest);
    if (relative) return send(reply, hostDir, relative);
    // History routing: any other /portal/* path is a page of the single-page app.
    if (!(await fileInside(hostDir, 'index.html'))) throw notFound();
    return send(reply, hostDir, 'index.html');
  });
}
