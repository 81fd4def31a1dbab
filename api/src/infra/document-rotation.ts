// Moves every stored document to the current DOCUMENT_KEY (`npm run rotate-document-key`), files of
// the first format (no key id, no AAD) included. Each file is opened with whichever configured key
// sealed it, sealed again under the current key and bound to its row, and replaced atomically (a
// temporary file renamed over it): a reader meanwhile opens the old file or the new one, both with
// the keys configured during the rotation. The row's key_id is written after the file, and the file's
// own header is what readers trust, so a rotation stopped anywhere is simply run again: documents
// already under the current key are skipped (a row left behind by a stop is brought up to date).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CustomerDocumentsRepository } from '../repositories/customer-documents.ts';
import type { CustomerDocumentRow } from '../repositories/customer-documents.ts';
import type { DocumentStore } from './documents.ts';
import { openDocument, readHeader, sealDocument } from './documents.ts';

export interface RotationReport {
  /** Sealed again under the current key. */
  rotated: number;
  /** The file was already under the current key (only the row was behind). */
  rowsUpdated: number;
  /** Rows whose file is missing. */
  missing: number;
  /** Files no configured key opens for their row (moved, damaged, or an old key not configured). */
  failed: { id: number; reason: string }[];
}

export async function rotateDocumentKey(options: {
  db: Kysely<Database>;
  store: DocumentStore;
  /** Rows per batch (default 100). */
  batchSize?: number;
  /** Stop after this many documents (tests: a rotation cut short). */
  stopAfter?: number;
  onProgress?: (row: CustomerDocumentRow, outcome: 'rotated' | 'row updated' | 'missing' | 'failed') => void;
}): Promise<RotationReport> {
  const { store } = options;
  const documents = new CustomerDocumentsRepository(options.db);
  const current = store.keyring.current;
  const report: RotationReport = { rotated: 0, rowsUpdated: 0, missing: 0, failed: [] };
  let afterId = 0;
  let seen = 0;
  for (;;) {
    const rows = await documents.notUnderKey(current.id, afterId, options.batchSize ?? 100);
    if (rows.length === 0) return report;
    for (const row of rows) {
      if (options.stopAfter !== undefined && seen >= options.stopAfter) return report;
      seen++;
      afterId = Number(row.id);
      const binding = { customerId: row.customer_id, kind: row.kind, side: row.side, storageKey: row.storage_key };
      let stored: Buffer;
      try {
        stored = await store.readStored(row.storage_key);
      } catch {
        report.missing++;
        options.onProgress?.(row, 'missing');
        continue;
      }
      try {
        if (readHeader(stored)?.keyId === current.id) {
          // Sealed under the current key by a rotation that stopped before its row was written.
          openDocument(store.keyring, binding, stored);
          await documents.setKeyId(Number(row.id), row.storage_key, current.id);
          report.rowsUpdated++;
          options.onProgress?.(row, 'row updated');
          continue;
        }
        const { plaintext } = openDocument(store.keyring, binding, stored);
        await store.replace(row.storage_key, sealDocument(current, binding, plaintext));
        await documents.setKeyId(Number(row.id), row.storage_key, current.id);
        report.rotated++;
        options.onProgress?.(row, 'rotated');
      } catch (error) {
        report.failed.push({ id: Number(row.id), reason: (error as Error).message });
        options.onProgress?.(row, 'failed');
      }
    }
  }
}
