// Documents: resource/sessionToken hands the logged-in customer a single-use upload token for one
// document kind and side (and the pending request it is for); public/user/upload*Doc take it in the
// `sessiontoken` header. Everything that needs no body — the token (claimed at once), the login
// session, the customer type, the declared size and the daily quota — is decided in `admit`, before
// a byte of the body is read. The body is `multipart/form-data`: the file streams straight into its
// encryption on disk; a worker thread then decrypts and inspects it whole (document-check.ts) and only
// a file that passes is kept, replaces the older document of its kind and side for the same pending
// request, and marks that request's documents received. customer/check/myNumber tells whether My
// Number is registered. Every access is written to the audit log.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import * as v from 'valibot';
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ApiError, badRequest } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import { parseInput } from '../../http/validation.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';
import type { UploadTokenRow } from '../../repositories/upload-tokens.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import type { DocumentBinding, DocumentKind, DocumentSide, DocumentStore } from '../../infra/documents.ts';
import { createSealer, MAX_DOCUMENT_BYTES, newStorageKey } from '../../infra/documents.ts';
import type { DocumentChecker } from '../../infra/document-checker.ts';
import type { RefusalReason } from '../../infra/document-check.ts';
import type { Customer } from '../../db/schema.ts';
import { documentKindsSatisfied } from './corporate.ts';

export const UPLOAD_TOKEN_SECONDS = 600;
/** Room for the multipart framing around the file (boundaries, part headers, the side and name fields). */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** What the customer reads when a file is refused. */
export const refusalMessages: Record<RefusalReason | 'too_large', string> = {
  empty: 'ファイルが空です。もう一度選択してください。',
  too_large: 'ファイルのサイズは5MB以下にしてください。',
  type: 'JPEG・PNG・PDF形式のファイルを選択してください（ファイルの中身がこれらの形式ではありません）。',
  broken: 'ファイルをJPEG・PNG・PDFとして最後まで読み取れませんでした。壊れていないか確認のうえ、もう一度選択してください。',
  'trailing-data': 'ファイルにJPEG・PNG・PDF以外のデータが含まれています。撮影し直すか、別のファイルを選択してください。',
  'too-many-pixels': '画像の画素数が大きすぎます（4,000万画素まで）。縮小してからアップロードしてください。',
  'pdf-active-content': 'スクリプトや添付ファイルを含むPDFはアップロードできません。',
  'pdf-too-many-pages': 'PDFは30ページ以内にしてください。',
};

export interface DocumentDeps {
  repos: Repositories;
  tx: Transactor;
  audit: AuditLog;
  clock: Clock;
  /** null: no DOCUMENT_KEY in production, uploads refused. */
  store: DocumentStore | null;
  checker: DocumentChecker;
  quota: { uploads: number; bytes: number };
}

interface Grant {
  token: UploadTokenRow;
  customer: Customer;
  day: string;
  reserved: number;
}

const rejected = (message: string) => new ApiError(400, ResponseCode.UPLOAD_REJECTED, message, 'document rejected');
const sessionInvalid = (why: string) => new ApiError(401, ResponseCode.UPLOAD_SESSION_INVALID, undefined, why);
const fieldsSchema = v.omit(endpoints.public.uploadMyNumberDoc.request, ['file']);

/** The Japanese calendar day of an instant (quotas are per day in Tokyo). */
export const tokyoDay = (now: Date): string => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

function checkCustomerType(customer: Customer, kind: DocumentKind): void {
  if (kind === 'trader' && customer.customer_type !== 'corporate') throw new ApiError(403, ResponseCode.CORPORATE_ONLY, undefined, 'corporate only');
  if (kind === 'my_number' && customer.customer_type !== 'individual')
    throw new ApiError(403, ResponseCode.INDIVIDUAL_ONLY, undefined, 'individual only');
}

export class DocumentService {
  readonly #d: DocumentDeps;
  /** The grant `admit` made for a request that its handler then receives. */
  readonly #grants = new WeakMap<FastifyRequest, Grant>();

  constructor(deps: DocumentDeps) {
    this.#d = deps;
  }

