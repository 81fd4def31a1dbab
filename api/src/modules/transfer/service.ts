// Transfers between the customer's own accounts (immediate) and the default deposit account.
// A transfer takes the amount from the source only while its withdrawable cash covers it and adds it
// to the destination, in one transaction (accounts locked in id order on PostgreSQL).
import type { endpoints, ParsedRequestOf, ResultOf } from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../../domain/audit.ts';
import { withdrawableOf } from '../../domain/cash-accounts.ts';
import type { CashAccounts } from '../../domain/cash-accounts.ts';
import type { Ledger } from '../../domain/ledger.ts';
import { insufficient } from '../../domain/ledger.ts';
import type { AuditLog } from '../../domain/audit.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Repositories } from '../../repositories/index.ts';

type E = typeof endpoints.transfer;
type Req<K extends keyof E> = ParsedRequestOf<E[K]>;
type Res<K extends keyof E> = ResultOf<E[K]>;

export interface TransferServiceDeps {
  cash: CashAccounts;
  repos: Pick<Repositories, 'cashSettings'>;
  ledger: Ledger;
  audit: AuditLog;
  clock: Clock;
}

export class TransferService {
  readonly #d: TransferServiceDeps;

  constructor(deps: TransferServiceDeps) {
    this.#d = deps;
  }

  async validate(auth: AuthContext, input: Req<'validate'>, meta: RequestMeta): Promise<Res<'validate'>> {
    const { from, to } = await this.#check(auth, input, meta);
    const amount = BigInt(input.amount);
    return {
      fromAccountNo: from.account_no,
      toAccountNo: to.account_no,
      amount: input.amount,
      transferableAmount: String(withdrawableOf(from)),
      fromBalanceAfter: String(BigInt(from.cash_balance) - amount),
      toBalanceAfter: String(BigInt(to.cash_balance) + amount),
    };
  }

  async submit(auth: AuthContext, input: Req<'submit'>, meta: RequestMeta): Promise<Res<'submit'>> {
    const { from, to } = await this.#check(auth, input, meta);
    const { result } = await this.#d.ledger.keyed(
      {
        customerId: auth.customerId,
        operation: 'transferSubmit',
        key: input.idempotencyKey,
        params: { fromAccountNo: from.account_no, toAccountNo: to.account_no, amount: input.amount },
      },
      async (t) => {
        const amount = BigInt(input.amount);
        await t.lock([from.id, to.id]);
        const { id, receiptNo } = await t.movement({
          customer_id: auth.customerId,
          kind: 'transfer',
          status: 'completed',
          account_id: from.id,
          counter_account_id: to.id,
          amount,
          completed_at: t.now.toISOString(),
          cancelled_at: null,
          cutoff_at: null,
          settle_at: null,
          scheduled_date: null,
          reference: null,
        });
        const fromBalance = await t.debit(from.id, amount, 'transfer_out', id, '振替金額が振替可能額を超えています。');
        const toBalance = await t.credit(to.id, amount, 'transfer_in', id);
        await t.audit({
          event: 'cash_transfer',
          customerId: auth.customerId,
          sessionJti: auth.jti,
          detail: { receiptNo, fromAccountNo: from.account_no, toAccountNo: to.account_no, amount: input.amount },
          meta,
        });
        return {
          receiptNo,
          fromAccountNo: from.account_no,
          toAccountNo: to.account_no,
          amount: input.amount,
          completedAt: t.now.toISOString(),
          fromCashBalance: String(fromBalance),
          toCashBalance: String(toBalance),
        };
      },
    );
    return result;
  }

  async changeDepositAccount(auth: AuthContext, input: Req<'changeDepositAccount'>, meta: RequestMeta): Promise<Res<'changeDepositAccount'>> {
    const account = await this.#d.cash.ownedById(auth, input.defaultDepositAccountId, meta);
    // A call of the transfer page (spec §7) that sends deposits to the account: both its transfer and
    // its deposit switch must be on, like every other money call (spec §4).
    await this.#d.cash.assertEnabled('transfer', account);
    await this.#d.cash.assertEnabled('deposit', account);
    await this.#d.repos.cashSettings.setDefaultDepositAccount(auth.customerId, account.id, this.#d.clock.now().toISOString());
    await this.#d.audit.record({
      event: 'cash_default_deposit_account_changed',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { accountNo: account.account_no },
      meta,
    });
    return { defaultDepositAccountId: account.id };
  }

  async #check(auth: AuthContext, input: { fromAccountNo: string; toAccountNo: string; amount: string }, meta: RequestMeta) {
    const from = await this.#d.cash.owned(auth, input.fromAccountNo, meta);
    const to = await this.#d.cash.owned(auth, input.toAccountNo, meta);
    await this.#d.cash.assertEnabled('transfer', from, to);
    if (BigInt(input.amount) > withdrawableOf(from)) throw insufficient('振替金額が振替可能額を超えています。');
    return { from, to };
  }
}
