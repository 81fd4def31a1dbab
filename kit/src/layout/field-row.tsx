// Fields side by side on a wide screen, one under the other on a narrow one (姓・名, セイ・メイ, 部署・役職):
// each field takes an equal share and wraps below 200 px.
import { Children, type ReactNode } from 'react';
import { Flex } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

export function FieldRow({ children }: { children: ReactNode }) {
  const token = usePortalToken();
  return (
    <Flex gap={token.sizeSM} wrap>
      {Children.map(children, (field) => (
        <div style={{ flex: '1 1 200px' }}>{field}</div>
      ))}
    </Flex>
  );
}
