// The customer facts the navigation rules need: type, accounts and the allowed account types
// (public/accountopen/accountSettingCommon, fetched once per page load).
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { accountsAtom, customerTypeAtom, publicApi, type AccountSettingCommon } from '@portal/shared-kernel';
import type { AccessContext } from '../lib/navigation/access.ts';

let settingPromise: Promise<AccountSettingCommon | null> | null = null;

/** Loads the allowed account types once; failures leave them unknown (account opening hidden). */
export function loadAccountSetting(
  fetcher: () => Promise<AccountSettingCommon> = () => publicApi.accountSettingCommon({ notify: false }),
): Promise<AccountSettingCommon | null> {
  settingPromise ??= fetcher().catch(() => {
    settingPromise = null;
    return null;
  });
  return settingPromise;
}

export function resetAccountSettingCache(): void {
  settingPromise = null;
}

export function useAccountSetting(): AccountSettingCommon | null {
  const [setting, setSetting] = useState<AccountSettingCommon | null>(null);
  useEffect(() => {
    let alive = true;
    void loadAccountSetting().then((s) => {
      if (alive) setSetting(s);
    });
    return () => {
      alive = false;
    };
  }, []);
  return setting;
}

export function useAccessContext(): AccessContext {
  const customerType = useAtomValue(customerTypeAtom);
  const accounts = useAtomValue(accountsAtom);
  const setting = useAccountSetting();
  return useMemo(
    () => ({
      customerType,
      accounts,
      allowedAccountTypes: setting ? (customerType === 'corporate' ? setting.corporateAccountTypes : setting.individualAccountTypes) : null,
    }),
    [customerType, accounts, setting],
  );
}
