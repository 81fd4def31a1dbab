// resource/* and fchart/login: tools configuration, download tokens, the chart site.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { ResourceService } from './service.ts';

const e = endpoints.resource;

export function resourceRoutes({ resource }: { resource: ResourceService }): BoundRoute[] {
  return [
    route(e.toolsConfig, {
      summary: 'ツール設定',
      description:
        'Tool links (currency pairs, commodities, original tools, apps, MT4, live, video site) and the downloadable files (termination letters, market forecast).',
      errors: [],
      handler: () => resource.toolsConfig(),
    }),
    route(e.downloadToken, {
      summary: 'ダウンロードトークン発行',
      description:
        'Form: filePath (a file of the allowlisted files directory, as toolsConfig lists it) and fileName (the name to save as; same extension). ' +
        'Returns a single-use token valid for 300 s and the public/file/download link.',
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => resource.downloadToken(auth, input, meta),
    }),
    route(e.fchartLogin, {
      summary: 'チャートサイトへのログインURL',
      description: 'The chart-site address (from configuration) with a signed token valid for 60 s.',
      errors: [],
      handler: ({ auth, meta }) => resource.fchartLogin(auth, meta),
    }),
  ];
}
