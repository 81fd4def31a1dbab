// /portal/open: apply for the account types the customer's type allows and does not hold yet
// (account/openableAccountTypes), after confirming every document and statement; the application is
// pending until reviewed (in development a button approves it: account/dev/approveAccountOpen). An
// opened account refreshes the session's accounts, so My Page top and the menus show it at once (and
// the host hides this route when nothing is left to open).
import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Tag, Typography } from 'antd';
import { buttonLoading, ConfirmList, PageFrame, Panel, ResultView, Stack } from '@portal/kit';
import { accountApi, endpoints, formatDateTime } from '@portal/shared-kernel';
import type { OpenableAccountType, OpenApplication } from '@portal/shared-kernel';
import { CUSTOMER_VIEW_KEY, fetchCustomerView, queryCache, useApiMutation, useEndpointMutation, useEndpointQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { texts } from '../../lib/texts.ts';

/** Refreshes the session's customer and accounts (menus, My Page top) after an account was opened. */
async function refreshSessionAccounts(): Promise<void> {
  await queryCache.fetch(CUSTOMER_VIEW_KEY, fetchCustomerView);
}

export default function AccountOpeningPage() {
  const list = useEndpointQuery(endpoints.account.openableAccountTypes);
  const [applied, setApplied] = useState<OpenApplication | null>(null);
  return (
    <PageFrame
      title={texts.openTitle}
      lead={texts.openLead}
      query={list}
      render={() => {
        if (applied)
          return (
            <ResultView success title={texts.openDone} lead={texts.openDoneLead} onBack={() => setApplied(null)} backLabel={texts.openTitle}>
              <ConfirmList
                rows={[
                  { label: texts.accountService, value: applied.nameJp, strong: true },
                  { label: texts.openPendingSince, value: formatDateTime(applied.requestedAt) },
                ]}
              />
            </ResultView>
          );
        const { types, devApprovalAvailable } = list.data!;
        const left = types.filter((t) => t.status !== 'opened');
        return (
          <Stack gap={16} maxWidth={760} data-testid="open-list">
            {left.length === 0 && <Alert type="success" showIcon title={texts.openNothingLeft} />}
            {left.map((t) => (
              <OpenableType key={t.code} type={t} devApproval={devApprovalAvailable} onApplied={setApplied} />
            ))}
          </Stack>
        );
      }}
    />
  );
}

function OpenableType({
  type,
  devApproval,
  onApplied,
}: {
  type: OpenableAccountType;
  devApproval: boolean;
  onApplied: (a: OpenApplication) => void;
}) {
  const [checked, setChecked] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const apply = useEndpointMutation(endpoints.account.applyAccountOpen, {
    notify: false,
    invalidates: [endpoints.account.openableAccountTypes],
    onSuccess: onApplied,
  });
  const approve = useApiMutation(
    async (id: number) => {
      const result = await accountApi.devApproveAccountOpen({ id }, { notify: false });
      await refreshSessionAccounts();
      return result;
    },
    { invalidates: [endpoints.account.openableAccountTypes, endpoints.customer.view] },
  );
  const all = type.acknowledgements.every((a) => checked.includes(a.code));
  return (
    <Panel
      title={type.nameJp}
      extra={type.status === 'pending' ? <Tag color="blue">{texts.openStatusPending}</Tag> : null}
      data-testid={`open-${type.code}`}
    >
      {type.status === 'pending' && type.application ? (
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text>
            {texts.openPendingSince}：{formatDateTime(type.application.requestedAt)}
          </Typography.Text>
          {devApproval && (
            <>
              <FailureAlert error={approve.error} />
              <Button
                data-testid="dev-approve-open"
                loading={buttonLoading(approve.pending)}
                onClick={() => void approve.run(type.application!.applicationId).catch(() => undefined)}
              >
                {texts.openDevApprove}
              </Button>
            </>
          )}
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>{texts.openAckLead}</Typography.Text>
          <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])} style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {[...type.acknowledgements]
                .sort((a, b) => a.order - b.order)
                .map((a) => (
                  <Checkbox key={a.code} value={a.code}>
                    {a.link ? (
                      <a href={a.link} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
                        {a.nameJp}
                      </a>
                    ) : (
                      a.nameJp
                    )}
                  </Checkbox>
                ))}
            </Flex>
          </Checkbox.Group>
          {tried && !all && <Alert type="warning" showIcon title={texts.openAckMissing} />}
          <FailureAlert error={apply.error} />
          <div>
            <Button
              type="primary"
              loading={buttonLoading(apply.pending)}
              onClick={() => {
                setTried(true);
                if (all) void apply.run({ accountTypeCode: type.code, acknowledgements: checked }).catch(() => undefined);
              }}
            >
              {texts.openConfirm}
            </Button>
          </div>
        </Flex>
      )}
    </Panel>
  );
}
