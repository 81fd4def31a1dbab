import { Flex, Spin } from 'antd';

/** Suspense fallback while a remote's code arrives. */
export function RemoteLoading({ compact = false }: { compact?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: compact ? 48 : 240 }}>
      <Spin description="読み込み中…" size={compact ? 'small' : 'medium'} />
    </Flex>
  );
}
