// Business constants and limits of spec §9.
export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_DURATION_S = 5;
export const ERROR_TOAST_MAX = 3;
export const LOGIN_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MAX = 15;
export const SECONDARY_PASSWORD_MIN = 8;
export const SECONDARY_PASSWORD_MAX = 32;
export const RESEND_COUNTDOWN_S = 60;
export const VERIFICATION_CODE_VALIDITY_MIN = 30;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const VERIFICATION_CODE_LENGTH = 6;
export const POST_LOGOUT_STORAGE_DELAY_MS = 20;
export const TOKEN_REFRESH_INTERVAL_MS = 120_000;
export const REDIRECT_AFTER_SUCCESS_MS = 6_000;
export const DRAWER_WIDTH = { withdrawalPassword: 512, loginPassword: 520, loggedInTools: 400 } as const;
export const TIME_ZONE = 'Asia/Tokyo';
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm:ss';
export const SUPPORT_HOURS = '8:00-20:00';
export const UI_LOCALE = 'ja-JP';
/** Accounts opened before this date get the forced login-password change notice. */
export const FORCED_PASSWORD_NOTICE_CUTOFF = '2020-10-03';

/**
 * The largest row id the database can hold: ids are 32-bit serial columns on PostgreSQL (SQLite's
 * are 64-bit), so an id in a request beyond this is refused at the edge instead of reaching a query
 * that PostgreSQL would reject with an out-of-range error.
 */
export const DATABASE_ID_MAX = 2_147_483_647;

/** Money limits in yen (integer minor units of JPY) per request. */
export const CASH_LIMITS = {
  quickDeposit: { min: 1_000, max: 10_000_000 },
  withdrawal: { min: 1_000, max: 50_000_000 },
  transfer: { min: 1, max: 100_000_000 },
  /** The development-only simulated incoming bank transfer. */
  incomingTransfer: { min: 1, max: 100_000_000 },
} as const;
/** Withdrawals requested on a business day before this hour (Asia/Tokyo) are paid out the next business day. */
export const WITHDRAWAL_CUTOFF_HOUR = 15;
/** Hour (Asia/Tokyo) on the payout day by which the money has reached the customer's bank. */
export const WITHDRAWAL_PAYOUT_HOUR = 10;
/** Statements (reports) go back this many years. */
export const STATEMENT_YEARS = 5;
/** History page size (default, maximum). */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 100;
/** Characters of a money call's idempotency key (A-Z a-z 0-9 _ -), generated per submission by the browser. */
export const IDEMPOTENCY_KEY_MIN = 16;
export const IDEMPOTENCY_KEY_MAX = 64;

// ---- Passkeys and step-up ---------------------------------------------------------------------
/** A step-up (its challenge and the token it yields) is valid this long, bound to customer, session and operation. */
export const STEP_UP_VALIDITY_SECONDS = 300;
/** A passkey challenge (registration, login, second factor) is valid this long and used once. */
export const PASSKEY_CHALLENGE_VALIDITY_SECONDS = 300;
/** The recommendation to register a passkey comes back this many days after it was postponed. */
export const PASSKEY_PROMPT_POSTPONE_DAYS = 7;
/** Passkeys one customer may register. */
export const PASSKEY_MAX_PER_CUSTOMER = 10;
/** Characters of a passkey's name. */
export const PASSKEY_NAME_MAX = 50;
/** Logins of this many days back may be reported as 「心当たりがない」. */
export const LOGIN_REPORT_WINDOW_DAYS = 30;
