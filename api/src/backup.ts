// `npm run backup [-- <file>]`: backs the configured database up (DATABASE_URL: pg_dump of its schema;
// else SQLITE_FILE: SQLite's online backup) into <file>, default backups/portal-<time>.<dump|sqlite>
// under BACKUP_DIR (default ./backups), with a JSON record beside it. The API may keep running.
// Exit 0 and what was written, or 1 and the reason. The recovery procedure: README § Operations.
import path from 'node:path';
import { loadConfig } from './config/env.ts';
import { backupDatabase, defaultBackupFile } from './ops/backup.ts';

try {
  const config = loadConfig();
  const file = process.argv[2] ?? defaultBackupFile(config, path.resolve(process.env.BACKUP_DIR || 'backups'));
  const record = await backupDatabase(config, file);
  const rows = Object.values(record.rows).reduce((a, n) => a + n, 0);
  console.log(
    `マイページ backup: ${file} (${record.bytes} bytes; ${Object.keys(record.rows).length} tables, ${rows} rows; ` +
      `${record.dialect === 'postgres' ? `PostgreSQL schema ${record.schema}` : 'SQLite'}; record ${file}.json)`,
  );
} catch (error) {
  console.error(`マイページ backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
