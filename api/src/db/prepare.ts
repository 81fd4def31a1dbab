// What a database needs before the API serves from it: the migrations, the reference data every
// installation has, and (outside production, or with the override) the demo customers. Outside
// production every start does it (one replica after the other, under the startup lock); in production
// the migration step does it once per release (`npm run migrate`, the compose stack's `migrate`
// service) and replicas only check that it was done (requireCurrentSchema).
import { Migrator } from 'kysely/migration';
import type { Clock } from '../lib/clock.ts';
import type { PasswordHasher } from '../infra/hashing.ts';
import { StartupRefused } from '../config/production-guard.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest, migratorOptions } from './database.ts';
import { REFERENCE_SEED, seedReferenceData } from './seed/reference-data.ts';
import { seedDemoCustomers } from './seed/demo-customers.ts';
import { seedDemoLedger } from './seed/demo-ledger.ts';
import { seedDemoProfile } from './seed/demo-profile.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';

export type Log = (details: Record<string, unknown>, message: string) => void;

/** Runs every pending migration and seeds the reference data once; returns the migrations it ran. */
export async function migrateAndSeedReference(database: DatabaseHandle, now: Date): Promise<string[]> {
  const applied = await migrateToLatest(database);
  await seedReferenceData(database.db, now);
  return applied;
}

/** Seeds the demo customers, their cash history, answers and proposals (each once per database). */
export async function seedDemo(database: DatabaseHandle, hasher: PasswordHasher, clock: Clock, log: Log): Promise<void> {
  const { db } = database;
  const inserted = await seedDemoCustomers(db, hasher, clock);
  if (inserted.length > 0) log({ customers: inserted }, 'demo customers seeded');
  const ledger = await seedDemoLedger(db, hasher, clock, database.dialect);
  if (ledger.length > 0) log({ customers: ledger }, 'demo cash history seeded');
  const profile = await seedDemoProfile(db);
  if (profile.length > 0) log({ customers: profile }, 'demo customer answers seeded');
  const proposals = await seedDemoAccounts(db);
  if (proposals.length > 0) log({ accounts: proposals }, 'demo level proposals seeded');
}

/** What the migration step has not done yet on this database: pending migrations, the reference data. */
export async function schemaLag(database: DatabaseHandle): Promise<{ pending: string[]; referenceSeeded: boolean }> {
  const migrations = await new Migrator(migratorOptions(database)).getMigrations();
  const pending = migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
  if (pending.length > 0) return { pending, referenceSeeded: false };
  const seeded = await database.db.selectFrom('seed_runs').select('name').where('name', '=', REFERENCE_SEED).executeTakeFirst();
  return { pending, referenceSeeded: seeded !== undefined };
}

/**
 * A production replica's check at start: the schema is the one this release expects. It writes
 * nothing; a database the migration step has not brought up to date refuses the start.
 */
export async function requireCurrentSchema(database: DatabaseHandle): Promise<void> {
  const { pending, referenceSeeded } = await schemaLag(database);
  if (pending.length === 0 && referenceSeeded) return;
  const what =
    pending.length > 0
      ? `${pending.length} migration${pending.length === 1 ? '' : 's'} pending (${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''})`
      : 'the reference data is not seeded';
  throw new StartupRefused([
    `the database schema is not current: ${what}. Run the migration step first: \`npm run migrate\` (the compose stack's \`migrate\` service)`,
  ]);
}

/**
 * Makes the database ready for this release and builds on it (the services). Production: the
 * migration step (`npm run migrate`) migrates and seeds once per release, so a replica only checks
 * that it did and writes nothing at start. Elsewhere replicas starting together take turns under the
 * startup lock: the first migrates and seeds, the next finds it done. A failure closes the database.
 */
export async function prepareDatabase<T extends { hasher: PasswordHasher }>(
  database: DatabaseHandle,
  options: { production: boolean; seedDemo: boolean; clock: Clock; log: Log },
  build: () => Promise<T>,
): Promise<T> {
  try {
    if (options.production) {
      await requireCurrentSchema(database);
      return await build();
    }
    return await database.exclusive(async () => {
      await migrateAndSeedReference(database, options.clock.now());
      const built = await build();
      if (options.seedDemo) await seedDemo(database, built.hasher, options.clock, options.log);
      return built;
    });
  } catch (error) {
    await database.destroy();
    throw error;
  }
}
