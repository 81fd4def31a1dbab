// resource/* and fchart/login: tools configuration, download tokens, the chart site.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { ResourceService } from './service.ts';

const e = endpoints.resource;

export function resourceRoutes({ resource }: { resource: ResourceService }): BoundRoute[] {
  return [
    route(e.toolsConfig, {
      errors: [],
      handler: () => resource.toolsConfig(),
    }),
    route(e.downloadToken, {
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => resource.downloadToken(auth, input, meta),
    }),
    route(e.fchartLogin, {
      errors: [],
      handler: ({ auth, meta }) => resource.fchartLogin(auth, meta),
    }),
  ];
}
