// Kysely table types. Conventions: snake_case columns; instants are ISO-8601 UTC text
// (Date#toISOString, so they compare correctly as text); dates are 'YYYY-MM-DD' text;
// booleans are integers 0/1; money is integer minor units (bigint), read back as decimal text.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 0 or 1. */
export type Flag = number;
/** ISO-8601 UTC instant, e.g. 2026-04-01T09:00:00.000Z. */
export type Instant = string;
/** bigint column: written as number/bigint/string, read as number (SQLite) or string (PostgreSQL). */
export type Money = ColumnType<string | number | bigint, string | number | bigint, string | number | bigint>;

export interface CustomersTable {
  id: Generated<number>;
  /** Login ID: 8 digits. */
  customer_no: string;
  customer_type: 'individual' | 'corporate';
  /** Individuals: the customer; corporations: the representative. */
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  corporate_name: string | null;
  corporate_name_kana: string | null;
  email: string;
  phone: string;
  postal_code: string;
  address: string;
  /** Birth date (individuals) or founding date (corporations), YYYY-MM-DD. */
  birth_date: string;
  is_test: Generated<number>;
  password_hash: string;
  password_changed_at: Instant;
  annual_consent_given: Flag;
  annual_consent_at: Instant | null;
  mfa_enabled: Flag;
  /** The customer turned multi-factor login off on purpose (secondVerifyForceOffByCustomer). */
  mfa_forced_off: Flag;
  /** enableForceUpdatePwd */
  force_pwd_change_enabled: Flag;
  /** forceUpdatePwd */
  force_pwd_change: Flag;
  /** forceToChgPwdDate (YYYY-MM-DD) */
  force_pwd_change_date: string | null;
  withdraw_pwd_hash: string | null;
  withdraw_pwd_set_at: Instant | null;
  withdraw_pwd_failed_count: Generated<number>;
  withdraw_pwd_locked_at: Instant | null;
  trading_pwd_hash: string | null;
  trading_pwd_set_at: Instant | null;
  trading_pwd_failed_count: Generated<number>;
  trading_pwd_locked_at: Instant | null;
  investable_amount_set: Flag;
  advertisement: Flag;
  /** Mail on every login (time, device, platform). */
  login_notice: Generated<Flag>;
  /** Execution notice mail (SEC-CFD holders). */
  contract_notice: Generated<Flag>;
  last_login_at: Instant | null;
  /** The login before the current one: what "last login time" shows. */
  previous_login_at: Instant | null;
  failed_login_count: Generated<number>;
  locked_until: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  /** WebAuthn user.id of the customer's passkeys (base64url of 32 random bytes; no personal data), set at the first registration. */
  webauthn_user_handle: ColumnType<string | null, string | null | undefined, string | null>;
  /** 「あとで」 on the passkey recommendation: it is not shown before then. */
  passkey_prompt_postponed_until: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** "This wasn't me": login (every method) and withdrawals stop until the login password is reset. */
  security_locked_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
}

