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
