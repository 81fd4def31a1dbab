import { resourceApi, specMessages } from '@portal/shared-kernel';
import { usePopupAction, type PopupAction } from './use-popup-action.ts';

/**
 * fchart/login signs a link to the chart site. The client's own toast is switched off: whatever
 * went wrong, the customer reads 「リンクの取得に失敗しました」 (spec §8).
 */
export const fetchChartSiteUrl = async (): Promise<string> => (await resourceApi.fchartLogin({ notify: false })).url;

/** The chart site, opened in a new window. */
export function useChartSite(): PopupAction {
  return usePopupAction(fetchChartSiteUrl, specMessages.chartLinkFailed);
}
