// Storing a new login password (change and forgot-password alike): the hash, a lower-case history
// entry for later "not the previous one" checks, forced-change flags cleared, lockout cleared,
// and every session of the customer ended at once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import type { SessionEndReason, SessionService } from '../auth/session-service.ts';

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
    await trx.insertInto('password_history').values({ customer_id: input.customerId, kind: 'login', hash_lower: hashLower, created_at: input.now }).execute();
  });
  return { sessionsEnded: await deps.sessions.end(input.customerId, 'all', input.reason) };
}
