// Who may see what (spec §2 "Navigation", §6): pure functions over the customer and the allowed
// account types, after ant-design-pro's access.ts.
import type { AccountInfo, AccountOption, CustomerType } from '@portal/shared-kernel/contract';
import { hasSecCfdAccount, unopenedAccountTypes } from '@portal/shared-kernel';
import type { PortalRouteDef } from '@portal/shared-kernel/federation';

export interface AccessContext {
  customerType: CustomerType;
  accounts: readonly Pick<AccountInfo, 'businessType' | 'tradingPlatform' | 'accountCurrency'>[];
  /** Allowed account types for this customer's type (public/accountopen/accountSettingCommon); null while unknown. */
  allowedAccountTypes: readonly Pick<AccountOption, 'code'>[] | null;
}

/** true when the customer holds an account with business type SEC-CFD. */
export const holdsSecCfd = (ctx: AccessContext): boolean => hasSecCfdAccount(ctx.accounts);

/** true when an allowed account type (businessType_platform_currency) is not opened yet. */
export function canOpenAnotherAccount(ctx: AccessContext): boolean {
  if (!ctx.allowedAccountTypes) return false;
  return unopenedAccountTypes(ctx.allowedAccountTypes, ctx.accounts).length > 0;
}

type AccessFields = Pick<PortalRouteDef, 'onlyfor' | 'requiresSecCfd' | 'openAccount'>;

/** May this definition be rendered at all (route level)? onlyfor and SEC-CFD restrictions apply. */
export function canAccess(def: AccessFields, ctx: AccessContext): boolean {
  if (def.onlyfor && def.onlyfor !== ctx.customerType) return false;
  if (def.requiresSecCfd && !holdsSecCfd(ctx)) return false;
  return true;
}

/** A chain of definitions (parent → child) is accessible when each link is. */
export const canAccessChain = (chain: readonly AccessFields[], ctx: AccessContext): boolean => chain.every((def) => canAccess(def, ctx));

/** Should this definition appear in a menu? Adds the hidden and account-opening rules to canAccess. */
export function isShownInMenu(def: AccessFields & Pick<PortalRouteDef, 'hidden' | 'title'>, ctx: AccessContext): boolean {
  if (def.hidden || !def.title) return false;
  if (!canAccess(def, ctx)) return false;
  if (def.openAccount && !canOpenAnotherAccount(ctx)) return false;
  return true;
}
