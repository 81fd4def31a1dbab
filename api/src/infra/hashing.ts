// Password hashing with scrypt (node:crypto): per-password random salt, parameters stored with the
// hash so the cost can be raised later, timing-safe comparison.
// Format: scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import type { ScryptParams } from '../config/env.ts';
import { WorkQueue } from '../lib/work-queue.ts';
import type { WorkPriority } from '../lib/work-queue.ts';

/** Concurrent scrypt computations per process: one per core, at most libuv's 4 worker threads. */
export const HASH_SLOTS = Math.max(1, Math.min(4, os.availableParallelism()));

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export class PasswordHasher {
  readonly params: ScryptParams;
  /** Every scrypt of the process goes through it (bounded concurrency, interactive work first). */
  readonly queue: WorkQueue;
  #dummyHash: Promise<string> | null = null;

  constructor(params: ScryptParams, queue: WorkQueue = new WorkQueue(HASH_SLOTS)) {
    this.params = params;
    this.queue = queue;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.queue.run(() => scrypt(password, salt, this.params));
    return ['scrypt', Math.log2(this.params.N), this.params.r, this.params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /** `background`: a check that may wait behind logins and password checks (the "contains" rule). */
  async verify(password: string, stored: string, priority: WorkPriority = 'interactive'): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [, logN, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
    const expected = Buffer.from(keyText, 'base64url');
    const params: ScryptParams = { N: 2 ** Number(logN), r: Number(r), p: Number(p), keyLength: expected.length };
    if (!Number.isInteger(params.N) || expected.length === 0) return false;
    const actual = await this.queue.run(() => scrypt(password, Buffer.from(saltText, 'base64url'), params), priority);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** Computes the dummy hash up front, so the first unknown-ID login costs no more than the others. */
  async prepare(): Promise<void> {
    this.#dummyHash ??= this.hash(randomBytes(12).toString('base64url'));
    await this.#dummyHash;
  }

  /**
   * Spends the same time as a real verification when there is nothing to verify against
   * (unknown login ID), so response times do not reveal which IDs exist.
   */
  async verifyDummy(password: string): Promise<false> {
    this.#dummyHash ??= this.hash(randomBytes(12).toString('base64url'));
    await this.verify(password, await this.#dummyHash);
    return false;
  }
}
