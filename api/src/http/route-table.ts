// Every route under the API prefix: the contract's endpoints plus the few the API adds.
// The auth hook and the route-table test both read it, so a new route is covered automatically.
import { API_PREFIX, endpoints } from '@portal/shared-kernel/contract';
import type { BodyKind } from '@portal/shared-kernel/contract';
import type { ExtraRouteDef } from './route-spec.ts';

export const extraRoutes = {
  bannerImage: { name: 'bannerImage', method: 'GET', path: 'public/banner/image/:file', body: 'none', public: true },
  openapi: { name: 'openapi', method: 'GET', path: 'openapi.json', body: 'none', public: true },
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

export const apiRouteTable: readonly ApiRoute[] = [
  ...Object.entries(endpoints).map(([name, def]) => ({ name, method: def.method, path: def.path, body: def.body, public: def.public })),
  ...Object.values(extraRoutes).map((def) => ({ ...def })),
].map((route) => ({ ...route, url: `${API_PREFIX}/${route.path}` }));
