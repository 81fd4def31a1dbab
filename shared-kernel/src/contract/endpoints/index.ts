// The REST contract: every endpoint, grouped as the spec groups them (§7). Add an endpoint by adding
// one entry to its group; the API serves it by naming the entry, the client calls it through the group.
import type { EndpointDef } from '../endpoint.ts';
import { accountCustomerEndpoints, accountEndpoints } from './account.ts';
import { accountOpenPublicEndpoints } from './account-open-public.ts';
import { cashEndpoints } from './cash.ts';
import { customerEndpoints } from './customer.ts';
import { customerCorporateEndpoints } from './customer-corporate.ts';
import { customerProfileEndpoints, profilePublicEndpoints, profileResourceEndpoints } from './customer-profile.ts';
import { depositEndpoints } from './deposit.ts';
import { loginEndpoints } from './login.ts';
import { passkeyCustomerEndpoints, passkeyEndpoints, passkeyLoginEndpoints, stepUpEndpoints } from './passkeys.ts';
import { publicEndpoints } from './public.ts';
import { resourceEndpoints } from './resource.ts';
import { tradingPwdEndpoints } from './secondary-passwords.ts';
import { systemEndpoints } from './system.ts';
import { transferEndpoints } from './transfer.ts';
import { withdrawEndpoints } from './withdraw.ts';

export const endpoints = {
  login: { ...loginEndpoints, ...passkeyLoginEndpoints },
  customer: {
    ...customerEndpoints,
    ...customerProfileEndpoints,
    ...customerCorporateEndpoints,
    ...accountCustomerEndpoints,
    ...passkeyCustomerEndpoints,
  },
  account: accountEndpoints,
  public: { ...publicEndpoints, ...profilePublicEndpoints, ...accountOpenPublicEndpoints },
  system: systemEndpoints,
  resource: { ...resourceEndpoints, ...profileResourceEndpoints },
  withdraw: withdrawEndpoints,
  tradingPwd: tradingPwdEndpoints,
  deposit: depositEndpoints,
  transfer: transferEndpoints,
  cash: cashEndpoints,
  passkey: passkeyEndpoints,
  stepUp: stepUpEndpoints,
} as const;

export type Endpoints = typeof endpoints;
type AnyEntry = { [G in keyof Endpoints]: Endpoints[G][keyof Endpoints[G]] }[keyof Endpoints];
/** The unique names (OpenAPI operationIds) of every endpoint. */
export type EndpointName = AnyEntry extends { name: infer N } ? N : never;

/** Every endpoint of the contract. */
export const endpointList: readonly EndpointDef[] = Object.values(endpoints).flatMap((group) => Object.values(group) as EndpointDef[]);

const names = new Set<string>();
for (const def of endpointList) {
  if (names.has(def.name)) throw new Error(`endpoint name ${def.name} is declared twice`);
  names.add(def.name);
}

/** Paths reachable without a token (spec §9's public list). */
export const publicEndpointPaths: readonly string[] = endpointList.filter((e) => e.public).map((e) => e.path);

export { secondaryPasswordRequests } from './secondary-passwords.ts';
export { loginAuthRequest } from './login.ts';
