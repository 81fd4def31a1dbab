// 「心当たりがない」: the customer reports one of their logins of the last 30 days as not theirs.
// Every session of the customer ends at once (sessions live in the database: every replica refuses
// them from the next request), login with every method and withdrawals stop until the login password
// is reset through the forgotten-password flow (public/user/forgetPwdStep1–3), the report is audited
// and the customer is mailed how to get back in.
import { LOGIN_REPORT_WINDOW_DAYS, ResponseCode } from '@portal/shared-kernel/contract';
import type { endpoints, ResultOf } from '@portal/shared-kernel/contract';
import { ApiError } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays } from '../../lib/clock.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { displayName } from '../../domain/customers.ts';
import type { Mailer, NoticeSender } from '../../infra/mail/mailer.ts';
import { loginReportedMail } from '../../infra/mail/passkey-templates.ts';

export interface ReportLoginDeps {
  repos: Pick<Repositories, 'customers' | 'sessions'>;
  tx: Transactor;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
}

const notReportable = () => new ApiError(400, ResponseCode.LOGIN_NOT_REPORTABLE, undefined, 'not a login of the last 30 days');

export class ReportLoginService {
  readonly #d: ReportLoginDeps;

  constructor(deps: ReportLoginDeps) {
    this.#d = deps;
  }

  async report(auth: AuthContext, jti: string, meta: RequestMeta): Promise<ResultOf<typeof endpoints.customer.reportLogin>> {
    const { repos, tx, clock, audit } = this.#d;
    const now = clock.now();
    const at = now.toISOString();
    const login = await repos.sessions.find(jti);
    if (!login || login.customer_id !== auth.customerId || login.issued_at < addDays(now, -LOGIN_REPORT_WINDOW_DAYS).toISOString()) {
      await audit.record({ event: 'login_reported', customerId: auth.customerId, sessionJti: auth.jti, detail: { refused: true }, meta });
      throw notReportable();
    }
    const customer = await repos.customers.getById(auth.customerId);
    // One transaction: the lock, the report and the end of every session (the caller's included).
    const { lockedAt, sessionsEnded } = await tx.transaction(async (t) => {
      const locked = await t.customers.lockForReport(customer.id, at);
      await t.sessions.markReported(customer.id, jti, at);
      const ended = await t.sessions.revoke(customer.id, 'all', 'reported', at);
      return { lockedAt: locked, sessionsEnded: ended };
    });
    await audit.record({
      event: 'login_reported',
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: auth.jti,
      detail: { reportedLogin: jti, reportedLoginAt: login.issued_at, sessionsEnded },
      meta,
    });
    await audit.record({
      event: 'sessions_ended',
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: auth.jti,
      detail: { reason: 'reported', count: sessionsEnded, keptCaller: false },
      meta,
    });
    await this.#d.mailer.notify(
      loginReportedMail(customer.email, displayName(customer), { at, reportedLogin: login.issued_at, sessionsEnded }),
      'the login-reported notice',
    );
    return { lockedAt, sessionsEnded };
  }
}
