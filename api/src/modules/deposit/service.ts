// Deposits: the quick deposit through a partner bank and the customer's own account for bank
// transfers. A quick deposit is a processing movement plus a pending online payment; the bank's
// signed result — its server-to-server notification or the browser's return to the callback page,
// whichever comes first, any number of times — settles the payment once (one conditional UPDATE
// from pending) and credits the account in the same transaction. A payment is valid for 30 minutes
// (expiresAt, part of the signed request the bank sees): after it nothing settles it, and a periodic
// job (any replica) marks it expired and its deposit cancelled.
import { randomUUID } from 'node:crypto';
import { API_PREFIX, CASH_LIMITS, formatMoney, ResponseCode } from '@portal/shared-kernel/contract';
import type { endpoints, ParsedRequestOf, ResultOf } from '@portal/shared-kernel/contract';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import type { BankResult, BankSigner } from '../../domain/bank-signature.ts';
import { notOwned, toCashAccount } from '../../domain/cash-accounts.ts';
import type { CashAccounts } from '../../domain/cash-accounts.ts';
import type { CustomerReader } from '../../domain/customers.ts';
import type { Ledger } from '../../domain/ledger.ts';
import { issueDepositAccount } from '../../domain/deposit-accounts.ts';
import { findPartnerBank, isBankOpen, PARTNER_BANKS, toOnlinePayBank } from '../../domain/partner-banks.ts';
import type { SqlDialectName } from '../../db/dialect.ts';
import { ApiError, badRequest, notFound } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { addMinutes } from '../../lib/clock.ts';
import type { CashAccountRow } from '../../repositories/accounts.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { PaymentRow } from '../../repositories/online-payments.ts';

type E = typeof endpoints.deposit;
type Req<K extends keyof E> = ParsedRequestOf<E[K]>;
type Res<K extends keyof E> = ResultOf<E[K]>;

/** A quick deposit must be completed at the bank within this time. */
export const PAYMENT_VALIDITY_MINUTES = 30;

/** Where the browser is sent to pay: the simulator in development, the partner banks' gateway otherwise. */
export const SIMULATOR_PATH = `${API_PREFIX}/deposit/simulator/pay`;
export const CALLBACK_PATH = '/portal/cash/callback';

export interface DepositServiceDeps {
  cash: CashAccounts;
  repos: Pick<Repositories, 'bankAccounts' | 'cashSettings' | 'onlinePayments' | 'cashMovements'>;
  ledger: Ledger;
  reader: CustomerReader;
  signer: BankSigner;
  audit: AuditLog;
  clock: Clock;
  /** Development simulators on (the bank pages and the simulated incoming transfer). */
  simulators: boolean;
  /** The partner banks' payment gateway (production); null: only the simulator can take payments. */
  gatewayUrl: string | null;
  /** How deposit account numbers are drawn (a sequence on PostgreSQL, a counter row on SQLite). */
  dialect: SqlDialectName;
}

const movementStatus = { pending: 'processing', approved: 'completed', cancelled: 'cancelled', failed: 'failed', expired: 'expired' } as const;

/** Expired payments marked per run of the periodic job (it runs again a minute later). */
const EXPIRE_BATCH = 500;

export class DepositService {
  readonly #d: DepositServiceDeps;

  constructor(deps: DepositServiceDeps) {
    this.#d = deps;
  }

