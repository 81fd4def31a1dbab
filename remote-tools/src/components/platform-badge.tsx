import { Tag } from 'antd';
import type { TradingPlatform } from '@portal/shared-kernel';

const platformColor: Record<TradingPlatform, string> = { MT4: 'geekblue', GX: 'green' };

/** The trading platform a tool belongs to (MT4 or GX). */
export function PlatformBadge({ platform }: { platform: TradingPlatform }) {
  return (
    <Tag color={platformColor[platform]} variant="outlined" aria-label={`対応プラットフォーム ${platform}`}>
      {platform}
    </Tag>
  );
}
