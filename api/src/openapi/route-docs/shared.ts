// What several routes' descriptions say alike, and the limits of the kernel's rules they state.
import {
  HISTORY_PAGE_MAX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  PASSKEY_NAME_MAX,
  SECONDARY_PASSWORD_MAX,
  SECONDARY_PASSWORD_MIN,
  STEP_UP_HEADER,
  STEP_UP_VALIDITY_SECONDS,
} from '@portal/shared-kernel/contract';
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

/** The login password's lengths (customer/resetPwd, public/user/forgetPwdStep3). */
export const LOGIN_PASSWORD_LENGTH = { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX };
/** The withdrawal and trading passwords' lengths. */
export const SECONDARY_PASSWORD_LENGTH = { min: SECONDARY_PASSWORD_MIN, max: SECONDARY_PASSWORD_MAX };
/** Movements one page of cash/history holds at most. */
export const HISTORY_PAGE_LIMIT = { min: 1, max: HISTORY_PAGE_MAX };
/** Characters of a passkey's name. */
export const PASSKEY_NAME_LENGTH = { min: 1, max: PASSKEY_NAME_MAX };
/** Characters of a money call's idempotency key. */
export const IDEMPOTENCY_KEY_LENGTH = { min: IDEMPOTENCY_KEY_MIN, max: IDEMPOTENCY_KEY_MAX };
