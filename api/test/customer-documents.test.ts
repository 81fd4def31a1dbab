// Documents: single-use upload tokens bound to one kind and side, multipart streamed into the
// encryption, the type decided from the whole file (polyglots refused, and a refused file marks
// nothing received), the latest document per kind and side per pending request, the daily quota,
// checks made before the body is read, encryption at rest bound to the row, check/myNumber,
// ownership and customer type.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as v from 'valibot';
import { endpoints } from '@portal/shared-kernel/contract';
import { readHeader } from '../src/infra/documents.ts';
import { DocumentService } from '../src/modules/customer/documents.ts';
import { apiUrl, createTestApp, customerIdOf, expectCode, expectOk, get, login, post, postJson } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { makeJpeg, makePdf, makePng, multipart, polyglots } from './support/documents.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-docs-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { documentDir: dir, documentQuota: { uploads: 1000, bytes: 10_000 * 1024 * 1024 } } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tokenSchema = endpoints.resource.sessionToken.result;
const uploadSchema = endpoints.public.uploadMyNumberDoc.result;
const checkSchema = endpoints.customer.checkMyNumber.result;
const JPEG = makeJpeg();

type Kind = 'my_number' | 'personal' | 'trader';
type Side = 'front' | 'back' | 'single';
const pathOf: Record<Kind, string> = {
  my_number: 'public/user/uploadMyNumberDoc',
  personal: 'public/user/uploadPersonalConfirmationDoc',
  trader: 'public/user/uploadTraderConfirmationDoc',
};

async function uploadToken(token: string, kind: Kind, side: Side, requestId?: number) {
  const res = await post(t.app, 'resource/sessionToken', { kind, side, ...(requestId ? { requestId } : {}) }, token);
  return expectOk(res, tokenSchema).sessionToken;
}

function upload(kind: Kind, sessiontoken: string | null, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const { body, contentType } = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: apiUrl(pathOf[kind]),
    headers: { 'content-type': contentType, ...(sessiontoken ? { sessiontoken } : {}) },
    payload: body,
  });
}

const rows = (customerId: number) =>
  t.app.services.db.selectFrom('customer_documents').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
const audit = async (event: string) =>
  (await t.app.services.db.selectFrom('audit_log').select(['detail']).where('event', '=', event).execute()).map((r) => JSON.parse(r.detail ?? '{}'));
const files = () => fs.readdirSync(dir);
const store = () => t.app.services.documentStore!;

