// Withdrawal requests still before their cut-off, each with 「取り消す」 (withdraw/cancel). The list
// comes from the history (kind withdrawal); a request whose cut-off passes while the page is open
// shows 「締切済み」 instead of the button (the API refuses it then anyway).
import { useState } from 'react';
import { App, Button, Card, List, Typography } from 'antd';
import { cashApi, formatDateTime, withdrawApi } from '@portal/shared-kernel';
import type { CashMovement } from '@portal/shared-kernel';
import { useApiMutation, useApiQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { afterSwitchCheck, MONEY_QUERIES, slashDate, yen } from '../../lib/cash.ts';
import { newSubmissionKey } from '../../lib/submission.ts';
import { texts } from '../../lib/texts.ts';

export function PendingWithdrawals() {
  const { modal, message } = App.useApp();
  const history = useApiQuery(['cashHistory', 'pendingWithdrawals'], (signal) =>
    afterSwitchCheck(null, () => cashApi.history({ kind: 'withdrawal', limit: 50 }, { signal })),
  );
  const [error, setError] = useState<unknown>(null);
  const cancel = useApiMutation((receiptNo: string, idempotencyKey: string) => withdrawApi.cancel({ receiptNo, idempotencyKey }, { notify: false }), {
    invalidates: MONEY_QUERIES,
  });
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
          await cancel.run(m.receiptNo, key);
          void message.success(texts.cancelDone(m.receiptNo));
        } catch (e) {
          setError(e);
        }
      },
    });
  };

  return (
    <Card title={texts.pendingTitle} size="small" data-testid="pending-withdrawals">
      <FailureAlert error={error} />
      <List
        loading={history.loading}
        locale={{ emptyText: texts.pendingNone }}
        dataSource={open}
        renderItem={(m) => {
          const passed = m.cutoffAt !== null && Date.parse(m.cutoffAt) <= now;
          return (
            <List.Item
              key={m.receiptNo}
              actions={[
                passed ? (
                  <Typography.Text type="secondary" key="passed">
                    {texts.cutoffPassed}
                  </Typography.Text>
                ) : (
                  <Button key="cancel" danger onClick={() => ask(m)} aria-label={`${texts.cancel} ${m.receiptNo}`}>
                    {texts.cancel}
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    {yen(m.amount)}
                    {'\u3000'}
                    <Typography.Text type="secondary">{m.accountNo}</Typography.Text>
                  </span>
                }
                description={
                  <>
                    {texts.receiptNo} {m.receiptNo}
                    <br />
                    {texts.withdrawSchedule} {slashDate(m.scheduledDate)}／{texts.withdrawCutoff} {formatDateTime(m.cutoffAt, 'YYYY/MM/DD HH:mm')}
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
