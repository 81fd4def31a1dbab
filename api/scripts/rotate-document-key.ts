// `npm run rotate-document-key`: seals every stored document under the current DOCUMENT_KEY
// (src/infra/document-rotation.ts). Run it with the same environment as the API (DATABASE_URL,
// DOCUMENT_DIR, DOCUMENT_KEY and, while files under older keys remain, DOCUMENT_OLD_KEYS). The API
// may keep running meanwhile, on every replica; stopped anywhere, the command is run again.
// Exit code 0 when every document is under the current key, 1 otherwise.
import { documentKeyring, loadConfig } from '../src/config/env.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { DocumentStore } from '../src/infra/documents.ts';
import { rotateDocumentKey } from '../src/infra/document-rotation.ts';

const config = loadConfig();
const keyring = documentKeyring(config);
if (!keyring) {
  console.error('rotate-document-key: DOCUMENT_KEY is not set');
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await database.exclusive(() => migrateToLatest(database));
  const store = new DocumentStore(config.documentDir, keyring);
  console.log(
    `rotate-document-key: current key ${keyring.current.id}; also readable: ${
      keyring
        .all()
        .slice(1)
        .map((k) => k.id)
        .join(', ') || '(none)'
    }`,
  );
  const started = Date.now();
  const report = await rotateDocumentKey({
    db: database.db,
    store,
    onProgress: (row, outcome) => {
      if (outcome !== 'rotated') console.log(`  document ${row.id}: ${outcome}`);
    },
  });
  for (const failure of report.failed) console.error(`  document ${failure.id}: ${failure.reason}`);
  console.log(
    `rotate-document-key: ${report.rotated} re-sealed, ${report.rowsUpdated} rows brought up to date, ${report.missing} files missing, ` +
      `${report.failed.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exitCode = report.failed.length > 0 || report.missing > 0 ? 1 : 0;
} finally {
  await database.destroy();
}
