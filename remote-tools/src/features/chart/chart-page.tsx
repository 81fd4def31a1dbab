import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Flex, Result, Spin, theme } from 'antd';
import { HomeOutlined, LineChartOutlined, ReloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { specMessages } from '@portal/shared-kernel';
import { InternalLinkButton } from '../../components/internal-link-button.tsx';
import { fetchChartSiteUrl } from '../../hooks/use-chart-site.ts';
import { replaceLocation } from '../../lib/browser.ts';
import { texts } from '../../lib/texts.ts';

type ChartState = 'loading' | 'redirecting' | 'failed';

/**
 * /portal/chart (hidden, outside the layout): fetches the signed chart-site link (fchart/login) and
 * hands the window over to the chart site. Failure shows 「リンクの取得に失敗しました」 with a retry.
 * Reached from the side panel, or opened by a trading app as /portal/chart?token=<gw-Token>.
 */
export default function ChartPage() {
  const { token } = theme.useToken();
  const [state, setState] = useState<ChartState>('loading');
  const [attempt, setAttempt] = useState(0);
  const handedOverToken = useSearchParams()[0].get('token');
  const started = useRef(-1);

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice in development: one link per attempt is enough.
    if (started.current === attempt) return;
    started.current = attempt;
    fetchChartSiteUrl(handedOverToken).then(
      (url) => {
        if (!mounted.current) return;
        setState('redirecting');
        replaceLocation(url);
      },
      () => {
        if (mounted.current) setState('failed');
      },
    );
  }, [attempt, handedOverToken]);

  const retry = useCallback(() => {
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);

  return (
    <Flex data-testid="chart-page" align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      {state === 'failed' ? (
        <Result
          status="error"
          title={specMessages.chartLinkFailed}
          subTitle={texts.chartFailedHint}
          extra={[
            <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={retry}>
              {texts.chartRetry}
            </Button>,
            <InternalLinkButton key="home" to="../home" icon={<HomeOutlined />}>
              {texts.toMyPageTop}
            </InternalLinkButton>,
          ]}
        />
      ) : (
        <Flex vertical align="center" gap={16} role="status">
          <LineChartOutlined aria-hidden style={{ fontSize: 48, color: token.colorPrimary }} />
          <Spin />
          <span>{state === 'redirecting' ? texts.chartRedirecting : texts.chartOpening}</span>
        </Flex>
      )}
    </Flex>
  );
}
