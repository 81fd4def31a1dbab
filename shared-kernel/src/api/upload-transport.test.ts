import { endpoints } from '../contract/endpoints/index.ts';
import { callEndpoint, toFormData } from './client.ts';
import { configureApiClient, resetApiClientConfig } from './config.ts';
import { xhrFetch } from './upload-transport.ts';
import type { UploadProgress, XhrLike } from './upload-transport.ts';

/** An XMLHttpRequest that records what it was asked to send and answers as told. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: Blob | ArrayBuffer | null = null;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  responseHeaders = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: Blob | ArrayBuffer) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, json: unknown) {
    const total = this.sent instanceof Blob ? this.sent.size : 0;
    this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
    this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
    this.status = status;
    this.responseHeaders = 'content-type: application/json; charset=utf-8\r\nx-request-id: abc12345\r\n';
    this.response = new TextEncoder().encode(JSON.stringify(json)).buffer;
    this.onload?.();
  }
}

/** The fake XMLHttpRequest once the transport has read the body and sent it. */
async function sentXhr(): Promise<FakeXhr> {
  for (let i = 0; i < 400; i++) {
    const xhr = FakeXhr.last;
    if (xhr?.sent) return xhr;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('nothing was sent');
}
beforeEach(() => {
  FakeXhr.last = null;
});

describe('toFormData', () => {
  it('puts the fields first and the files last, whatever the order of the object', async () => {
    const form = toFormData({ file: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), side: 'front', flag: true, skipped: undefined });
    expect([...form.keys()]).toEqual(['side', 'flag', 'file']);
    expect(form.get('flag')).toBe('true');
    expect(await (form.get('file') as Blob).arrayBuffer()).toEqual(new Uint8Array([1, 2, 3]).buffer);
  });
});

describe('xhrFetch', () => {
  it('sends the encoded body whole with its headers and reports the bytes sent, then answers a Response', async () => {
    const seen: UploadProgress[] = [];
    const fetch = xhrFetch(
      (p) => seen.push(p),
      () => new FakeXhr(),
    );
    const body = toFormData({ side: 'front', file: new Blob([new Uint8Array(1000)]) });
    const pending = fetch(
      new Request('http://portal.test/fo-jp-web-api/api/public/user/uploadMyNumberDoc', { method: 'POST', body, headers: { sessiontoken: 't1' } }),
    );
    const xhr = await sentXhr();
    expect([xhr.method, xhr.url, xhr.headers.sessiontoken]).toEqual([
      'POST',
      'http://portal.test/fo-jp-web-api/api/public/user/uploadMyNumberDoc',
      't1',
    ]);
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await (xhr.sent as Blob).text();
    expect(sent.indexOf('name="side"')).toBeLessThan(sent.indexOf('name="file"'));
    xhr.answer(200, { code: 'AG_1000', result: { ok: true } });
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('abc12345');
    expect(await response.json()).toEqual({ code: 'AG_1000', result: { ok: true } });
    expect(seen.map((p) => p.percent)).toEqual([0, 0.5, 1, 1]);
    expect(seen[1]?.totalBytes).toBe((xhr.sent as Blob).size);
  });

  it('a network failure is a TypeError (what fetch throws), an abort rejects with the signal’s reason', async () => {
    const fetch = xhrFetch(
      () => undefined,
      () => new FakeXhr(),
    );
    const failed = fetch(new Request('http://portal.test/x', { method: 'POST', body: 'a' }));
    (await sentXhr()).onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const aborted = fetch(new Request('http://portal.test/x', { method: 'POST', body: 'a', signal: controller.signal }));
    FakeXhr.last = null;
    const xhr = await sentXhr();
    controller.abort(new Error('timed out'));
    await expect(aborted).rejects.toThrow('timed out');
    expect(xhr.aborted).toBe(true);
  });
});

describe('a multipart call through the client', () => {
  afterEach(() => resetApiClientConfig());

  it('sends the contract’s fields and the file as multipart/form-data, with the progress at its ends', async () => {
    let received: FormData | null = null;
    let contentType = '';
    configureApiClient({
      baseUrl: 'http://portal.test',
      getToken: () => null,
      fetch: async (input) => {
        const request = input as Request;
        contentType = request.headers.get('content-type') ?? '';
        received = await request.formData();
        return new Response(
          JSON.stringify({ code: 'AG_1000', result: { documentId: 1, kind: 'my_number', side: 'front', receivedAt: '2026-04-01T00:00:00.000Z' } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      },
    });
    const progress: number[] = [];
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const result = await callEndpoint(
      endpoints.public.uploadMyNumberDoc,
      { side: 'front', fileName: 'card.jpg', file },
      { headers: { sessiontoken: 'tok' }, onUploadProgress: (p) => progress.push(p.percent) },
    );
    expect(result.documentId).toBe(1);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect([...(received as unknown as FormData).keys()]).toEqual(['side', 'fileName', 'file']);
    expect(progress).toEqual([0, 1]);
  });
});
