// Demo data of the account pages: the provider proposes プロコース (level 3) for the FX (GX)
// account 51000012 of 10000001 (山田 太郎). Idempotent: an account that ever had a proposal is left alone.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

const proposals = [
  {
    accountNo: '51000012',
    toLevel: '3',
    reason: 'お取引実績に応じて、スプレッドが最も狭いプロコースへの変更をご提案いたします。',
    at: '2026-03-02T00:00:00.000Z',
  },
];

export async function seedDemoAccounts(db: Kysely<Database>): Promise<string[]> {
  const seeded: string[] = [];
  for (const p of proposals) {
    const account = await db.selectFrom('accounts').select(['id', 'level']).where('account_no', '=', p.accountNo).executeTakeFirst();
    if (!account || account.level === p.toLevel) continue;
    const existing = await db.selectFrom('account_group_proposals').select('id').where('account_id', '=', account.id).executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('account_group_proposals')
      .values({
        account_id: account.id,
        from_level: account.level,
        to_level: p.toLevel,
        reason: p.reason,
        status: 'open',
        proposed_at: p.at,
        decided_at: null,
      })
      .execute();
    seeded.push(p.accountNo);
  }
  return seeded;
}
