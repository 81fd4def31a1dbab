import { Button, Card, Empty, Flex, Result, Skeleton, Table, Tag } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { formatMoney } from '@portal/shared-kernel';
import { AccentIcon, Heading, ListRow, Note, PlainList, usePortalToken } from '@portal/kit';
import type { AccountGroup, AccountRow } from './group-accounts.ts';
import { texts } from '../../lib/texts.ts';
import { useMinWidth } from '../../hooks/use-min-width.ts';

const t = texts.accounts;

// The account type (「FXノックアウトオプション（GX）」) is the longest value: it gets the free width,
// the other columns only what their content needs.
const columns = [
  {
    title: t.columns.accountNo,
    dataIndex: 'accountNo',
    key: 'accountNo',
    width: 130,
    render: (v: string) => <span className="portal-figure portal-figure-strong">{v}</span>,
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
    render: (v: string, row: AccountRow) => <span className="portal-figure portal-figure-balance">{formatMoney(v, row.currency)}</span>,
  },
];

/** Phones: one line per account (type and number on the left, the balance on the right) instead of a
 * table whose balance column would sit off screen. */
function AccountList({ accounts, productLine }: { accounts: AccountRow[]; productLine: string }) {
  const token = usePortalToken();
  return (
    <PlainList>
      {accounts.map((a) => (
        <ListRow key={a.key} vertical={false} justify="space-between" align="center" gap={token.sizeSM}>
          <div style={{ minWidth: 0 }}>
            <div style={{ fontWeight: 500, color: token.portalInk }}>{a.typeName ?? t.typeFallback(productLine, a.platform)}</div>
            <Note block className="portal-figure">
              {t.accountLine(a.accountNo, a.currency)}
            </Note>
          </div>
          <span className="portal-figure portal-figure-balance" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(a.cashBalance, a.currency)}
          </span>
        </ListRow>
      ))}
    </PlainList>
  );
}

export function AccountsCard({ state, groups, onRetry }: { state: 'loading' | 'ready' | 'error'; groups: AccountGroup[]; onRetry: () => void }) {
  // known in the first render (use-min-width.ts): the card is not rendered again before its first paint
  const narrow = !useMinWidth('md');
  const token = usePortalToken();
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <AccentIcon icon={WalletOutlined} />
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
              <Flex align="center" justify="space-between" wrap gap={token.sizeXS} style={{ marginBottom: 10 }}>
                <Flex align="center" gap={token.sizeXS}>
                  <span style={{ width: 4, height: 18, background: token.colorPrimary, borderRadius: 2, display: 'inline-block' }} />
                  <Heading level={3} size={5}>
                    {group.label}
                  </Heading>
                  {group.extraLabel && (
                    <Tag color="orange" style={{ marginInlineStart: token.marginXXS }}>
                      {group.extraLabel}
                    </Tag>
                  )}
                </Flex>
                {group.totals.map((total) => (
                  <Note key={total.currency} size="compact">
                    {t.subtotal}{' '}
                    <strong className="portal-figure" style={{ color: token.portalInk }}>
                      {formatMoney(total.amount, total.currency)}
                    </strong>
                  </Note>
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
