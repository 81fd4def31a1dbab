// Response codes (spec §8) and the ones our API adds. Every Japanese text for them lives in messages.ts.
export const ResponseCode = {
  /** Success codes. */
  OK: 'AG_1000',
  /** Session invalid: no token, unknown token, expired token. */
  SESSION_INVALID: '9000',
  /** Session ended: logged out, terminated from another session, or ended by a password change. */
  SESSION_ENDED: '1010',
  /** Token refresh: the token has expired. */
  REFRESH_EXPIRED: 'TAL002',
  /** Token refresh: the token is unknown or was revoked. */
  REFRESH_INVALID: 'TAL003',
  /** Silent failures (no message shown). */
  SILENT_FP003: 'FP003',
  SILENT_F0014: 'F0014',
  SILENT_EEVE006: 'EEVE006',
  /** Login failed (wrong ID/password, unknown user, locked): one generic answer. */
  LOGIN_FAILED: 'AUTH001',
  /** Request input failed validation. */
  VALIDATION: 'VAL001',
  /** E-mailed code wrong. */
  CODE_INVALID: 'VC001',
  /** E-mailed code expired or already used. */
  CODE_EXPIRED: 'VC002',
  /** Too many wrong tries for this code. */
  CODE_TOO_MANY_TRIES: 'VC003',
  /** Resend requested within 60 s. */
  CODE_RESEND_TOO_SOON: 'VC004',
  /** Current password wrong (login password change). */
  PASSWORD_WRONG: 'PW001',
  /** New password equals the old one. */
  PASSWORD_SAME_AS_OLD: 'PW002',
  /** Server-enforced password rules (spec §5 "Displayed but not enforced by the client"). */
  PASSWORD_CONTAINS_BIRTH_DATE: 'PW003',
  PASSWORD_CONTAINS_CUSTOMER_NO: 'PW004',
  PASSWORD_CONTAINS_ACCOUNT_NO: 'PW005',
  PASSWORD_CONTAINS_PHONE: 'PW006',
  PASSWORD_CONTAINS_LOGIN_PASSWORD: 'PW007',
  /** Equals the previous password of the same kind (case-insensitive). */
  PASSWORD_SAME_AS_PREVIOUS: 'PW008',
  /** On the list of common passwords. */
  PASSWORD_TOO_COMMON: 'PW009',
  /** Withdrawal/trading password locked after too many wrong tries: reset it. */
  PASSWORD_LOCKED: 'PW010',
  /** Withdrawal/trading password not registered yet (change or reset called). */
  PASSWORD_NOT_SET: 'PW011',
  /** Withdrawal/trading password already registered (set called). */
  PASSWORD_ALREADY_SET: 'PW012',
  /** Trading password calls by a customer without a SEC-CFD account. */
  TRADING_PASSWORD_NOT_APPLICABLE: 'PW013',
  /** Multi-factor change: the requested value equals the current one. */
  MFA_NO_CHANGE: 'MFA001',
  /** Multi-factor change: turning it off is not allowed by the feature settings. */
  MFA_OFF_NOT_ALLOWED: 'MFA002',
  /** Download token unknown or expired. */
  DOWNLOAD_TOKEN_INVALID: 'FILE001',
  /** A feature for corporate customers only was called by an individual (customer/corpInfo). */
  CORPORATE_ONLY: 'CUS001',
  /** The customerId/customerNo of a request is not the logged-in customer. */
  CUSTOMER_MISMATCH: 'CUS002',
  /** Cash (deposit, withdrawal, transfer, history): the account's platform switch is off (spec §4, disableDepositAndWithdrawal). */
  CASH_FEATURE_DISABLED: 'CSH001',
  /** An account number, bank account or receipt that is not the logged-in customer's (or does not exist). */
  CASH_NOT_OWNED: 'CSH002',
  /** More than the withdrawable (or transferable) amount. */
  CASH_INSUFFICIENT: 'CSH003',
  /** The same idempotency key was sent with other parameters. */
  CASH_IDEMPOTENCY_MISMATCH: 'CSH004',
  /** A withdrawal that can no longer be cancelled (past its cut-off, or already cancelled). */
  CASH_NOT_CANCELLABLE: 'CSH005',
  /** The partner bank does not take payments now (maintenance or outside its hours). */
  CASH_BANK_UNAVAILABLE: 'CSH006',
  /** A bank message whose signature does not verify. */
  CASH_SIGNATURE_INVALID: 'CSH007',
  /** A bank message that does not match its payment (amount, account, bank or a second transaction id). */
  CASH_PAYMENT_MISMATCH: 'CSH008',
  /** No registered bank account to pay a withdrawal into. */
  CASH_NO_BANK_ACCOUNT: 'CSH009',
  /** Customer pages: a feature for individual customers only was called by a corporation. */
  INDIVIDUAL_ONLY: 'CUP001',
  /** Customer pages: a change of the same kind is already waiting for review. */
  PROFILE_REQUEST_PENDING: 'CUP002',
  /** Customer pages: the execution notice is for SEC-CFD account holders only. */
  CONTRACT_NOTICE_NOT_APPLICABLE: 'CUP003',
  /** Customer pages: the submitted values equal the current ones. */
  PROFILE_NO_CHANGE: 'CUP004',
  /** Account level change: the requested level is the account's current one. */
  ACCOUNT_LEVEL_SAME: 'ACC001',
  /** Account level change: the level is not offered for this account type. */
  ACCOUNT_LEVEL_UNKNOWN: 'ACC002',
  /** customer/readonlyPassword: the account is not an MT4 account (GX has no investor password). */
  READONLY_PASSWORD_NOT_APPLICABLE: 'ACC003',
  /** Account opening: the type is not offered to the customer's type (accountSettingCommon). */
  ACCOUNT_TYPE_NOT_ALLOWED: 'ACC004',
  /** Account opening: the customer already holds an account of this type. */
  ACCOUNT_ALREADY_OPEN: 'ACC005',
  /** Account opening: an application for this type is already waiting for review. */
  ACCOUNT_OPEN_PENDING: 'ACC006',
  /** Account opening: not every required acknowledgement was confirmed. */
  ACKNOWLEDGEMENT_MISSING: 'ACC007',
  // ---- Account level change ----
  /** Account level change: the account holds open positions (margin in use); the course is not changed under them. */
  ACCOUNT_LEVEL_POSITIONS_OPEN: 'ACC008',
  /** Uploads: the sessiontoken header is missing, unknown or expired. */
  UPLOAD_SESSION_INVALID: 'CUP005',
  /** Uploads: not a JPEG, PNG or PDF by its content, or too large. */
  UPLOAD_REJECTED: 'CUP006',
  /** Uploads: not accepted now (no document key configured). */
  UPLOAD_UNAVAILABLE: 'CUP007',
  // Document uploads, hardened: the daily quota per customer.
  /** Uploads: today's uploads (count or bytes) of this customer are used up. */
  UPLOAD_QUOTA_EXCEEDED: 'CUP008',
  /** Resource or route not found. */
  NOT_FOUND: 'NF001',
  /** Too many requests. */
  RATE_LIMITED: 'RL001',
  /** Unexpected server failure. */
  INTERNAL: 'SYS001',
  /** The database does not answer (an outage): nothing was done, the request may be repeated. */
  SERVICE_UNAVAILABLE: 'SYS002',
  /** A code could not be e-mailed (the mail server does not answer): no code was issued. */
  MAIL_UNAVAILABLE: 'SYS003',
  // ---- Passkeys, step-up and "this wasn't me" -------------------------------------------------
  /** The operation needs a fresh step-up (passkey, or the e-mailed code): start one and send the request again with its token. */
  STEP_UP_REQUIRED: 'SU001',
  /** stepUp/start: the method asked for is not offered to this customer for this operation. */
  STEP_UP_METHOD_UNAVAILABLE: 'SU002',
  /** A passkey assertion or registration that did not verify (unknown passkey, wrong signature, origin, RP ID, counter…). */
  PASSKEY_FAILED: 'PK001',
  /** The passkey challenge is unknown, used, expired or not this one's (another customer, session or operation). */
  PASSKEY_CHALLENGE_INVALID: 'PK002',
  /** The passkey is registered already (to this or another customer). */
  PASSKEY_ALREADY_REGISTERED: 'PK003',
  /** The customer has as many passkeys as allowed. */
  PASSKEY_LIMIT: 'PK004',
  /** Multi-factor login cannot be turned off while the customer has a passkey. */
  MFA_OFF_PASSKEY: 'MFA003',
  /** Login and withdrawals are stopped after "this wasn't me" until the login password is reset. */
  SECURITY_LOCKED: 'SEC001',
  /** "This wasn't me": the login is not one of the customer's last 30 days. */
  LOGIN_NOT_REPORTABLE: 'SEC002',

  // ---- Hardening of the money and account-opening paths: payments that expire, the banks'
  // notifications, statement size, the public account-opening application.
  /** A bank message for a quick deposit whose validity (expiresAt, 30 minutes) has passed: nothing is credited. */
  CASH_PAYMENT_EXPIRED: 'CSH010',
  /** deposit/notify from an address that is not one of the partner banks' (BANK_NOTIFY_ALLOW). */
  CASH_SOURCE_NOT_ALLOWED: 'CSH011',
  /** A statement with more ledger rows than one PDF holds: a shorter period (monthly, daily) is needed. */
  CASH_STATEMENT_TOO_LARGE: 'CSH012',
  /** Public account opening: the application token is missing, altered or expired (start again). */
  APPLICATION_INVALID: 'AOP001',
} as const;

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

export const SUCCESS_CODES: readonly string[] = ['AG_1000', 'ok', 'OK'];
export const SESSION_INVALID_CODES: readonly string[] = ['9000', '1010'];
/**
 * No toast for these. SU001 (step-up required) is no failure the customer sees: the page's step-up
 * dialog (kit useStepUp) opens instead and the call is sent again.
 */
export const SILENT_CODES: readonly string[] = ['FP003', 'F0014', 'EEVE006', 'SU001'];
export const REFRESH_LOGOUT_CODES: readonly string[] = ['TAL002', 'TAL003'];
/** HTTP statuses that clear tokens and go to login. */
export const SESSION_HTTP_STATUSES: readonly number[] = [605, 607];

export const isSuccessCode = (code: string | undefined): boolean => code !== undefined && SUCCESS_CODES.includes(code);
