import { ResponseCode } from '@portal/shared-kernel/contract';
import { defineRoute } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { Services } from '../../services.ts';
import { downloadTokenResultSchema, downloadTokenSchema, fchartLoginResultSchema, toolsConfigResultSchema } from './schemas.ts';
import { ResourceService } from './service.ts';

export function resourceRoutes(services: Services): BoundRoute[] {
  const resource = new ResourceService(services);
  return [
    defineRoute('toolsConfig', {
      tag: 'resource',
      summary: 'ツール設定',
      description:
        'Tool links (currency pairs, commodities, original tools, apps, MT4, live, video site) and the downloadable files (termination letters, market forecast).',
      result: toolsConfigResultSchema,
      errors: [],
      handler: () => resource.toolsConfig(),
    }),
    defineRoute('downloadToken', {
      tag: 'resource',
      summary: 'ダウンロードトークン発行',
      description:
        'Form: filePath (a file of the allowlisted files directory, as toolsConfig lists it) and fileName (the name to save as; same extension). ' +
        'Returns a single-use token valid for 300 s and the public/file/download link.',
      input: downloadTokenSchema,
      result: downloadTokenResultSchema,
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => resource.downloadToken(auth, input, meta),
    }),
    defineRoute('fchartLogin', {
      tag: 'resource',
      summary: 'チャートサイトへのログインURL',
      description: 'The chart-site address (from configuration) with a signed token valid for 60 s.',
      result: fchartLoginResultSchema,
      errors: [],
      handler: ({ auth, meta }) => resource.fchartLogin(auth, meta),
    }),
  ];
}
