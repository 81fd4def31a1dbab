// The public account-opening application: a signed, short-lived token that public/accountopen/
// startApplication issues for the identity an applicant entered, and that verifyEkycCustomerData and
// test/email require. Nothing is stored: the token carries its id, its end and a keyed digest of the
// entered identity (the applicant's data is not in it readable), signed with a key derived from
// APP_SECRET. What is counted per application (identity checks, test mails) is keyed by its id.
//
// The public calls answer only about the application itself: whether the identity an eKYC provider
// read matches what the applicant entered. No public call compares anything with existing
// customers' records (that made verifyEkycCustomerData an oracle on who is a customer).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { kanaKey } from '@portal/shared-kernel/contract';

/** An application (and its token) lasts this long from its start. */
export const APPLICATION_MINUTES = 60;
/** Identity checks one application allows. */
export const EKYC_ATTEMPTS_PER_APPLICATION = 5;
/** Test mails one application may send. */
export const TEST_EMAILS_PER_APPLICATION = 3;
/** Test mails one address may receive in a day, whatever the application. */
export const TEST_EMAILS_PER_ADDRESS_PER_DAY = 3;
/** Test mails the portal sends in an hour, in all (what a flood could make it send at most). */
export const TEST_EMAILS_PER_HOUR = 200;

export interface ApplicantIdentity {
  lastNameKana: string;
  firstNameKana: string;
  birthDate: string;
  postalCode: string;
}

export interface Application {
  id: string;
  expiresAt: Date;
  /** Keyed digest of the identity entered when the application started. */
  identity: string;
}

const TOKEN = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

export class ApplicationTokens {
  readonly #key: Buffer;

  constructor(appSecret: string) {
    // A key of its own: a token can never be mistaken for another HMAC the API makes with APP_SECRET.
    this.#key = createHmac('sha256', appSecret).update('portal/account-open-application/v1').digest();
  }

  #mac(text: string): string {
    return createHmac('sha256', this.#key).update(text).digest('base64url');
  }

  /** The identity as compared: kana in full-width katakana without spaces, the postcode's digits. */
  identityDigest(identity: ApplicantIdentity): string {
    const normalised = [kanaKey(identity.lastNameKana), kanaKey(identity.firstNameKana), identity.birthDate, identity.postalCode.replace(/\D/g, '')];
    return this.#mac(`identity\u0000${normalised.join('\u0000')}`);
  }

  /** A new application for the entered identity. */
  issue(identity: ApplicantIdentity, now: Date): { token: string; application: Application } {
    const id = randomBytes(16).toString('base64url');
    const expiry = Math.floor(now.getTime() / 1000) + APPLICATION_MINUTES * 60;
    const expiresAt = new Date(expiry * 1000);
    const digest = this.identityDigest(identity);
    const body = `${id}.${expiry}.${digest}`;
    return { token: `${body}.${this.#mac(`token\u0000${body}`)}`, application: { id, expiresAt, identity: digest } };
  }

  /** The application of a token that is well formed, signed by this server and not expired; else null. */
  read(token: string, now: Date): Application | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, id, expiry, identity, mac] = match as unknown as [string, string, string, string, string];
    const expected = Buffer.from(this.#mac(`token\u0000${id}.${expiry}.${identity}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = new Date(Number(expiry) * 1000);
    if (!(expiresAt.getTime() > now.getTime())) return null;
    return { id, expiresAt, identity };
  }

  /** Whether the identity read by the eKYC provider is the one entered when the application started. */
  matches(application: Application, read: ApplicantIdentity): boolean {
    const a = Buffer.from(application.identity);
    const b = Buffer.from(this.identityDigest(read));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** A keyed digest of a mail address (the per-address cap counts it without keeping the address). */
  addressKey(email: string): string {
    return this.#mac(`address\u0000${email.trim().toLowerCase()}`).slice(0, 32);
  }
}
