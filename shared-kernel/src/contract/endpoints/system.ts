// System configuration (spec §7): the feature switches ("tangram functions").
import { endpointGroup } from '../endpoint.ts';
import { tangramFunctionsSchema } from '../schemas/entities.ts';

export const systemEndpoints = endpointGroup('system', {
  tangramFunctions: {
    name: 'tangramFunctions',
    method: 'GET',
    path: 'system-config/tangram_functions',
    body: 'none',
    public: false,
    request: null,
    result: tangramFunctionsSchema,
  },
});
