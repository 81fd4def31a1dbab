import { customerApi } from '@portal/shared-kernel';
import { texts } from '../lib/texts.ts';
import { usePopupAction, type PopupAction } from './use-popup-action.ts';

const fetchWebTradingUrl = async (): Promise<string> => (await customerApi.publishOTP()).url;

/** Web trading UI: customer/publishOTP issues a one-time code; its URL opens in a new window. */
export function useWebTrading(): PopupAction {
  return usePopupAction(fetchWebTradingUrl, texts.openFailed);
}
