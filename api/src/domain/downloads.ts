// Download tokens: issued to a logged-in customer for one allowlisted file, short-lived (300 s)
// and single use; public/file/download redeems them without a session (a plain link works).
//
// Generated files (CSV exports, statements): one file per token. The first request of a token claims
// it (one conditional UPDATE, so of concurrent requests exactly one does — on SQLite and PostgreSQL
// alike, and across replicas) and runs the generator; its bytes go to the response as they are made
// and into download_chunks on the way. A repeat of the token within REPLAY_SECONDS (a double click, a
// retry, a download manager's second request) streams those stored bytes — following the first
// request while it is still making them — so the generator runs once and every answer is the same
// file. A refusal before the first byte (CSH001, CSH012) is stored and answered again the same way.
// A claim whose request vanished (its lease ran out) is taken over by changing its claim token; a
// request whose generator broke, or whose client went away before the end, gives the token back.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { API_PREFIX, ResponseCode } from '@portal/shared-kernel/contract';
import type { endpoints, RequestOf, ResponseCodeValue, ResultOf } from '@portal/shared-kernel/contract';
import type { AuditLog, RequestMeta } from './audit.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import type { AuthContext, FileResult } from '../http/route-spec.ts';
import { addSeconds } from '../lib/clock.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import type { Clock } from '../lib/clock.ts';
import type { DownloadTokensRepository } from '../repositories/download-tokens.ts';
import type { SessionsRepository } from '../repositories/sessions.ts';
import { contentTypeOf, resolveAllowlisted } from '../infra/files.ts';

type DownloadTokenRequest = RequestOf<typeof endpoints.resource.downloadToken>;
type DownloadTokenResult = ResultOf<typeof endpoints.resource.downloadToken>;

export const DOWNLOAD_TOKEN_TTL_SECONDS = 300;
/** How long after its first request a generated file's token answers the same bytes again (then they are purged). */
export const REPLAY_SECONDS = 300;
/** A producer renews its lease with every chunk; a claim unrenewed this long belongs to a request that vanished. */
export const PRODUCER_LEASE_SECONDS = 60;
/** How often a repeat looks for the first request's next bytes. */
const FOLLOW_POLL_MS = 25;
/** Stored chunks a follower reads per query. */
const FOLLOW_BATCH = 16;

/** A generated file: its type, then its bytes as they are made (the checks that may refuse it run before the promise settles). */
export interface GeneratedFile {
  contentType: string;
  chunks: AsyncIterable<Buffer>;
}

/**
 * Makes a file when its token is redeemed (CSV exports, statements): gets the customer and the
 * parameters stored with the token; refuses (rejects) before its first byte, then streams. Registered by name.
 */
export type FileGenerator = (customerId: number, params: Record<string, unknown>) => Promise<GeneratedFile>;

type TokenRow = NonNullable<Awaited<ReturnType<DownloadTokensRepository['claim']>>>;

