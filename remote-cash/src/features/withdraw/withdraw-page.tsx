// /portal/cash/withdraw: the registered bank account (masked; money only goes there), the accounts with
// their withdrawable amounts, amount → withdraw/validate → confirmation with the withdrawal password →
// withdraw/submit → receipt number, payout date and cancel deadline. Requests before their cut-off can
// be cancelled here. An unset or locked withdrawal password: the form says so and opens remote-security's
// drawer (set or reset) through the kernel's securityDrawerAtom.
import { Alert, Button, Flex, Grid, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { isStepUpCancelled, ListRow, PageFrame, Panel, PlainList, Stack, StepFlowView, usePortalToken, useStepUp } from '@portal/kit';
import { applyPasswordStatus, endpoints, isApiError, ResponseCode, securityDrawerAtom, withdrawApi, withFeature } from '@portal/shared-kernel';
import type { BankAccount, FeatureSwitches, WithdrawAccount } from '@portal/shared-kernel';
import { endpointKey, useApiMutation, useApiQuery, useEndpointQuery, usePortalSetAtom } from '@portal/shared-kernel/react';
import { accountName, MONEY_FIGURES, firstUsable, MONEY_QUERIES, useFeatureSwitches, yen } from '../../lib/cash.ts';
import { useCashFlow } from '../../lib/cash-flow.ts';
import { useCustomerType } from '../../lib/session.ts';
import { texts } from '../../lib/texts.ts';
import { PendingWithdrawals } from './pending-withdrawals.tsx';
import { WithdrawConfirmStep, type WithdrawChecked } from './withdraw-confirm.tsx';
import { WithdrawDoneStep, type WithdrawDone } from './withdraw-done.tsx';
import { WithdrawInputStep, type WithdrawInputValues } from './withdraw-input.tsx';

/** The registered bank account, or null when none is registered (CSH009). */
async function registeredBank(signal: AbortSignal): Promise<BankAccount | null> {
  try {
    return await withdrawApi.bankAccount({ signal, notify: false });
  } catch (error) {
    if (isApiError(error) && error.code === ResponseCode.CASH_NO_BANK_ACCOUNT) return null;
    throw error;
  }
}

async function passwordStatus() {
  const status = await withdrawApi.isWithdrawPwdSet({ notify: false });
  applyPasswordStatus(status);
  return status;
}

export default function WithdrawPage() {
  const bank = useApiQuery(endpointKey(endpoints.withdraw.bankAccount), registeredBank);
  const accounts = useEndpointQuery(endpoints.withdraw.withdrawAccountList, {}, MONEY_FIGURES);
  // Under the endpoint remote-security's drawer invalidates: after a set or reset there, this refreshes too.
  const password = useApiQuery(endpointKey(endpoints.withdraw.isWithdrawPwdSet), () => passwordStatus());
  const switches = useFeatureSwitches();
  return (
    <PageFrame
      title={texts.withdrawTitle}
      lead={texts.withdrawLead}
      query={[bank, accounts, password, switches]}
      render={() => (
        <Stack gap={24} maxWidth={880}>
          <BankCard bank={bank.data ?? null} />
          <AccountsCard accounts={accounts.data!} />
          {bank.data && (
            <WithdrawForm
              switches={switches.data!}
              accounts={accounts.data!}
              passwordSet={password.data!.isWithdrawPwdSet}
              passwordLocked={password.data!.isWithdrawPwdLock}
            />
          )}
          <PendingWithdrawals />
        </Stack>
      )}
    />
  );
}

function BankCard({ bank }: { bank: BankAccount | null }) {
  const customerType = useCustomerType();
  const token = usePortalToken();
  if (!bank)
    return (
      <Alert
        type="warning"
        showIcon
        title={texts.withdrawNoBank}
        action={
          <Link to={customerType === 'corporate' ? '/customer/corp/bank?type=bank' : '/customer/bank?type=bank'}>
            <Button size="small">{texts.withdrawNoBankAction}</Button>
          </Link>
        }
      />
    );
  return (
    <Panel title={texts.withdrawBankTitle} size="small">
      <Typography.Text strong data-testid="withdraw-bank" style={{ fontSize: 15 }}>
        {bank.bankName} {bank.branchName} {bank.accountType} {bank.accountNumber}
      </Typography.Text>
      <div style={{ color: token.portalGrey60 }}>{bank.accountHolderKana}</div>
    </Panel>
  );
}

const cell = (align: 'left' | 'right') => ({ padding: '8px 10px', textAlign: align, fontWeight: 'normal' as const });

function AccountsCard({ accounts }: { accounts: WithdrawAccount[] }) {
  const customerType = useCustomerType();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const token = usePortalToken();
  return (
    <Panel title={texts.withdrawAccountsTitle} size="small">
      {phone ? (
        <PlainList data-testid="withdraw-accounts">
          {accounts.map((a) => (
            <ListRow key={a.accountNo} dense>
              <Typography.Text strong>{accountName(a, customerType)}</Typography.Text>
              <Flex justify="space-between">
                <span>{texts.withdrawable}</span>
                <strong>{yen(a.withdrawableAmount)}</strong>
              </Flex>
              <Flex justify="space-between" style={{ color: token.portalGrey60, fontSize: token.portalFontSizeCompact }}>
                <span>
                  {texts.balance} {yen(a.cashBalance)}
                </span>
                <span>
                  {texts.pendingWithdrawal} {yen(a.pendingWithdrawal)}
                </span>
              </Flex>
            </ListRow>
          ))}
        </PlainList>
      ) : (
        <table data-testid="withdraw-accounts" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ background: token.portalBgSubtle }}>
              <th style={cell('left')}>{texts.account}</th>
              <th style={cell('right')}>{texts.balance}</th>
              <th style={cell('right')}>{texts.pendingWithdrawal}</th>
              <th style={cell('right')}>{texts.withdrawable}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.accountNo} style={{ borderTop: `${token.lineWidth}px ${token.lineType} ${token.portalDivider}` }}>
                <td style={cell('left')}>{accountName(a, customerType)}</td>
                <td style={cell('right')}>{yen(a.cashBalance)}</td>
                <td style={cell('right')}>{yen(a.pendingWithdrawal)}</td>
                <td style={cell('right')}>
                  <strong>{yen(a.withdrawableAmount)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

/**
 * The application's flow: the step it is at (input → confirm → done), the two forms (kept here so
 * going back shows the input as it was), the submission with its idempotency key and the step-up.
 */
function WithdrawForm({
  switches,
  accounts,
  passwordSet,
  passwordLocked,
}: {
  switches: FeatureSwitches;
  accounts: WithdrawAccount[];
  passwordSet: boolean;
  passwordLocked: boolean;
}) {
  const openDrawer = usePortalSetAtom(securityDrawerAtom);
  const openPasswordDrawer = () => openDrawer('withdrawalPassword');
  const confirm = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { flow, form, accountOf, inputStep } = useCashFlow<WithdrawAccount, WithdrawInputValues, WithdrawChecked, WithdrawDone>({
    accounts,
    switches,
    groups: ['withdrawal'],
    schema: endpoints.withdraw.validate.request,
    defaultValues: (refusal) => ({
      accountNo:
        firstUsable(
          accounts,
          refusal,
          accounts.find((a) => a.withdrawableAmount !== '0' && refusal(a) === null),
        )?.accountNo ?? '',
      amount: '',
    }),
    check: (values, accountOf) => withFeature('withdrawal', accountOf(values.accountNo), () => withdrawApi.validate(values, { notify: false })),
    onConfirm: () => confirm.reset({ password: '' }),
  });
  const stepUp = useStepUp();
  const submit = useApiMutation(
    (values: { accountNo: string; amount: string; password: string; idempotencyKey: string }, headers: Record<string, string>) =>
      withFeature('withdrawal', accountOf(values.accountNo), () => withdrawApi.submit(values, { notify: false, headers })),
    { invalidates: [...MONEY_QUERIES, endpoints.withdraw.isWithdrawPwdSet] },
  );

  const send = confirm.handleSubmit(async ({ password }) => {
    if (!password) {
      confirm.setError('password', { message: '出金パスワードを入力してください。' });
      return;
    }
    // The step-up (docs/passkeys.md) sends the very same submission again: same body, same key.
    await flow.submit((c, idempotencyKey) =>
      stepUp
        .run('withdraw', (headers) => submit.run({ accountNo: c.accountNo, amount: c.amount, password, idempotencyKey }, headers))
        .catch((e: unknown) => {
          // A refused password is typed again; a cancelled step-up leaves the confirmation as it was.
          if (!isStepUpCancelled(e)) confirm.reset({ password: '' });
          throw e;
        }),
    );
  });

  const restart = () => {
    flow.back();
    form.reset({ accountNo: form.getValues('accountNo'), amount: '' });
  };

  return (
    <StepFlowView
      flow={flow}
      input={
        <WithdrawInputStep
          {...inputStep}
          passwordBlocked={!passwordSet || passwordLocked}
          passwordLocked={passwordLocked}
          openPasswordDrawer={openPasswordDrawer}
        />
      }
      confirm={(checked) => (
        <WithdrawConfirmStep
          checked={checked}
          account={accountOf(checked.accountNo)}
          error={flow.error}
          confirm={confirm}
          onSubmit={send}
          onBack={flow.back}
          // The mutation's, not the flow's: nothing waits behind the step-up dialog while the customer proves themselves.
          pending={submit.pending}
          stepUpDialog={stepUp.dialog}
          openPasswordDrawer={openPasswordDrawer}
        />
      )}
      done={(done) => <WithdrawDoneStep done={done} account={accountOf(done.accountNo)} onStartOver={restart} />}
    />
  );
}
