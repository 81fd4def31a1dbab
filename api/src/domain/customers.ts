// Customers as the rest of the API sees them: the customer with their accounts, the mapping of rows
// to the contract's entities (spec §3), the personal data the password rules look for, and the
// masked address and display name of mails.
import type { AccountInfo, BusinessType, CustomerInfo, LoginOutput, LoginResult } from '@portal/shared-kernel/contract';
import type { Customer } from '../db/schema.ts';
import type { AccountRow, AccountsRepository } from '../repositories/accounts.ts';
import type { CustomerInfoRow, CustomersRepository } from '../repositories/customers.ts';
import type { PersonalData } from './password-policy.ts';

const flag = (value: number): boolean => value === 1;

/** The fields every answer about a trading account carries (spec §3 account info entry, without the level). */
export function accountFields(row: AccountRow) {
  return {
    accountNo: row.account_no,
    accountId: row.id,
    businessType: row.business_type as BusinessType,
    tradingPlatform: row.trading_platform,
    accountCurrency: row.currency,
    cashBalance: row.cash_balance,
  };
}

export function toAccountInfo(row: AccountRow): AccountInfo {
  return { ...accountFields(row), level: row.level };
}

export function toCustomerInfo(customer: CustomerInfoRow, accounts: AccountRow[]): CustomerInfo {
  return {
    customerId: customer.id,
    customerNo: customer.customer_no,
    firstName: customer.first_name,
    lastName: customer.last_name,
    firstNameKatakana: customer.first_name_kana,
    lastNameKatakana: customer.last_name_kana,
    corporateName: customer.corporate_name,
    corporateNameKatakana: customer.corporate_name_kana,
    isTest: flag(customer.is_test),
    // Masked like customer/check/maskedData: the full number is never needed in the browser (and
    // customerInfo is kept in its storage); the profile pages show and change it through their own calls.
    pno: maskPhone(customer.phone.replace(/\D/g, '')),
    customerType: customer.customer_type,
    lastLoginTime: customer.previous_login_at,
    withdrawPwdSet: customer.withdraw_pwd_hash !== null,
    withdrawPwdLock: customer.withdraw_pwd_locked_at !== null,
    accountInfoList: [...accounts].sort((a, b) => (a.account_no < b.account_no ? -1 : a.account_no > b.account_no ? 1 : 0)).map(toAccountInfo),
  };
}

/** What the login data says about passkeys: how many the customer has, at the time of the answer. */
export interface PasskeyState {
  count: number;
  now: string;
}

/** The recommendation to register a passkey is due: none registered, and not postponed until later than now. */
export const passkeyPromptDue = (customer: Pick<Customer, 'passkey_prompt_postponed_until'>, passkeys: PasskeyState): boolean =>
  passkeys.count === 0 && (customer.passkey_prompt_postponed_until === null || customer.passkey_prompt_postponed_until <= passkeys.now);

export function toLoginOutput(customer: Customer, accounts: AccountRow[], passkeys: PasskeyState): LoginOutput {
  return {
    customerInfo: toCustomerInfo(customer, accounts),
    lastLoginTime: customer.previous_login_at,
    isWithdrawPwdSet: customer.withdraw_pwd_hash !== null,
    isWithdrawPwdLock: customer.withdraw_pwd_locked_at !== null,
    isTradeSecCfdPwdSet: customer.trading_pwd_hash !== null,
    isTradeSecCfdPwdLocked: customer.trading_pwd_locked_at !== null,
    annualConsent: flag(customer.annual_consent_given),
    secondVerify: flag(customer.mfa_enabled),
    secondVerifyForceOffByCustomer: flag(customer.mfa_forced_off),
    isInvestableAmountSet: flag(customer.investable_amount_set),
    advertisement: flag(customer.advertisement),
    hasPasskey: passkeys.count > 0,
    passkeyPromptDue: passkeyPromptDue(customer, passkeys),
  };
}

export function toLoginResult(
  customer: Customer,
  accounts: AccountRow[],
  session: { token: string; jti: string; expiresAt: string },
  passkeys: PasskeyState,
): LoginResult {
  return {
    secondVerifyRequired: false,
    token: session.token,
    sid: session.jti,
    tokenExpireDate: session.expiresAt,
    loginOutput: toLoginOutput(customer, accounts, passkeys),
    enableForceUpdatePwd: flag(customer.force_pwd_change_enabled),
    forceUpdatePwd: flag(customer.force_pwd_change),
    forceToChgPwdDate: customer.force_pwd_change_date,
  };
}

/** Name used in mails: the corporate name for corporations. */
export const displayName = (customer: Customer): string =>
  customer.customer_type === 'corporate' && customer.corporate_name ? customer.corporate_name : `${customer.last_name} ${customer.first_name}`;

/** 09012345678 → ***-****-5678 */
export const maskPhone = (phone: string): string => (phone.length >= 4 ? `***-****-${phone.slice(-4)}` : '***');

/** a***@example.jp */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}${email.slice(at)}`;
}

export function personalDataOf(customer: Customer, accounts: readonly AccountRow[]): PersonalData {
  return {
    customerType: customer.customer_type,
    birthDate: customer.birth_date,
    customerNo: customer.customer_no,
    accountNos: accounts.map((a) => a.account_no),
    phone: customer.phone,
  };
}

/** Reads a customer with their accounts (the two tables most flows need together). */
export class CustomerReader {
  readonly #customers: CustomersRepository;
  readonly #accounts: AccountsRepository;

  constructor(deps: { customers: CustomersRepository; accounts: AccountsRepository }) {
    this.#customers = deps.customers;
    this.#accounts = deps.accounts;
  }

  get(customerId: number): Promise<Customer> {
    return this.#customers.getById(customerId);
  }

  accounts(customerId: number): Promise<AccountRow[]> {
    return this.#accounts.listByCustomer(customerId);
  }

  async info(customerId: number): Promise<CustomerInfo> {
    // Only the columns the answer shows (customer/view reads this on every page; not the login password hash).
    const [customer, accounts] = await Promise.all([this.#customers.getInfoById(customerId), this.accounts(customerId)]);
    return toCustomerInfo(customer, accounts);
  }

  async personalData(customer: Customer): Promise<PersonalData> {
    return personalDataOf(customer, await this.accounts(customer.id));
  }
}
