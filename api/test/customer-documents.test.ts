// Documents (issue 11): upload tokens, type by content, size limit, encrypted at rest outside any
// served folder, every access audited, check/myNumber, ownership and customer type.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { endpoints } from '@portal/shared-kernel/contract';
import { decryptDocument } from '../src/domain/documents.ts';
import { apiUrl, createTestApp, expectCode, expectOk, get, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-docs-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { documentDir: dir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tokenSchema = endpoints.resource.sessionToken.result;
const uploadSchema = endpoints.public.uploadMyNumberDoc.result;
const checkSchema = endpoints.customer.checkMyNumber.result;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('demo my number card front')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

async function uploadToken(customerNo: string) {
  const { token } = await login(t.app, customerNo);
  return { token, upload: expectOk(await post(t.app, 'resource/sessionToken', {}, token), tokenSchema).sessionToken };
}

const upload = (path_: string, sessiontoken: string | null, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: apiUrl(path_),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(sessiontoken ? { sessiontoken } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });

const audit = async (event: string) =>
  (await t.app.services.db.selectFrom('audit_log').select(['detail']).where('event', '=', event).execute()).map((r) => JSON.parse(r.detail ?? '{}'));

describe('My Number upload', () => {
  it('is not registered at first; an upload is stored encrypted, audited and then reported as registered', async () => {
    const { token, upload: st } = await uploadToken('10000001');
    expect(expectOk(await get(t.app, 'customer/check/myNumber', token), checkSchema)).toEqual({
      registered: false,
      registeredAt: null,
      documents: [],
    });
    const res = await upload('public/user/uploadMyNumberDoc', st, {
      side: 'front',
      fileName: 'mynumber-front.jpg',
      content: JPEG.toString('base64'),
    });
    const done = expectOk(res, uploadSchema);
    expect(done).toMatchObject({ kind: 'my_number', side: 'front' });
    const row = await t.app.services.db.selectFrom('customer_documents').selectAll().where('id', '=', done.documentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content_type: 'image/jpeg', size: JPEG.length });
    const stored = fs.readFileSync(path.join(dir, row.storage_key));
    expect(stored.includes(Buffer.from('demo my number card front'))).toBe(false);
    expect(decryptDocument(t.config.documentKey as Buffer, stored).equals(JPEG)).toBe(true);
    const check = expectOk(await get(t.app, 'customer/check/myNumber', token), checkSchema);
    expect(check.registered).toBe(true);
    expect(check.documents).toEqual([{ side: 'front', fileName: 'mynumber-front.jpg', uploadedAt: done.receivedAt }]);
    expect(JSON.stringify(check)).not.toContain(JPEG.toString('base64'));
    expect((await audit('document_uploaded')).some((d) => d.documentId === done.documentId && d.kind === 'my_number')).toBe(true);
    expect((await audit('my_number_checked')).length).toBeGreaterThanOrEqual(2);
  });

  it('a PDF identity document is accepted', async () => {
    const { upload: st } = await uploadToken('10000002');
    expect(
      expectOk(
        await upload('public/user/uploadPersonalConfirmationDoc', st, { side: 'single', fileName: '免許証.pdf', content: PDF.toString('base64') }),
        uploadSchema,
      ).kind,
    ).toBe('personal');
  });

  it('refuses a disguised file, an oversized one and a missing or unknown token; nothing is stored', async () => {
    const { upload: st } = await uploadToken('10000002');
    const before = fs.readdirSync(dir).length;
    const exe = Buffer.from('MZ\x90\x00 this is not a picture');
    const disguised = expectCode(
      await upload('public/user/uploadMyNumberDoc', st, { side: 'front', fileName: 'card.jpg', content: exe.toString('base64') }),
      400,
      'CUP006',
    );
    expect(disguised.localizedMessage).toContain('JPEG・PNG・PDF形式のファイルを選択してください');
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('public/user/uploadMyNumberDoc', st, { side: 'front', fileName: 'big.jpg', content: big.toString('base64') });
    expect(tooBig.statusCode).toBe(400);
    expect((tooBig.json() as { localizedMessage: string }).localizedMessage).toBe('ファイルのサイズは5MB以下にしてください。');
    expectCode(
      await upload('public/user/uploadMyNumberDoc', null, { side: 'front', fileName: 'a.jpg', content: JPEG.toString('base64') }),
      401,
      'CUP005',
    );
    expectCode(
      await upload('public/user/uploadMyNumberDoc', 'forged-token', { side: 'front', fileName: 'a.jpg', content: JPEG.toString('base64') }),
      401,
      'CUP005',
    );
    const control = expectCode(
      await upload('public/user/uploadMyNumberDoc', st, { side: 'front', fileName: 'a\u0000.jpg', content: JPEG.toString('base64') }),
      400,
      'VAL001',
    );
    expect(control.localizedMessage).toBe('ファイル名に使用できない文字が含まれています。');
    expect(fs.readdirSync(dir).length).toBe(before);
    expect((await audit('document_rejected')).map((d) => d.reason)).toContain('type');
  });

  it('a token expires after 10 minutes and dies with its login session', async () => {
    const { token, upload: st } = await uploadToken('10000004');
    expectOk(await get(t.app, 'customer/logout', token), v.null());
    expectCode(
      await upload('public/user/uploadMyNumberDoc', st, { side: 'front', fileName: 'a.jpg', content: JPEG.toString('base64') }),
      401,
      'CUP005',
    );
    const fresh = await uploadToken('10000004');
    t.clock.advanceSeconds(601);
    expectCode(
      await upload('public/user/uploadMyNumberDoc', fresh.upload, { side: 'front', fileName: 'a.jpg', content: JPEG.toString('base64') }),
      401,
      'CUP005',
    );
  });

  it('corporations may not upload My Number documents nor check it; individuals may not upload trader documents', async () => {
    const corp = await uploadToken('20000001');
    expectCode(
      await upload('public/user/uploadMyNumberDoc', corp.upload, { side: 'front', fileName: 'a.jpg', content: JPEG.toString('base64') }),
      403,
      'CUP001',
    );
    expectCode(await get(t.app, 'customer/check/myNumber', corp.token), 403, 'CUP001');
    expect(
      expectOk(
        await upload('public/user/uploadTraderConfirmationDoc', corp.upload, { side: 'front', fileName: 't.jpg', content: JPEG.toString('base64') }),
        uploadSchema,
      ).kind,
    ).toBe('trader');
    const person = await uploadToken('10000005');
    expectCode(
      await upload('public/user/uploadTraderConfirmationDoc', person.upload, { side: 'front', fileName: 't.jpg', content: JPEG.toString('base64') }),
      403,
      'CUS001',
    );
    // Another customer's documents never show in one's own check.
    expect(expectOk(await get(t.app, 'customer/check/myNumber', person.token), checkSchema).registered).toBe(false);
  });
});
