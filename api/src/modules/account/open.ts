// Opening another account type (/portal/open): the types the customer's type allows
// (accountSettingCommon), each opened, pending or available, with the documents and statements to
// confirm (the active contract documents of its business type and platform, and the common
// acknowledgements); the application waits for review and, approved (in development by the
// dev-only approval, never in production), opens the account at level 1 with no cash.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type { OpenableAccountType, OpenAcknowledgement, OpenApplication } from '@portal/shared-kernel/contract';
import { ApiError, notFound } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';

export interface AccountOpenDeps {
  repos: Repositories;
  tx: Transactor;
  audit: AuditLog;
  clock: Clock;
  /** The development-only approval (DEV_SIMULATORS, never in production). */
  devApproval: boolean;
}

type TypeRow = Awaited<ReturnType<Repositories['customerTypeAccountTypes']['listWithTypes']>>[number];
type ApplicationRow = Awaited<ReturnType<Repositories['accountOpenApplications']['listByCustomer']>>[number];

const typeKey = (businessType: string, platform: string, currency: string) => `${businessType}|${platform}|${currency}`;
const applicationNotFound = () => notFound('該当するお申し込みが見つかりません。');

export class AccountOpenService {
  readonly #d: AccountOpenDeps;

  constructor(deps: AccountOpenDeps) {
    this.#d = deps;
  }

  async #allowedTypes(customerId: number): Promise<{ customerType: 'individual' | 'corporate'; types: TypeRow[] }> {
    const customer = await this.#d.repos.customers.getById(customerId);
    const types = (await this.#d.repos.customerTypeAccountTypes.listWithTypes()).filter((t) => t.customer_type === customer.customer_type);
    return { customerType: customer.customer_type, types };
  }

  async #acknowledgements(type: TypeRow) {
    const docs = (await this.#d.repos.annualConsentDocuments.listActive()).filter(
      (d) =>
        (d.business_type === null || d.business_type === type.business_type) &&
        (d.trading_platform === null || d.trading_platform === type.trading_platform),
    );
    const items = (await this.#d.repos.acknowledgementItems.list()).filter((i) => i.type === 'acknowledgement_others');
    // Spec §3's acknowledgement options: the account type's option fields, an order and a link. The
    // documents come first, each list in its own sort order (as the repositories read them); `order`
    // is the place shown, from 1.
    const option = {
      businessType: type.business_type as OpenAcknowledgement['businessType'],
      tradingPlatform: type.trading_platform,
      accountCurrency: type.currency,
      accountCategary: type.category,
    };
    return [
      ...docs.map((d) => ({ code: d.code, nameJp: `「${d.name_jp}」を確認しました`, link: d.link })),
      ...items.map((i) => ({ code: i.value, nameJp: i.name, link: i.link })),
    ].map((a, index): OpenAcknowledgement => ({ code: a.code, nameJp: a.nameJp, ...option, order: index + 1, link: a.link }));
  }

