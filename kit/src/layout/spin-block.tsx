// A spinner on a line of its own, 48 px (antd's sizeXXL) above and below, named for screen readers:
// what a drawer or a page part shows while its data loads.
import { Spin } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

export function SpinBlock({ label }: { label?: string }) {
  const token = usePortalToken();
  return <Spin style={{ display: 'block', margin: `${token.sizeXXL}px auto` }} {...(label ? { 'aria-label': label } : {})} />;
}
