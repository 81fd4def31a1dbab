// A row of a list without bullets (PlainList): a movement, an account, a pending withdrawal, with the
// portal's rule under it — antd's Flex as the `li`, a column of lines unless `vertical={false}` lays
// its parts side by side. `dense` for 8 px above and below instead of 10.
import { Flex, type FlexProps } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

export interface ListRowProps extends Omit<FlexProps, 'component' | 'orientation'> {
  dense?: boolean;
}

export function ListRow({ dense = false, vertical = true, style, ...flex }: ListRowProps) {
  const token = usePortalToken();
  const rule = `${token.lineWidth}px ${token.lineType} ${token.portalDivider}`;
  return (
    <Flex component="li" vertical={vertical} {...flex} style={{ padding: `${dense ? token.paddingXS : 10}px 0`, borderBottom: rule, ...style }} />
  );
}
