// What several routes' descriptions say alike, and the limits the kernel keeps inside its rules.
import * as v from 'valibot';
import { checkSecondaryPassword, endpoints, STEP_UP_HEADER, STEP_UP_VALIDITY_SECONDS } from '@portal/shared-kernel/contract';
import { RATE_LIMIT_DEFAULTS } from '../../config/env.ts';

/** What the description of every money call (rate-limit class `money`) says about its rate limit. */
export const MONEY_LIMIT =
  `Rate-limited per customer (RATE_LIMIT_MONEY_MAX per window, default ${RATE_LIMIT_DEFAULTS.moneyMax} per ${RATE_LIMIT_DEFAULTS.windowMs / 1000} s) ` +
  'and per client address: HTTP 429 RL001 with Retry-After; every answer carries RateLimit and RateLimit-Policy.';

/** What the description of every route with the `stepUp` option says about it. */
export const STEP_UP_NOTE =
  `Needs a step-up: the ${STEP_UP_HEADER} header with a token of stepUp/verify for this operation, the caller’s customer and login session, ` +
  `unused and at most ${STEP_UP_VALIDITY_SECONDS} s old. Without one: HTTP 403 SU001 whose result is {operation, methods, reason} (methods: what stepUp/start offers ` +
  'this customer; reason: missing, invalid, expired or used), checked after the input and before anything is written — do the step-up and send ' +
  'the same request again with the header.';

/** The smallest and largest of 1…upTo a rule of the contract accepts. */
function acceptedRange(upTo: number, accepts: (n: number) => boolean): { min: number; max: number } {
  const accepted = Array.from({ length: upTo }, (_, i) => i + 1).filter(accepts);
  const [min, max] = [accepted[0], accepted.at(-1)];
  if (min === undefined || max === undefined) throw new Error('the contract rule accepts none of the values tried');
  // Its bound lies beyond the values tried: the figure would be the probe's, not the rule's.
  if (max === upTo) throw new Error(`the contract rule accepts every value up to ${upTo}`);
  return { min, max };
}

/** A password of `length` letters and digits with every kind (digit, upper and lower case). */
const passwordOf = (length: number) => 'Aa1'.repeat(length).slice(0, length);

// The kernel keeps these bounds inside the rules of its contract entries, not among the names of its
// contract entry point (a new name there is a new kernel version): they are read from the very rules
// the API validates with, so the descriptions cannot drift from them.

/** The login password's lengths (customer/resetPwd, public/user/forgetPwdStep3). */
export const LOGIN_PASSWORD_LENGTH = acceptedRange(64, (n) => v.is(endpoints.public.forgetPwdStep3.request.entries.newPassword, passwordOf(n)));
/** The withdrawal and trading passwords' lengths. */
export const SECONDARY_PASSWORD_LENGTH = acceptedRange(64, (n) => checkSecondaryPassword('withdrawal', 'set', { password: passwordOf(n) }) === null);
/** Movements one page of cash/history holds at most. */
export const HISTORY_PAGE_LIMIT = acceptedRange(1000, (n) => v.is(endpoints.cash.history.request.pipe[0].entries.limit, String(n)));
/** Characters of a passkey's name. */
export const PASSKEY_NAME_LENGTH = acceptedRange(200, (n) => v.is(endpoints.passkey.rename.request.entries.name, 'x'.repeat(n)));
/** Characters of a money call's idempotency key. */
export const IDEMPOTENCY_KEY_LENGTH = acceptedRange(200, (n) => v.is(endpoints.deposit.onlinePay.request.entries.idempotencyKey, 'k'.repeat(n)));
