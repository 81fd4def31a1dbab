import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ResponseCode, withdrawApi } from '@portal/shared-kernel';
import type { endpoints, ResultOf } from '@portal/shared-kernel';
import { fakeFailure, installFakeApi } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { FailureAlert } from '../feedback/failure-alert.tsx';
import { FormShell, PasswordField } from '../forms/fields.tsx';
import { AmountField } from '../money/amount-field.tsx';
import { ConfirmList } from '../money/confirm-list.tsx';
import { StepUpCancelledError } from '../step-up/cancelled.ts';
import { fill, renderWithProviders } from '../testing/index.tsx';
import { ConfirmActions, NextButton, StepFlowView } from './step-flow-view.tsx';
import { useStepFlow } from './use-step-flow.ts';
import type { StepFlow } from './use-step-flow.ts';

type Checked = ResultOf<typeof endpoints.withdraw.validate>;
type Done = ResultOf<typeof endpoints.withdraw.submit>;

const checked = (amount: string): Checked => ({
  accountNo: '51000051',
  amount,
  withdrawableAmount: '2340000',
  balanceAfter: String(2340000 - Number(amount)),
  cutoffAt: '2026-04-01T06:00:00.000Z',
  scheduledDate: '2026-04-02',
  bankAccount: {
    bankCode: '0038',
    bankName: '住信SBIネット銀行',
    branchCode: '106',
    branchName: 'イチゴ支店',
    accountType: '普通',
    accountNumber: '****901',
    accountHolderKana: 'イトウ ケンタ',
  },
});
const done = (amount: string): Done => ({
  receiptNo: 'WD26040100000123',
  accountNo: '51000051',
  amount,
  requestedAt: '2026-04-01T00:00:00.000Z',
  cutoffAt: '2026-04-01T06:00:00.000Z',
  scheduledDate: '2026-04-02',
  cashBalance: '2240000',
});

/** The input step holds its own form: only the flow keeping it mounted keeps what was typed. */
function AmountForm({
  onConfirm,
  submitting,
}: {
  onConfirm: (values: { accountNo: string; amount: string }) => Promise<unknown>;
  submitting: boolean;
}) {
  const { control, handleSubmit } = useForm({ defaultValues: { accountNo: '51000051', amount: '' } });
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel="出金">
      <AmountField control={control} name="amount" id="amount" label="出金金額" />
      <NextButton submitting={submitting} />
    </FormShell>
  );
}

/** The confirmation with a password, submitted through its form (as the withdrawal page does). */
function Confirmation({ flow, values }: { flow: StepFlow<Checked, Done>; values: Checked }) {
  const { control, handleSubmit } = useForm({ defaultValues: { password: '' } });
  const send = handleSubmit(({ password }) =>
    flow.submit((c, idempotencyKey) => withdrawApi.submit({ accountNo: c.accountNo, amount: c.amount, password, idempotencyKey }, { notify: false })),
  );
  return (
    <FormShell onSubmit={send} ariaLabel="出金の確認">
      <ConfirmList testId="confirm" rows={[{ label: '出金金額', value: values.amount }]} />
      <FailureAlert error={flow.error} />
      <PasswordField control={control} name="password" id="password" label="出金パスワード" purpose="current" />
      <ConfirmActions onBack={flow.back} submitLabel="出金を申し込む" pending={flow.pending} />
    </FormShell>
  );
}

/** A withdrawal in miniature: 入力 → 確認 → 完了 on the kit's flow. */
function Withdrawal() {
  const flow = useStepFlow<Checked, Done>();
  return (
    <StepFlowView
      flow={flow}
      steps
      input={
        <>
          <FailureAlert error={flow.stage === 'input' ? flow.error : null} testId="input-error" />
          <AmountForm onConfirm={(values) => flow.check(() => withdrawApi.validate(values, { notify: false }))} submitting={flow.pending} />
        </>
      }
      confirm={(values) => <Confirmation flow={flow} values={values} />}
      done={(result) => <p data-testid="receipt">{result.receiptNo}</p>}
    />
  );
}

/** The step the indicator marks as the current one. */
const currentStep = () => document.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ withdrawValidate: (req) => checked(req.amount), withdrawSubmit: (req) => done(req.amount) }, { getToken: () => 'tok' });
});
afterEach(() => expect(api.problems).toEqual([]));

async function toConfirmation(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await fill(user, screen.getByLabelText('出金金額'), amount);
  await user.click(screen.getByRole('button', { name: '確認画面へ' }));
  await screen.findByTestId('confirm');
}

