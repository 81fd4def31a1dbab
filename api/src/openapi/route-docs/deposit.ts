// deposit/*: the quick deposit (partner banks, validate, the payment, its result and the bank's
// notification), the customer's own deposit account, and the development-only incoming transfer.
import { CASH_LIMITS, formatDigits } from '@portal/shared-kernel/contract';
import { PAYMENT_VALIDITY_MINUTES } from '../../modules/deposit/service.ts';
import { IDEMPOTENCY_KEY_LENGTH, MONEY_LIMIT } from './shared.ts';
import type { RouteDocsPart } from './types.ts';

const OWNERSHIP = 'Every account number must be the caller’s (another customer’s or an unknown one: HTTP 404 CSH002, audited).';
const SWITCH =
  'The account’s deposit switch (spec §4: MT4, <platform>_KO, <platform>_CFD) must be on (HTTP 403 CSH001, message key disableDepositAndWithdrawal).';
const DEFAULT_ACCOUNT = 'Without accountNo the default deposit account (account/change/depositAccount) is used.';

export const depositDocs = {
  onlinePayBankList: {
    summary: 'クイック入金の提携金融機関',
    description:
      'The partner banks of the quick deposit with their service hours, limits and whether each takes payments now (Asia/Tokyo maintenance windows).',
  },
  onlinePayPlatform: {
    summary: 'クイック入金サービス（PC）',
    description:
      'The quick-deposit service for PC browsers: limits, fee note, and whether it is available (false when neither the development simulator nor a bank gateway is configured).',
  },
  depositBankAccount: {
    summary: '振込入金用口座',
    description:
      'The customer’s own account at the provider’s bank for bank-transfer deposits (created on first use; the number is the customer’s alone), the trading account a transfer is credited to ' +
      '(the default deposit account), and whether the development-only simulated incoming transfer is available.',
  },
  onlinePayAccountList: {
    summary: '入金先口座一覧',
    description: 'The customer’s trading accounts (accountInfos, sorted by accountNo, with cash balances) and the default deposit account id.',
  },
  depositValidate: {
    summary: 'クイック入金の確認',
    description:
      `Form: accountNo (optional), amount (yen, digits), bankCode. Checks the amount (${formatDigits(CASH_LIMITS.quickDeposit.min)} – ${formatDigits(CASH_LIMITS.quickDeposit.max)} yen ` +
      `and the bank’s own limit, VAL001), the bank (CSH006 when closed). ${DEFAULT_ACCOUNT} ${OWNERSHIP} ${SWITCH}`,
  },
  onlinePay: {
    summary: 'クイック入金の開始',
    description:
      `Form: accountNo (optional), amount, bankCode, idempotencyKey (${IDEMPOTENCY_KEY_LENGTH.min}-${IDEMPOTENCY_KEY_LENGTH.max} of A-Z a-z 0-9 _ -, generated per submission by the browser). ` +
      `Records a processing deposit (receipt number) and a pending payment valid ${PAYMENT_VALIDITY_MINUTES} minutes, and returns redirectUrl: the partner bank’s page with the signed payment request ` +
      '(HMAC-SHA256 over paymentId|bankCode|accountNo|amount|expiresAt). The same key with the same parameters returns the first answer; with other parameters HTTP 409 CSH004. ' +
      `${DEFAULT_ACCOUNT} ${OWNERSHIP} ${SWITCH} ${MONEY_LIMIT}`,
  },
  onlinePayStatus: {
    summary: 'クイック入金の結果',
    description:
      'Form: paymentId and, when the bank returned the browser, its signed result (bankTransactionId, result approved|cancelled, amount, accountNo, bankCode, signature: ' +
      'HMAC-SHA256 over paymentId|bankTransactionId|bankCode|accountNo|amount|result). A valid result settles the payment if the notification has not done so already ' +
      '(credited exactly once, whichever comes first); answers the status (processing until the bank’s result arrives), the account’s balance and the receipt number. ' +
      'A payment of another customer: HTTP 404 CSH002. Bad signature: HTTP 400 CSH007; a result that does not match the payment: HTTP 409 CSH008.',
  },
  bankNotify: {
    summary: '金融機関からの入金通知（サーバー間）',
    description:
      'JSON from the partner bank: paymentId, bankTransactionId, bankCode, accountNo, amount, result (approved|cancelled), notifiedAt, signature (base64url HMAC-SHA256 with the shared ' +
      'secret BANK_SIGNING_SECRET over paymentId|bankTransactionId|bankCode|accountNo|amount|result|notifiedAt). With BANK_NOTIFY_ALLOW set, only from those addresses ' +
      '(HTTP 403 CSH011, before anything is read); rate-limited per source address (RATE_LIMIT_NOTIFY_MAX a window: HTTP 429 RL001 with Retry-After). ' +
      'The signature is verified before any payment is read (HTTP 401 CSH007), then matched against the payment ' +
      '(amount, account, bank; HTTP 409 CSH008), idempotent on the bank’s transaction id: the account is credited once however often and in whatever order the notification ' +
      'and the browser’s return arrive; a second transaction id for a settled payment is refused (CSH008); past the payment’s expiresAt nothing is credited (HTTP 409 CSH010). Rejections are audited.',
  },
  incomingTransfer: {
    summary: '振込入金のシミュレーション（開発用）',
    description:
      'Development only (DEV_SIMULATORS, never in production: HTTP 404 NF001 otherwise). Form: accountNo (optional; default deposit account), amount, senderKana (optional), idempotencyKey. ' +
      `A bank transfer into the customer’s deposit account arrives: a completed bank deposit in the history and the balance. ${OWNERSHIP}`,
  },
} satisfies RouteDocsPart;