  #summary(row: ApplicationRow, types: TypeRow[], accountNo: string | null): OpenApplication {
    return {
      applicationId: Number(row.id),
      accountTypeCode: row.account_type_code,
      nameJp: types.find((t) => t.code === row.account_type_code)?.name_jp ?? row.account_type_code,
      status: row.status,
      requestedAt: row.requested_at,
      decidedAt: row.decided_at,
      accountNo,
    };
  }

  async #accountNoOf(customerId: number, accountId: number | null): Promise<string | null> {
    if (accountId === null) return null;
    const account = await this.#d.repos.accounts.findCashById(Number(accountId));
    return account && account.customer_id === customerId ? account.account_no : null;
  }

  async list(auth: AuthContext): Promise<{ types: OpenableAccountType[]; devApprovalAvailable: boolean }> {
    const { types } = await this.#allowedTypes(auth.customerId);
    const held = new Set(
      (await this.#d.repos.accounts.listByCustomer(auth.customerId)).map((a) => typeKey(a.business_type, a.trading_platform, a.currency)),
    );
    const applications = await this.#d.repos.accountOpenApplications.listByCustomer(auth.customerId);
    const result: OpenableAccountType[] = [];
    for (const t of types) {
      const latest = applications.filter((a) => a.account_type_code === t.code).at(-1);
      const opened = held.has(typeKey(t.business_type, t.trading_platform, t.currency));
      const pending = latest?.status === 'pending';
      result.push({
        code: t.code,
        nameJp: t.name_jp,
        businessType: t.business_type as OpenableAccountType['businessType'],
        tradingPlatform: t.trading_platform,
        accountCurrency: t.currency,
        status: opened ? 'opened' : pending ? 'pending' : 'available',
        application: latest ? this.#summary(latest, types, await this.#accountNoOf(auth.customerId, latest.account_id)) : null,
        acknowledgements: opened ? [] : await this.#acknowledgements(t),
      });
    }
    return { types: result, devApprovalAvailable: this.#d.devApproval };
  }

  async apply(auth: AuthContext, input: { accountTypeCode: string; acknowledgements: string[] }, meta: RequestMeta): Promise<OpenApplication> {
    const { types } = await this.#allowedTypes(auth.customerId);
    const type = types.find((t) => t.code === input.accountTypeCode);
    if (!type) throw new ApiError(400, ResponseCode.ACCOUNT_TYPE_NOT_ALLOWED);
    const held = await this.#d.repos.accounts.listByCustomer(auth.customerId);
    if (
      held.some((a) => typeKey(a.business_type, a.trading_platform, a.currency) === typeKey(type.business_type, type.trading_platform, type.currency))
    ) {
      throw new ApiError(400, ResponseCode.ACCOUNT_ALREADY_OPEN);
    }
    const required = (await this.#acknowledgements(type)).map((a) => a.code);
    const given = new Set(input.acknowledgements);
    if (!required.every((code) => given.has(code))) throw new ApiError(400, ResponseCode.ACKNOWLEDGEMENT_MISSING);
    const row = await this.#d.repos.accountOpenApplications.insertPending({
      customer_id: auth.customerId,
      account_type_code: type.code,
      acknowledgements: JSON.stringify(required),
      requested_at: this.#d.clock.now().toISOString(),
    });
    if (!row) throw new ApiError(400, ResponseCode.ACCOUNT_OPEN_PENDING);
    await this.#d.audit.record({
      event: 'account_open_applied',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { accountType: type.code, applicationId: Number(row.id) },
      meta,
    });
    return this.#summary(row, types, null);
  }

  async detail(auth: AuthContext, id: number): Promise<OpenApplication> {
    const row = await this.#d.repos.accountOpenApplications.findOwn(auth.customerId, id);
    if (!row) throw applicationNotFound();
    const { types } = await this.#allowedTypes(auth.customerId);
    return this.#summary(row, types, await this.#accountNoOf(auth.customerId, row.account_id));
  }

  async devApprove(auth: AuthContext, id: number, meta: RequestMeta): Promise<OpenApplication> {
    if (!this.#d.devApproval) throw notFound();
    const { customerType, types } = await this.#allowedTypes(auth.customerId);
    const now = this.#d.clock.now().toISOString();
    const { row, accountNo } = await this.#d.tx.transaction(async (repos) => {
      const found = await repos.accountOpenApplications.findOwn(auth.customerId, id);
      if (!found) throw applicationNotFound();
      const type = types.find((t) => t.code === found.account_type_code);
      if (found.status !== 'pending' || !type) throw new ApiError(400, ResponseCode.VALIDATION, 'このお申し込みは審査中ではありません。');
      // Accounts are numbered per customer type: 51xxxxxx individuals, 52xxxxxx corporations.
      const prefix = customerType === 'corporate' ? '52' : '51';
      const max = await repos.accounts.maxAccountNo(prefix);
      const next = String(max ? Number(max) + 1 : Number(`${prefix}000001`)).padStart(8, '0');
      const accountId = await repos.accounts.open({
        customer_id: auth.customerId,
        account_no: next,
        business_type: type.business_type,
        trading_platform: type.trading_platform,
        currency: type.currency,
        opened_at: now,
      });
      if (!(await repos.accountOpenApplications.approve(Number(found.id), accountId, now))) {
        throw new ApiError(400, ResponseCode.VALIDATION, 'このお申し込みは審査中ではありません。');
      }
      return { row: { ...found, status: 'approved' as const, decided_at: now, account_id: accountId }, accountNo: next };
    });
    await this.#d.audit.record({
      event: 'account_opened',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { accountNo, applicationId: id },
      meta,
    });
    return this.#summary(row, types, accountNo);
  }
}
