// /portal/cash/note: deposits, withdrawals and transfers — date and time (Asia/Tokyo), kind, account,
// amount, status (受付中 / 処理中 / 完了 / 取消) and receipt number; filters by period, kind and account;
// keyset pages (「さらに表示」); CSV export in Shift_JIS (Excel on a Japanese Windows) or UTF-8; and the
// monthly cash-flow chart, a chunk of its own loaded only on this page. The switches are refreshed
// before every history call (spec §4).
import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Grid, Input, Segmented, Select, Spin, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { FieldLabel, ListRow, PageFrame, Panel, PlainList, usePortalToken } from '@portal/kit';
import { cashApi, endpoints, formatDateTime } from '@portal/shared-kernel';
import type { CashAccount, CashFlow, CashMovement, MovementStatus } from '@portal/shared-kernel';
import { endpointKey, useApiQuery, useEndpointQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { accountName, MONEY_FIGURES, afterSwitchCheck, slashDate, yen } from '../../lib/cash.ts';
import { DownloadStatus, useFileDownload } from '../../lib/file-download.tsx';
import { useCustomerType } from '../../lib/session.ts';
import { texts } from '../../lib/texts.ts';
import { defaultFilters, presetRange, type HistoryFilters, type Preset } from './filters.ts';

const CashFlowChart = lazy(() => import('./cash-flow-chart.tsx'));

const STATUS_COLOR: Record<MovementStatus, string> = {
  accepted: 'blue',
  processing: 'gold',
  completed: 'green',
  cancelled: 'default',
  failed: 'red',
};

export default function HistoryPage() {
  const accounts = useEndpointQuery(endpoints.deposit.onlinePayAccountList, MONEY_FIGURES);
  return (
    <PageFrame
      title={texts.historyTitle}
      lead={texts.historyLead}
      query={accounts}
      render={() => <History accounts={accounts.data!.accountInfos} />}
    />
  );
}

function History({ accounts }: { accounts: CashAccount[] }) {
  const customerType = useCustomerType();
  const [draft, setDraft] = useState<HistoryFilters>(() => defaultFilters(new Date()));
  const [filters, setFilters] = useState<HistoryFilters>(draft);
  const [more, setMore] = useState<{ items: CashMovement[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const account = accounts.find((a) => a.accountNo === filters.accountNo) ?? null;
  const flowRequest = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.accountNo ? { accountNo: filters.accountNo } : {}),
  };
  const request = { kind: filters.kind, ...flowRequest };
  // The switches are checked before each call: the endpoint's key, a fetcher of more than the call.
  const first = useApiQuery(endpointKey(endpoints.cash.history, request), (signal) =>
    afterSwitchCheck(account, () => cashApi.history(request, { signal, notify: false })),
  );
  const flow = useApiQuery(endpointKey(endpoints.cash.cashFlow, flowRequest), (signal) =>
    afterSwitchCheck(account, () => cashApi.cashFlow(flowRequest, { signal, notify: false })),
  );
  const items = [...(first.data?.items ?? []), ...(more?.items ?? [])];
  const cursor = more ? more.cursor : (first.data?.nextCursor ?? null);

  const search = () => {
    setMore(null);
    setError(null);
    setFilters(draft);
  };
  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const next = await afterSwitchCheck(account, () => cashApi.history({ ...request, cursor }, { notify: false }));
      setMore({ items: [...(more?.items ?? []), ...next.items], cursor: next.nextCursor });
    } catch (e) {
      setError(e);
    } finally {
      setLoadingMore(false);
    }
  };
  const csv = useFileDownload<'sjis' | 'utf8'>();
  const exportCsv = (encoding: 'sjis' | 'utf8') => {
    setError(null);
    return csv.start(encoding, () => afterSwitchCheck(account, () => cashApi.historyExport({ ...request, encoding }, { notify: false })));
  };

  return (
    <Flex vertical gap={20}>
      <Panel size="small">
        <Filters draft={draft} onChange={setDraft} accounts={accounts} onSearch={search} />
      </Panel>
      <CashFlowPanel months={flow.data?.months ?? null} />
      <FailureAlert error={error ?? csv.error ?? (first.status === 'error' ? first.error : null)} />
      <Panel
        size="small"
        title={texts.historyTitle}
        extra={
          <Flex gap={8} wrap justify="flex-end" align="center">
            <DownloadStatus status={csv.status} />
            {(['sjis', 'utf8'] as const).map((encoding) => (
              <Button
                key={encoding}
                icon={<DownloadOutlined aria-hidden />}
                loading={csv.busy === encoding}
                disabled={csv.busy !== null && csv.busy !== encoding}
                aria-busy={csv.busy === encoding}
                onClick={() => void exportCsv(encoding)}
              >
                {encoding === 'sjis' ? texts.csvSjis : texts.csvUtf8}
              </Button>
            ))}
          </Flex>
        }
      >
        <Movements items={items} loading={first.loading} customerType={customerType} accounts={accounts} />
        {cursor && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button onClick={() => void loadMore()} loading={loadingMore}>
              {texts.more}
            </Button>
          </Flex>
        )}
      </Panel>
    </Flex>
  );
}

/** The monthly chart, from its own chunk; a spinner while the chunk or the figures load. */
function CashFlowPanel({ months }: { months: CashFlow['months'] | null }) {
  return (
    <Panel size="small" title={texts.chartTitle}>
      <Suspense
        fallback={
          <span role="status" aria-label={texts.processing}>
            <Spin />
          </span>
        }
      >
        {months ? (
          <CashFlowChart months={months} />
        ) : (
          <span role="status" aria-label={texts.processing}>
            <Spin />
          </span>
        )}
      </Suspense>
    </Panel>
  );
}

