// Everything the browser side uses (`@portal/shared-kernel`): the contract (entities, endpoints,
// codes, messages, constants, validation, formats, feature switches, labels), the session, the API
// client and the federation contract. React hooks live in `@portal/shared-kernel/react`.
export * from './contract/index.ts';
export * from './session/index.ts';
export * from './api/index.ts';
export * from './federation/contract.ts';
