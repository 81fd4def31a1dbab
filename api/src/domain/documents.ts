// Uploaded documents (issue 11): the type is decided by the content (JPEG, PNG, PDF magic bytes), not
// by the name or the browser's claim; at most 5 MiB; written under DOCUMENT_DIR (outside every served
// folder) as iv ‖ tag ‖ AES-256-GCM ciphertext under a random name. The plaintext never touches disk.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** The type of a file by its first bytes, or null when it is none of the accepted ones. */
export function sniffContentType(bytes: Buffer): DocumentContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export function encryptDocument(key: Buffer, plaintext: Buffer): Buffer {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function decryptDocument(key: Buffer, stored: Buffer): Buffer {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, stored.subarray(0, 12));
  decipher.setAuthTag(stored.subarray(12, 28));
  return Buffer.concat([decipher.update(stored.subarray(28)), decipher.final()]);
}

export class DocumentStore {
  readonly #dir: string;
  readonly #key: Buffer;

  constructor(dir: string, key: Buffer) {
    this.#dir = dir;
    this.#key = key;
  }

  /** Encrypts and writes the document; returns its storage key (the file name). */
  async put(plaintext: Buffer): Promise<string> {
    await fs.mkdir(this.#dir, { recursive: true, mode: 0o700 });
    const storageKey = `${crypto.randomBytes(24).toString('hex')}.bin`;
    await fs.writeFile(path.join(this.#dir, storageKey), encryptDocument(this.#key, plaintext), { mode: 0o600, flag: 'wx' });
    return storageKey;
  }

  async get(storageKey: string): Promise<Buffer> {
    if (!/^[0-9a-f]{48}\.bin$/.test(storageKey)) throw new Error('invalid storage key');
    return decryptDocument(this.#key, await fs.readFile(path.join(this.#dir, storageKey)));
  }

  async remove(storageKey: string): Promise<void> {
    await fs.rm(path.join(this.#dir, storageKey), { force: true });
  }
}
