// The migration step (`npm run migrate`; the compose stack's one-shot `migrate` service): runs the
// pending migrations and seeds the reference data (and the demo customers when SEED_DEMO is on —
// in production only with the override) on the database of DATABASE_URL / SQLITE_FILE, under the
// same startup lock as a development start, then exits 0 (1 with the reason on stderr). Production
// replicas do not migrate: they refuse to start until this has run (db/prepare.ts). Run it before a
// release's replicas start; migrations only add (frozen once shipped), so the replicas of the
// release before keep working meanwhile.
import { loadConfig } from './config/env.ts';
import { runMigrationStep } from './db/migration-step.ts';

try {
  const config = loadConfig();
  const applied = await runMigrationStep(config, {
    log: (details, message) => console.log(`マイページ migrate: ${message} ${JSON.stringify(details)}`),
  });
  const where = config.databaseUrl ? `PostgreSQL (schema ${config.databaseSchema ?? 'public'})` : config.sqliteFile;
  const ran = applied.length === 0 ? 'already current' : `ran ${applied.length} migration${applied.length === 1 ? '' : 's'} (${applied.join(', ')})`;
  console.log(`マイページ migrate: ${where}: ${ran}; reference data seeded`);
} catch (error) {
  console.error(`マイページ migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
