// Shapes that many results share.
import * as v from 'valibot';

/** An ISO-8601 instant (UTC), e.g. 2026-04-01T09:00:00.000Z. */
export const instantSchema = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO-8601 instant (UTC)'));
/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = v.pipe(v.string(), v.isoDate());
/** Money in minor units (JPY: yen) as a decimal integer string — never a float. */
export const moneySchema = v.pipe(v.string(), v.regex(/^-?\d+$/), v.description('Amount in minor units (JPY: yen) as a decimal integer string'));

/** The literal 'OK' many updates answer with. */
export const okSchema = v.literal('OK');
/** A verified code step. */
export const verifiedSchema = v.strictObject({ verified: v.literal(true) });

/** The answer of every call that e-mails a verification code: the session id, where it went, and its timing. */
export const codeSentSchema = v.strictObject({
  sessionId: v.pipe(v.string(), v.description('Verification session id: send it with the code')),
  maskedEmail: v.pipe(v.string(), v.description('The address the code went to, masked')),
  resendAfterSeconds: v.pipe(v.number(), v.description('Seconds until a new code may be requested')),
  expiresInSeconds: v.pipe(v.number(), v.description('Seconds the code stays valid')),
});
export type CodeSent = v.InferOutput<typeof codeSentSchema>;
