// Withdrawals: only ever to the customer's registered bank account; the amount leaves the account's
// cash at the request (so the same yen cannot be requested twice) and comes back if the request is
// cancelled before its cut-off. Withdrawable = cash minus the margin held by open positions (pending
// withdrawals have already left the cash). The withdrawal password is checked on the server with the
// password's own lockout (SecondaryPasswordService.verifyForUse). A mail goes out for every request
// and every cancel.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type { endpoints, ParsedRequestOf, ResultOf } from '@portal/shared-kernel/contract';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { withdrawalSchedule } from '../../domain/business-days.ts';
import { notOwned, toCashAccount, withdrawableOf } from '../../domain/cash-accounts.ts';
import type { CashAccounts } from '../../domain/cash-accounts.ts';
import type { CustomerReader } from '../../domain/customers.ts';
import { displayName } from '../../domain/customers.ts';
import type { Ledger } from '../../domain/ledger.ts';
import { insufficient } from '../../domain/ledger.ts';
import type { Mailer, MailMessage, NoticeSender } from '../../infra/mail/mailer.ts';
import { withdrawalCancelledMail, withdrawalRequestedMail } from '../../infra/mail/templates.ts';
import type { SecondaryPasswordService } from '../secondary-password/service.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import { ApiError } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CashAccountRow } from '../../repositories/accounts.ts';
import type { BankAccountRow } from '../../repositories/bank-accounts.ts';
import type { Repositories } from '../../repositories/index.ts';

type E = typeof endpoints.withdraw;
type Req<K extends keyof E> = ParsedRequestOf<E[K]>;
type Res<K extends keyof E> = ResultOf<E[K]>;

export interface WithdrawalServiceDeps {
  cash: CashAccounts;
  repos: Pick<Repositories, 'bankAccounts' | 'cashMovements'>;
  ledger: Ledger;
  passwords: SecondaryPasswordService;
  reader: CustomerReader;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
}

/** `****567`: the last three digits only. */
export const maskAccountNumber = (number: string): string => `${'*'.repeat(Math.max(0, number.length - 3))}${number.slice(-3)}`;

const bankOf = (row: BankAccountRow, masked: boolean) => ({
  bankCode: row.bank_code,
  bankName: row.bank_name,
  branchCode: row.branch_code,
  branchName: row.branch_name,
  accountType: row.account_type,
  accountNumber: masked ? maskAccountNumber(row.account_number) : row.account_number,
  accountHolderKana: row.holder_kana,
});

export class WithdrawalService {
  readonly #d: WithdrawalServiceDeps;

  constructor(deps: WithdrawalServiceDeps) {
    this.#d = deps;
  }

