// My Page top's data: fresh accounts and balances (customer/view) and the banners (public/banner/PC).
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { applyCustomer, customerApi, publicApi, type Banner } from '@portal/shared-kernel';

export interface HomeApi {
  view: typeof customerApi.view;
  bannerPC: typeof publicApi.bannerPC;
}
const kernelHomeApi: HomeApi = { view: customerApi.view, bannerPC: publicApi.bannerPC };

export function useHomeData(api: HomeApi = kernelHomeApi) {
  const [accountsState, setAccountsState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [banners, setBanners] = useState<Banner[]>([]);
  const [attempt, setAttempt] = useState(0);
  const store = useStore();

  useEffect(() => {
    let alive = true;
    setAccountsState('loading');
    api
      .view()
      .then((view) => {
        if (!alive) return;
        applyCustomer(view.customerInfo, view.accountInfoList, store);
        setAccountsState('ready');
      })
      .catch(() => alive && setAccountsState('error'));
    return () => {
      alive = false;
    };
  }, [api, attempt, store]);

  useEffect(() => {
    let alive = true;
    api
      .bannerPC({ notify: false })
      .then((list) => alive && setBanners([...(list ?? [])].sort((a, b) => a.order - b.order)))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { accountsState, banners, reload };
}
