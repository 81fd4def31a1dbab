// deposit/*: the quick deposit (partner banks, validate, the payment, its result and the bank's
// notification), the customer's own deposit account, and the development simulators.
import { API_PREFIX, endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { ApiError } from '../../domain/errors.ts';
import { extraRoute, route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { extraRoutes } from '../../http/route-table.ts';
import type { AddressList } from '../../http/address-list.ts';
import { MONEY_LIMIT } from '../../http/rate-limit.ts';
import type { DepositService } from './service.ts';
import type { BankSimulator } from './simulator.ts';

const e = endpoints.deposit;
const OWNERSHIP = 'Every account number must be the caller’s (another customer’s or an unknown one: HTTP 404 CSH002, audited).';
const SWITCH =
  'The account’s deposit switch (spec §4: MT4, <platform>_KO, <platform>_CFD) must be on (HTTP 403 CSH001, message key disableDepositAndWithdrawal).';
const DEFAULT_ACCOUNT = 'Without accountNo the default deposit account (account/change/depositAccount) is used.';

export interface DepositRouteDeps {
  deposit: DepositService;
  /** The development bank (its pages answer 404 unless DEV_SIMULATORS is on). */
  simulator: BankSimulator;
  /** BANK_NOTIFY_ALLOW: the addresses deposit/notify takes notifications from (null: any). */
  bankNotifyAllow: AddressList | null;
}

export function depositRoutes(deps: DepositRouteDeps): BoundRoute[] {
  return [...quickDepositRoutes(deps), ...simulatorRoutes(deps)];
}

/** The quick deposit, the customer's deposit account and the bank's notification. */
function quickDepositRoutes({ deposit, bankNotifyAllow: allow }: DepositRouteDeps): BoundRoute[] {
  return [
    route(e.onlinePayBankList, {
      summary: 'クイック入金の提携金融機関',
      description:
        'The partner banks of the quick deposit with their service hours, limits and whether each takes payments now (Asia/Tokyo maintenance windows).',
      errors: [],
      handler: async () => deposit.bankList(),
    }),
    route(e.onlinePayPlatform, {
      summary: 'クイック入金サービス（PC）',
      description:
        'The quick-deposit service for PC browsers: limits, fee note, and whether it is available (false when neither the development simulator nor a bank gateway is configured).',
      errors: [],
      handler: async () => deposit.platform(),
    }),
    route(e.bankAccount, {
      summary: '振込入金用口座',
      description:
        'The customer’s own account at the provider’s bank for bank-transfer deposits (created on first use; the number is the customer’s alone), the trading account a transfer is credited to ' +
        '(the default deposit account), and whether the development-only simulated incoming transfer is available.',
      errors: [],
      handler: ({ auth }) => deposit.bankAccount(auth),
    }),
    route(e.onlinePayAccountList, {
      summary: '入金先口座一覧',
      description: 'The customer’s trading accounts (accountInfos, sorted by accountNo, with cash balances) and the default deposit account id.',
      errors: [],
      handler: ({ auth }) => deposit.accountList(auth),
    }),
    route(e.validate, {
      summary: 'クイック入金の確認',
      description: `Form: accountNo (optional), amount (yen, digits), bankCode. Checks the amount (1,000 – 10,000,000 yen and the bank’s own limit, VAL001), the bank (CSH006 when closed). ${DEFAULT_ACCOUNT} ${OWNERSHIP} ${SWITCH}`,
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED, ResponseCode.CASH_BANK_UNAVAILABLE],
      handler: ({ input, auth, meta }) => deposit.validate(auth, input, meta),
    }),
    route(e.onlinePay, {
      summary: 'クイック入金の開始',
      description:
        `Form: accountNo (optional), amount, bankCode, idempotencyKey (16-64 of A-Z a-z 0-9 _ -, generated per submission by the browser). ` +
        'Records a processing deposit (receipt number) and a pending payment valid 30 minutes, and returns redirectUrl: the partner bank’s page with the signed payment request ' +
        '(HMAC-SHA256 over paymentId|bankCode|accountNo|amount|expiresAt). The same key with the same parameters returns the first answer; with other parameters HTTP 409 CSH004. ' +
        `${DEFAULT_ACCOUNT} ${OWNERSHIP} ${SWITCH} ${MONEY_LIMIT}`,
      errors: [
        ResponseCode.CASH_NOT_OWNED,
        ResponseCode.CASH_FEATURE_DISABLED,
        ResponseCode.CASH_BANK_UNAVAILABLE,
        ResponseCode.CASH_IDEMPOTENCY_MISMATCH,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'money',
      handler: ({ input, auth, meta }) => deposit.onlinePay(auth, input, meta),
    }),
    route(e.onlinePayStatus, {
      summary: 'クイック入金の結果',
      description:
        'Form: paymentId and, when the bank returned the browser, its signed result (bankTransactionId, result approved|cancelled, amount, accountNo, bankCode, signature: ' +
        'HMAC-SHA256 over paymentId|bankTransactionId|bankCode|accountNo|amount|result). A valid result settles the payment if the notification has not done so already ' +
        '(credited exactly once, whichever comes first); answers the status (processing until the bank’s result arrives), the account’s balance and the receipt number. ' +
        'A payment of another customer: HTTP 404 CSH002. Bad signature: HTTP 400 CSH007; a result that does not match the payment: HTTP 409 CSH008.',
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_SIGNATURE_INVALID, ResponseCode.CASH_PAYMENT_MISMATCH],
      handler: ({ input, auth, meta }) => deposit.status(auth, input, meta),
    }),
    route(e.bankNotify, {
      summary: '金融機関からの入金通知（サーバー間）',
      description:
        'JSON from the partner bank: paymentId, bankTransactionId, bankCode, accountNo, amount, result (approved|cancelled), notifiedAt, signature (base64url HMAC-SHA256 with the shared ' +
        'secret BANK_SIGNING_SECRET over paymentId|bankTransactionId|bankCode|accountNo|amount|result|notifiedAt). With BANK_NOTIFY_ALLOW set, only from those addresses ' +
        '(HTTP 403 CSH011, before anything is read); rate-limited per source address (RATE_LIMIT_NOTIFY_MAX a window: HTTP 429 RL001 with Retry-After). ' +
        'The signature is verified before any payment is read (HTTP 401 CSH007), then matched against the payment ' +
        '(amount, account, bank; HTTP 409 CSH008), idempotent on the bank’s transaction id: the account is credited once however often and in whatever order the notification ' +
        'and the browser’s return arrive; a second transaction id for a settled payment is refused (CSH008); past the payment’s expiresAt nothing is credited (HTTP 409 CSH010). Rejections are audited.',
      errors: [
        ResponseCode.CASH_SIGNATURE_INVALID,
        ResponseCode.CASH_PAYMENT_MISMATCH,
        ResponseCode.CASH_PAYMENT_EXPIRED,
        ResponseCode.CASH_SOURCE_NOT_ALLOWED,
        ResponseCode.RATE_LIMITED,
      ],
      guard: (request) => {
        if (allow && !allow.allows(request.ip))
          throw new ApiError(403, ResponseCode.CASH_SOURCE_NOT_ALLOWED, undefined, 'notification from an address not allowed');
      },
      rateLimit: 'notify',
      handler: ({ input, meta }) => deposit.notify(input, meta),
    }),
  ];
}

/** Development only: a transfer into the deposit account, and the bank's payment pages. */
function simulatorRoutes({ deposit, simulator }: DepositRouteDeps): BoundRoute[] {
  return [
    route(e.incomingTransfer, {
      summary: '振込入金のシミュレーション（開発用）',
      description:
        'Development only (DEV_SIMULATORS, never in production: HTTP 404 NF001 otherwise). Form: accountNo (optional; default deposit account), amount, senderKana (optional), idempotencyKey. ' +
        `A bank transfer into the customer’s deposit account arrives: a completed bank deposit in the history and the balance. ${OWNERSHIP}`,
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_IDEMPOTENCY_MISMATCH, ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => deposit.incomingTransfer(auth, input, meta),
    }),
    extraRoute(extraRoutes.bankSimulatorPay, {
      summary: '金融機関シミュレーター：お支払い画面（開発用）',
      description:
        `Development only (DEV_SIMULATORS; HTTP 404 otherwise). The HTML page redirectUrl of ${API_PREFIX}/deposit/onlinePay points at: checks the payment request’s signature, ` +
        'shows the payment and offers approve / cancel and when to notify (before or after the browser returns, twice, never).',
      errors: [ResponseCode.NOT_FOUND],
      raw: true,
      handler: (ctx) => simulator.payPage(ctx),
    }),
    extraRoute(extraRoutes.bankSimulatorDecide, {
      summary: '金融機関シミュレーター：承認・キャンセル（開発用）',
      description:
        'Development only (DEV_SIMULATORS; HTTP 404 otherwise). Form from the simulator page: the signed payment request plus decision (approve|cancel) and delivery ' +
        '(before|after|twice|none). Sends the signed notification to deposit/notify through the server’s own HTTP handling and answers 303 to /portal/cash/callback with the signed result.',
      errors: [ResponseCode.NOT_FOUND],
      raw: true,
      handler: (ctx) => simulator.decide(ctx),
    }),
  ];
}
