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
import { contentTypeOf, resolveAllowlisted } from './files.ts';

type DownloadTokenRequest = RequestOf<typeof endpoints.resource.downloadToken>;
type DownloadTokenResult = ResultOf<typeof endpoints.resource.downloadToken>;

export const DOWNLOAD_TOKEN_TTL_SECONDS = 300;

const downloadTokenInvalid = () => new ApiError(404, ResponseCode.DOWNLOAD_TOKEN_INVALID, undefined, 'download token unknown, used or expired');

export class DownloadService {
  readonly #tokens: DownloadTokensRepository;
  readonly #audit: AuditLog;
  readonly #clock: Clock;
  readonly #filesDir: string;

  constructor(deps: { downloadTokens: DownloadTokensRepository; audit: AuditLog; clock: Clock; filesDir: string }) {
    this.#tokens = deps.downloadTokens;
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
    const now = this.#clock.now();
    const token = randomToken(32);
    const expiresAt = addSeconds(now, DOWNLOAD_TOKEN_TTL_SECONDS).toISOString();
    await this.#tokens.insert({
      token_hash: sha256Hex(token),
      customer_id: auth.customerId,
      file_path: request.filePath,
      file_name: request.fileName,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    await this.#audit.record({
      event: 'download_token_issued',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { filePath: request.filePath },
      meta,
    });
    return { downloadToken: token, expiresAt, url: `${API_PREFIX}/public/file/download?downloadtoken=${encodeURIComponent(token)}` };
  }

  async redeem(token: string, meta: RequestMeta): Promise<FileResult> {
    const now = this.#clock.now().toISOString();
    const row = await this.#tokens.redeem(sha256Hex(token), now);
    if (!row) throw downloadTokenInvalid();
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