describe('useStepFlow with StepFlowView', () => {
  it('steps from 入力 through 確認 (the server’s check) to 完了; back keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Withdrawal />);
    expect(currentStep()).toBe('入力');
    await toConfirmation(user, '100000');
    expect(currentStep()).toBe('確認');
    expect(screen.getByTestId('confirm')).toHaveTextContent('100000');
    expect(screen.queryByRole('button', { name: '確認画面へ' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '内容を修正する' }));
    expect(currentStep()).toBe('入力');
    expect(screen.queryByTestId('confirm')).not.toBeInTheDocument();
    expect(screen.getByLabelText('出金金額')).toHaveValue('100000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await screen.findByTestId('confirm');
    await fill(user, screen.getByLabelText('出金パスワード'), 'Kenta2026');
    await user.click(screen.getByRole('button', { name: '出金を申し込む' }));
    expect(await screen.findByTestId('receipt')).toHaveTextContent('WD26040100000123');
    expect(api.calls('withdrawValidate').map((c) => c.request)).toEqual([
      { accountNo: '51000051', amount: '100000' },
      { accountNo: '51000051', amount: '100000' },
    ]);
  });

  it('a refused check shows on the input, which stays', async () => {
    api.set({ withdrawValidate: fakeFailure(ResponseCode.CASH_INSUFFICIENT, '出金可能額を超えています。') });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Withdrawal />);
    await fill(user, screen.getByLabelText('出金金額'), '9000000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('input-error')).toHaveTextContent('出金可能額を超えています。');
    expect(currentStep()).toBe('入力');
    expect(screen.queryByTestId('confirm')).not.toBeInTheDocument();
  });

  it('a failed submission shows the FailureAlert and stays on 確認; the retry sends the same key, a new input a new one', async () => {
    api.set({ withdrawSubmit: fakeFailure(ResponseCode.INTERNAL, undefined, 500) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Withdrawal />);
    await toConfirmation(user, '100000');
    await fill(user, screen.getByLabelText('出金パスワード'), 'Kenta2026');
    await user.click(screen.getByRole('button', { name: '出金を申し込む' }));
    expect(await screen.findByTestId('failure-alert')).toHaveTextContent('システムエラーが発生しました。');
    expect(currentStep()).toBe('確認');
    expect(screen.getByTestId('confirm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '出金を申し込む' }));
    await waitFor(() => expect(api.calls('withdrawSubmit')).toHaveLength(2));
    // A new input: back, another amount, a new confirmation.
    await user.click(await screen.findByRole('button', { name: '内容を修正する' }));
    await toConfirmation(user, '50000');
    expect(screen.queryByTestId('failure-alert')).not.toBeInTheDocument();
    api.set({ withdrawSubmit: (req) => done(req.amount) });
    await fill(user, screen.getByLabelText('出金パスワード'), 'Kenta2026');
    await user.click(screen.getByRole('button', { name: '出金を申し込む' }));
    await screen.findByTestId('receipt');
    const [first, retry, next] = api.calls('withdrawSubmit').map((c) => c.request);
    expect(first?.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(retry).toEqual(first);
    expect(next?.amount).toBe('50000');
    expect(next?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('a double click sends the submission once', async () => {
    let answer: (value: Done) => void = () => undefined;
    api.set({ withdrawSubmit: () => new Promise<Done>((resolve) => (answer = resolve)) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Withdrawal />);
    await toConfirmation(user, '100000');
    await fill(user, screen.getByLabelText('出金パスワード'), 'Kenta2026');
    await user.dblClick(screen.getByRole('button', { name: '出金を申し込む' }));
    await waitFor(() => expect(api.calls('withdrawSubmit')).toHaveLength(1));
    expect(screen.getByRole('button', { name: '内容を修正する' })).toBeDisabled();
    act(() => answer(done('100000')));
    expect(await screen.findByTestId('receipt')).toBeInTheDocument();
    expect(api.calls('withdrawSubmit')).toHaveLength(1);
  });
});

describe('useStepFlow', () => {
  it('a cancelled step-up is no failure: the confirmation stays, with its key, and can be sent again', async () => {
    const { result } = renderHook(() => useStepFlow<{ amount: string }, string>());
    act(() => result.current.confirm({ amount: '1000' }));
    const key = result.current.idempotencyKey;
    expect(key).not.toBeNull();
    await act(() => result.current.submit(() => Promise.reject(new StepUpCancelledError())));
    expect(result.current).toMatchObject({ stage: 'confirm', error: null, pending: false, idempotencyKey: key });
    const sent: string[] = [];
    await act(() => result.current.submit((_c, k) => (sent.push(k), Promise.resolve('done'))));
    expect(sent).toEqual([key]);
    expect(result.current).toMatchObject({ stage: 'done', result: 'done' });
    expect(result.current.at).toBeInstanceOf(Date);
  });

  it('the 認証 step: reached once its send succeeded, done with the code step’s answer; back drops the key', async () => {
    const { result } = renderHook(() => useStepFlow<{ email: string }, string>());
    act(() => result.current.confirm({ email: 'taro@example.jp' }));
    const failure = new Error('mail');
    await act(async () => {
      await result.current.toCode(() => Promise.reject(failure));
    });
    expect(result.current).toMatchObject({ stage: 'confirm', error: failure });
    await act(async () => {
      await result.current.toCode(() => Promise.resolve());
    });
    expect(result.current).toMatchObject({ stage: 'code', error: null, confirmed: { email: 'taro@example.jp' } });
    act(() => result.current.finish('applied'));
    expect(result.current).toMatchObject({ stage: 'done', result: 'applied' });
    act(() => result.current.back());
    expect(result.current).toMatchObject({ stage: 'input', confirmed: null, result: null, idempotencyKey: null });
  });

  it('an answer that arrives after the customer went back is dropped', async () => {
    const { result } = renderHook(() => useStepFlow<{ amount: string }, string>());
    act(() => result.current.confirm({ amount: '1000' }));
    let answer: (value: string) => void = () => undefined;
    let sending: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      sending = result.current.submit(() => new Promise<string>((resolve) => (answer = resolve)));
    });
    expect(result.current.pending).toBe(true);
    act(() => result.current.back());
    await act(async () => {
      answer('late');
      await sending;
    });
    expect(result.current).toMatchObject({ stage: 'input', result: null, pending: false });
  });
});
