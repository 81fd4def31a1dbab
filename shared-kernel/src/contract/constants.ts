// Business constants and limits of spec §9.
export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_DURATION_S = 5;
export const ERROR_TOAST_MAX = 3;
export const LOGIN_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MAX = 15;
export const SECONDARY_PASSWORD_MIN = 8;
export const SECONDARY_PASSWORD_MAX = 32;
/** Wrong current withdrawal/trading passwords allowed before the password locks (the last one locks it). */
export const SECONDARY_PASSWORD_MAX_FAILURES = 5;
/** "Contains the login password" answers per customer and hour before further tries are refused (it is an oracle on the login password). */
export const LOGIN_PASSWORD_RULE_HITS_PER_HOUR = 5;
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
/** Rows of one history CSV export at most. */
export const CSV_MAX_ROWS = 100_000;
/** Movements the CSV export reads (and sends) at a time. */
export const CSV_BATCH_ROWS = 1_000;
/**
 * Ledger rows one statement PDF holds (about 45 pages). pdfkit lays a row out in about 0.3 ms, so the
 * cap bounds what one request costs the API (it draws in slices between other requests' turns); a
 * longer period is asked for as monthly or daily statements.
 */
export const STATEMENT_MAX_ROWS = 2_000;

// ---- Public account opening ------------------------------------------------------------------
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
