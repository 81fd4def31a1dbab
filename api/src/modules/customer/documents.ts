// Documents (issue 11): resource/sessionToken hands the logged-in customer a 10-minute upload token;
// public/user/upload*Doc take it in the `sessiontoken` header, check the file by its content (JPEG,
// PNG, PDF) and size, and store it encrypted outside every served folder; customer/check/myNumber
// tells whether My Number is registered. Every access is written to the audit log.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/route-spec.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import type { DocumentStore } from '../../domain/documents.ts';
import { MAX_DOCUMENT_BYTES, sniffContentType } from '../../domain/documents.ts';
import { createHash } from 'node:crypto';
import { documentKindsSatisfied } from './corporate.ts';

export const UPLOAD_TOKEN_SECONDS = 600;
type Kind = 'my_number' | 'personal' | 'trader';

export interface DocumentDeps {
  repos: Repositories;
  audit: AuditLog;
  clock: Clock;
  /** null: no DOCUMENT_KEY in production, uploads refused. */
  store: DocumentStore | null;
}

const rejected = (message?: string) => new ApiError(400, ResponseCode.UPLOAD_REJECTED, message, 'document rejected');

export class DocumentService {
  readonly #d: DocumentDeps;

  constructor(deps: DocumentDeps) {
    this.#d = deps;
  }

  async sessionToken(auth: AuthContext, meta: RequestMeta) {
    const { repos, clock, audit } = this.#d;
    const now = clock.now();
    const token = randomToken(32);
    const expiresAt = addSeconds(now, UPLOAD_TOKEN_SECONDS).toISOString();
    await repos.oneTimeCodes.insert({
      code_hash: sha256Hex(token),
      kind: 'upload_session',
      customer_id: auth.customerId,
      session_jti: auth.jti,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    await audit.record({ event: 'upload_session_issued', customerId: auth.customerId, sessionJti: auth.jti, meta });
    return { sessionToken: token, expiresAt, maxBytes: MAX_DOCUMENT_BYTES };
  }

  async upload(
    request: FastifyRequest,
    kind: Kind,
    input: { side: 'front' | 'back' | 'single'; fileName: string; content: string },
    meta: RequestMeta,
  ) {
    const { repos, clock, audit, store } = this.#d;
    if (!store) throw new ApiError(503, ResponseCode.UPLOAD_UNAVAILABLE, undefined, 'no document key');
    const header = request.headers.sessiontoken;
    const token = (Array.isArray(header) ? header[0] : header)?.trim();
    const now = clock.now().toISOString();
    const session = token ? await repos.oneTimeCodes.findLive(sha256Hex(token), 'upload_session', now) : undefined;
    if (!session) throw new ApiError(401, ResponseCode.UPLOAD_SESSION_INVALID, undefined, 'upload session invalid');
    // The login session the token was issued to must still be live.
    const live = await repos.sessions.find(session.session_jti);
    if (!live || live.revoked_at !== null || live.expires_at <= now)
      throw new ApiError(401, ResponseCode.UPLOAD_SESSION_INVALID, undefined, 'login ended');
    const customer = await repos.customers.getById(session.customer_id);
    const who = { customerId: customer.id, actor: customer.customer_no, sessionJti: session.session_jti, meta };
    const refuse = async (reason: string, message?: string) => {
      await audit.record({ event: 'document_rejected', ...who, detail: { kind, reason } });
      return rejected(message);
    };
    if (kind === 'trader' && customer.customer_type !== 'corporate')
      throw new ApiError(403, ResponseCode.CORPORATE_ONLY, undefined, 'corporate only');
    if (kind === 'my_number' && customer.customer_type !== 'individual') {
      throw new ApiError(403, ResponseCode.INDIVIDUAL_ONLY, undefined, 'individual only');
    }
    const bytes = Buffer.from(input.content, 'base64');
    if (bytes.length === 0) throw await refuse('empty', 'ファイルが空です。もう一度選択してください。');
    if (bytes.length > MAX_DOCUMENT_BYTES) throw await refuse('too_large', 'ファイルのサイズは5MB以下にしてください。');
    const contentType = sniffContentType(bytes);
    if (!contentType) throw await refuse('type', 'JPEG・PNG・PDF形式のファイルを選択してください（ファイルの中身がこれらの形式ではありません）。');
    const storageKey = await store.put(bytes);
    try {
      const row = await repos.customerDocuments.insert({
        customer_id: customer.id,
        kind,
        side: input.side,
        file_name: input.fileName,
        content_type: contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storage_key: storageKey,
        created_at: now,
      });
      // The pending changes this document was waiting for show it as received.
      await repos.modificationRequests.markDocumentsReceived(customer.id, documentKindsSatisfied[kind]);
      await audit.record({
        event: 'document_uploaded',
        ...who,
        detail: { kind, side: input.side, documentId: Number(row.id), contentType, size: bytes.length },
      });
      return { documentId: Number(row.id), kind, side: input.side, receivedAt: now };
    } catch (error) {
      await store.remove(storageKey);
      throw error;
    }
  }

  async checkMyNumber(auth: AuthContext, meta: RequestMeta) {
    const { repos, audit } = this.#d;
    const customer = await repos.customers.getById(auth.customerId);
    if (customer.customer_type !== 'individual') throw new ApiError(403, ResponseCode.INDIVIDUAL_ONLY, undefined, 'individual only');
    const docs = await repos.customerDocuments.list(customer.id, 'my_number');
    await audit.record({
      event: 'my_number_checked',
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: auth.jti,
      meta,
      detail: { registered: docs.length > 0 },
    });
    return {
      registered: docs.length > 0,
      registeredAt: docs.length > 0 ? (docs[docs.length - 1]?.created_at ?? null) : null,
      documents: docs.map((d) => ({ side: d.side, fileName: d.file_name, uploadedAt: d.created_at })),
    };
  }
}
