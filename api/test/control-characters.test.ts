// Every endpoint of the contract, fed NUL and other control characters in every field of its request
// (and in path parameters), with and without a valid session: a clear 4xx, never a 5xx, never a stack
// trace in the answer (PostgreSQL refuses NUL in text and used to answer 500).
import { API_PREFIX, endpointList, TOKEN_HEADER } from '@portal/shared-kernel/contract';
import type { EndpointDef } from '@portal/shared-kernel/contract';
import { createTestApp, login } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, '10000001')).token;
});
afterAll(() => t.close());

/** The field names of a request schema (an object schema, possibly inside a pipe). */
function fieldsOf(schema: unknown): string[] {
  let s = schema as { entries?: Record<string, unknown>; pipe?: unknown[]; type?: string } | null;
  while (s && !s.entries && Array.isArray(s.pipe)) s = s.pipe[0] as typeof s;
  return s?.entries ? Object.keys(s.entries) : [];
}

const POISON = ['a\u0000b', '\u0000', 'x\u0007\u001b[31m', '\u202e\u0000'];

function request(def: EndpointDef, value: string, auth: boolean) {
  const fields = fieldsOf(def.request);
  const values: Record<string, string> = Object.fromEntries(fields.map((f) => [f, value]));
  const path = def.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value));
  const headers: Record<string, string> = auth ? { [TOKEN_HEADER]: token } : {};
  const url = `${API_PREFIX}/${path}`;
  if (def.body === 'query' || def.method === 'GET') {
    const query = new URLSearchParams(values).toString();
    return t.app.inject({ method: def.method, url: query ? `${url}?${query}` : url, headers });
  }
  if (def.body === 'form') {
    return t.app.inject({
      method: def.method,
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(values).toString(),
    });
  }
  // json (an array request gets an array of poisoned strings)
  const schema = def.request as { type?: string; pipe?: { type?: string }[] } | null;
  const isArray = schema?.type === 'array' || schema?.pipe?.[0]?.type === 'array';
  const payload = fields.length === 0 && isArray ? JSON.stringify([value]) : JSON.stringify(values);
  return t.app.inject({ method: def.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
}

describe('control characters in every field of every endpoint', () => {
  const served = () => endpointList.filter((def) => !t.app.unservedEndpoints.includes(def.name));

  it.each([false, true])('with a session: %s → never a 5xx, never a stack trace', async (auth) => {
    let requests = 0;
    for (const def of served()) {
      // Endpoints without input do what they do (logout would end the session the loop uses).
      if (def.request === null && !def.path.includes('{')) continue;
      for (const value of POISON) {
        const res = await request(def, value, auth);
        requests++;
        expect({ endpoint: def.name, value, status: res.statusCode < 500 }).toEqual({ endpoint: def.name, value, status: true });
        expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
      }
    }
    expect(requests).toBeGreaterThan(100);
  });
});
