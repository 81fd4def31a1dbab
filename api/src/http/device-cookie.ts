// The device cookie (after OWASP's "device cookies"): a random id the browser
// gets after a completed login, signed with a key derived from the app secret, HttpOnly,
// SameSite=Strict and sent only to the login endpoints. A customer's known devices keep their own
// attempt counter, so wrong passwords from elsewhere cannot lock the customer out of them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@portal/shared-kernel/contract';
import { hmacBase64Url, randomToken, safeEqual, sha256Hex } from '../lib/crypto.ts';

export const DEVICE_COOKIE = 'portal_device';
/** One year: a device stays known as long as it logs in now and then. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;
const COOKIE_PATH = `${API_PREFIX}/login`;
const ID = /^[A-Za-z0-9_-]{32}$/;

/** The device as a login request presents it, and a way to hand it a (new) cookie on success. */
export interface DeviceContext {
  /** The device id of a validly signed cookie, else null. */
  readonly id: string | null;
  /** sha-256 of the id (what known_devices keeps), else null. */
  readonly hash: string | null;
  /** After a completed login: the id the device keeps (the presented one, or a new one set as cookie). */
  remember(): string;
}

export class DeviceCookies {
  readonly #key: string;

  constructor(appSecret: string) {
    // A key of its own: a signature never doubles as an HMAC of anything else.
    this.#key = hmacBase64Url(appSecret, 'portal device cookie v1');
  }

  #sign(id: string): string {
    return hmacBase64Url(this.#key, id);
  }

  /** The id of a validly signed device cookie in the request, else null. */
  read(request: FastifyRequest): string | null {
    const header = request.headers.cookie;
    if (typeof header !== 'string') return null;
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
      const [id, signature] = part
        .slice(eq + 1)
        .trim()
        .split('.');
      if (id && signature && ID.test(id) && safeEqual(signature, this.#sign(id))) return id;
    }
    return null;
  }

  context(request: FastifyRequest, reply: FastifyReply): DeviceContext {
    const presented = this.read(request);
    return {
      id: presented,
      hash: presented ? sha256Hex(presented) : null,
      remember: () => {
        const id = presented ?? randomToken(24);
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${DEVICE_COOKIE}=${id}.${this.#sign(id)}; Path=${COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
        );
        return id;
      },
    };
  }
}
