import { Button, Card, Empty, Flex, Grid, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { formatMoney } from '@portal/shared-kernel';
import type { AccountGroup, AccountRow } from './group-accounts.ts';
import { texts } from '../../lib/texts.ts';

const t = texts.accounts;

// The account type (「FXノックアウトオプション（GX）」) is the longest value: it gets the free width,
// the other columns only what their content needs.
const columns = [
  {
    title: t.columns.accountNo,
    dataIndex: 'accountNo',
    key: 'accountNo',
    width: 130,
    render: (v: string) => <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{v}</span>,
  },
  { title: t.columns.type, dataIndex: 'typeName', key: 'typeName', render: (v: string | null) => v ?? '--' },
  {
    title: t.columns.platform,
    dataIndex: 'platform',
    key: 'platform',
    width: 170,
    render: (v: string) => (
      <Tag color={v === 'MT4' ? 'geekblue' : 'blue'} variant="filled">
        {v}
      </Tag>
    ),
  },
  { title: t.columns.currency, dataIndex: 'currency', key: 'currency', width: 64 },
  {
    title: t.columns.cashBalance,
    dataIndex: 'cashBalance',
    key: 'cashBalance',
    align: 'right' as const,
    width: 140,
    render: (v: string, row: AccountRow) => (
      <span style={{ fontVariantNumeric: 'tabular-nums', fontSize: 15, fontWeight: 600 }}>{formatMoney(v, row.currency)}</span>
    ),
  },
];

/** Phones: one line per account (type and number on the left, the balance on the right) instead of a
 * table whose balance column would sit off screen. */
function AccountList({ accounts, productLine }: { accounts: AccountRow[]; productLine: string }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {accounts.map((a) => (
        <li
          key={a.key}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 12,
            padding: '10px 0',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <div style={{ minWidth: 0 }}>
            <div style={{ fontWeight: 500, color: '#1f2733' }}>{a.typeName ?? t.typeFallback(productLine, a.platform)}</div>
            <div style={{ fontSize: 12, color: '#5b6472', fontVariantNumeric: 'tabular-nums' }}>{t.accountLine(a.accountNo, a.currency)}</div>
          </div>
          <span style={{ fontVariantNumeric: 'tabular-nums', fontSize: 15, fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatMoney(a.cashBalance, a.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AccountsCard({ state, groups, onRetry }: { state: 'loading' | 'ready' | 'error'; groups: AccountGroup[]; onRetry: () => void }) {
  const screens = Grid.useBreakpoint();
  // useBreakpoint is empty before its first measurement: the table is the default
  const narrow = screens.md === false;
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <WalletOutlined aria-hidden style={{ color: '#1d4e89' }} />
          {t.title}
        </Flex>
      }
    >
      {state === 'loading' && groups.length === 0 && <Skeleton active paragraph={{ rows: 4 }} />}
      {state === 'error' && groups.length === 0 && (
        <Result status="warning" title={t.loadFailed} subTitle={t.loadFailedText} extra={<Button onClick={onRetry}>{texts.retry}</Button>} />
      )}
      {state !== 'error' && state !== 'loading' && groups.length === 0 && <Empty description={t.none} />}
      {groups.length > 0 && (
        <Flex vertical gap={24}>
          {groups.map((group) => (
            <section key={group.businessType} aria-label={group.label}>
              <Flex align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 10 }}>
                <Flex align="center" gap={8}>
                  <span style={{ width: 4, height: 18, background: '#1d4e89', borderRadius: 2, display: 'inline-block' }} />
                  <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                    {group.label}
                  </Typography.Title>
                  {group.extraLabel && (
                    <Tag color="orange" style={{ marginInlineStart: 4 }}>
                      {group.extraLabel}
                    </Tag>
                  )}
                </Flex>
                {group.totals.map((total) => (
                  <Typography.Text key={total.currency} type="secondary" style={{ fontSize: 13 }}>
                    {t.subtotal}{' '}
                    <strong style={{ color: '#1f2733', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(total.amount, total.currency)}</strong>
                  </Typography.Text>
                ))}
              </Flex>
              {narrow ? (
                <AccountList accounts={group.accounts} productLine={group.label} />
              ) : (
                <Table<AccountRow>
                  size="middle"
                  rowKey="key"
                  columns={columns}
                  dataSource={group.accounts}
                  pagination={false}
                  tableLayout="fixed"
                  scroll={{ x: 640 }}
                />
              )}
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}