export interface AccountsTable {
  /** accountId */
  id: Generated<number>;
  customer_id: number;
  account_no: string;
  business_type: string;
  trading_platform: 'MT4' | 'GX';
  currency: string;
  level: string;
  cash_balance: Money;
  opened_at: Instant;
  /** Cash held by open positions (not withdrawable). */
  margin_requirement: ColumnType<string | number | bigint, string | number | bigint | undefined, string | number | bigint>;
  /** MT4 investor password, AES-256-GCM (base64 iv.tag.data), created on first demand. */
  investor_password_enc: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AccountLevelsTable {
  id: Generated<number>;
  business_type: string;
  trading_platform: 'MT4' | 'GX';
  level: string;
  name_jp: string;
  description: string;
  sort_order: number;
  /** The trading unit of the course (「10,000通貨」); null where it differs per instrument (0060). */
  trading_unit: string | null;
  /** The course's spread in words (0060). */
  spread: string | null;
}

export interface AccountLevelChangesTable {
  id: Generated<number>;
  account_id: number;
  from_level: string;
  to_level: string;
  proposal_id: number | null;
  changed_at: Instant;
}

export interface AccountOpenApplicationsTable {
  id: Generated<number>;
  customer_id: number;
  account_type_code: string;
  status: 'pending' | 'approved';
  /** JSON array of the acknowledgement codes the customer confirmed. */
  acknowledgements: string;
  requested_at: Instant;
  decided_at: Instant | null;
  account_id: number | null;
}

export interface AccountGroupProposalsTable {
  id: Generated<number>;
  account_id: number;
  from_level: string;
  to_level: string;
  reason: string;
  status: 'open' | 'accepted' | 'superseded';
  proposed_at: Instant;
  decided_at: Instant | null;
}

export interface SessionsTable {
  /** jti (also the sid of the login result). */
  jti: string;
  /** sha-256 (hex) of the gw-Token; the token itself is never stored. */
  token_hash: string;
  customer_id: number;
  device: string;
  platform: string;
  auto_login: Flag;
  issued_at: Instant;
  expires_at: Instant;
  last_seen_at: Instant;
  revoked_at: Instant | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** passkey, passwordPasskey, passwordCode, password, handover; null for logins before it was recorded. */
  login_method: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the customer reported this login as not theirs (「心当たりがない」). */
  reported_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
}

export type VerificationPurpose =
  | 'login_mfa'
  | 'forget_pwd'
  | 'withdraw_pwd_reset'
  | 'trading_pwd_reset'
  | 'mfa_change'
  | 'profile_change'
  /** The e-mailed code of a step-up (payload: operation and method). */
  | 'step_up'
  /** The code mailed to a new e-mail address (payload: the address). */
  | 'email_change';

export interface VerificationCodesTable {
  /** The verification session id handed to the client. */
  id: string;
  purpose: VerificationPurpose;
  /** null when the request matched no customer (forgot password answers the same either way). */
  customer_id: number | null;
  /** The login session the code belongs to, for codes requested while logged in. */
  auth_session_id: string | null;
  /** HMAC of id, purpose and code. */
  code_hash: string;
  /** JSON with what the flow needs after verification (never secrets). */
  payload: string | null;
  sent_at: Instant;
  expires_at: Instant;
  tries: number;
  send_count: number;
  used_at: Instant | null;
  /** Set when the flow that followed the verification finished (e.g. the new password was stored). */
  completed_at: Instant | null;
  created_at: Instant;
}

export interface DownloadTokensTable {
  token_hash: string;
  customer_id: number;
  file_path: string;
  file_name: string;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: Instant;
  /** Files generated when the token is redeemed (CSV, statements): the generator's name and its JSON parameters. */
  generator: string | null;
  params: string | null;
  /** The login session that asked for the token: redeemed only while it is live (null: tokens from before). */
  session_jti: string | null;
  /** The request making the generated file (a fence: only its holder stores chunks and completes it). */
  claim_token: string | null;
  /** The producer's heartbeat: a claim past it without completed_at belongs to a vanished request. */
  lease_until: Instant | null;
  content_type: string | null;
  /** Every chunk of the claim is stored. */
  completed_at: Instant | null;
  /** JSON { status, code, message, reason } of a file refused before its first byte. */
  failure: string | null;
}

/** The bytes of a generated file, in the order they were sent (one file per download token). */
export interface DownloadChunksTable {
  token_hash: string;
  claim_token: string;
  seq: number;
  data: Buffer;
}

export interface OneTimeCodesTable {
  /** sha-256 (hex) of the code. */
  code_hash: string;
  kind: 'web_trading_otp' | 'web_token' | 'upload_session' | 'handover';
  customer_id: number;
  session_jti: string;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: Instant;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  sent_at: Instant;
}

export interface AuditLogTable {
  id: Generated<number>;
  customer_id: number | null;
  /** Login ID as typed or known (never a password or code). */
  actor: string | null;
  event: string;
  /** JSON details, never secrets. */
  detail: string | null;
  ip: string | null;
  user_agent: string | null;
  session_jti: string | null;
  created_at: Instant;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'login' | 'withdraw' | 'trading';
  /** scrypt hash of the lower-cased password, for the case-insensitive "not the previous one" rule. */
  hash_lower: string;
  /** Login passwords: the length, for the "must not contain the login password" rule (null for other kinds and old rows). */
  char_count: number | null;
  created_at: Instant;
}

export interface CodeSendThrottleTable {
  customer_id: number;
  purpose: VerificationPurpose;
  /** Last time a code of this purpose was e-mailed to the customer (claimed atomically, 60 s apart). */
  last_sent_at: Instant;
}

export interface AttemptCountersTable {
  /** What is guarded and for whom, e.g. `mfa 12`, `login-password-check 12`, `login-device 12 <device>`. */
  subject: string;
  /** Failures since the last success (set back to 0 when they lock). */
  failures: number;
  /** Further checks are refused until then. */
  locked_until: Instant | null;
  updated_at: Instant;
}

export interface UsageWindowsTable {
  /** What is counted and for whom, e.g. `login-password-rule 12`. */
  subject: string;
  used: number;
  /** The current window ends then; the next use after it starts a new one. */
  window_ends_at: Instant;
}

export interface KnownDevicesTable {
  customer_id: number;
  /** sha-256 (hex) of the random id in the device cookie. */
  device_hash: string;
  created_at: Instant;
  last_login_at: Instant;
}

export interface RateLimitBucketsTable {
  /** `<endpoint> ip <address>` or `<endpoint> account <login ID, customer or session>`. */
  bucket: string;
  /** Start of the bucket's current fixed window. */
  window_start: Instant;
  hits: number;
}

/** Notices waiting for their next try (infra/mail/notice-queue.ts). */
export interface NoticeQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  /** What the notice is, for the log (`the password-changed notice`). */
  what: string;
  /** Tries made so far, the first (at once) included. */
  attempts: number;
  /** When the next try is due; while one replica tries, a lease a minute ahead (see claim). */
  next_attempt_at: Instant;
  created_at: Instant;
  last_error: string | null;
}

