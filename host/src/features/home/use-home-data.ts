// My Page top's data: fresh accounts and balances (customer/view, kept in the session store for the
// side panel and the menus) and the banners (public/banner/PC).
import { applyCustomer, customerApi, publicApi } from '@portal/shared-kernel';
import { useApiQuery } from '@portal/shared-kernel/react';

export const CUSTOMER_VIEW_KEY = ['customerView'] as const;

export function useHomeData() {
  const view = useApiQuery(CUSTOMER_VIEW_KEY, async (signal) => {
    const result = await customerApi.view({ signal });
    applyCustomer(result.customerInfo, result.accountInfoList);
    return result;
  });
  // Banners are decoration: a failure shows none, without a toast.
  const banners = useApiQuery(['bannerPC'], (signal) => publicApi.bannerPC({ notify: false, signal }), { staleTimeMs: 10 * 60_000 });
  return {
    accountsState: view.status === 'success' ? ('ready' as const) : view.loading ? ('loading' as const) : ('error' as const),
    banners: [...(banners.data ?? [])].sort((a, b) => a.order - b.order),
    reload: view.reload,
  };
}
