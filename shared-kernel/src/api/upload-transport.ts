// Upload progress for the one ky client. ky's own `onUploadProgress` streams the request body
// (`duplex: 'half'`): Chromium sends a streamed body only over HTTP/2 or later and answers
// ERR_H2_OR_QUIC_REQUIRED on HTTP/1.1 (the gateway, the development server), Safari and Firefox do
// not stream request bodies at all (no progress on the iPhones most customers use), and a streamed
// body carries no Content-Length (the API checks the declared size before reading). So ky is handed
// this `fetch` instead: XMLHttpRequest sends the same bytes with a Content-Length, and
// `upload.onprogress` reports them in every browser over any HTTP version. Everything else — the
// prefix, headers, timeout, error decisions — stays ky's and the client's.

export interface UploadProgress {
  /** Bytes sent so far (the whole multipart body). */
  transferredBytes: number;
  totalBytes: number;
  /** 0 … 1 */
  percent: number;
}

/** The XMLHttpRequest surface used here (tests hand in a fake). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: Blob | ArrayBuffer): void;
  abort(): void;
  responseType: XMLHttpRequestResponseType;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  readonly upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

/** Headers the browser sets itself (XMLHttpRequest refuses them). */
const FORBIDDEN_HEADERS = new Set(['content-length', 'host', 'connection', 'accept-encoding', 'cookie', 'origin', 'referer']);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for ky that sends through XMLHttpRequest and reports upload progress. The request's
 * body (already encoded by the Request: multipart with its boundary) is read once and sent whole.
 */
export function xhrFetch(
  onProgress: (progress: UploadProgress) => void,
  createXhr: () => XhrLike = () => new XMLHttpRequest() as unknown as XhrLike,
) {
  return async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      const fail = (message: string) => reject(new TypeError(message));
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        if (!FORBIDDEN_HEADERS.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'arraybuffer';
      const total = body?.size ?? 0;
      xhr.upload.onprogress = (event) => {
        const totalBytes = event.lengthComputable && event.total > 0 ? event.total : total;
        onProgress({ transferredBytes: event.loaded, totalBytes, percent: totalBytes > 0 ? Math.min(1, event.loaded / totalBytes) : 0 });
      };
      xhr.onload = () => {
        onProgress({ transferredBytes: total, totalBytes: total, percent: 1 });
        // A status the Response constructor refuses (0, 1xx) is no answer at all.
        if (xhr.status < 200 || xhr.status > 599) return fail('Failed to fetch');
        const headers = parseHeaders(xhr.getAllResponseHeaders());
        const bodyless = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(bodyless ? null : (xhr.response as ArrayBuffer | null), { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => fail('Failed to fetch');
      xhr.ontimeout = () => fail('Failed to fetch');
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) return xhr.onabort();
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      onProgress({ transferredBytes: 0, totalBytes: total, percent: 0 });
      xhr.send(body ?? new ArrayBuffer(0));
    });
  };
}