export interface SecurityEventsTable {
  id: Generated<number>;
  /** What was counted, e.g. login_password_rule. */
  kind: string;
  /** Whom it counts against (a customer id, an address). */
  subject: string;
  occurred_at: Instant;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  image_file: string;
  link_url: string;
  sort_order: number;
  active: Flag;
}

export interface AnnualConsentDocumentsTable {
  id: Generated<number>;
  code: string;
  business_type: string | null;
  trading_platform: 'MT4' | 'GX' | null;
  name_jp: string;
  sort_order: number;
  link: string;
  active: Flag;
}

export interface AnnualConsentsTable {
  id: Generated<number>;
  customer_id: number;
  answer: string;
  /** JSON array of the document codes shown. */
  document_codes: string;
  consented_at: Instant;
  ip: string | null;
}

export interface AcknowledgementItemsTable {
  id: Generated<number>;
  type: 'text_before' | 'text_after' | 'acknowledgement_others';
  sort_order: number;
  name: string;
  value: string;
  link: string | null;
}

export interface FeatureSwitchesTable {
  group_name: 'deposit' | 'withdrawal' | 'transfer' | 'note' | 'secondVerify';
  code: string;
  enabled: Flag;
  sort_order: number;
}

export type ToolLinkCategory = 'currencyPair' | 'commodity' | 'originalTool' | 'mobileApp' | 'mt4Download' | 'site';

export interface ToolLinksTable {
  category: ToolLinkCategory;
  code: string;
  name_jp: string;
  url: string;
  sort_order: number;
}

export interface DownloadableFilesTable {
  code: 'marketForecast' | 'terminationLetter' | 'terminationLetterCorp' | 'originalToolManual';
  /** Path inside the allowlisted files directory. */
  file_path: string;
  /** Name the browser saves the file as (Japanese). */
  file_name: string;
}

export interface AccountTypesTable {
  code: string;
  name_jp: string;
  business_type: string;
  trading_platform: 'MT4' | 'GX';
  currency: string;
  category: string;
  sort_order: number;
}

export interface CustomerTypeAccountTypesTable {
  customer_type: 'individual' | 'corporate';
  account_type_code: string;
  sort_order: number;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Instant;
}

export interface SeedRunsTable {
  name: string;
  applied_at: Instant;
}

export type MovementKindColumn = 'quickDeposit' | 'bankDeposit' | 'withdrawal' | 'transfer';
/** Stored status; a withdrawal's displayed status follows from its cut-off and payout instants. */
export type MovementStatusColumn = 'requested' | 'processing' | 'completed' | 'cancelled' | 'failed';

export interface CashMovementsTable {
  id: Generated<number>;
  customer_id: number;
  receipt_no: string | null;
  kind: MovementKindColumn;
  status: MovementStatusColumn;
  account_id: number;
  counter_account_id: number | null;
  amount: Money;
  requested_at: Instant;
  /** Asia/Tokyo date of requested_at. */
  business_date: string;
  completed_at: Instant | null;
  cancelled_at: Instant | null;
  cutoff_at: Instant | null;
  settle_at: Instant | null;
  scheduled_date: string | null;
  reference: string | null;
}

export type LedgerKind = 'opening' | 'deposit' | 'withdrawal' | 'withdrawal_cancel' | 'transfer_out' | 'transfer_in' | 'trading' | 'swap';

export interface LedgerEntriesTable {
  id: Generated<number>;
  account_id: number;
  movement_id: number | null;
  kind: LedgerKind;
  amount: Money;
  balance_after: Money;
  created_at: Instant;
  business_date: string;
}

