import { defineRoute } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { Services } from '../../services.ts';
import { tangramFunctionsResultSchema } from './schemas.ts';
import { SystemService } from './service.ts';

export function systemRoutes(services: Services): BoundRoute[] {
  const system = new SystemService(services);
  return [
    defineRoute('tangramFunctions', {
      tag: 'system',
      summary: '機能スイッチ（tangram functions）',
      description:
        'Per group (deposit, withdrawal, transfer, note) the switches MT4, GX_CFD, GX_KO; secondVerify has alwaysOn and changeOff. From the feature_switches table.',
      result: tangramFunctionsResultSchema,
      errors: [],
      handler: () => system.tangramFunctions(),
    }),
  ];
}
