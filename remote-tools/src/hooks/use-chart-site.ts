import { resourceApi, specMessages } from '@portal/shared-kernel';
import { usePopupAction, type PopupAction } from './use-popup-action.ts';

/**
 * fchart/login signs a link to the chart site. The client's own toast is switched off: whatever
 * went wrong, the customer reads 「リンクの取得に失敗しました」 (spec §8). `token` is a gw-Token handed
 * over in /portal/chart?token=… (the route guard leaves that parameter to the chart page); without
 * it the session's token is sent.
 */
export const fetchChartSiteUrl = async (token?: string | null): Promise<string> =>
  (await resourceApi.fchartLogin(token ? { notify: false, token } : { notify: false })).url;

const fetchWithSessionToken = () => fetchChartSiteUrl();

/** The chart site, opened in a new window. */
export function useChartSite(): PopupAction {
  return usePopupAction(fetchWithSessionToken, specMessages.chartLinkFailed);
}
