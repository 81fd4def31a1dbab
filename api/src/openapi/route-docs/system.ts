// system-config/*: the feature switches.
import type { RouteDocsPart } from './types.ts';

export const systemDocs = {
  tangramFunctions: {
    summary: '機能スイッチ（tangram functions）',
    description:
      'Per group (deposit, withdrawal, transfer, note) the switches MT4, GX_CFD, GX_KO; secondVerify has alwaysOn and changeOff. From the feature_switches table.',
  },
} satisfies RouteDocsPart;
