// Download tokens: issued to a logged-in customer for one allowlisted file, short-lived (300 s)
// and single use; public/file/download redeems them without a session (a plain link works).
import path from 'node:path';
import { API_PREFIX, ResponseCode } from '@portal/shared-kernel/contract';
import type { endpoints, RequestOf, ResultOf } from '@portal/shared-kernel/contract';
import type { AuditLog, RequestMeta } from './audit.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import type { AuthContext, FileResult } from '../http/route-spec.ts';
import { addSeconds } from '../lib/clock.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import type { Clock } from '../lib/clock.ts';
import type { DownloadTokensRepository } from '../repositories/download-tokens.ts';
import type { SessionsRepository } from '../repositories/sessions.ts';
import { contentTypeOf, resolveAllowlisted } from './files.ts';

type DownloadTokenRequest = RequestOf<typeof endpoints.resource.downloadToken>;
type DownloadTokenResult = ResultOf<typeof endpoints.resource.downloadToken>;

export const DOWNLOAD_TOKEN_TTL_SECONDS = 300;

/**
 * Makes a file when its token is redeemed (CSV exports, statements): gets the customer and the
 * parameters stored with the token, returns the bytes. Registered by name.
 */
export type FileGenerator = (customerId: number, params: Record<string, unknown>) => Promise<{ body: Buffer; contentType: string }>;

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
    const now = this.#clock.now().toISOString();
    const row = await this.#tokens.redeem(sha256Hex(token), now);
    if (!row) throw downloadTokenInvalid();
    // A bearer link, but only while the login session that asked for it lives (ended by logout,
    // a password change or "end all sessions": the link is worthless).
    if (row.session_jti !== null && !(await this.#sessionLive(row.session_jti, row.customer_id, now))) throw downloadTokenInvalid();
    if (row.generator) {
      const generate = this.#generators.get(row.generator);
      if (!generate) throw notFound('指定されたファイルは見つかりません。');
      const made = await generate(row.customer_id, JSON.parse(row.params ?? '{}') as Record<string, unknown>);
      await this.#audit.record({
        event: 'file_downloaded',
        customerId: row.customer_id,
        detail: { generator: row.generator, fileName: row.file_name },
        meta,
      });
      return {
        kind: 'file',
        body: made.body,
        fileName: row.file_name,
        contentType: made.contentType,
        size: made.body.length,
        cacheControl: 'no-store',
        disposition: 'attachment',
      };
    }
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
}
