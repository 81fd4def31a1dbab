import { Card, Col, Empty, Flex, Row } from 'antd';
import { Note, usePortalToken } from '@portal/kit';
import { ExportOutlined, GoldOutlined, TransactionOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ToolLink } from '@portal/shared-kernel';
import { ToolsSubPage } from '../../components/tools-sub-page.tsx';
import { texts } from '../../lib/texts.ts';

function InstrumentLinks({ title, icon, items, testId }: { title: string; icon: ReactNode; items: ToolLink[]; testId: string }) {
  const token = usePortalToken();
  return (
    <Card
      data-testid={testId}
      title={
        <Flex align="center" gap={8}>
          <span aria-hidden>{icon}</span>
          {title}
          <Note size="compact" style={{ fontWeight: 'normal' }}>
            （{items.length}）
          </Note>
        </Flex>
      }
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.noItems} />
      ) : (
        <Row gutter={[8, 8]} role="list">
          {items.map((item) => (
            <Col key={item.code} xs={12} sm={8} lg={6} role="listitem">
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                title={texts.newWindowNote}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 6,
                  padding: '8px 12px',
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                }}
              >
                <span>
                  <span style={{ display: 'block', fontWeight: 600 }}>{item.nameJp}</span>
                  {item.code !== item.nameJp ? <Note>{item.code}</Note> : null}
                </span>
                <ExportOutlined aria-hidden style={{ fontSize: 12 }} />
              </a>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

/** /portal/link/currency — chart data per currency pair and commodity (toolsConfig). */
export default function ChartDataPage() {
  return (
    <ToolsSubPage
      title={texts.routeChartData}
      lead={texts.chartDataLead}
      render={(config) => (
        <Flex vertical gap={16}>
          <InstrumentLinks
            testId="currency-pairs"
            title={texts.currencyPairs}
            icon={<TransactionOutlined aria-hidden />}
            items={config.currencyPair}
          />
          <InstrumentLinks testId="commodities" title={texts.commodities} icon={<GoldOutlined aria-hidden />} items={config.commodity} />
        </Flex>
      )}
    />
  );
}