  async bankAccount(auth: AuthContext): Promise<Res<'bankAccount'>> {
    return bankOf(await this.#registeredBank(auth.customerId), true);
  }

  async accountList(auth: AuthContext, input: Req<'withdrawAccountList'>): Promise<Res<'withdrawAccountList'>> {
    const [accounts, pending] = await Promise.all([this.#d.cash.list(auth.customerId), this.#pending(auth.customerId)]);
    return accounts.map((row) => {
      const withdrawable = withdrawableOf(row);
      return {
        ...toCashAccount(row),
        withdrawableAmount: String(withdrawable),
        pendingWithdrawal: String(pending.get(row.id) ?? 0n),
        covers: input.withdrawAmount === undefined ? null : withdrawable >= BigInt(input.withdrawAmount),
      };
    });
  }

  async withdrawable(auth: AuthContext, input: Req<'withdrawableBalance'>, meta: RequestMeta): Promise<Res<'withdrawableBalance'>> {
    const account = await this.#d.cash.owned(auth, input.accountNo, meta);
    const pending = await this.#pending(auth.customerId);
    return {
      accountNo: account.account_no,
      cashBalance: account.cash_balance,
      marginRequirement: account.margin_requirement,
      pendingWithdrawal: String(pending.get(account.id) ?? 0n),
      withdrawableAmount: String(withdrawableOf(account)),
    };
  }

  async validate(auth: AuthContext, input: Req<'validate'>, meta: RequestMeta): Promise<Res<'validate'>> {
    const { account, bank } = await this.#check(auth, input, meta);
    const schedule = withdrawalSchedule(this.#d.clock.now());
    return {
      accountNo: account.account_no,
      amount: input.amount,
      withdrawableAmount: String(withdrawableOf(account)),
      balanceAfter: String(BigInt(account.cash_balance) - BigInt(input.amount)),
      cutoffAt: schedule.cutoffAt.toISOString(),
      scheduledDate: schedule.scheduledDate,
      bankAccount: bankOf(bank, true),
    };
  }

  async submit(auth: AuthContext, input: Req<'submit'>, stepUp: StepUpGrantHandle, meta: RequestMeta): Promise<Res<'submit'>> {
    const { account, bank } = await this.#check(auth, input, meta);
    const { result, replayed } = await this.#d.ledger.keyed(
      // The password is not part of the fingerprint: a repeat is recognised by what it asks for.
      {
        customerId: auth.customerId,
        operation: 'withdrawSubmit',
        key: input.idempotencyKey,
        params: { accountNo: account.account_no, amount: input.amount },
      },
      async (t) => {
        // The step-up commits with the withdrawal (a refused one — wrong withdrawal password, not
        // enough cash — leaves it unused); a repeat of this key is answered before this runs.
        await stepUp.use(t.repos, input.idempotencyKey);
        const schedule = withdrawalSchedule(t.now);
        await t.lock([account.id]);
        const { id, receiptNo } = await t.movement({
          customer_id: auth.customerId,
          kind: 'withdrawal',
          status: 'requested',
          account_id: account.id,
          counter_account_id: null,
          amount: BigInt(input.amount),
          completed_at: null,
          cancelled_at: null,
          cutoff_at: schedule.cutoffAt.toISOString(),
          settle_at: schedule.settleAt.toISOString(),
          scheduled_date: schedule.scheduledDate,
          reference: `${bank.bank_name} ${bank.branch_name}`,
        });
        const balance = await t.debit(account.id, BigInt(input.amount), 'withdrawal', id, '出金金額が出金可能額を超えています。');
        await t.audit({
          event: 'cash_withdrawal_requested',
          customerId: auth.customerId,
          sessionJti: auth.jti,
          detail: { receiptNo, accountNo: account.account_no, amount: input.amount, scheduledDate: schedule.scheduledDate },
          meta,
        });
        return {
          receiptNo,
          accountNo: account.account_no,
          amount: input.amount,
          requestedAt: t.now.toISOString(),
          cutoffAt: schedule.cutoffAt.toISOString(),
          scheduledDate: schedule.scheduledDate,
          cashBalance: String(balance),
        };
      },
      // "This wasn't me" stops withdrawals until the login password is reset (its sessions were ended
      // too; this holds for any that could still reach here): checked with the withdrawal password.
      () => this.#d.passwords.verifyForUse(auth, input.password, meta, { refuseLocked: true }),
    );
    if (!replayed) {
      const customer = await this.#d.reader.get(auth.customerId);
      await this.#send(
        withdrawalRequestedMail(customer.email, displayName(customer), {
          ...result,
          bank: `${bank.bank_name} ${bank.branch_name} ${bank.account_type} ${maskAccountNumber(bank.account_number)}`,
        }),
      );
    }
    return result;
  }

  async cancel(auth: AuthContext, input: Req<'cancel'>, meta: RequestMeta): Promise<Res<'cancel'>> {
    const movement = await this.#d.repos.cashMovements.findByReceipt(auth.customerId, input.receiptNo);
    if (!movement || movement.kind !== 'withdrawal') {
      await this.#d.cash.refused(auth, meta, { what: 'receipt', receiptNo: input.receiptNo });
      throw notOwned();
    }
    const { result, replayed } = await this.#d.ledger.keyed(
      { customerId: auth.customerId, operation: 'withdrawCancel', key: input.idempotencyKey, params: { receiptNo: input.receiptNo } },
      async (t) => {
        const now = t.now.toISOString();
        await t.lock([movement.account_id]);
        if (!(await t.repos.cashMovements.cancelWithdrawal(movement.id, now))) {
          throw new ApiError(409, ResponseCode.CASH_NOT_CANCELLABLE, undefined, 'withdrawal past its cut-off or already cancelled');
        }
        const balance = await t.credit(movement.account_id, BigInt(movement.amount), 'withdrawal_cancel', movement.id);
        await t.audit({
          event: 'cash_withdrawal_cancelled',
          customerId: auth.customerId,
          sessionJti: auth.jti,
          detail: { receiptNo: input.receiptNo, accountNo: movement.account_no, amount: movement.amount },
          meta,
        });
        return {
          receiptNo: input.receiptNo,
          accountNo: movement.account_no,
          amount: movement.amount,
          cancelledAt: now,
          cashBalance: String(balance),
        };
      },
    );
    if (!replayed) {
      const customer = await this.#d.reader.get(auth.customerId);
      await this.#send(withdrawalCancelledMail(customer.email, displayName(customer), result));
    }
    return result;
  }

  // ---- helpers ------------------------------------------------------------------------------

  async #check(
    auth: AuthContext,
    input: { accountNo: string; amount: string },
    meta: RequestMeta,
  ): Promise<{ account: CashAccountRow; bank: BankAccountRow }> {
    const account = await this.#d.cash.owned(auth, input.accountNo, meta);
    await this.#d.cash.assertEnabled('withdrawal', account);
    const bank = await this.#registeredBank(auth.customerId);
    if (BigInt(input.amount) > withdrawableOf(account)) throw insufficient('出金金額が出金可能額を超えています。');
    return { account, bank };
  }

  async #registeredBank(customerId: number): Promise<BankAccountRow> {
    const bank = await this.#d.repos.bankAccounts.find(customerId, 'withdrawal');
    if (!bank) throw new ApiError(409, ResponseCode.CASH_NO_BANK_ACCOUNT, undefined, 'no registered bank account');
    return bank;
  }

  async #pending(customerId: number): Promise<Map<number, bigint>> {
    const rows = await this.#d.repos.cashMovements.pendingWithdrawals(customerId, this.#d.clock.now().toISOString());
    return new Map(rows.map((r) => [r.account_id, BigInt(r.total)]));
  }

  async #send(message: MailMessage): Promise<void> {
    await this.#d.mailer.notify(message, 'a withdrawal mail');
  }
}
