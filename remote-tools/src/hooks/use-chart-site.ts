import { endpoints, resourceApi, specMessages } from '@portal/shared-kernel';
import { endpointKey, useApiQuery } from '@portal/shared-kernel/react';
import type { ApiQuery } from '@portal/shared-kernel/react';
import { usePopupAction, type PopupAction } from './use-popup-action.ts';

/**
 * fchart/login signs a link to the chart site. The client's own toast is switched off: whatever
 * went wrong, the customer reads 「リンクの取得に失敗しました」 (spec §8). `token` is a gw-Token handed
 * over in /portal/chart?token=… (the route guard leaves that parameter to the chart page); without
 * it the session's token is sent.
 */
export const fetchChartSiteUrl = async (token?: string | null, signal?: AbortSignal): Promise<string> =>
  (await resourceApi.fchartLogin({ notify: false, signal, ...(token ? { token } : {}) })).url;

const fetchWithSessionToken = () => fetchChartSiteUrl();

/** The chart site, opened in a new window. */
export function useChartSite(): PopupAction {
  return usePopupAction(fetchWithSessionToken, specMessages.chartLinkFailed);
}

/**
 * The signed chart-site link for the /portal/chart page, asked for on every visit (a signed link is
 * short-lived; the page replaces itself with it, so no later visit sees an old one). The query
 * dedupes, so React's development double mount still asks once.
 */
export function useChartLink(handedOverToken: string | null): ApiQuery<string> {
  // The link alone (not the endpoint's answer), per token sent: under the endpoint, apart from its plain answer.
  return useApiQuery([...endpointKey(endpoints.resource.fchartLogin), handedOverToken], (signal) => fetchChartSiteUrl(handedOverToken, signal), {
    staleTimeMs: 0,
  });
}
