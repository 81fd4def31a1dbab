// Download tokens: issued to a logged-in customer for one allowlisted file, short-lived (300 s)
// and single use; public/file/download redeems them without a session (a plain link works).
import path from 'node:path';
import { API_PREFIX, ResponseCode } from '@portal/shared-kernel/contract';
import type { DownloadTokenRequest, DownloadTokenResult } from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../audit/audit-log.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import type { AuthContext, FileResult } from '../http/route-spec.ts';
import { addSeconds } from '../lib/clock.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import type { Services } from '../services.ts';
import { contentTypeOf, resolveAllowlisted } from './allowlisted-files.ts';

export const DOWNLOAD_TOKEN_TTL_SECONDS = 300;

const downloadTokenInvalid = () => new ApiError(404, ResponseCode.DOWNLOAD_TOKEN_INVALID, undefined, 'download token unknown, used or expired');

export class DownloadService {
  readonly #s: Services;

  constructor(services: Services) {
    this.#s = services;
  }

  async issue(auth: AuthContext, request: DownloadTokenRequest, meta: RequestMeta): Promise<DownloadTokenResult> {
    if (path.extname(request.fileName).toLowerCase() !== path.extname(request.filePath).toLowerCase()) {
      throw badRequest('ファイル名の拡張子がファイルと一致しません。', 'fileName extension differs from filePath');
    }
    const file = await resolveAllowlisted(this.#s.config.filesDir, request.filePath);
    if (!file) throw notFound('指定されたファイルは見つかりません。');
    const now = this.#s.clock.now();
    const token = randomToken(32);
    const expiresAt = addSeconds(now, DOWNLOAD_TOKEN_TTL_SECONDS).toISOString();
    await this.#s.db
      .insertInto('download_tokens')
      .values({
        token_hash: sha256Hex(token),
        customer_id: auth.customerId,
        file_path: request.filePath,
        file_name: request.fileName,
        expires_at: expiresAt,
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    await this.#s.audit.record({
      event: 'download_token_issued',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { filePath: request.filePath },
      meta,
    });
    return { downloadToken: token, expiresAt, url: `${API_PREFIX}/public/file/download?downloadtoken=${encodeURIComponent(token)}` };
  }

  async redeem(token: string, meta: RequestMeta): Promise<FileResult> {
    const now = this.#s.clock.now().toISOString();
    const row = await this.#s.db
      .updateTable('download_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', sha256Hex(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['customer_id', 'file_path', 'file_name'])
      .executeTakeFirst();
    if (!row) throw downloadTokenInvalid();
    const file = await resolveAllowlisted(this.#s.config.filesDir, row.file_path);
    if (!file) throw notFound('指定されたファイルは見つかりません。');
    await this.#s.audit.record({ event: 'file_downloaded', customerId: row.customer_id, detail: { filePath: row.file_path }, meta });
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
