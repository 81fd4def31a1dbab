// An antd Alert in the flow of a page or a form, with the usual space below it (antd's `margin`,
// 16 px) before the form or the text it is about.
import { Alert, type AlertProps } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

export function SpacedAlert({ style, ...alert }: AlertProps) {
  const token = usePortalToken();
  return <Alert showIcon {...alert} style={{ marginBottom: token.margin, ...style }} />;
}
