// Uploaded documents at rest. Each file under DOCUMENT_DIR (outside every served folder) is
//
//   "PDOC" ‖ 0x02 ‖ key-id length ‖ key id (ASCII) ‖ iv (12) ‖ AES-256-GCM ciphertext ‖ tag (16)
//
// and the additional authenticated data is that header plus the row it belongs to (customer, kind,
// side, storage key): a file copied under another customer's row, or a row whose customer was
// changed, no longer decrypts. The key id names which of the configured keys encrypted it, so the key
// can be rotated (DOCUMENT_KEY is the current key, DOCUMENT_OLD_KEYS the ones still readable;
// `npm run rotate-document-key` moves every file to the current key). Files of the first format
// (iv ‖ tag ‖ ciphertext, no key id, no AAD) are still read, with any configured key, until rotated.
//
// The plaintext never touches the disk: uploads are encrypted while they stream in (`createSealer`).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';
export type DocumentKind = 'my_number' | 'personal' | 'trader';
export type DocumentSide = 'front' | 'back' | 'single';

const MAGIC = Buffer.from('PDOC', 'latin1');
const VERSION = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9._-]{1,32}$/;
const STORAGE_KEY = /^[0-9a-f]{48}\.bin$/;

export interface DocumentKey {
  id: string;
  key: Buffer;
}

/** A stable id for a key nobody named: a keyed digest, so the id tells nothing about the key. */
export function derivedKeyId(key: Buffer): string {
  return `k${crypto.createHmac('sha256', key).update('portal document key id').digest('hex').slice(0, 12)}`;
}

/** The current key (every new file) and the older ones still accepted for reading. */
export class DocumentKeyring {
  readonly current: DocumentKey;
  readonly #byId = new Map<string, Buffer>();

  constructor(current: DocumentKey, old: readonly DocumentKey[] = []) {
    for (const k of [current, ...old]) {
      if (!KEY_ID.test(k.id)) throw new Error(`document key id "${k.id}" must be 1–32 of A-Z a-z 0-9 . _ -`);
      if (k.key.length !== 32) throw new Error(`document key ${k.id} must be 32 bytes`);
      const seen = this.#byId.get(k.id);
      if (seen && !seen.equals(k.key)) throw new Error(`document key id ${k.id} names two different keys`);
      this.#byId.set(k.id, k.key);
    }
    this.current = current;
  }

  get(id: string): Buffer | undefined {
    return this.#byId.get(id);
  }

