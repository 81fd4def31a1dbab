// system-config/*: the feature switches.
import { endpoints } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { FeatureSwitchReader } from '../../domain/feature-switches.ts';

export function systemRoutes({ switches }: { switches: FeatureSwitchReader }): BoundRoute[] {
  return [
    route(endpoints.system.tangramFunctions, {
      summary: '機能スイッチ（tangram functions）',
      description:
        'Per group (deposit, withdrawal, transfer, note) the switches MT4, GX_CFD, GX_KO; secondVerify has alwaysOn and changeOff. From the feature_switches table.',
      errors: [],
      handler: () => switches.tangramFunctions(),
    }),
  ];
}
