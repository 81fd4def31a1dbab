// The ledger: the one way money moves. Every movement runs in one database transaction that writes the
// ledger rows, updates the balances (a debit only while the withdrawable cash covers it: one
// conditional UPDATE), writes the movement row, the idempotency record's answer and the audit entry —
// all or nothing. On PostgreSQL the accounts are locked in id order first, so two transfers in opposite
// directions cannot deadlock; a deadlock or serialization failure anyway is retried.
//
// Idempotency: a money-moving call carries a key generated per submission in the browser. The key is
// taken (a row of idempotency_keys, shared by every API process) before the work starts; a second
// request with the same key waits for the first one's answer and returns it, a request with the same
// key and other parameters is refused (CSH004). Work that fails gives the key back (nothing moved),
// so the same submission can be tried again — also after a database outage (see #unreleased).
import { createHash, randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { ResponseCode } from '@portal/shared-kernel/contract';
import type { CashMovementsTable, Database, LedgerKind, MovementKindColumn } from '../db/schema.ts';
import type { SqlDialectName } from '../db/dialect.ts';
import { ApiError } from './errors.ts';
import type { Clock } from '../lib/clock.ts';
import { addSeconds } from '../lib/clock.ts';
import { createRepositories } from '../repositories/index.ts';
import type { Repositories } from '../repositories/index.ts';
import { AuditLog } from './audit.ts';
import type { AuditEntry } from './audit.ts';
import { tokyoDate } from './business-days.ts';

/** How long a second request waits for the first answer of its key. */
const WAIT_FOR_ANSWER_MS = 30_000;
/** A key taken longer ago than this without an answer belongs to a request that vanished (its claim may be taken over). */
export const ABANDONED_AFTER_SECONDS = 120;
/**
 * How long a key and its answer are kept: a repeat within it gets the first answer. The browser makes
 * a key when a confirmation screen opens and reuses it only from that screen, so a day would do; a
 * week leaves room for a screen left open over a weekend. Purged afterwards (domain/jobs/retention.ts).
 */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 7 * 24;
const MAX_ATTEMPTS = 5;

const RECEIPT_PREFIX: Record<MovementKindColumn, string> = { quickDeposit: 'QD', bankDeposit: 'BD', withdrawal: 'WD', transfer: 'TR' };

/** `WD` + yyMMdd (Asia/Tokyo) + the movement id on 8 digits: unique by construction. */
export function receiptNumber(kind: MovementKindColumn, requestedAt: Date, id: number): string {
  return `${RECEIPT_PREFIX[kind]}${tokyoDate(requestedAt).slice(2).replace(/-/g, '')}${String(id).padStart(8, '0')}`;
}

export const insufficient = (message?: string) => new ApiError(409, ResponseCode.CASH_INSUFFICIENT, message, 'amount exceeds the withdrawable cash');

const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The fingerprint of a request: the same key must come with the same operation and parameters. */
export const requestFingerprint = (operation: string, params: Record<string, unknown>): string =>
  createHash('sha256').update(stable({ operation, params })).digest('hex');

/** A movement as a service describes it (id, receipt number and business date are the ledger's). */
export type NewMovement = Omit<Insertable<CashMovementsTable>, 'id' | 'receipt_no' | 'business_date' | 'requested_at' | 'amount'> & {
  amount: bigint;
  requested_at?: string;
};

/** What a piece of work can do inside the ledger's transaction. */
export interface LedgerTx {
  readonly repos: Repositories;
  readonly now: Date;
  /** PostgreSQL: locks these accounts (in id order) until the transaction ends. */
  lock(accountIds: readonly number[]): Promise<void>;
  /** Takes `amount` from the account if its withdrawable cash covers it (CSH003 otherwise). Returns the new balance. */
  debit(accountId: number, amount: bigint, kind: LedgerKind, movementId: number | null, message?: string): Promise<bigint>;
  /** Adds `amount` to the account. Returns the new balance. */
  credit(accountId: number, amount: bigint, kind: LedgerKind, movementId: number | null): Promise<bigint>;
  /** Inserts a movement and gives it its receipt number. */
  movement(row: NewMovement): Promise<{ id: number; receiptNo: string }>;
  audit(entry: AuditEntry): Promise<void>;
}

export interface KeyedRequest {
  customerId: number;
  /** e.g. `withdrawSubmit`. */
  operation: string;
  key: string;
  /** The parameters that must match on a repeat (never secrets). */
  params: Record<string, unknown>;
}

export class Ledger {
  readonly #db: Kysely<Database>;
  readonly #dialect: SqlDialectName;
  readonly #clock: Clock;
  readonly #keys: Repositories['idempotencyKeys'];
  /**
   * Keys whose work failed while the database was unreachable, so they could not be given back then:
   * given back before the next keyed call, so a repeat after the outage works at once (another
   * process frees them as abandoned after ABANDONED_AFTER_SECONDS).
   */
  readonly #unreleased = new Map<string, { customerId: number; key: string; token: string }>();

  constructor(deps: { db: Kysely<Database>; dialect: SqlDialectName; clock: Clock }) {
    this.#db = deps.db;
    this.#dialect = deps.dialect;
    this.#clock = deps.clock;
    this.#keys = createRepositories(deps.db).idempotencyKeys;
  }

  /** Runs `work` in one transaction (retried on deadlock / serialization failure). */
  async transaction<R>(work: (t: LedgerTx) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#db.transaction().execute((trx) => work(this.#tx(createRepositories(trx))));
      } catch (error) {
        if (attempt < MAX_ATTEMPTS && isRetryable(error)) {
          await sleep(10 * attempt + Math.floor(Math.random() * 20));
          continue;
        }
        throw error;
      }
    }
  }

  /**
   * A money-moving call with an idempotency key: `prepare` (e.g. the withdrawal password check) runs
   * once the key is this request's, then `work` in one transaction that also stores the answer.
   * Returns the answer, or the first answer of the key.
   *
   * Fencing: every claim of the key carries a random token, and the answer is stored in the work's
   * transaction only while the key still holds this request's token (a conditional UPDATE; otherwise
   * the transaction rolls back). A retry that finds the key unanswered after ABANDONED_AFTER_SECONDS
   * takes it over by changing the token. So a request still running past that window cannot commit a
   * second movement: one of the two commits, the other rolls back and answers with the first answer.
   */
  async keyed<R>(request: KeyedRequest, work: (t: LedgerTx) => Promise<R>, prepare?: () => Promise<void>): Promise<{ result: R; replayed: boolean }> {
    const { customerId, key } = request;
    const hash = requestFingerprint(request.operation, request.params);
    await this.#releaseLeftovers();
    for (;;) {
      const token = randomBytes(24).toString('base64url');
      const replay = await this.#acquire<R>(request, hash, token, Date.now() + WAIT_FOR_ANSWER_MS);
      if (replay) return replay;
      try {
        if (prepare) await prepare();
        const result = await this.transaction(async (t) => {
          const answer = await work(t);
          if (!(await t.repos.idempotencyKeys.storeResponse(customerId, key, token, JSON.stringify(answer)))) throw new FencedOut();
          return answer;
        });
        return { result, replayed: false };
      } catch (error) {
        // Taken over while this request was still working: its movement rolled back; it answers with
        // the answer of the request that took the key (waiting for it like any repeat).
        if (error instanceof FencedOut) continue;
        await this.#keys.release(customerId, key, token).catch(() => this.#unreleased.set(`${customerId}:${key}`, { customerId, key, token }));
        throw error;
      }
    }
  }

  /** Claims the key for `token` (null), or returns the key's first answer; waits while another request holds it. */
  async #acquire<R>(request: KeyedRequest, hash: string, token: string, deadline: number): Promise<{ result: R; replayed: true } | null> {
    const { customerId, key } = request;
    for (;;) {
      const now = this.#clock.now();
      if (await this.#keys.claim(customerId, key, request.operation, hash, now.toISOString(), token)) return null;
      const existing = await this.#keys.find(customerId, key);
      if (!existing) continue; // released between the two statements: take it
      if (existing.operation !== request.operation || existing.request_hash !== hash) {
        throw new ApiError(409, ResponseCode.CASH_IDEMPOTENCY_MISMATCH, undefined, 'idempotency key reused with other parameters');
      }
      if (existing.response !== null) return { result: JSON.parse(existing.response) as R, replayed: true };
      const abandonedBefore = addSeconds(now, -ABANDONED_AFTER_SECONDS).toISOString();
      if (await this.#keys.takeOver(customerId, key, existing.claim_token, abandonedBefore, token, now.toISOString())) return null;
      if (Date.now() > deadline) {
        throw new ApiError(
          409,
          ResponseCode.CASH_IDEMPOTENCY_MISMATCH,
          'このお手続きは処理中です。しばらくしてから履歴をご確認ください。',
          'key still in progress',
        );
      }
      await sleep(25);
    }
  }

  async #releaseLeftovers(): Promise<void> {
    for (const [id, { customerId, key, token }] of this.#unreleased) {
      try {
        await this.#keys.release(customerId, key, token);
        this.#unreleased.delete(id);
      } catch {
        return; // still unreachable: the call itself will answer 503
      }
    }
  }

  #tx(repos: Repositories): LedgerTx {
    const now = this.#clock.now();
    const at = now.toISOString();
    const businessDate = tokyoDate(now);
    const dialect = this.#dialect;
    const audit = new AuditLog({ auditLog: repos.auditLog, clock: this.#clock });
    const entry = async (accountId: number, amount: bigint, balance: bigint, kind: LedgerKind, movementId: number | null) =>
      repos.ledgerEntries.insert({
        account_id: accountId,
        movement_id: movementId,
        kind,
        amount,
        balance_after: balance,
        created_at: at,
        business_date: businessDate,
      });
    return {
      repos,
      now,
      async lock(accountIds) {
        if (dialect === 'postgres' && accountIds.length > 0) await repos.accounts.lockForUpdate([...new Set(accountIds)].sort((a, b) => a - b));
      },
      async debit(accountId, amount, kind, movementId, message) {
        if (amount <= 0n) throw new Error('debit amount must be positive');
        const balance = await repos.accounts.debitIfCovered(accountId, amount);
        if (balance === null) throw insufficient(message);
        await entry(accountId, -amount, balance, kind, movementId);
        return balance;
      },
      async credit(accountId, amount, kind, movementId) {
        if (amount <= 0n) throw new Error('credit amount must be positive');
        const balance = await repos.accounts.credit(accountId, amount);
        await entry(accountId, amount, balance, kind, movementId);
        return balance;
      },
      async movement(row) {
        const requestedAt = row.requested_at ?? at;
        const id = await repos.cashMovements.insert({ ...row, requested_at: requestedAt, business_date: tokyoDate(new Date(requestedAt)) });
        const receiptNo = receiptNumber(row.kind, new Date(requestedAt), id);
        await repos.cashMovements.setReceiptNo(id, receiptNo);
        return { id, receiptNo };
      },
      audit: (e) => audit.record(e),
    };
  }
}

/** Every account's balance equals the sum of its ledger rows; returns the accounts that do not. */
export async function reconcile(
  repos: Pick<Repositories, 'accounts' | 'ledgerEntries'>,
): Promise<{ accountId: number; balance: string; ledger: string }[]> {
  const [balances, sums] = await Promise.all([repos.accounts.balances(), repos.ledgerEntries.sums()]);
  const ledger = new Map(sums.map((s) => [s.account_id, BigInt(s.total)]));
  return balances
    .filter((b) => BigInt(b.cash_balance) !== (ledger.get(b.id) ?? 0n))
    .map((b) => ({ accountId: b.id, balance: b.cash_balance, ledger: String(ledger.get(b.id) ?? 0n) }));
}

/** The key was taken over while the work ran: the work's transaction rolls back. */
class FencedOut extends Error {
  constructor() {
    super('idempotency key taken over by a later request');
    this.name = 'FencedOut';
  }
}

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001' || code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
