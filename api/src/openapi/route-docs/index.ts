// The summary and description of every route of the OpenAPI document, keyed by the route's name (the
// contract entry's `name`, which is the operationId). They live here, beside the kernel's contract and
// not in its entries: the browser bundles load the contract, and this prose is the API's alone. Only
// ../openapi.ts reads them; api/test/route-docs.test.ts checks that neither the kernel nor an app
// reaches this folder or carries its texts. Figures in the texts are the constants the rules use.
import { accountDocs } from './account.ts';
import { accountOpenPublicDocs } from './account-open-public.ts';
import { cashDocs } from './cash.ts';
import { customerDocs } from './customer.ts';
import { customerCorporateDocs } from './customer-corporate.ts';
import { customerProfileDocs } from './customer-profile.ts';
import { depositDocs } from './deposit.ts';
import { extraRouteDocs } from './extra-routes.ts';
import { loginDocs } from './login.ts';
import { passkeyCustomerDocs, passkeyDocs, passkeyLoginDocs, stepUpDocs } from './passkeys.ts';
import { publicDocs } from './public.ts';
import { resourceDocs } from './resource.ts';
import { tradingPasswordDocs, withdrawPasswordDocs } from './secondary-passwords.ts';
import { systemDocs } from './system.ts';
import { transferDocs } from './transfer.ts';
import type { RouteDocsPart, RouteName, RouteText } from './types.ts';
import { withdrawDocs } from './withdraw.ts';

export type { EndpointName, ExtraRouteName, RouteName, RouteText } from './types.ts';

/** The parts, one per file (a name given by two of them would be shadowed in routeDocs: the test counts them). */
export const routeDocParts: readonly RouteDocsPart[] = [
  loginDocs,
  passkeyLoginDocs,
  customerDocs,
  customerProfileDocs,
  customerCorporateDocs,
  passkeyCustomerDocs,
  accountDocs,
  publicDocs,
  accountOpenPublicDocs,
  systemDocs,
  resourceDocs,
  withdrawDocs,
  withdrawPasswordDocs,
  tradingPasswordDocs,
  depositDocs,
  transferDocs,
  cashDocs,
  passkeyDocs,
  stepUpDocs,
  extraRouteDocs,
];

/** Every route's texts: a route of the contract or of the route table missing here is a type error. */
export const routeDocs: Readonly<Record<RouteName, RouteText>> = {
  ...loginDocs,
  ...passkeyLoginDocs,
  ...customerDocs,
  ...customerProfileDocs,
  ...customerCorporateDocs,
  ...passkeyCustomerDocs,
  ...accountDocs,
  ...publicDocs,
  ...accountOpenPublicDocs,
  ...systemDocs,
  ...resourceDocs,
  ...withdrawDocs,
  ...withdrawPasswordDocs,
  ...tradingPasswordDocs,
  ...depositDocs,
  ...transferDocs,
  ...cashDocs,
  ...passkeyDocs,
  ...stepUpDocs,
  ...extraRouteDocs,
};

/** The texts of the route named `name` (a route the API serves: every one has them). */
export function routeTextOf(name: string): RouteText {
  const text = Object.hasOwn(routeDocs, name) ? routeDocs[name as RouteName] : undefined;
  if (!text) throw new Error(`route ${name} has no summary and description in src/openapi/route-docs`);
  return text;
}
