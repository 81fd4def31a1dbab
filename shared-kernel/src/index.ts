// Everything the browser side uses: the contract (entities, endpoints, codes, messages, constants,
// validation, formats, feature switches, labels), the session, the API client and the federation contract.
export * from './contract/index.ts';
export * from './session/index.ts';
export * from './federation/contract.ts';
