// An antd Alert in the flow of a page or a form, with the usual space beside it: `below` (default)
// antd's `margin` (16 px) before the form or the text it is about; `above` antd's `marginSM` (12 px)
// after the form whose failure it reports.
import { Alert, type AlertProps } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

export interface SpacedAlertProps extends AlertProps {
  spacing?: 'below' | 'above';
}

export function SpacedAlert({ spacing = 'below', style, ...alert }: SpacedAlertProps) {
  const token = usePortalToken();
  const space = spacing === 'below' ? { marginBottom: token.margin } : { marginTop: token.marginSM };
  return <Alert showIcon {...alert} style={{ ...space, ...style }} />;
}
