// `npm run restore -- <file>`: restores a backup of `npm run backup` into the configured database —
// a fresh PostgreSQL database (DATABASE_URL; pg_restore in one transaction) or a SQLite file that
// does not exist yet (SQLITE_FILE) — and checks every table holds the rows the backup counted.
// Exit 0, or 1 and the reason (nothing is restored over existing tables). README § Operations.
import { loadConfig } from './config/env.ts';
import { restoreDatabase } from './ops/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <backup file>');
  process.exit(2);
}
try {
  const config = loadConfig();
  const record = await restoreDatabase(config, file);
  const rows = Object.values(record.rows).reduce((a, n) => a + n, 0);
  console.log(
    `マイページ restore: ${file} (taken ${record.createdAt}) into ${config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : config.sqliteFile}: ` +
      `${Object.keys(record.rows).length} tables, ${rows} rows, as counted at the backup; start the API (production: it checks the schema is current)`,
  );
} catch (error) {
  console.error(`マイページ restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