class TakenOver extends Error {
  constructor() {
    super('the download was taken over or given back while it streamed');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GeneratedDownload {
  /** The registered generator's name. */
  generator: string;
  /** JSON-serialisable parameters (never secrets). */
  params: Record<string, unknown>;
  /** The name the browser saves the file as. */
  fileName: string;
}

const downloadTokenInvalid = () => new ApiError(404, ResponseCode.DOWNLOAD_TOKEN_INVALID, undefined, 'download token unknown, used or expired');

export class DownloadService {
  readonly #tokens: DownloadTokensRepository;
  readonly #audit: AuditLog;
  readonly #clock: Clock;
  readonly #filesDir: string;
  readonly #generators = new Map<string, FileGenerator>();

  readonly #sessions: SessionsRepository;

  constructor(deps: { downloadTokens: DownloadTokensRepository; sessions: SessionsRepository; audit: AuditLog; clock: Clock; filesDir: string }) {
    this.#tokens = deps.downloadTokens;
    this.#sessions = deps.sessions;
    this.#audit = deps.audit;
    this.#clock = deps.clock;
    this.#filesDir = deps.filesDir;
  }

  async issue(auth: AuthContext, request: DownloadTokenRequest, meta: RequestMeta): Promise<DownloadTokenResult> {
    if (path.extname(request.fileName).toLowerCase() !== path.extname(request.filePath).toLowerCase()) {
      throw badRequest('ファイル名の拡張子がファイルと一致しません。', 'fileName extension differs from filePath');
    }
    const file = await resolveAllowlisted(this.#filesDir, request.filePath);
    if (!file) throw notFound('指定されたファイルは見つかりません。');
    return this.#issueToken(auth, { file_path: request.filePath, file_name: request.fileName }, { filePath: request.filePath }, meta);
  }

  /** Stores a single-use token (its hash) for `file`, audits the issue, and answers the token and its URL. */
  async #issueToken(
    auth: AuthContext,
    file: { file_path: string; file_name: string; generator?: string; params?: string },
    detail: Record<string, string | number | boolean | null>,
    meta: RequestMeta,
  ): Promise<DownloadTokenResult> {
    const now = this.#clock.now();
    const token = randomToken(32);
    const expiresAt = addSeconds(now, DOWNLOAD_TOKEN_TTL_SECONDS).toISOString();
    await this.#tokens.insert({
      token_hash: sha256Hex(token),
      customer_id: auth.customerId,
      session_jti: auth.jti,
      ...file,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    await this.#audit.record({ event: 'download_token_issued', customerId: auth.customerId, sessionJti: auth.jti, detail, meta });
    return { downloadToken: token, expiresAt, url: `${API_PREFIX}/public/file/download?downloadtoken=${encodeURIComponent(token)}` };
  }

  /** Registers a generator of files made on download. */
  register(name: string, generator: FileGenerator): void {
    this.#generators.set(name, generator);
  }

  /** A single-use token (300 s) for a file generated when it is redeemed. */
  async issueGenerated(auth: AuthContext, download: GeneratedDownload, meta: RequestMeta): Promise<DownloadTokenResult & { fileName: string }> {
    if (!this.#generators.has(download.generator)) throw new Error(`no file generator ${download.generator}`);
    const issued = await this.#issueToken(
      auth,
      {
        file_path: `generated/${download.generator}`,
        file_name: download.fileName,
        generator: download.generator,
        params: JSON.stringify(download.params),
      },
      { generator: download.generator, fileName: download.fileName },
      meta,
    );
    return { ...issued, fileName: download.fileName };
  }

  async #sessionLive(jti: string, customerId: number, now: string): Promise<boolean> {
    const session = await this.#sessions.find(jti);
    return session !== undefined && session.customer_id === customerId && session.revoked_at === null && session.expires_at > now;
  }

  async redeem(token: string, meta: RequestMeta): Promise<FileResult> {
    const hash = sha256Hex(token);
    const now = this.#clock.now();
    const claim = newClaim();
    const row = await this.#tokens.claim(hash, now.toISOString(), claim, this.#lease());
    if (row) {
      await this.#assertSession(row, now.toISOString());
      if (row.generator) return this.#produce(hash, claim, row, meta);
      return this.#staticFile(row, meta);
    }
    // Used already: a generated file answers its stored bytes again within REPLAY_SECONDS.
    const state = await this.#tokens.state(hash);
    if (!state?.generator || !state.used_at || state.used_at <= addSeconds(now, -REPLAY_SECONDS).toISOString()) throw downloadTokenInvalid();
    await this.#assertSession(state, now.toISOString());
    return this.#follow(hash, meta);
  }

  /** Drops the stored bytes of generated files whose repeats are over; the periodic job calls it. */
  purgeStoredFiles(now: Date): Promise<number> {
    return this.#tokens.purgeChunks(addSeconds(now, -REPLAY_SECONDS - PRODUCER_LEASE_SECONDS).toISOString());
  }

  #lease(): string {
    return addSeconds(this.#clock.now(), PRODUCER_LEASE_SECONDS).toISOString();
  }

  // A bearer link, but only while the login session that asked for it lives (ended by logout, a
  // password change or "end all sessions": the link is worthless) — for a repeat too.
  async #assertSession(row: Pick<TokenRow, 'session_jti' | 'customer_id'>, now: string): Promise<void> {
    if (row.session_jti !== null && !(await this.#sessionLive(row.session_jti, row.customer_id, now))) throw downloadTokenInvalid();
  }

  async #staticFile(row: TokenRow, meta: RequestMeta): Promise<FileResult> {
    const file = await resolveAllowlisted(this.#filesDir, row.file_path);
    if (!file) throw notFound('指定されたファイルは見つかりません。');
    await this.#audit.record({ event: 'file_downloaded', customerId: row.customer_id, detail: { filePath: row.file_path }, meta });
    return {
      kind: 'file',
      absolutePath: file.absolutePath,
      fileName: row.file_name,
      contentType: contentTypeOf(row.file_path),
      size: file.size,
      cacheControl: 'no-store',
      disposition: 'attachment',
    };
  }

  /** Runs the generator for the claim `claim`: its bytes go to the response and into the store as they come. */
  async #produce(hash: string, claim: string, row: TokenRow, meta: RequestMeta): Promise<FileResult> {
    const generate = row.generator ? this.#generators.get(row.generator) : undefined;
    let made: GeneratedFile;
    try {
      if (!generate) throw notFound('指定されたファイルは見つかりません。');
      made = await generate(row.customer_id, JSON.parse(row.params ?? '{}') as Record<string, unknown>);
    } catch (error) {
      // A refusal is the token's answer (a repeat gets it too); anything else gives the token back.
      if (error instanceof ApiError) {
        const failure = { status: error.statusCode, code: error.code, message: error.localizedMessage, reason: error.message };
        await this.#tokens.fail(hash, claim, JSON.stringify(failure));
      } else await this.#tokens.release(hash, claim).catch(() => undefined);
      throw error;
    }
    if (!(await this.#tokens.start(hash, claim, made.contentType, this.#lease()))) throw downloadTokenInvalid();
    await this.#audit.record({
      event: 'file_downloaded',
      customerId: row.customer_id,
      detail: { generator: row.generator, fileName: row.file_name },
      meta,
    });
    const tokens = this.#tokens;
    const lease = () => this.#lease();
    const now = () => this.#clock.now().toISOString();
    async function* storeAndSend(): AsyncGenerator<Buffer> {
      let seq = 0;
      let completed = false;
      try {
        for await (const chunk of made.chunks) {
          if (chunk.length === 0) continue;
          if (!(await tokens.append(hash, claim, seq++, chunk, lease()))) throw new TakenOver();
          yield chunk;
        }
        completed = await tokens.complete(hash, claim, now());
        if (!completed) throw new TakenOver();
      } finally {
        // Broken off (generator error, client gone, taken over): what was stored is no file; a retry makes it anew.
        if (!completed) await tokens.release(hash, claim).catch(() => undefined);
      }
    }
    return this.#generatedResult(row.file_name, made.contentType, Readable.from(storeAndSend(), { objectMode: false }));
  }

  /** A repeat: waits until the token's file starts (or is refused), then streams the stored bytes as they come. */
  async #follow(hash: string, meta: RequestMeta): Promise<FileResult> {
    for (;;) {
      const state = await this.#tokens.state(hash);
      if (!state?.generator) throw downloadTokenInvalid();
      const now = this.#clock.now().toISOString();
      if (state.failure) {
        const failure = JSON.parse(state.failure) as { status: number; code: ResponseCodeValue; message: string; reason: string };
        throw new ApiError(failure.status, failure.code, failure.message, failure.reason);
      }
      if (state.claim_token === null) {
        // Given back by a request that broke off: this one makes the file.
        const claim = newClaim();
        const row = await this.#tokens.claim(hash, now, claim, this.#lease());
        if (row) return this.#produce(hash, claim, row, meta);
      } else if (state.content_type !== null) {
        await this.#audit.record({
          event: 'file_downloaded',
          customerId: state.customer_id,
          detail: { generator: state.generator, fileName: state.file_name, repeat: true },
          meta,
        });
        return this.#generatedResult(state.file_name, state.content_type, Readable.from(this.#storedBytes(hash, state.claim_token)));
      } else if (state.lease_until !== null && state.lease_until < now) {
        const claim = newClaim();
        if (await this.#tokens.takeOver(hash, state.claim_token, now, claim, this.#lease())) return this.#produce(hash, claim, state, meta);
      }
      await sleep(FOLLOW_POLL_MS);
    }
  }

  /** The stored chunks of `claim` in order, following the producer until it completes. */
  async *#storedBytes(hash: string, claim: string): AsyncGenerator<Buffer> {
    let seq = 0;
    for (;;) {
      // The state first: when it says complete, the chunks read after it are all there are.
      const state = await this.#tokens.state(hash);
      if (state?.claim_token !== claim) throw new TakenOver();
      const chunks = await this.#tokens.chunks(hash, claim, seq, FOLLOW_BATCH);
      for (const chunk of chunks) {
        if (chunk.seq !== seq) throw new TakenOver();
        seq++;
        yield Buffer.from(chunk.data);
      }
      if (chunks.length > 0) continue;
      if (state.completed_at !== null) return;
      // The producer vanished mid-file: break off; the client's retry takes the claim over.
      if (state.lease_until !== null && state.lease_until < this.#clock.now().toISOString()) throw new TakenOver();
      await sleep(FOLLOW_POLL_MS);
    }
  }

  #generatedResult(fileName: string, contentType: string, stream: Readable): FileResult {
    return { kind: 'file', stream, fileName, contentType, cacheControl: 'no-store', disposition: 'attachment' };
  }
}

const newClaim = () => randomBytes(24).toString('base64url');
