export { tangramFunctionsSchema as tangramFunctionsResultSchema } from '../common/result-schemas.ts';
