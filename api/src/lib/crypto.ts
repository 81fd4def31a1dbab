// Small, audited building blocks: random tokens, hashes, HMACs, numeric codes.
import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token of `bytes` bytes, base64url encoded (32 bytes = 256 bits). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** sha-256 as lower-case hex (the one-shot digest: no Hash object per call, it runs on every authenticated request). */
export const sha256Hex = (value: string): string => hash('sha256', value, 'hex');

export const hmacHex = (secret: string, value: string): string => createHmac('sha256', secret).update(value, 'utf8').digest('hex');

export const hmacBase64Url = (secret: string, value: string): string => createHmac('sha256', secret).update(value, 'utf8').digest('base64url');

/** A numeric code of `length` digits from a cryptographically secure generator. */
export function numericCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

/** Constant-time comparison of two strings (different lengths compare unequal without early exit on content). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}