describe('My Number upload', () => {
  it('is not registered at first; a multipart upload is stored encrypted (key id, bound to its row), audited and then reported as registered', async () => {
    const { token } = await login(t.app, '10000001');
    expect(expectOk(await get(t.app, 'customer/check/myNumber', token), checkSchema)).toEqual({
      registered: false,
      registeredAt: null,
      documents: [],
    });
    const st = await uploadToken(token, 'my_number', 'front');
    const done = expectOk(
      await upload('my_number', st, { side: 'front', fileName: 'マイナンバー表.jpg' }, { name: 'IMG_0001.jpg', bytes: JPEG }),
      uploadSchema,
    );
    expect(done).toMatchObject({ kind: 'my_number', side: 'front' });
    const row = await t.app.services.db.selectFrom('customer_documents').selectAll().where('id', '=', done.documentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content_type: 'image/jpeg', size: JPEG.length, file_name: 'マイナンバー表.jpg', key_id: store().keyring.current.id });
    const stored = fs.readFileSync(path.join(dir, row.storage_key));
    expect(readHeader(stored)?.keyId).toBe(store().keyring.current.id);
    expect(stored.includes(JPEG.subarray(100, 140))).toBe(false);
    const binding = { customerId: row.customer_id, kind: row.kind, side: row.side, storageKey: row.storage_key };
    expect((await store().read(binding)).plaintext.equals(JPEG)).toBe(true);
    // Bound to the row: the same file under another customer, kind or side does not open.
    await expect(store().read({ ...binding, customerId: row.customer_id + 1 })).rejects.toThrow();
    await expect(store().read({ ...binding, side: 'back' })).rejects.toThrow();
    const check = expectOk(await get(t.app, 'customer/check/myNumber', token), checkSchema);
    expect(check.registered).toBe(true);
    expect(check.documents).toEqual([{ side: 'front', fileName: 'マイナンバー表.jpg', uploadedAt: done.receivedAt }]);
    expect((await audit('document_uploaded')).some((d) => d.documentId === done.documentId && d.kind === 'my_number')).toBe(true);
    expect(files().filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('a PNG and a PDF are accepted; without a fileName field the file part’s own name is kept', async () => {
    const { token } = await login(t.app, '10000002');
    const png = expectOk(
      await upload('personal', await uploadToken(token, 'personal', 'front'), { side: 'front' }, { name: '免許証.png', bytes: makePng() }),
      uploadSchema,
    );
    expect(png.kind).toBe('personal');
    const pdf = expectOk(
      await upload('personal', await uploadToken(token, 'personal', 'single'), { side: 'single' }, { name: 'passport.pdf', bytes: await makePdf(2) }),
      uploadSchema,
    );
    const kept = await rows(customerIdOf(await login(t.app, '10000002')));
    expect(kept.map((r) => [Number(r.id), r.content_type, r.file_name])).toEqual([
      [png.documentId, 'image/png', '免許証.png'],
      [pdf.documentId, 'application/pdf', 'passport.pdf'],
    ]);
  });
});

describe('upload tokens', () => {
  it('work once: the second upload with the same token is refused, and so are concurrent ones (one wins)', async () => {
    const { token } = await login(t.app, '10000002');
    const st = await uploadToken(token, 'personal', 'single');
    expectOk(await upload('personal', st, { side: 'single' }, { name: 'a.jpg', bytes: JPEG }), uploadSchema);
    expectCode(await upload('personal', st, { side: 'single' }, { name: 'a.jpg', bytes: JPEG }), 401, 'CUP005');
    const racing = await uploadToken(token, 'personal', 'single');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => upload('personal', racing, { side: 'single' }, { name: 'b.jpg', bytes: JPEG })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it('are bound to one kind (another upload call refuses it without using it up) and one side', async () => {
    const { token } = await login(t.app, '10000005');
    const st = await uploadToken(token, 'my_number', 'back');
    expectCode(await upload('personal', st, { side: 'back' }, { name: 'a.jpg', bytes: JPEG }), 401, 'CUP005');
    const wrongSide = expectCode(await upload('my_number', st, { side: 'front' }, { name: 'a.jpg', bytes: JPEG }), 400, 'VAL001');
    expect(wrongSide.localizedMessage).toContain('書類の面が一致しません');
    // A new token for the same kind and side ends the older unused one.
    const first = await uploadToken(token, 'my_number', 'front');
    const second = await uploadToken(token, 'my_number', 'front');
    expectCode(await upload('my_number', first, { side: 'front' }, { name: 'a.jpg', bytes: JPEG }), 401, 'CUP005');
    expectOk(await upload('my_number', second, { side: 'front' }, { name: 'a.jpg', bytes: JPEG }), uploadSchema);
  });

  it('expire after 10 minutes and die with their login session', async () => {
    const { token } = await login(t.app, '10000004');
    const st = await uploadToken(token, 'my_number', 'front');
    expect(expectOk(await get(t.app, 'customer/logout', token), v.null())).toBeNull();
    expectCode(await upload('my_number', st, { side: 'front' }, { name: 'a.jpg', bytes: JPEG }), 401, 'CUP005');
    const fresh = await login(t.app, '10000004');
    const late = await uploadToken(fresh.token, 'my_number', 'front');
    t.clock.advanceSeconds(601);
    expectCode(await upload('my_number', late, { side: 'front' }, { name: 'a.jpg', bytes: JPEG }), 401, 'CUP005');
  });

  it('are refused for a pending request that is not the caller’s or takes no such document', async () => {
    const { token } = await login(t.app, '10000005');
    expectCode(await post(t.app, 'resource/sessionToken', { kind: 'personal', side: 'single', requestId: 999999 }, token), 400, 'VAL001');
    expectCode(await post(t.app, 'resource/sessionToken', { kind: 'personal' }, token), 400, 'VAL001');
  });
});

describe('the file decides its type, whole', () => {
  it('refuses polyglots and files that do not parse to their end; nothing is stored and the pending request stays waiting', async () => {
    const session = await login(t.app, '10000008');
    const customerId = customerIdOf(session);
    const changed = expectOk(
      await postJson(t.app, 'customer/update/address', { postalCode: '1000005', area: '東京都千代田区丸の内', street: '1-1-1' }, session.token),
      endpoints.customer.updateAddress.result,
    );
    const requestId = changed.id;
    const before = files().length;
    for (const [name, bytes] of Object.entries(await polyglots())) {
      const st = await uploadToken(session.token, 'personal', 'single', requestId);
      const res = await upload('personal', st, { side: 'single', fileName: 'document.jpg' }, { name: 'document.jpg', bytes });
      expect([name, res.statusCode, res.json().code]).toEqual([name, 400, 'CUP006']);
    }
    expect(files().length).toBe(before);
    expect(await rows(customerId)).toEqual([]);
    const pending = await t.app.services.db
      .selectFrom('modification_requests')
      .select('documents')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect((JSON.parse(pending.documents) as { received: boolean }[]).every((d) => !d.received)).toBe(true);
    const reasons = (await audit('document_rejected')).map((d) => d.reason as string);
    expect(reasons).toEqual(expect.arrayContaining(['trailing-data', 'broken', 'type']));
    // The same request takes a real document, and only then shows it received.
    const st = await uploadToken(session.token, 'personal', 'single', requestId);
    expectOk(await upload('personal', st, { side: 'single' }, { name: 'license.jpg', bytes: JPEG }), uploadSchema);
    const after = await t.app.services.db
      .selectFrom('modification_requests')
      .select('documents')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect((JSON.parse(after.documents) as { received: boolean }[]).every((d) => d.received)).toBe(true);
  });

  it('keeps only the latest document per kind and side for a pending request (the replaced file is removed)', async () => {
    const session = await login(t.app, '10000008');
    const customerId = customerIdOf(session);
    const requestId = (
      await t.app.services.db.selectFrom('modification_requests').select('id').where('customer_id', '=', customerId).executeTakeFirstOrThrow()
    ).id;
    const kept = await rows(customerId);
    const send = async (side: Side, bytes: Buffer) =>
      expectOk(
        await upload('personal', await uploadToken(session.token, 'personal', side, requestId), { side }, { name: `${side}.jpg`, bytes }),
        uploadSchema,
      );
    const front1 = await send('front', makeJpeg(32, 32));
    const front2 = await send('front', makeJpeg(48, 32));
    const back = await send('back', makeJpeg(32, 48));
    const now = await rows(customerId);
    expect(now.map((r) => Number(r.id)).sort()).toEqual([...kept.map((r) => Number(r.id)), front2.documentId, back.documentId].sort());
    expect(now.some((r) => Number(r.id) === front1.documentId)).toBe(false);
    for (const row of now) expect(fs.existsSync(path.join(dir, row.storage_key))).toBe(true);
    expect(files().filter((f) => f.endsWith('.bin')).length).toBe(await t.app.services.repos.customerDocuments.count());
  });
});

describe('checks made before the body is read', () => {
  it('a declared size over the limit is refused without reading the body (and audited)', async () => {
    const { token } = await login(t.app, '10000001');
    const st = await uploadToken(token, 'my_number', 'back');
    const receive = jest.spyOn(DocumentService.prototype, 'receive');
    const big = Buffer.concat([JPEG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload('my_number', st, { side: 'back' }, { name: 'big.jpg', bytes: big });
    expect(receive).not.toHaveBeenCalled();
    receive.mockRestore();
    expect(expectCode(res, 400, 'CUP006').localizedMessage).toBe('ファイルのサイズは5MB以下にしてください。');
    expect((await audit('document_rejected')).some((d) => d.reason === 'too_large' && d.declaredBytes > 5 * 1024 * 1024)).toBe(true);
  });

  it('a file over the limit sent without a declared size is cut off while it streams', async () => {
    const { token } = await login(t.app, '10000001');
    const st = await uploadToken(token, 'my_number', 'back');
    const { body, contentType } = multipart({ side: 'back' }, { name: 'big.jpg', bytes: Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]) });
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrl(pathOf.my_number),
      headers: { 'content-type': contentType, 'transfer-encoding': 'chunked', sessiontoken: st },
      payload: Readable.from([body.subarray(0, 1000), body.subarray(1000)]),
    });
    expect(expectCode(res, 400, 'CUP006').localizedMessage).toBe('ファイルのサイズは5MB以下にしてください。');
    expect(files().filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('a refused token answers at once over a real connection: the huge body is never read, the handler never runs', async () => {
    const receive = jest.spyOn(DocumentService.prototype, 'receive');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as { port: number };
      const declared = 200 * 1024 * 1024;
      let pulled = 0;
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      const body = new Readable({
        read() {
          if (pulled >= declared) return this.push(null);
          pulled += chunk.length;
          this.push(chunk);
        },
      });
      const started = Date.now();
      const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: apiUrl(pathOf.personal),
            headers: { 'content-type': 'multipart/form-data; boundary=x', sessiontoken: 'no-such-token', 'transfer-encoding': 'chunked' },
          },
          (res) => {
            let text = '';
            res.on('data', (d: Buffer) => (text += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
          },
        );
        req.on('error', (error) => (pulled > 0 ? undefined : reject(error)));
        body.pipe(req);
      });
      body.destroy();
      const seconds = (Date.now() - started) / 1000;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body).code).toBe('CUP005');
      expect(answer.connection).toBe('close');
      expect(seconds).toBeLessThan(5);
      // What the client could push before the answer: socket buffers, far from the 200 MiB it offered.
      expect(pulled).toBeLessThan(32 * 1024 * 1024);
      expect(receive).not.toHaveBeenCalled();
    } finally {
      receive.mockRestore();
      await t.app.server.close();
    }
  });

  it('a body that is not multipart is refused unread (415)', async () => {
    const { token } = await login(t.app, '10000001');
    const st = await uploadToken(token, 'my_number', 'front');
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrl(pathOf.my_number),
      headers: { 'content-type': 'application/x-www-form-urlencoded', sessiontoken: st },
      payload: `side=front&fileName=a.jpg&content=${JPEG.toString('base64')}`,
    });
    expectCode(res, 415, 'VAL001');
  });
});

