import { useEffect } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { HomeOutlined, LineChartOutlined, ReloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { specMessages } from '@portal/shared-kernel';
import { AccentIcon } from '@portal/kit';
import { InternalLinkButton } from '../../components/internal-link-button.tsx';
import { useChartLink } from '../../hooks/use-chart-site.ts';
import { replaceLocation } from '../../lib/browser.ts';
import { texts } from '../../lib/texts.ts';

/**
 * /portal/chart (hidden, outside the layout): fetches the signed chart-site link (fchart/login) and
 * hands the window over to the chart site. Failure shows 「リンクの取得に失敗しました」 with a retry.
 * Reached from the side panel, or opened by a trading app as /portal/chart?token=<gw-Token>.
 */
export default function ChartSiteHandoffPage() {
  const handedOverToken = useSearchParams()[0].get('token');
  const link = useChartLink(handedOverToken);
  const url = link.status === 'success' ? link.data : undefined;
  const failed = link.status === 'error' && !link.loading;

  useEffect(() => {
    if (url) replaceLocation(url);
  }, [url]);

  return (
    <Flex data-testid="chart-page" align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      {failed ? (
        <Result
          status="error"
          title={specMessages.chartLinkFailed}
          subTitle={texts.chartFailedHint}
          extra={[
            <Button key="retry" type="primary" icon={<ReloadOutlined aria-hidden />} onClick={link.reload}>
              {texts.chartRetry}
            </Button>,
            <InternalLinkButton key="home" to="../home" icon={<HomeOutlined aria-hidden />}>
              {texts.toMyPageTop}
            </InternalLinkButton>,
          ]}
        />
      ) : (
        <Flex vertical align="center" gap={16} role="status">
          <AccentIcon icon={LineChartOutlined} size={48} />
          <Spin />
          <span>{url ? texts.chartRedirecting : texts.chartOpening}</span>
        </Flex>
      )}
    </Flex>
  );
}
