// Security events: who, when, what, from where. Never secrets (no passwords, codes or tokens).
import type { Clock } from '../lib/clock.ts';
import type { AuditLogRepository } from '../repositories/audit-log.ts';

export type AuditEvent =
  | 'login_succeeded'
  | 'login_failed'
  | 'login_locked'
  | 'login_mfa_challenge'
  | 'login_mfa_failed'
  | 'login_refreshed'
  | 'logout'
  | 'sessions_terminated'
  | 'sessions_ended'
  | 'password_changed'
  | 'password_change_failed'
  | 'password_check_locked'
  | 'login_mfa_locked'
  | 'login_device_locked'
  | 'handover_issued'
  | 'handover_failed'
  | 'password_rejected'
  | 'password_reset_requested'
  | 'password_reset_verified'
  | 'password_reset_failed'
  | 'password_reset_completed'
  | 'withdraw_pwd_set'
  | 'withdraw_pwd_changed'
  | 'withdraw_pwd_wrong'
  | 'withdraw_pwd_locked'
  | 'withdraw_pwd_rejected'
  | 'withdraw_pwd_reset_requested'
  | 'withdraw_pwd_reset_verified'
  | 'withdraw_pwd_reset_failed'
  | 'withdraw_pwd_reset_completed'
  | 'trading_pwd_set'
  | 'trading_pwd_changed'
  | 'trading_pwd_wrong'
  | 'trading_pwd_locked'
  | 'trading_pwd_rejected'
  | 'trading_pwd_reset_requested'
  | 'trading_pwd_reset_verified'
  | 'trading_pwd_reset_failed'
  | 'trading_pwd_reset_completed'
  | 'mfa_change_requested'
  | 'mfa_change_failed'
  | 'mfa_changed'
  | 'customer_mismatch'
  | 'annual_consent_given'
  | 'download_token_issued'
  | 'file_downloaded'
  | 'web_trading_otp_issued'
  | 'web_token_issued'
  | 'chart_login_issued'
  | 'cash_ownership_refused'
  | 'profile_updated'
  | 'profile_change_requested'
  | 'profile_change_approved'
  | 'profile_code_requested'
  | 'profile_code_failed'
  | 'profile_access_refused'
  | 'upload_session_issued'
  | 'document_uploaded'
  | 'document_rejected'
  | 'my_number_checked'
  | 'cash_deposit_started'
  | 'cash_deposit_credited'
  | 'cash_deposit_cancelled'
  | 'cash_deposit_expired'
  | 'cash_bank_message_rejected'
  | 'cash_incoming_transfer'
  | 'cash_withdrawal_requested'
  | 'cash_withdrawal_cancelled'
  | 'cash_transfer'
  | 'cash_default_deposit_account_changed'
  | 'cash_statement_issued'
  | 'account_level_changed'
  | 'readonly_password_viewed'
  | 'account_open_applied'
  | 'account_opened'
  | 'account_open_started'
  | 'ekyc_checked'
  | 'test_email_sent'
  // passkeys, step-up and "this wasn't me"
  | 'passkey_registered'
  | 'passkey_register_failed'
  | 'passkey_renamed'
  | 'passkey_deleted'
  | 'passkey_prompt_postponed'
  | 'passkey_login_failed'
  | 'step_up_started'
  | 'step_up_verified'
  | 'step_up_failed'
  | 'step_up_refused'
  | 'login_reported'
  | 'email_change_code_sent'
  | 'email_changed';

/**
 * What may be kept of a login ID someone typed: only a value shaped like one (8 digits). Anything
 * else may be a password typed into the wrong field and is never written to the log.
 */
export const typedLoginId = (value: string): string | null => (/^\d{8}$/.test(value) ? value : null);

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  event: AuditEvent;
  customerId?: number | null;
  actor?: string | null;
  sessionJti?: string | null;
  detail?: Record<string, string | number | boolean | null>;
  meta?: RequestMeta;
}

/**
 * Detail keys that would carry a secret, compared whole and case-insensitively: a pattern such as
 * /code/ also dropped bankCode and postalCode, which an investigation needs. Callers never put a
 * secret in a detail; this list is the second line.
 */
export const SECRET_DETAIL_KEYS: ReadonlySet<string> = new Set(
  [
    'password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'pwd',
    'oldPwd',
    'newPwd',
    'code',
    'verifyCode',
    'otp',
    'token',
    'gwToken',
    'sessionToken',
    'downloadToken',
    'handoverToken',
    'applicationToken',
    'secret',
    'signature',
  ].map((key) => key.toLowerCase()),
);

export class AuditLog {
  readonly #log: AuditLogRepository;
  readonly #clock: Clock;
  readonly #onEvent: (event: AuditEvent) => void;

  constructor(deps: { auditLog: AuditLogRepository; clock: Clock; onEvent?: (event: AuditEvent) => void }) {
    this.#log = deps.auditLog;
    this.#clock = deps.clock;
    this.#onEvent = deps.onEvent ?? (() => undefined);
  }

  async record(entry: AuditEntry): Promise<void> {
    const detail = entry.detail
      ? Object.fromEntries(Object.entries(entry.detail).filter(([key]) => !SECRET_DETAIL_KEYS.has(key.toLowerCase())))
      : null;
    await this.#log.insert({
      event: entry.event,
      customer_id: entry.customerId ?? null,
      actor: entry.actor ? entry.actor.slice(0, 64) : null,
      session_jti: entry.sessionJti ?? null,
      detail: detail && Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
      ip: entry.meta?.ip ?? null,
      user_agent: entry.meta?.userAgent ? entry.meta.userAgent.slice(0, 512) : null,
      created_at: this.#clock.now().toISOString(),
    });
    this.#onEvent(entry.event);
  }
}