export interface IdempotencyKeysTable {
  customer_id: number;
  idem_key: string;
  operation: string;
  request_hash: string;
  response: string | null;
  /** When the current claim was taken (the first request, or the retry that took an abandoned key over). */
  created_at: Instant;
  /** The current claim's random token: only its holder may store the answer (null on rows of earlier versions). */
  claim_token: string | null;
}

export interface OnlinePaymentsTable {
  id: string;
  customer_id: number;
  account_id: number;
  movement_id: number;
  bank_code: string;
  amount: Money;
  /** expired: the customer did not pay within its validity (expires_at); set by the periodic job. */
  status: 'pending' | 'approved' | 'cancelled' | 'failed' | 'expired';
  bank_transaction_id: string | null;
  created_at: Instant;
  expires_at: Instant;
  completed_at: Instant | null;
  notified_at: Instant | null;
  returned_at: Instant | null;
}

export interface BankAccountsTable {
  customer_id: number;
  purpose: 'withdrawal' | 'deposit';
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_type: '普通' | '当座';
  account_number: string;
  holder_kana: string;
  updated_at: Instant;
  /** Deposit accounts: the number this customer had before it was re-issued (it was shared with another customer). */
  previous_account_number: string | null;
  reissued_at: Instant | null;
}

export interface CashSettingsTable {
  customer_id: number;
  default_deposit_account_id: number | null;
  updated_at: Instant;
}

export interface CustomerAnswersTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'employ' | 'property' | 'exp' | 'purpose' | 'motivation';
  /** JSON of the answer. */
  answer: string;
  answered_at: Instant;
}

export interface ModificationRequestsTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'info' | 'address' | 'bank' | 'corp_info' | 'corp_business' | 'corp_rep' | 'trader' | 'corp_bo';
  status: 'pending' | 'approved' | 'cancelled';
  /** JSON of the requested values (applied as they are on approval). */
  payload: string;
  /** JSON array of the documents the change needs: { name, received }. */
  documents: string;
  requested_at: Instant;
  decided_at: Instant | null;
}

export interface CustomerDocumentsTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'my_number' | 'personal' | 'trader';
  /** front / back of a card, or single (a PDF, a one-page document). */
  side: 'front' | 'back' | 'single';
  /** The name the customer's file had (shown back to them only). */
  file_name: string;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  /** sha-256 (hex) of the plaintext. */
  sha256: string;
  /** File name under DOCUMENT_DIR (random; the file holds iv, tag and the AES-256-GCM ciphertext). */
  storage_key: string;
  created_at: Instant;
  /**
   * The id of the DOCUMENT_KEY its file is sealed with (migration 0050); null for a file of the first
   * format (no key id, no AAD) that `npm run rotate-document-key` has not moved yet.
   */
  key_id: string | null;
  /** The pending modification request it was sent for (the upload token named it), or null. */
  modification_request_id: number | null;
}

/** Single-use upload tokens (resource/sessionToken), each for one document kind and side (migration 0050). */
export interface UploadTokensTable {
  /** sha-256 (hex) of the token. */
  token_hash: string;
  customer_id: number;
  session_jti: string;
  kind: 'my_number' | 'personal' | 'trader';
  side: 'front' | 'back' | 'single';
  modification_request_id: number | null;
  expires_at: Instant;
  /** Set by the one conditional UPDATE that claims the token as its upload arrives. */
  used_at: Instant | null;
  created_at: Instant;
}

/** Uploads per customer and Japanese calendar day: the daily count and byte quota (migration 0050). */
export interface DocumentUploadUsageTable {
  customer_id: number;
  /** YYYY-MM-DD in Asia/Tokyo. */
  day: string;
  uploads: number;
  /** Bytes received, plus the reservation of each upload still arriving. */
  bytes: number;
}

/** A corporation's data beyond the customers row (migration 0013). */
export interface CorporateProfilesTable {
  customer_id: number;
  /** 法人番号, '' until registered. */
  corporate_number: string;
  rep_title: string;
  /** The representative's birth date (YYYY-MM-DD), '' until registered. */
  rep_birth_date: string;
  /** JSON { industry, description, capitalManYen, annualSales, fiscalMonth } or null. */
  business: string | null;
  /** JSON of the trader (names, department, title, birthDate, phone, email) or null. */
  trader: string | null;
  /** JSON array of the beneficial owners. */
  beneficial_owners: string;
  updated_at: Instant;
}

