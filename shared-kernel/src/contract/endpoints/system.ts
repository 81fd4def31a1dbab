// System configuration (spec §7): the feature switches ("tangram functions").
import { endpointGroup } from '../endpoint.ts';
import { tangramFunctionsSchema } from '../schemas/entities.ts';

export const systemEndpoints = endpointGroup('system', {
  tangramFunctions: {
    name: 'tangramFunctions',
    summary: '機能スイッチ（tangram functions）',
    description:
      'Per group (deposit, withdrawal, transfer, note) the switches MT4, GX_CFD, GX_KO; secondVerify has alwaysOn and changeOff. From the feature_switches table.',
    method: 'GET',
    path: 'system-config/tangram_functions',
    body: 'none',
    public: false,
    request: null,
    result: tangramFunctionsSchema,
  },
});
