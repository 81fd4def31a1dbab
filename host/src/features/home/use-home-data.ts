// My Page top's data: fresh accounts and balances (customer/view, kept in the session store for the
// side panel and the menus) and the banners (public/banner/PC).
import { endpoints } from '@portal/shared-kernel';
import { useCustomerView, useEndpointQuery } from '@portal/shared-kernel/react';

export function useHomeData() {
  const view = useCustomerView();
  // Banners are decoration: a failure shows none, without a toast.
  const banners = useEndpointQuery(endpoints.public.bannerPC, { notify: false, staleTimeMs: 10 * 60_000 });
  return {
    accountsState: view.status === 'success' ? ('ready' as const) : view.loading ? ('loading' as const) : ('error' as const),
    banners: [...(banners.data ?? [])].sort((a, b) => a.order - b.order),
    reload: view.reload,
  };
}
