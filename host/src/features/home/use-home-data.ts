// My Page top's data: fresh accounts and balances (customer/view, kept in the session store for the
// side panel and the menus) and the banners (public/banner/PC).
import { publicApi } from '@portal/shared-kernel';
import { useApiQuery, useCustomerView } from '@portal/shared-kernel/react';

export function useHomeData() {
  const view = useCustomerView();
  // Banners are decoration: a failure shows none, without a toast.
  const banners = useApiQuery(['bannerPC'], (signal) => publicApi.bannerPC({ notify: false, signal }), { staleTimeMs: 10 * 60_000 });
  return {
    accountsState: view.status === 'success' ? ('ready' as const) : view.loading ? ('loading' as const) : ('error' as const),
    banners: [...(banners.data ?? [])].sort((a, b) => a.order - b.order),
    reload: view.reload,
  };
}