  get #payable(): boolean {
    return this.#d.simulators || this.#d.gatewayUrl !== null;
  }

  bankList(): Res<'onlinePayBankList'> {
    const now = this.#d.clock.now();
    return PARTNER_BANKS.map((bank) => toOnlinePayBank(bank, now, this.#payable));
  }

  platform(): Res<'onlinePayPlatform'> {
    return {
      platform: 'PC',
      serviceName: 'クイック入金（インターネットバンキング）',
      available: this.#payable,
      minAmount: String(CASH_LIMITS.quickDeposit.min),
      maxAmount: String(CASH_LIMITS.quickDeposit.max),
      feeNote: 'クイック入金の振込手数料は当社が負担します。',
    };
  }

  async bankAccount(auth: AuthContext): Promise<Res<'bankAccount'>> {
    const account = await this.#depositAccount(auth.customerId);
    const defaultId = await this.#d.repos.cashSettings.defaultDepositAccountId(auth.customerId);
    const accounts = await this.#d.cash.list(auth.customerId);
    const credited = accounts.find((a) => a.id === defaultId) ?? null;
    return {
      bankCode: account.bank_code,
      bankName: account.bank_name,
      branchCode: account.branch_code,
      branchName: account.branch_name,
      accountType: account.account_type,
      accountNumber: account.account_number,
      accountHolderKana: account.holder_kana,
      previousAccountNumber: account.previous_account_number,
      accountNumberChangedAt: account.reissued_at,
      creditedAccountNo: credited?.account_no ?? null,
      simulatorAvailable: this.#d.simulators,
    };
  }

  async accountList(auth: AuthContext): Promise<Res<'onlinePayAccountList'>> {
    const [accounts, defaultId] = await Promise.all([
      this.#d.cash.list(auth.customerId),
      this.#d.repos.cashSettings.defaultDepositAccountId(auth.customerId),
    ]);
    return { accountInfos: accounts.map(toCashAccount), defaultDepositAccountId: accounts.some((a) => a.id === defaultId) ? defaultId : null };
  }

  async validate(auth: AuthContext, input: Req<'validate'>, meta: RequestMeta): Promise<Res<'validate'>> {
    const { account, bank } = await this.#checkQuick(auth, input, meta);
    return {
      accountNo: account.account_no,
      amount: input.amount,
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      balanceAfter: String(BigInt(account.cash_balance) + BigInt(input.amount)),
    };
  }

  async onlinePay(auth: AuthContext, input: Req<'onlinePay'>, meta: RequestMeta): Promise<Res<'onlinePay'>> {
    const { account, bank } = await this.#checkQuick(auth, input, meta);
    const { result } = await this.#d.ledger.keyed(
      {
        customerId: auth.customerId,
        operation: 'onlinePay',
        key: input.idempotencyKey,
        params: { accountNo: account.account_no, amount: input.amount, bankCode: bank.bankCode },
      },
      async (t) => {
        const now = t.now;
        const { id: movementId, receiptNo } = await t.movement({
          customer_id: auth.customerId,
          kind: 'quickDeposit',
          status: 'processing',
          account_id: account.id,
          counter_account_id: null,
          amount: BigInt(input.amount),
          completed_at: null,
          cancelled_at: null,
          cutoff_at: null,
          settle_at: null,
          scheduled_date: null,
          reference: bank.bankName,
        });
        const paymentId = randomUUID();
        const expiresAt = addMinutes(now, PAYMENT_VALIDITY_MINUTES).toISOString();
        await t.repos.onlinePayments.insert({
          id: paymentId,
          customer_id: auth.customerId,
          account_id: account.id,
          movement_id: movementId,
          bank_code: bank.bankCode,
          amount: BigInt(input.amount),
          status: 'pending',
          bank_transaction_id: null,
          created_at: now.toISOString(),
          expires_at: expiresAt,
          completed_at: null,
          notified_at: null,
          returned_at: null,
        });
        await t.audit({
          event: 'cash_deposit_started',
          customerId: auth.customerId,
          sessionJti: auth.jti,
          detail: { receiptNo, accountNo: account.account_no, amount: input.amount, bankCode: bank.bankCode },
          meta,
        });
        return {
          paymentId,
          receiptNo,
          redirectUrl: this.#bankUrl({ paymentId, bankCode: bank.bankCode, accountNo: account.account_no, amount: input.amount, expiresAt }),
          expiresAt,
        };
      },
    );
    return result;
  }

  /** The callback page: the payment's state, settling it first when the bank's signed return parameters are given. */
  async status(auth: AuthContext, input: Req<'onlinePayStatus'>, meta: RequestMeta): Promise<Res<'onlinePayStatus'>> {
    let payment = await this.#d.repos.onlinePayments.find(input.paymentId);
    if (!payment || payment.customer_id !== auth.customerId) {
      await this.#d.cash.refused(auth, meta, { what: 'payment', paymentId: input.paymentId });
      throw notOwned();
    }
    // Past its validity and not yet marked by the job: marked now, so the page does not wait for it.
    if (payment.status === 'pending' && this.#expired(payment)) {
      await this.#expire(payment, meta);
      payment = (await this.#d.repos.onlinePayments.find(payment.id)) as PaymentRow;
    }
    const { bankTransactionId, result, amount, accountNo, bankCode, signature } = input;
    if (bankTransactionId && result && amount && accountNo && bankCode && signature) {
      const fields = { paymentId: payment.id, bankTransactionId, bankCode, accountNo, amount, result };
      if (!this.#d.signer.verify(this.#d.signer.bankReturn(fields), signature)) {
        await this.#rejected(payment.customer_id, meta, 'signature', 'return');
        throw new ApiError(400, ResponseCode.CASH_SIGNATURE_INVALID, undefined, 'bank return signature invalid');
      }
      payment = await this.#settle(payment, fields, 'return', meta);
    }
    return this.#statusOf(payment);
  }

  /** The partner bank's server-to-server notification. */
  async notify(input: Req<'bankNotify'>, meta: RequestMeta): Promise<Res<'bankNotify'>> {
    const fields = {
      paymentId: input.paymentId,
      bankTransactionId: input.bankTransactionId,
      bankCode: input.bankCode,
      accountNo: input.accountNo,
      amount: input.amount,
      result: input.result,
      notifiedAt: input.notifiedAt,
    };
    // The signature first: an unsigned message never makes the database look anything up.
    if (!this.#d.signer.verify(this.#d.signer.notification(fields), input.signature)) {
      await this.#rejected(null, meta, 'signature', 'notification');
      throw new ApiError(401, ResponseCode.CASH_SIGNATURE_INVALID, undefined, 'notification signature invalid');
    }
    const payment = await this.#d.repos.onlinePayments.find(input.paymentId);
    if (!payment) {
      await this.#rejected(null, meta, 'unknown_payment', 'notification');
      throw new ApiError(409, ResponseCode.CASH_PAYMENT_MISMATCH, undefined, 'unknown payment');
    }
    const settled = await this.#settle(payment, fields, 'notification', meta);
    return { received: true, status: movementStatus[settled.status] };
  }

  /**
   * The periodic job: marks pending payments past their validity as expired and their deposits as
   * cancelled (nothing was credited), a batch per run; returns how many it marked.
   */
  async expireDue(now: Date): Promise<number> {
    const due = await this.#d.repos.onlinePayments.pendingExpiredBefore(now.toISOString(), EXPIRE_BATCH);
    let marked = 0;
    for (const payment of due) if (await this.#expire(payment, { ip: null, userAgent: null })) marked++;
    return marked;
  }

  /** Development only: a transfer into the customer's deposit account arrives (404 when the simulators are off). */
  async incomingTransfer(auth: AuthContext, input: Req<'incomingTransfer'>, meta: RequestMeta): Promise<Res<'incomingTransfer'>> {
    if (!this.#d.simulators) throw notFound();
    const account = await this.#target(auth, input.accountNo, meta);
    const customer = await this.#d.reader.get(auth.customerId);
    const sender = input.senderKana?.trim() || `${customer.last_name_kana} ${customer.first_name_kana}`;
    const { result } = await this.#d.ledger.keyed(
      {
        customerId: auth.customerId,
        operation: 'incomingTransfer',
        key: input.idempotencyKey,
        params: { accountNo: account.account_no, amount: input.amount, sender },
      },
      async (t) => {
        await t.lock([account.id]);
        const { id, receiptNo } = await t.movement({
          customer_id: auth.customerId,
          kind: 'bankDeposit',
          status: 'completed',
          account_id: account.id,
          counter_account_id: null,
          amount: BigInt(input.amount),
          completed_at: t.now.toISOString(),
          cancelled_at: null,
          cutoff_at: null,
          settle_at: null,
          scheduled_date: null,
          reference: sender.slice(0, 100),
        });
        const balance = await t.credit(account.id, BigInt(input.amount), 'deposit', id);
        await t.audit({
          event: 'cash_incoming_transfer',
          customerId: auth.customerId,
          sessionJti: auth.jti,
          detail: { receiptNo, accountNo: account.account_no, amount: input.amount, simulated: true },
          meta,
        });
        return { receiptNo, accountNo: account.account_no, amount: input.amount, completedAt: t.now.toISOString(), cashBalance: String(balance) };
      },
    );
    return result;
  }

  /** The signed fields of a payment as the bank sees them (the simulator uses them). */
  paymentForBank(payment: PaymentRow, accountNo: string) {
    return { paymentId: payment.id, bankCode: payment.bank_code, accountNo, amount: payment.amount, expiresAt: payment.expires_at };
  }

  // ---- helpers ------------------------------------------------------------------------------

  async #checkQuick(auth: AuthContext, input: { accountNo?: string | undefined; amount: string; bankCode: string }, meta: RequestMeta) {
    const account = await this.#target(auth, input.accountNo, meta);
    await this.#d.cash.assertEnabled('deposit', account);
    const bank = findPartnerBank(input.bankCode);
    if (!bank) throw badRequest('選択された金融機関はクイック入金に対応していません。');
    if (!this.#payable || !isBankOpen(bank, this.#d.clock.now())) {
      throw new ApiError(
        409,
        ResponseCode.CASH_BANK_UNAVAILABLE,
        `${bank.bankName}は現在ご利用いただけません（${bank.serviceHours}）。`,
        'bank unavailable',
      );
    }
    if (BigInt(input.amount) > BigInt(bank.max)) {
      throw badRequest(`${bank.bankName}からの入金金額は${formatMoney(bank.max, 'JPY')}以下で入力してください。`);
    }
    return { account, bank };
  }

  /** The account of the request, or the default deposit account when none is named. */
  async #target(auth: AuthContext, accountNo: string | undefined, meta: RequestMeta): Promise<CashAccountRow> {
    if (accountNo) return this.#d.cash.owned(auth, accountNo, meta);
    const defaultId = await this.#d.repos.cashSettings.defaultDepositAccountId(auth.customerId);
    if (defaultId === null) throw badRequest('入金先の口座を選択してください。');
    return this.#d.cash.ownedById(auth, defaultId, meta);
  }

  #bankUrl(f: { paymentId: string; bankCode: string; accountNo: string; amount: string; expiresAt: string }): string {
    const base = this.#d.simulators ? SIMULATOR_PATH : (this.#d.gatewayUrl as string);
    const url = new URL(base, 'http://portal.invalid');
    for (const [key, value] of Object.entries(f)) url.searchParams.set(key, value);
    url.searchParams.set('signature', this.#d.signer.paymentRequest(f));
    return this.#d.simulators ? `${url.pathname}${url.search}` : url.toString();
  }

  async #depositAccount(customerId: number) {
    const found = await this.#d.repos.bankAccounts.find(customerId, 'deposit');
    if (found) return found;
    // Every customer gets an own account number at the provider's bank on first use.
    await issueDepositAccount(this.#d.repos.bankAccounts, this.#d.dialect, customerId, this.#d.clock.now().toISOString());
    return (await this.#d.repos.bankAccounts.find(customerId, 'deposit'))!;
  }

  /** Settles the payment with the bank's result (once); a second result must be the same transaction. */
  async #settle(
    payment: PaymentRow,
    f: { bankTransactionId: string; bankCode: string; accountNo: string; amount: string; result: BankResult },
    via: 'notification' | 'return',
    meta: RequestMeta,
  ): Promise<PaymentRow> {
    const account = await this.#d.cash.list(payment.customer_id).then((rows) => rows.find((a) => a.id === payment.account_id));
    if (!account || f.accountNo !== account.account_no || f.amount !== payment.amount || f.bankCode !== payment.bank_code) {
      await this.#rejected(payment.customer_id, meta, 'mismatch', via);
      throw new ApiError(409, ResponseCode.CASH_PAYMENT_MISMATCH, undefined, 'bank message does not match the payment');
    }
    const now = this.#d.clock.now().toISOString();
    if (payment.status === 'expired' || (payment.status === 'pending' && this.#expired(payment))) {
      // The bank's page refuses a request past its expiresAt (it is signed); a result after it is
      // not credited. Audited, so that operations can return money a bank took after all.
      await this.#rejected(payment.customer_id, meta, 'expired', via);
      throw new ApiError(409, ResponseCode.CASH_PAYMENT_EXPIRED, undefined, 'payment expired');
    }
    if (payment.status === 'pending') {
      await this.#d.ledger.transaction(async (t) => {
        if (!(await t.repos.onlinePayments.settle(payment.id, f.result, f.bankTransactionId, now))) return;
        const detail = { receiptNo: '', accountNo: account.account_no, amount: payment.amount, via, bankTransactionId: f.bankTransactionId };
        const movement = await t.repos.cashMovements.findById(payment.movement_id);
        detail.receiptNo = movement?.receipt_no ?? '';
        if (f.result === 'approved') {
          await t.lock([account.id]);
          await t.credit(account.id, BigInt(payment.amount), 'deposit', payment.movement_id);
          await t.repos.cashMovements.finishProcessing(payment.movement_id, 'completed', now);
          await t.audit({ event: 'cash_deposit_credited', customerId: payment.customer_id, detail, meta });
        } else {
          await t.repos.cashMovements.finishProcessing(payment.movement_id, 'cancelled', now);
          await t.audit({ event: 'cash_deposit_cancelled', customerId: payment.customer_id, detail, meta });
        }
      });
    }
    const settled = (await this.#d.repos.onlinePayments.find(payment.id)) as PaymentRow;
    if (settled.status === 'expired' || (settled.status === 'pending' && this.#expired(settled))) {
      // Expired between the check above and the settling UPDATE (which requires the validity).
      await this.#rejected(payment.customer_id, meta, 'expired', via);
      throw new ApiError(409, ResponseCode.CASH_PAYMENT_EXPIRED, undefined, 'payment expired');
    }
    if (settled.bank_transaction_id !== f.bankTransactionId || settled.status !== f.result) {
      await this.#rejected(payment.customer_id, meta, 'second_transaction', via);
      throw new ApiError(409, ResponseCode.CASH_PAYMENT_MISMATCH, undefined, 'payment already settled by another bank transaction');
    }
    if (via === 'notification') await this.#d.repos.onlinePayments.markNotified(payment.id, now);
    else await this.#d.repos.onlinePayments.markReturned(payment.id, now);
    return settled;
  }

  #expired(payment: PaymentRow): boolean {
    return this.#d.clock.now().toISOString() > payment.expires_at;
  }

  /** Marks one pending payment past its validity as expired and its deposit as cancelled; true when this call did. */
  async #expire(payment: PaymentRow, meta: RequestMeta): Promise<boolean> {
    return this.#d.ledger.transaction(async (t) => {
      const now = t.now.toISOString();
      if (!(await t.repos.onlinePayments.expire(payment.id, now))) return false;
      await t.repos.cashMovements.finishProcessing(payment.movement_id, 'cancelled', now);
      const movement = await t.repos.cashMovements.findById(payment.movement_id);
      await t.audit({
        event: 'cash_deposit_expired',
        customerId: payment.customer_id,
        detail: { receiptNo: movement?.receipt_no ?? '', amount: payment.amount, bankCode: payment.bank_code, expiresAt: payment.expires_at },
        meta,
      });
      return true;
    });
  }

  async #statusOf(payment: PaymentRow): Promise<Res<'onlinePayStatus'>> {
    const [movement, accounts] = await Promise.all([
      this.#d.repos.cashMovements.findById(payment.movement_id),
      this.#d.cash.list(payment.customer_id),
    ]);
    const account = accounts.find((a) => a.id === payment.account_id);
    if (!movement || !account) throw notOwned();
    return {
      paymentId: payment.id,
      receiptNo: movement.receipt_no ?? '',
      status: movementStatus[payment.status],
      accountNo: account.account_no,
      amount: payment.amount,
      bankName: findPartnerBank(payment.bank_code)?.bankName ?? payment.bank_code,
      cashBalance: account.cash_balance,
      completedAt: payment.status === 'approved' ? payment.completed_at : null,
    };
  }

  #rejected(customerId: number | null, meta: RequestMeta, reason: string, via: 'notification' | 'return') {
    return this.#d.audit.record({ event: 'cash_bank_message_rejected', customerId, detail: { reason, via }, meta });
  }
}
