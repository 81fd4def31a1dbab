// /portal/cash/callback (hidden): where the partner bank returns the browser. The bank's signed result
// goes to deposit/onlinePayStatus, which settles the payment if its notification has not yet (credited
// once either way) and answers the status: 完了 with the new balance, 取消, 期限切れ (not paid within
// 30 minutes), or 処理中 — then the page asks again every 2 s for a while.
import { useEffect, useRef } from 'react';
import { Button, Flex, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ConfirmList, LoadFailed, Panel, ResultView } from '@portal/kit';
import { endpoints } from '@portal/shared-kernel';
import type { OnlinePayStatus } from '@portal/shared-kernel';
import { invalidateQueries, useEndpointQuery } from '@portal/shared-kernel/react';
import { cashErrorText, MONEY_QUERIES, yen } from '../../lib/cash.ts';
import { texts } from '../../lib/texts.ts';

const POLL_MS = 2_000;
const POLL_MAX = 30;
const SIGNED = ['bankTransactionId', 'result', 'amount', 'accountNo', 'bankCode', 'signature'] as const;

export default function QuickDepositResultPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const signed = Object.fromEntries(SIGNED.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v !== undefined));
  const polls = useRef(0);
  const status = useEndpointQuery(
    endpoints.deposit.onlinePayStatus,
    { paymentId, ...(signed as { result?: 'approved' | 'cancelled' }) },
    { notify: false, enabled: paymentId !== '' },
  );
  const state = status.data?.status;
  const reload = status.reload;

  useEffect(() => {
    if (state === 'completed') void invalidateQueries(MONEY_QUERIES);
    if (state !== 'processing' || polls.current >= POLL_MAX) return;
    const timer = setTimeout(() => {
      polls.current++;
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [state, reload, status.data]);

  let body;
  if (!paymentId) body = <ResultView success={false} status="warning" title={texts.callbackTitle} lead={texts.callbackMissing} />;
  else if (status.status === 'error' && !status.loading) {
    body = <LoadFailed title={cashErrorText(status.error) ?? texts.callbackFailed} onRetry={status.reload} />;
  } else if (!status.data) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <span role="status" aria-label={texts.processing}>
          <Spin />
        </span>
      </Flex>
    );
  } else body = <Outcome status={status.data} stillProcessing={polls.current >= POLL_MAX} onCheck={status.reload} />;

  return (
    <Panel maxWidth={720}>
      <h1 style={{ fontSize: 24, marginTop: 0 }}>{texts.callbackTitle}</h1>
      {body}
    </Panel>
  );
}

function Outcome({ status, stillProcessing, onCheck }: { status: OnlinePayStatus; stillProcessing: boolean; onCheck: () => void }) {
  const details = (
    <ConfirmList
      testId="deposit-result"
      rows={[
        { label: texts.receiptNo, value: status.receiptNo },
        { label: texts.fastAccount, value: status.accountNo },
        { label: texts.fastBank, value: status.bankName },
        { label: texts.fastAmount, value: yen(status.amount), strong: true },
        ...(status.status === 'completed' ? [{ label: texts.callbackNewBalance, value: yen(status.cashBalance) }] : []),
      ]}
    />
  );
  const links = (
    <Flex gap={12} justify="center" wrap>
      <Link to="/cash/note">
        <Button size="large">{texts.toHistory}</Button>
      </Link>
      <Link to="/cash/fast">
        <Button size="large" type={status.status === 'completed' ? 'default' : 'primary'}>
          {texts.startOver}
        </Button>
      </Link>
    </Flex>
  );
  if (status.status === 'completed')
    return (
      <ResultView success title={texts.callbackDone} at={status.completedAt ? new Date(status.completedAt) : undefined} extra={links}>
        {details}
      </ResultView>
    );
  if (status.status === 'processing')
    return (
      <ResultView
        success={false}
        status="info"
        title={texts.callbackProcessing}
        lead={stillProcessing ? texts.callbackStillProcessing : texts.callbackProcessingLead}
        extra={
          <Flex gap={12} justify="center" wrap>
            {!stillProcessing && (
              <span role="status" aria-label={texts.processing}>
                <Spin />
              </span>
            )}
            <Button onClick={onCheck}>{texts.callbackCheckAgain}</Button>
          </Flex>
        }
      >
        {details}
      </ResultView>
    );
  if (status.status === 'expired')
    return (
      <ResultView success={false} status="warning" title={texts.callbackExpired} lead={texts.callbackExpiredLead} extra={links}>
        {details}
      </ResultView>
    );
  return (
    <ResultView
      success={false}
      status="warning"
      title={status.status === 'cancelled' ? texts.callbackCancelled : texts.callbackFailed}
      lead={texts.callbackCancelledLead}
      extra={links}
    >
      {details}
    </ResultView>
  );
}
