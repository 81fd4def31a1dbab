// Request ids: the gateway (nginx `$request_id`) sends X-Request-Id; the API logs it with every line
// of the request and sends it back, so one id follows a request from the edge to the database. A
// missing or odd value (anything but 8–128 letters, digits, `-`, `_`, `.`) gets a fresh id instead:
// a client cannot write arbitrary text into the logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTED = /^[A-Za-z0-9._-]{8,128}$/;

export function requestIdFrom(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED.test(value) ? value : randomUUID();
}