function Filters({
  draft,
  onChange,
  accounts,
  onSearch,
}: {
  draft: HistoryFilters;
  onChange: (f: HistoryFilters) => void;
  accounts: CashAccount[];
  onSearch: () => void;
}) {
  const customerType = useCustomerType();
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...draft, ...patch });
  const preset = (p: Preset) => set(presetRange(p, new Date()));
  return (
    <form
      aria-label={texts.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <Flex gap={16} wrap align="end">
        <div>
          <FieldLabel id="period-label">{texts.period}</FieldLabel>
          <Flex gap={6} align="center" wrap role="group" aria-labelledby="period-label">
            <Input
              type="date"
              aria-label="開始日"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
              style={{ width: 160 }}
            />
            <span>～</span>
            <Input
              type="date"
              aria-label="終了日"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(e) => set({ to: e.target.value })}
              style={{ width: 160 }}
            />
          </Flex>
          <Flex gap={4} style={{ marginTop: 6 }} wrap>
            {(Object.keys(texts.periodPresets) as Preset[]).map((p) => (
              <Button key={p} size="small" onClick={() => preset(p)}>
                {texts.periodPresets[p]}
              </Button>
            ))}
          </Flex>
        </div>
        <div>
          <FieldLabel id="kind-label">{texts.kind}</FieldLabel>
          <Segmented
            aria-labelledby="kind-label"
            value={draft.kind}
            onChange={(kind) => set({ kind: kind as HistoryFilters['kind'] })}
            options={[
              { value: 'all', label: texts.kindAll },
              { value: 'deposit', label: texts.kindDeposit },
              { value: 'withdrawal', label: texts.kindWithdrawal },
              { value: 'transfer', label: texts.kindTransfer },
            ]}
          />
        </div>
        <div style={{ minWidth: 240 }}>
          <FieldLabel id="account-label">{texts.account}</FieldLabel>
          <Select
            aria-labelledby="account-label"
            style={{ width: '100%' }}
            value={draft.accountNo}
            onChange={(accountNo: string) => set({ accountNo })}
            options={[{ value: '', label: texts.accountAll }, ...accounts.map((a) => ({ value: a.accountNo, label: accountName(a, customerType) }))]}
          />
        </div>
        <Button type="primary" htmlType="submit">
          {texts.search}
        </Button>
      </Flex>
    </form>
  );
}

function Movements({
  items,
  loading,
  customerType,
  accounts,
}: {
  items: CashMovement[];
  loading: boolean;
  customerType: 'individual' | 'corporate';
  accounts: CashAccount[];
}) {
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const token = usePortalToken();
  /** The small grey line under a movement: where it went, the receipt number, the scheduled date. */
  const detail = { fontSize: token.fontSizeSM, color: token.portalGrey55 } as const;
  const label = (no: string | null) => {
    const a = accounts.find((x) => x.accountNo === no);
    return a ? accountName(a, customerType) : (no ?? '');
  };
  const where = (m: CashMovement) => (m.kind === 'transfer' ? texts.transferArrow(m.accountNo, m.counterAccountNo ?? '') : label(m.accountNo));
  const signed = (m: CashMovement) => (m.kind === 'withdrawal' ? `-${yen(m.amount)}` : m.kind === 'transfer' ? yen(m.amount) : `+${yen(m.amount)}`);
  const status = (m: CashMovement) => <Tag color={STATUS_COLOR[m.status]}>{texts.movementStatus[m.status]}</Tag>;
  if (phone)
    return (
      <PlainList data-testid="history-list">
        {loading && (
          <span role="status" aria-label={texts.processing}>
            <Spin />
          </span>
        )}
        {!loading && items.length === 0 && <Typography.Text type="secondary">{texts.noHistory}</Typography.Text>}
        {items.map((m) => (
          <ListRow key={m.receiptNo} data-testid="history-row">
            <Flex justify="space-between" align="center">
              <Typography.Text strong>{texts.movementKind[m.kind]}</Typography.Text>
              <strong>{signed(m)}</strong>
            </Flex>
            <Flex justify="space-between" align="center" style={{ fontSize: token.portalFontSizeCompact, color: token.portalGrey60 }}>
              <span>{formatDateTime(m.requestedAt, 'YYYY/MM/DD HH:mm')}</span>
              {status(m)}
            </Flex>
            <Flex justify="space-between" wrap style={detail}>
              <span>{where(m)}</span>
              <span>{m.receiptNo}</span>
            </Flex>
          </ListRow>
        ))}
      </PlainList>
    );
  return (
    <Table
      data-testid="history-table"
      size="middle"
      rowKey="receiptNo"
      loading={loading}
      pagination={false}
      dataSource={items}
      locale={{ emptyText: texts.noHistory }}
      onRow={() => ({ 'data-testid': 'history-row' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: texts.columns.requestedAt, dataIndex: 'requestedAt', width: 170, render: (v: string) => formatDateTime(v) },
        { title: texts.columns.kind, dataIndex: 'kind', width: 110, render: (_: unknown, m: CashMovement) => texts.movementKind[m.kind] },
        {
          title: texts.columns.account,
          key: 'account',
          render: (_: unknown, m: CashMovement) => (
            <>
              {where(m)}
              {m.kind === 'withdrawal' && m.scheduledDate && <div style={detail}>{texts.scheduled(slashDate(m.scheduledDate))}</div>}
            </>
          ),
        },
        {
          title: texts.columns.amount,
          key: 'amount',
          align: 'right',
          width: 140,
          render: (_: unknown, m: CashMovement) => <strong>{signed(m)}</strong>,
        },
        { title: texts.columns.status, key: 'status', width: 90, render: (_: unknown, m: CashMovement) => status(m) },
        { title: texts.columns.receiptNo, dataIndex: 'receiptNo', width: 170 },
      ]}
    />
  );
}