  #store(): DocumentStore {
    if (!this.#d.store) throw new ApiError(503, ResponseCode.UPLOAD_UNAVAILABLE, undefined, 'no document key');
    return this.#d.store;
  }

  async sessionToken(auth: AuthContext, input: { kind: DocumentKind; side: DocumentSide; requestId?: number | undefined }, meta: RequestMeta) {
    const { repos, clock, audit, quota } = this.#d;
    this.#store();
    const customer = await repos.customers.getById(auth.customerId);
    checkCustomerType(customer, input.kind);
    const requestId = input.requestId ?? null;
    if (requestId !== null) {
      const request = await repos.modificationRequests.findOwn(customer.id, requestId);
      const accepts = (documentKindsSatisfied[input.kind] as readonly string[]).includes(request?.kind ?? '');
      if (!request || request.status !== 'pending' || !accepts)
        throw badRequest('この申請には書類を提出できません。', 'request does not take this document');
    }
    const now = clock.now();
    const day = tokyoDay(now);
    if (!(await repos.documentUploadUsage.hasRoom(customer.id, day, MAX_DOCUMENT_BYTES, quota)))
      throw new ApiError(429, ResponseCode.UPLOAD_QUOTA_EXCEEDED, undefined, 'daily upload quota used up');
    const token = randomToken(32);
    const expiresAt = addSeconds(now, UPLOAD_TOKEN_SECONDS).toISOString();
    // One live token per kind and side: a new one ends the older ones; tokens ended a day ago are forgotten.
    await repos.uploadTokens.endUnused(customer.id, input.kind, input.side, now.toISOString());
    await repos.uploadTokens.purge(customer.id, addSeconds(now, -86_400).toISOString());
    await repos.documentUploadUsage.purge(customer.id, day);
    await repos.uploadTokens.insert({
      token_hash: sha256Hex(token),
      customer_id: customer.id,
      session_jti: auth.jti,
      kind: input.kind,
      side: input.side,
      modification_request_id: requestId,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    await audit.record({
      event: 'upload_session_issued',
      customerId: customer.id,
      sessionJti: auth.jti,
      meta,
      detail: { kind: input.kind, side: input.side, requestId },
    });
    return { sessionToken: token, expiresAt, maxBytes: MAX_DOCUMENT_BYTES };
  }

  /**
   * Runs as the request arrives (onRequest), before its body is read: the content type, the token
   * (claimed: it never works twice), the login session it was issued to, the customer type, the size
   * the request declares, and today's quota (the upload's largest size reserved).
   */
  async admit(request: FastifyRequest, kind: DocumentKind, meta: RequestMeta): Promise<void> {
    const { repos, clock, audit, quota } = this.#d;
    this.#store();
    const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
    if (!contentType.startsWith('multipart/form-data'))
      throw new ApiError(415, ResponseCode.VALIDATION, 'リクエストは multipart/form-data 形式で送信してください。', 'unsupported content type');
    const header = request.headers.sessiontoken;
    const token = (Array.isArray(header) ? header[0] : header)?.trim();
    const now = clock.now();
    const claimed = token ? await repos.uploadTokens.claim(sha256Hex(token), kind, now.toISOString()) : undefined;
    if (!claimed) throw sessionInvalid('upload token invalid');
    // The login session the token was issued to must still be live.
    const live = await repos.sessions.find(claimed.session_jti);
    if (!live || live.revoked_at !== null || live.expires_at <= now.toISOString()) throw sessionInvalid('login ended');
    const customer = await repos.customers.getById(claimed.customer_id);
    checkCustomerType(customer, kind);
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES) {
      await audit.record({
        event: 'document_rejected',
        customerId: customer.id,
        actor: customer.customer_no,
        sessionJti: claimed.session_jti,
        meta,
        detail: { kind, reason: 'too_large', declaredBytes: declared },
      });
      throw rejected(refusalMessages.too_large);
    }
    const day = tokyoDay(now);
    if (!(await repos.documentUploadUsage.reserve(customer.id, day, MAX_DOCUMENT_BYTES, quota))) {
      throw new ApiError(429, ResponseCode.UPLOAD_QUOTA_EXCEEDED, undefined, 'daily upload quota used up');
    }
    this.#grants.set(request, { token: claimed, customer, day, reserved: MAX_DOCUMENT_BYTES });
  }

  /** The handler of an admitted upload: streams the file into its encryption, inspects it, keeps it or refuses it. */
  async receive(request: FastifyRequest, kind: DocumentKind, meta: RequestMeta) {
    const grant = this.#grants.get(request);
    if (!grant) throw sessionInvalid('upload not admitted');
    this.#grants.delete(request);
    const { repos, audit } = this.#d;
    const store = this.#store();
    const { token, customer } = grant;
    const who = { customerId: customer.id, actor: customer.customer_no, sessionJti: token.session_jti, meta };
    let received = 0;
    const refuse = async (reason: RefusalReason | 'too_large', detail?: string) => {
      await audit.record({ event: 'document_rejected', ...who, detail: { kind, reason, ...(detail ? { why: detail.slice(0, 200) } : {}) } });
      return rejected(refusalMessages[reason]);
    };
    try {
      let part: MultipartFile | undefined;
      try {
        part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 } });
      } catch (error) {
        throw badRequest('ファイルを選択してください。', `multipart: ${(error as Error).message}`);
      }
      if (!part) throw badRequest('ファイルを選択してください。', 'no file part');
      const fields: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(part.fields)) {
        const field = Array.isArray(value) ? value[0] : value;
        if (field && field.type === 'field') fields[name] = field.value;
      }
      // The name field, else the file part's own name (both checked by the contract's rules).
      const input = parseInput(fieldsSchema, { ...fields, fileName: fields.fileName ?? (part.filename || undefined) });
      const fileName = input.fileName ?? 'document';
      if (input.side !== token.side)
        throw badRequest('アップロード用トークンと書類の面が一致しません。もう一度ファイルを選択してください。', 'side differs from the token');
      const binding: DocumentBinding = { customerId: customer.id, kind, side: token.side, storageKey: newStorageKey() };
      const incoming = store.incomingPath(binding.storageKey);
      await store.ensureDir();
      const sealer = createSealer(store.keyring.current, binding);
      try {
        try {
          await pipeline(part.file, sealer, fs.createWriteStream(incoming, { mode: 0o600, flags: 'wx' }));
        } catch (error) {
          received = sealer.bytes;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw await refuse('too_large');
          throw error;
        }
        received = sealer.bytes;
        if (part.file.truncated || received > MAX_DOCUMENT_BYTES) throw await refuse('too_large');
        if (received === 0) throw await refuse('empty');
        const inspection = await this.#d.checker.check({ path: incoming, binding, keys: store.keyring.all() });
        if (!inspection.ok) throw await refuse(inspection.reason, inspection.detail);
        await store.keep(binding.storageKey);
        const now = this.#d.clock.now().toISOString();
        const { row, replaced } = await this.#d.tx
          .transaction(async (t) => {
            const inserted = await t.customerDocuments.insert({
              customer_id: customer.id,
              kind,
              side: token.side,
              file_name: fileName,
              content_type: inspection.contentType,
              size: received,
              sha256: sealer.sha256(),
              storage_key: binding.storageKey,
              created_at: now,
              key_id: store.keyring.current.id,
              modification_request_id: token.modification_request_id,
            });
            const older = await t.customerDocuments.removeReplaced(inserted);
            // Only a document that passed every check shows as received on the request it was sent for.
            await t.modificationRequests.markDocumentsReceived(customer.id, documentKindsSatisfied[kind], token.modification_request_id);
            return { row: inserted, replaced: older };
          })
          .catch(async (error: unknown) => {
            await store.remove(binding.storageKey);
            throw error;
          });
        for (const storageKey of replaced) await store.remove(storageKey);
        await audit.record({
          event: 'document_uploaded',
          ...who,
          detail: {
            kind,
            side: token.side,
            documentId: Number(row.id),
            contentType: inspection.contentType,
            size: received,
            requestId: token.modification_request_id,
            replaced: replaced.length,
          },
        });
        return { documentId: Number(row.id), kind, side: token.side, receivedAt: now };
      } finally {
        await store.removeIncoming(binding.storageKey);
      }
    } finally {
      await repos.documentUploadUsage.settle(customer.id, grant.day, grant.reserved, received);
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
