// The customer facts the navigation rules need: type, accounts and the allowed account types
// (public/accountopen/accountSettingCommon, fetched once per page load; unknown while loading or
// after a failure — then account opening stays hidden).
import { useMemo } from 'react';
import { accountsAtom, customerTypeAtom } from '@portal/shared-kernel';
import { useAccountSettingCommon, usePortalAtomValue } from '@portal/shared-kernel/react';
import type { AccessContext } from '../lib/navigation/access.ts';

export function useAccessContext(): AccessContext {
  const customerType = usePortalAtomValue(customerTypeAtom);
  const accounts = usePortalAtomValue(accountsAtom);
  const setting = useAccountSettingCommon();
  return useMemo(
    () => ({
      customerType,
      accounts,
      allowedAccountTypes: setting ? (customerType === 'corporate' ? setting.corporateAccountTypes : setting.individualAccountTypes) : null,
    }),
    [customerType, accounts, setting],
  );
}
