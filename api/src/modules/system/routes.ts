// system-config/*: the feature switches.
import { endpoints } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { FeatureSwitchReader } from '../../domain/feature-switches.ts';

export function systemRoutes({ switches }: { switches: FeatureSwitchReader }): BoundRoute[] {
  return [
    route(endpoints.system.tangramFunctions, {
      errors: [],
      handler: () => switches.tangramFunctions(),
    }),
  ];
}
