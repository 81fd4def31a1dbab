// Storing a new login password (change and forgot-password alike): the hash, a lower-case history
// entry (with the length) for the later "not the previous one" and "must not contain the login
// password" rules, forced-change flags cleared, lockout cleared, and every session of the customer
// ended at once.
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../db/schema.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import type { SessionEndReason, SessionService } from '../auth/session-service.ts';
import { substringsOfLength } from '../passwords/password-policy.ts';

export async function storeLoginPassword(
  deps: { db: Kysely<Database>; hasher: PasswordHasher; sessions: SessionService },
  input: { customerId: number; password: string; now: string; reason: SessionEndReason },
): Promise<{ sessionsEnded: number }> {
  const hash = await deps.hasher.hash(input.password);
  const hashLower = await deps.hasher.hash(input.password.toLowerCase());
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customers')
      .set({
        password_hash: hash,
        password_changed_at: input.now,
        force_pwd_change: 0,
        force_pwd_change_date: null,
        failed_login_count: 0,
        locked_until: null,
        updated_at: input.now,
      })
      .where('id', '=', input.customerId)
      .execute();
    await trx
      .insertInto('password_history')
      .values({ customer_id: input.customerId, kind: 'login', hash_lower: hashLower, char_count: input.password.length, created_at: input.now })
      .execute();
  });
  return { sessionsEnded: await deps.sessions.end(input.customerId, 'all', input.reason) };
}

/** The history entry of the customer's current login password (written when it was set), if any. */
function currentLoginEntry(db: Kysely<Database>, customer: Customer) {
  return db
    .selectFrom('password_history')
    .select(['hash_lower', 'char_count'])
    .where('customer_id', '=', customer.id)
    .where('kind', '=', 'login')
    .where('created_at', '>=', customer.password_changed_at)
    .where('char_count', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Called with the plaintext of a successful login: passwords set before the history kept their
 * length (or set outside this API) get their entry, so the "contains the login password" rule can
 * be checked later. One extra hash, once per password.
 */
export async function ensureLoginPasswordEntry(
  deps: { db: Kysely<Database>; hasher: PasswordHasher },
  customer: Customer,
  password: string,
  now: string,
): Promise<void> {
  if (await currentLoginEntry(deps.db, customer)) return;
  const hashLower = await deps.hasher.hash(password.toLowerCase());
  await deps.db
    .insertInto('password_history')
    .values({
      customer_id: customer.id,
      kind: 'login',
      hash_lower: hashLower,
      char_count: password.length,
      created_at: now < customer.password_changed_at ? customer.password_changed_at : now,
    })
    .execute();
}

/**
 * Whether `candidate` contains the customer's login password (case-insensitively). Only the
 * substrings of the login password's length are hashed and compared; without a history entry the
 * rule falls back to "equals the login password".
 */
export async function containsLoginPassword(
  deps: { db: Kysely<Database>; hasher: PasswordHasher },
  customer: Customer,
  candidate: string,
): Promise<boolean> {
  const entry = await currentLoginEntry(deps.db, customer);
  if (!entry || entry.char_count === null) return deps.hasher.verify(candidate, customer.password_hash);
  const parts = substringsOfLength(candidate, entry.char_count);
  if (parts.length === 0) return false;
  const matches = await Promise.all(parts.map((part) => deps.hasher.verify(part, entry.hash_lower)));
  return matches.some(Boolean);
}