/** A customer's passkey (migration 0030). */
export interface PasskeyCredentialsTable {
  id: Generated<number>;
  customer_id: number;
  /** base64url, as the authenticator reports it. */
  credential_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  /** The authenticator's signature counter (0 when it keeps none). */
  sign_count: ColumnType<string | number, string | number, string | number>;
  /** JSON array of the transports the authenticator reported. */
  transports: string;
  name: string;
  aaguid: string;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: Flag;
  /** 「Chrome（Windows）」 of the registration and of the last use. */
  registered_from: string | null;
  last_used_from: string | null;
  created_at: Instant;
  last_used_at: Instant | null;
}

export type ChallengePurpose = 'registration' | 'login' | 'second-factor' | 'step-up';

export interface WebauthnChallengesTable {
  /** Random id handed to the browser with the options. */
  id: string;
  /** base64url of 32 random bytes: what the authenticator signs. */
  challenge: string;
  purpose: ChallengePurpose;
  /** null for a discoverable login (nobody is known yet). */
  customer_id: number | null;
  /** The login session (registration, step-up) or the password login's pending challenge (second factor). */
  session_id: string | null;
  /** The operation of a step-up. */
  operation: string | null;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: Instant;
}

export interface StepUpGrantsTable {
  /** sha-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  customer_id: number;
  session_jti: string;
  operation: string;
  /** passkey, code, passwordAndCode. */
  method: string;
  expires_at: Instant;
  used_at: Instant | null;
  /** The request that used it (an idempotency key), so that its repeat is recognised. */
  used_for: string | null;
  created_at: Instant;
}

export interface Database {
  corporate_profiles: CorporateProfilesTable;
  customers: CustomersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  download_tokens: DownloadTokensTable;
  download_chunks: DownloadChunksTable;
  one_time_codes: OneTimeCodesTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  password_history: PasswordHistoryTable;
  code_send_throttle: CodeSendThrottleTable;
  rate_limit_buckets: RateLimitBucketsTable;
  attempt_counters: AttemptCountersTable;
  known_devices: KnownDevicesTable;
  usage_windows: UsageWindowsTable;
  security_events: SecurityEventsTable;
  notice_queue: NoticeQueueTable;
  banners: BannersTable;
  annual_consent_documents: AnnualConsentDocumentsTable;
  annual_consents: AnnualConsentsTable;
  acknowledgement_items: AcknowledgementItemsTable;
  feature_switches: FeatureSwitchesTable;
  tool_links: ToolLinksTable;
  downloadable_files: DownloadableFilesTable;
  account_types: AccountTypesTable;
  customer_type_account_types: CustomerTypeAccountTypesTable;
  app_secrets: AppSecretsTable;
  seed_runs: SeedRunsTable;
  cash_movements: CashMovementsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  online_payments: OnlinePaymentsTable;
  bank_accounts: BankAccountsTable;
  cash_settings: CashSettingsTable;
  customer_answers: CustomerAnswersTable;
  modification_requests: ModificationRequestsTable;
  account_levels: AccountLevelsTable;
  account_level_changes: AccountLevelChangesTable;
  account_group_proposals: AccountGroupProposalsTable;
  account_open_applications: AccountOpenApplicationsTable;
  customer_documents: CustomerDocumentsTable;
  passkey_credentials: PasskeyCredentialsTable;
  webauthn_challenges: WebauthnChallengesTable;
  step_up_grants: StepUpGrantsTable;
  upload_tokens: UploadTokensTable;
  document_upload_usage: DocumentUploadUsageTable;
  // Hardening of the money and account-opening paths (migrations 0040-0049).
  periodic_jobs: PeriodicJobsTable;
  /** SQLite only (PostgreSQL uses a sequence): counters that hand out unique numbers. */
  number_counters: NumberCountersTable;
}

export interface NumberCountersTable {
  name: string;
  /** The last number handed out; the next claim takes last_value + 1 while it is within max_value. */
  last_value: number;
  max_value: number;
}

/** Periodic jobs any replica may run (domain/jobs/periodic-jobs.ts): when each is next due, claimed by moving it ahead. */
export interface PeriodicJobsTable {
  name: string;
  next_run_at: Instant;
  last_started_at: Instant | null;
  last_finished_at: Instant | null;
  last_outcome: string | null;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type CustomerUpdate = Updateable<CustomersTable>;
export type Account = Selectable<AccountsTable>;
export type Session = Selectable<SessionsTable>;
export type VerificationCode = Selectable<VerificationCodesTable>;
export type PasskeyCredential = Selectable<PasskeyCredentialsTable>;
export type WebauthnChallenge = Selectable<WebauthnChallengesTable>;
export type StepUpGrant = Selectable<StepUpGrantsTable>;
