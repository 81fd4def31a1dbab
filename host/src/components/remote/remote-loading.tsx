import { Flex, Spin } from 'antd';
import { texts } from '../../lib/texts.ts';

/** Suspense fallback while a remote's code arrives. */
export function RemoteLoading({ compact = false }: { compact?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: compact ? 48 : 240 }}>
      <Spin description={texts.loading} size={compact ? 'small' : 'medium'} />
    </Flex>
  );
}
