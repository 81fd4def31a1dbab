// Every route under the API prefix: the contract's endpoints plus the few the API adds.
// The auth hook and the route-table test both read it, so a new route is covered automatically.
import { API_PREFIX, endpointList } from '@portal/shared-kernel/contract';
import type { BodyKind } from '@portal/shared-kernel/contract';
import type { ExtraRouteDef } from './route-spec.ts';

export const extraRoutes = {
  bannerImage: {
    name: 'bannerImage',
    group: 'public',
    method: 'GET',
    path: 'public/banner/image/:file',
    body: 'none',
    public: true,
    request: null,
    contentType: 'image/svg+xml',
  },
  openapi: {
    name: 'openapi',
    group: 'public',
    method: 'GET',
    path: 'openapi.json',
    body: 'none',
    public: true,
    request: null,
    contentType: 'application/json',
  },
  /** Development only (DEV_SIMULATORS): the partner bank's payment page. */
  bankSimulatorPay: {
    name: 'bankSimulatorPay',
    group: 'deposit',
    method: 'GET',
    path: 'deposit/simulator/pay',
    body: 'query',
    public: true,
    request: null,
    contentType: 'text/html',
  },
  /** Development only (DEV_SIMULATORS): the decision on the bank's page (form), answered with a redirect. */
  bankSimulatorDecide: {
    name: 'bankSimulatorDecide',
    group: 'deposit',
    method: 'POST',
    path: 'deposit/simulator/decide',
    body: 'form',
    public: true,
    request: null,
    contentType: 'text/html',
  },
} as const satisfies Record<string, ExtraRouteDef>;

export interface ApiRoute {
  name: string;
  method: 'GET' | 'POST';
  /** Path under the prefix, as in the contract. */
  path: string;
  /** Full URL pattern, e.g. /fo-jp-web-api/api/login/auth. */
  url: string;
  body: BodyKind;
  public: boolean;
}

/** `{code}` (contract) → `:code` (Fastify). */
export const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export const apiRouteTable: readonly ApiRoute[] = [...endpointList, ...Object.values(extraRoutes)].map((def) => ({
  name: def.name,
  method: def.method,
  path: fastifyPath(def.path),
  body: def.body,
  public: def.public,
  url: `${API_PREFIX}/${fastifyPath(def.path)}`,
}));