  /** Every key, the current one first (files of the first format carry no key id). */
  all(): DocumentKey[] {
    return [...this.#byId.entries()].map(([id, key]) => ({ id, key }));
  }
}

/** What a file is bound to: the row it belongs to. */
export interface DocumentBinding {
  customerId: number;
  kind: DocumentKind;
  side: DocumentSide;
  storageKey: string;
}

const bindingText = (b: DocumentBinding) => `portal-document;customer=${b.customerId};kind=${b.kind};side=${b.side};file=${b.storageKey}`;

function header(keyId: string, iv: Buffer): Buffer {
  const id = Buffer.from(keyId, 'latin1');
  return Buffer.concat([MAGIC, Buffer.from([VERSION, id.length]), id, iv]);
}

const aad = (head: Buffer, binding: DocumentBinding) => Buffer.concat([head, Buffer.from(bindingText(binding), 'utf8')]);

/** The header of a file in the current format, or null (a file of the first format, or not ours). */
export function readHeader(stored: Buffer): { keyId: string; iv: Buffer; headerLength: number } | null {
  if (stored.length < MAGIC.length + 2 || !stored.subarray(0, MAGIC.length).equals(MAGIC) || stored[4] !== VERSION) return null;
  const idLength = stored[5] ?? 0;
  const headerLength = MAGIC.length + 2 + idLength + IV_BYTES;
  if (idLength === 0 || stored.length < headerLength + TAG_BYTES) return null;
  const keyId = stored.subarray(6, 6 + idLength).toString('latin1');
  if (!KEY_ID.test(keyId)) return null;
  return { keyId, iv: stored.subarray(6 + idLength, headerLength), headerLength };
}

/** Encrypts a whole document (rotation; tests). */
export function sealDocument(key: DocumentKey, binding: DocumentBinding, plaintext: Buffer): Buffer {
  const iv = crypto.randomBytes(IV_BYTES);
  const head = header(key.id, iv);
  const cipher = crypto.createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(aad(head, binding));
  return Buffer.concat([head, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/**
 * A stream that encrypts what passes through it into the current format: the header first, the
 * ciphertext as the plaintext arrives, the tag at the end. It also counts the bytes and hashes them,
 * so nothing else needs to hold the plaintext.
 */
export function createSealer(key: DocumentKey, binding: DocumentBinding): Transform & { readonly bytes: number; sha256(): string } {
  const iv = crypto.randomBytes(IV_BYTES);
  const head = header(key.id, iv);
  const cipher = crypto.createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(aad(head, binding));
  const digest = crypto.createHash('sha256');
  let bytes = 0;
  let started = false;
  const sealer = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(head);
      }
      bytes += chunk.length;
      digest.update(chunk);
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(head);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
  // (defineProperty: Object.assign would copy the getter's value once, not the getter.)
  Object.defineProperty(sealer, 'bytes', { get: () => bytes });
  return Object.assign(sealer as Transform & { readonly bytes: number }, { sha256: () => digest.digest('hex') });
}

/** Decrypts a stored file of either format; throws when no key opens it or it is not bound to `binding`. */
export function openDocument(keyring: DocumentKeyring, binding: DocumentBinding, stored: Buffer): { plaintext: Buffer; keyId: string | null } {
  const head = readHeader(stored);
  if (head) {
    const key = keyring.get(head.keyId);
    if (!key) throw new Error(`document key ${head.keyId} is not configured (DOCUMENT_KEY / DOCUMENT_OLD_KEYS)`);
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, head.iv);
    decipher.setAAD(aad(stored.subarray(0, head.headerLength), binding));
    decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
    const plaintext = Buffer.concat([decipher.update(stored.subarray(head.headerLength, stored.length - TAG_BYTES)), decipher.final()]);
    return { plaintext, keyId: head.keyId };
  }
  // The first format: iv ‖ tag ‖ ciphertext under the one key there was, without AAD.
  for (const { key } of keyring.all()) {
    try {
      return { plaintext: decryptFirstFormat(key, stored), keyId: null };
    } catch {
      // the tag did not match: another key
    }
  }
  throw new Error('no configured document key opens this file');
}

function decryptFirstFormat(key: Buffer, stored: Buffer): Buffer {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, stored.subarray(0, IV_BYTES));
  decipher.setAuthTag(stored.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(stored.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The first format (tests of the migration from it). */
export function sealFirstFormat(key: Buffer, plaintext: Buffer): Buffer {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The key id a stored file names, null for the first format. */
export const keyIdOf = (stored: Buffer): string | null => readHeader(stored)?.keyId ?? null;

export const newStorageKey = (): string => `${crypto.randomBytes(24).toString('hex')}.bin`;

/** The files under DOCUMENT_DIR. */
export class DocumentStore {
  readonly dir: string;
  readonly keyring: DocumentKeyring;

  constructor(dir: string, keyring: DocumentKeyring) {
    this.dir = dir;
    this.keyring = keyring;
  }

  #path(storageKey: string, suffix = ''): string {
    if (!STORAGE_KEY.test(storageKey)) throw new Error('invalid storage key');
    return path.join(this.dir, storageKey + suffix);
  }

  async ensureDir(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  /** Where an upload is written while it arrives (same folder: the rename that keeps it is atomic). */
  incomingPath(storageKey: string): string {
    return this.#path(storageKey, '.part');
  }

  /** Keeps an upload that passed its checks under its storage key. */
  async keep(storageKey: string): Promise<void> {
    await fs.rename(this.incomingPath(storageKey), this.#path(storageKey));
  }

  async read(binding: DocumentBinding): Promise<{ plaintext: Buffer; keyId: string | null }> {
    return openDocument(this.keyring, binding, await fs.readFile(this.#path(binding.storageKey)));
  }

  async readStored(storageKey: string): Promise<Buffer> {
    return fs.readFile(this.#path(storageKey));
  }

  /**
   * Replaces a stored file with `sealed` atomically (a temporary file, flushed, renamed over it):
   * a reader sees the old file or the new one, never a half-written one.
   */
  async replace(storageKey: string, sealed: Buffer): Promise<void> {
    const temporary = this.#path(storageKey, `.${crypto.randomBytes(6).toString('hex')}.tmp`);
    const handle = await fs.open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(sealed);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.rename(temporary, this.#path(storageKey));
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async write(storageKey: string, sealed: Buffer): Promise<void> {
    await this.ensureDir();
    await fs.writeFile(this.#path(storageKey), sealed, { mode: 0o600, flag: 'wx' });
  }

  async remove(storageKey: string): Promise<void> {
    await fs.rm(this.#path(storageKey), { force: true });
  }

  async removeIncoming(storageKey: string): Promise<void> {
    await fs.rm(this.incomingPath(storageKey), { force: true });
  }
}
