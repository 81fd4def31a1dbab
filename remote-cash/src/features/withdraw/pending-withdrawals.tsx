// Withdrawal requests still before their cut-off, each with 「取り消す」 (withdraw/cancel). The list
// comes from the history (kind withdrawal); a request whose cut-off passes while the page is open
// shows 「締切済み」 instead of the button (the API refuses it then anyway).
import { useState } from 'react';
import { App, Button, Spin, Typography } from 'antd';
import { cashApi, endpoints, formatDateTime } from '@portal/shared-kernel';
import type { CashMovement } from '@portal/shared-kernel';
import { endpointKey, useApiQuery, useEndpointMutation } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { afterSwitchCheck, MONEY_QUERIES, slashDate, yen } from '../../lib/cash.ts';
import { texts } from '../../lib/texts.ts';
import { newSubmissionKey, Panel } from '@portal/kit';

const PENDING = { kind: 'withdrawal', limit: 50 } as const;

export function PendingWithdrawals() {
  const { modal, message } = App.useApp();
  const history = useApiQuery(endpointKey(endpoints.cash.history, PENDING), (signal) =>
    afterSwitchCheck(null, () => cashApi.history(PENDING, { signal })),
  );
  const [error, setError] = useState<unknown>(null);
  const cancel = useEndpointMutation(endpoints.withdraw.cancel, { notify: false, invalidates: MONEY_QUERIES });
  const now = Date.now();
  const open = (history.data?.items ?? []).filter((m) => m.cancellable);

  const ask = (m: CashMovement) => {
    // One key per cancel: a double click on OK or a retry cancels once.
    const key = newSubmissionKey();
    modal.confirm({
      title: texts.cancelConfirmTitle,
      content: texts.cancelConfirmBody(yen(m.amount), m.receiptNo),
      okText: texts.cancelOk,
      cancelText: texts.back,
      okButtonProps: { danger: true },
      onOk: async () => {
        setError(null);
        try {
          await cancel.run({ receiptNo: m.receiptNo, idempotencyKey: key });
          void message.success(texts.cancelDone(m.receiptNo));
        } catch (e) {
          setError(e);
        }
      },
    });
  };

  return (
    <Panel title={texts.pendingTitle} size="small" data-testid="pending-withdrawals">
      <FailureAlert error={error} />
      {history.loading && (
        <span role="status" aria-label={texts.processing}>
          <Spin />
        </span>
      )}
      {!history.loading && open.length === 0 && <Typography.Text type="secondary">{texts.pendingNone}</Typography.Text>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {open.map((m) => {
          const passed = m.cutoffAt !== null && Date.parse(m.cutoffAt) <= now;
          return (
            <li
              key={m.receiptNo}
              style={{
                display: 'flex',
                gap: 12,
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: '10px 0',
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <div>
                <div>
                  <strong>{yen(m.amount)}</strong>
                  {'\u3000'}
                  <Typography.Text type="secondary">{m.accountNo}</Typography.Text>
                </div>
                <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.55)' }}>
                  {texts.receiptNo} {m.receiptNo}
                  <br />
                  {texts.withdrawSchedule} {slashDate(m.scheduledDate)}／{texts.withdrawCutoff} {formatDateTime(m.cutoffAt, 'YYYY/MM/DD HH:mm')}
                </div>
              </div>
              {passed ? (
                <Typography.Text type="secondary">{texts.cutoffPassed}</Typography.Text>
              ) : (
                <Button danger onClick={() => ask(m)} aria-label={`${texts.cancel} ${m.receiptNo}`}>
                  {texts.cancel}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
