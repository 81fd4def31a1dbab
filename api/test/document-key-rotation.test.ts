// DOCUMENT_KEY rotation: files carry the id of the key that sealed them and are bound to their row
// (customer, kind, side, file); `npm run rotate-document-key` seals every document under the current
// key, files of the first format (no key id, no AAD) included. During a rotation documents under the
// old and the new key both open; a document moved to another customer's row does not; a rotation
// stopped anywhere is run again and finishes, and a finished one has nothing left to do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@portal/shared-kernel/contract';
import { DocumentKeyring, DocumentStore, newStorageKey, readHeader, sealDocument, sealFirstFormat } from '../src/infra/documents.ts';
import { rotateDocumentKey } from '../src/infra/document-rotation.ts';
import { apiUrl, createTestApp, customerIdOf, expectOk, login, post, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { makeJpeg, makePdf, multipart } from './support/documents.ts';

const OLD = { id: 'k2025', key: Buffer.alloc(32, 0x11) };
const NEW = { id: 'k2026', key: Buffer.alloc(32, 0x22) };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rotation-'));
let t: TestApp;
let customerA: number;
let customerB: number;
/** What each document's plaintext was, by row id. */
const originals = new Map<number, Buffer>();

beforeAll(async () => {
  t = await createTestApp({ config: { documentDir: dir, documentKey: OLD.key, documentKeyId: OLD.id, documentOldKeys: [] } });
  const a = await login(t.app, '10000001');
  customerA = customerIdOf(a);
  customerB = customerIdOf(await login(t.app, '10000002'));
  // Three documents uploaded under the old key…
  const files: [string, 'front' | 'back' | 'single', Buffer][] = [
    ['my_number', 'front', makeJpeg(20, 20)],
    ['my_number', 'back', makeJpeg(24, 20)],
    ['personal', 'single', await makePdf()],
  ];
  for (const [kind, side, bytes] of files) {
    const st = expectOk(await post(t.app, 'resource/sessionToken', { kind, side }, a.token), endpoints.resource.sessionToken.result).sessionToken;
    const form = multipart({ side }, { name: `${side}.bin`, bytes });
    const path_ = kind === 'my_number' ? 'public/user/uploadMyNumberDoc' : 'public/user/uploadPersonalConfirmationDoc';
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrl(path_),
      headers: { 'content-type': form.contentType, sessiontoken: st },
      payload: form.body,
    });
    originals.set(expectOk(res, endpoints.public.uploadMyNumberDoc.result).documentId, bytes);
  }
  // …and two stored before key ids existed (the first format: iv ‖ tag ‖ ciphertext, no AAD).
  for (const [customerId, bytes] of [
    [customerA, makeJpeg(30, 10)],
    [customerB, makeJpeg(10, 30)],
  ] as const) {
    const storageKey = newStorageKey();
    fs.writeFileSync(path.join(dir, storageKey), sealFirstFormat(OLD.key, bytes), { mode: 0o600 });
    const row = await t.app.services.db
      .insertInto('customer_documents')
      .values({
        customer_id: customerId,
        kind: 'personal',
        side: 'front',
        file_name: 'old.jpg',
        content_type: 'image/jpeg',
        size: bytes.length,
        sha256: '0'.repeat(64),
        storage_key: storageKey,
        created_at: '2025-01-01T00:00:00.000Z',
        key_id: null,
        modification_request_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    originals.set(Number(row.id), bytes);
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const allRows = () => t.app.services.db.selectFrom('customer_documents').selectAll().orderBy('id').execute();
const bindingOf = (row: {
  customer_id: number;
  kind: 'my_number' | 'personal' | 'trader';
  side: 'front' | 'back' | 'single';
  storage_key: string;
}) => ({
  customerId: row.customer_id,
  kind: row.kind,
  side: row.side,
  storageKey: row.storage_key,
});
const rotatingStore = () => new DocumentStore(dir, new DocumentKeyring(NEW, [OLD]));

async function expectEveryDocumentOpens(store: DocumentStore) {
  for (const row of await allRows()) {
    const { plaintext } = await store.read(bindingOf(row));
    expect([Number(row.id), plaintext.equals(originals.get(Number(row.id)) as Buffer)]).toEqual([Number(row.id), true]);
  }
}

describe('rotating DOCUMENT_KEY', () => {
  it('new files name their key; old-format files have none', async () => {
    const rows = await allRows();
    expect(rows.map((r) => r.key_id)).toEqual([OLD.id, OLD.id, OLD.id, null, null]);
    for (const row of rows.slice(0, 3)) expect(readHeader(fs.readFileSync(path.join(dir, row.storage_key)))?.keyId).toBe(OLD.id);
    await expectEveryDocumentOpens(t.app.services.documentStore!);
  });

  it('cut short: documents under the old and the new key both open, with the keys configured during the rotation', async () => {
    const store = rotatingStore();
    const report = await rotateDocumentKey({ db: t.app.services.db, store, stopAfter: 2, batchSize: 1 });
    expect(report).toEqual({ rotated: 2, rowsUpdated: 0, missing: 0, failed: [] });
    expect((await allRows()).map((r) => r.key_id)).toEqual([NEW.id, NEW.id, OLD.id, null, null]);
    await expectEveryDocumentOpens(store);
    // Without the old key the documents not yet rotated would not open: the old key must stay configured until the end.
    const withoutOld = new DocumentStore(dir, new DocumentKeyring(NEW));
    await expect(withoutOld.read(bindingOf((await allRows())[2]!))).rejects.toThrow(/not configured/);
  });

  it('a file re-sealed by a rotation that stopped before writing its row is only recorded, not sealed again', async () => {
    const store = rotatingStore();
    const row = (await allRows())[2]!;
    await store.replace(row.storage_key, sealDocument(NEW, bindingOf(row), originals.get(Number(row.id))!));
    const before = fs.readFileSync(path.join(dir, row.storage_key));
    const report = await rotateDocumentKey({ db: t.app.services.db, store, stopAfter: 1 });
    expect(report).toEqual({ rotated: 0, rowsUpdated: 1, missing: 0, failed: [] });
    expect(fs.readFileSync(path.join(dir, row.storage_key)).equals(before)).toBe(true);
  });

  it('a document moved to another customer’s row does not open, and the rotation does not bind it to its new row', async () => {
    const store = rotatingStore();
    const moved = (await allRows())[0]!;
    await t.app.services.db.updateTable('customer_documents').set({ customer_id: customerB }).where('id', '=', moved.id).execute();
    await expect(store.read({ ...bindingOf(moved), customerId: customerB })).rejects.toThrow();
    // Moving a not-yet-rotated old-key document is caught as well, once it is in the current format.
    await t.app.services.db.updateTable('customer_documents').set({ key_id: OLD.id }).where('id', '=', moved.id).execute();
    const report = await rotateDocumentKey({ db: t.app.services.db, store, stopAfter: 1 });
    expect(report.failed.map((f) => f.id)).toEqual([Number(moved.id)]);
    await t.app.services.db.updateTable('customer_documents').set({ customer_id: customerA, key_id: NEW.id }).where('id', '=', moved.id).execute();
  });

  it('run again, it finishes (the first-format files too, now bound to their rows), and a finished rotation has nothing left to do', async () => {
    const store = rotatingStore();
    const report = await rotateDocumentKey({ db: t.app.services.db, store });
    expect(report).toEqual({ rotated: 2, rowsUpdated: 0, missing: 0, failed: [] });
    const rows = await allRows();
    expect(rows.map((r) => r.key_id)).toEqual([NEW.id, NEW.id, NEW.id, NEW.id, NEW.id]);
    for (const row of rows) expect(readHeader(fs.readFileSync(path.join(dir, row.storage_key)))?.keyId).toBe(NEW.id);
    await expectEveryDocumentOpens(new DocumentStore(dir, new DocumentKeyring(NEW)));
    const legacy = rows[3]!;
    await expect(store.read({ ...bindingOf(legacy), customerId: customerB })).rejects.toThrow();
    expect(await rotateDocumentKey({ db: t.app.services.db, store })).toEqual({ rotated: 0, rowsUpdated: 0, missing: 0, failed: [] });
    expect(fs.readdirSync(dir).filter((f) => !f.endsWith('.bin'))).toEqual([]);
  });

  it('`npm run rotate-document-key` runs it with the API’s environment (the next rotation, back to a fresh key)', () => {
    const NEXT = Buffer.alloc(32, 0x33);
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DOCUMENT_DIR: dir,
      DOCUMENT_KEY: NEXT.toString('hex'),
      DOCUMENT_KEY_ID: 'k2027',
      DOCUMENT_OLD_KEYS: `${NEW.id}=${NEW.key.toString('base64')}`,
      ...(usingPostgres ? { DATABASE_SCHEMA: t.config.databaseSchema ?? '' } : { SQLITE_FILE: t.config.sqliteFile }),
    };
    const run = spawnSync(process.execPath, [path.join(__dirname, '../scripts/rotate-document-key.ts')], { env, encoding: 'utf8', timeout: 60_000 });
    expect([run.status, run.stdout]).toEqual([0, expect.stringContaining('5 re-sealed, 0 rows brought up to date, 0 files missing, 0 failed')]);
    const again = spawnSync(process.execPath, [path.join(__dirname, '../scripts/rotate-document-key.ts')], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect([again.status, again.stdout]).toEqual([0, expect.stringContaining('0 re-sealed')]);
  });
});
