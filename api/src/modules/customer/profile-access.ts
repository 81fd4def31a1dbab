// What every service of the customer pages starts from: the session's customer (only ever the
// session's), the type checks — the individual-only calls refuse corporations (CUP001), the
// corporate-only ones individuals (CUS001), and the refusal is audited — the audit record of a
// page's change, and its notice mail.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type { Customer } from '../../db/schema.ts';
import { ApiError } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { CustomersRepository } from '../../repositories/customers.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import type { MailMessage, NoticeSender } from '../../infra/mail/mailer.ts';

export interface ProfileAccessDeps {
  customers: Pick<CustomersRepository, 'getById'>;
  audit: AuditLog;
  mailer: NoticeSender;
}

export type AuditDetail = Record<string, string | number | boolean | null>;

export class ProfileAccess {
  readonly #d: ProfileAccessDeps;

  constructor(deps: ProfileAccessDeps) {
    this.#d = deps;
  }

  /** The session's customer, either type. */
  customer(auth: AuthContext): Promise<Customer> {
    return this.#d.customers.getById(auth.customerId);
  }

  /** The session's customer, an individual (CUP001 for a corporation). */
  async individual(auth: AuthContext, meta: RequestMeta): Promise<Customer> {
    const customer = await this.#d.customers.getById(auth.customerId);
    if (customer.customer_type !== 'individual') {
      await this.#d.audit.record({
        event: 'profile_access_refused',
        customerId: customer.id,
        actor: customer.customer_no,
        sessionJti: auth.jti,
        detail: { reason: 'corporate' },
        meta,
      });
      throw new ApiError(403, ResponseCode.INDIVIDUAL_ONLY, undefined, 'individual customers only');
    }
    return customer;
  }

  /** The session's customer, a corporation (CUS001 for an individual). */
  async corporate(auth: AuthContext, meta: RequestMeta): Promise<Customer> {
    const customer = await this.customer(auth);
    if (customer.customer_type !== 'corporate') {
      await this.record(customer, auth, meta, 'profile_access_refused', { reason: 'individual' });
      throw new ApiError(403, ResponseCode.CORPORATE_ONLY, undefined, 'corporate customers only');
    }
    return customer;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#d.mailer.notify(message, 'a customer-profile mail');
  }

  record(customer: Customer, auth: AuthContext, meta: RequestMeta, event: Parameters<AuditLog['record']>[0]['event'], detail: AuditDetail) {
    return this.#d.audit.record({ event, customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, detail, meta });
  }
}
