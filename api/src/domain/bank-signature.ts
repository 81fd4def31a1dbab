// Messages between the API and the partner banks are signed with HMAC-SHA256 over the fields joined
// by "|" in a fixed order, base64url-encoded (43 characters), with the secret shared with the bank.
//  - payment request (API → bank, in the redirect URL): paymentId|bankCode|accountNo|amount|expiresAt
//  - browser return (bank → API via the browser):      paymentId|bankTransactionId|bankCode|accountNo|amount|result
//  - notification (bank → API, server to server):       paymentId|bankTransactionId|bankCode|accountNo|amount|result|notifiedAt
import { createHmac, timingSafeEqual } from 'node:crypto';

export type BankResult = 'approved' | 'cancelled';

export interface PaymentRequestFields {
  paymentId: string;
  bankCode: string;
  accountNo: string;
  amount: string;
  expiresAt: string;
}

export interface BankReturnFields {
  paymentId: string;
  bankTransactionId: string;
  bankCode: string;
  accountNo: string;
  amount: string;
  result: BankResult;
}

export interface BankNotificationFields extends BankReturnFields {
  notifiedAt: string;
}

const sign = (secret: string, parts: readonly string[]): string => createHmac('sha256', secret).update(parts.join('|'), 'utf8').digest('base64url');

const equal = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export class BankSigner {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  paymentRequest(f: PaymentRequestFields): string {
    return sign(this.#secret, [f.paymentId, f.bankCode, f.accountNo, f.amount, f.expiresAt]);
  }

  bankReturn(f: BankReturnFields): string {
    return sign(this.#secret, [f.paymentId, f.bankTransactionId, f.bankCode, f.accountNo, f.amount, f.result]);
  }

  notification(f: BankNotificationFields): string {
    return sign(this.#secret, [f.paymentId, f.bankTransactionId, f.bankCode, f.accountNo, f.amount, f.result, f.notifiedAt]);
  }

  verify(expected: string, signature: string): boolean {
    return equal(expected, signature);
  }
}