describe('daily quota', () => {
  it('counts every upload of the customer’s day, refused ones too, at token issue and at upload', async () => {
    const quota = await createTestApp({ config: { documentDir: dir, documentQuota: { uploads: 3, bytes: 100 * 1024 * 1024 } } });
    try {
      const { token } = await login(quota.app, '10000001');
      const issue = async (side: Side) => post(quota.app, 'resource/sessionToken', { kind: 'my_number', side }, token);
      const send = (st: string, side: Side, bytes: Buffer) => {
        const { body, contentType } = multipart({ side }, { name: 'a.jpg', bytes });
        return quota.app.inject({
          method: 'POST',
          url: apiUrl(pathOf.my_number),
          headers: { 'content-type': contentType, sessiontoken: st },
          payload: body,
        });
      };
      const tokens = await Promise.all(
        (['front', 'back', 'single'] as const).map(async (side) => [side, expectOk(await issue(side), tokenSchema).sessionToken] as const),
      );
      expectOk(await send(tokens[0]![1], 'front', JPEG), uploadSchema);
      expectCode(await send(tokens[1]![1], 'back', Buffer.from('not a picture')), 400, 'CUP006');
      const late = expectOk(await issue('front'), tokenSchema).sessionToken;
      expectOk(await send(tokens[2]![1], 'single', JPEG), uploadSchema);
      // Three uploads today: the fourth is refused as it arrives, and no new token is issued.
      expectCode(await send(late, 'front', JPEG), 429, 'CUP008');
      expectCode(await issue('back'), 429, 'CUP008');
      const usage = await quota.app.services.db.selectFrom('document_upload_usage').selectAll().executeTakeFirstOrThrow();
      expect(Number(usage.uploads)).toBe(3);
      expect(Number(usage.bytes)).toBe(JPEG.length * 2 + 'not a picture'.length);
      // The next day in Tokyo starts afresh.
      quota.clock.advanceSeconds(86_400);
      const tomorrow = await login(quota.app, '10000001');
      expectOk(await post(quota.app, 'resource/sessionToken', { kind: 'my_number', side: 'back' }, tomorrow.token), tokenSchema);
    } finally {
      await quota.close();
    }
  });
});

describe('who may upload', () => {
  it('corporations may not upload My Number documents nor check it; individuals may not upload trader documents', async () => {
    const corp = await login(t.app, '20000001');
    expectCode(await post(t.app, 'resource/sessionToken', { kind: 'my_number', side: 'front' }, corp.token), 403, 'CUP001');
    expectCode(await get(t.app, 'customer/check/myNumber', corp.token), 403, 'CUP001');
    const st = await uploadToken(corp.token, 'trader', 'front');
    expect(expectOk(await upload('trader', st, { side: 'front' }, { name: 't.jpg', bytes: JPEG }), uploadSchema).kind).toBe('trader');
    const person = await login(t.app, '10000005');
    expectCode(await post(t.app, 'resource/sessionToken', { kind: 'trader', side: 'front' }, person.token), 403, 'CUS001');
    // Another customer's documents never show in one's own check.
    expect(expectOk(await get(t.app, 'customer/check/myNumber', person.token), checkSchema).registered).toBe(true);
    const other = await login(t.app, '10000002');
    expect(expectOk(await get(t.app, 'customer/check/myNumber', other.token), checkSchema).registered).toBe(false);
  });
});
