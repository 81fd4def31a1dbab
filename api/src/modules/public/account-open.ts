// Public account opening, bound to an application (domain/account-open-application.ts): the start
// issues a signed application token (60 minutes) for the identity the applicant entered; the eKYC
// check compares a provider's reading with that entered identity only (5 checks per application; no
// existing customer is ever looked at, so it tells nothing about who is a customer); the test mail
// goes to the applicant's address (3 per application, 3 per address a day, 200 an hour in all; a mail
// server that does not take it answers 503 SYS003). Every call is audited, a mail address only by its
// domain.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type { endpoints, ParsedRequestOf, ResultOf } from '@portal/shared-kernel/contract';
import {
  EKYC_ATTEMPTS_PER_APPLICATION,
  TEST_EMAILS_PER_ADDRESS_PER_DAY,
  TEST_EMAILS_PER_APPLICATION,
  TEST_EMAILS_PER_HOUR,
} from '../../domain/account-open-application.ts';
import type { Application, ApplicationTokens } from '../../domain/account-open-application.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import type { EventLimits } from '../../domain/limits.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { testEmailMail } from '../../infra/mail/templates.ts';
import { ApiError } from '../../domain/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PortalMetrics } from '../../ops/metrics.ts';

type E = typeof endpoints.public;
type Req<K extends 'startApplication' | 'verifyEkycCustomerData' | 'testEmail'> = ParsedRequestOf<E[K]>;
type Res<K extends 'startApplication' | 'verifyEkycCustomerData' | 'testEmail'> = ResultOf<E[K]>;

export interface PublicAccountOpenDeps {
  tokens: ApplicationTokens;
  limits: EventLimits;
  audit: AuditLog;
  mailer: Mailer;
  metrics: Pick<PortalMetrics, 'mailUnavailable'>;
  clock: Clock;
  logError(error: unknown, context: string): void;
}

const applicationInvalid = () => new ApiError(400, ResponseCode.APPLICATION_INVALID, undefined, 'application token invalid or expired');
const limited = (localizedMessage: string, message: string) => new ApiError(429, ResponseCode.RATE_LIMITED, localizedMessage, message);

export class PublicAccountOpenService {
  readonly #d: PublicAccountOpenDeps;

  constructor(deps: PublicAccountOpenDeps) {
    this.#d = deps;
  }

  /** Seconds until the application ends (at least 1): the window its caps are counted over. */
  #seconds(until: Date): number {
    return Math.max(1, Math.ceil((until.getTime() - this.#d.clock.now().getTime()) / 1000));
  }

  #application(token: string): Application {
    const found = this.#d.tokens.read(token, this.#d.clock.now());
    if (!found) throw applicationInvalid();
    return found;
  }

  async start(input: Req<'startApplication'>, meta: RequestMeta): Promise<Res<'startApplication'>> {
    const issued = this.#d.tokens.issue(input, this.#d.clock.now());
    await this.#d.audit.record({ event: 'account_open_started', detail: { application: issued.application.id }, meta });
    return {
      applicationToken: issued.token,
      expiresAt: issued.application.expiresAt.toISOString(),
      ekycAttempts: EKYC_ATTEMPTS_PER_APPLICATION,
      testEmails: TEST_EMAILS_PER_APPLICATION,
    };
  }

  async verifyIdentity(input: Req<'verifyEkycCustomerData'>, meta: RequestMeta): Promise<Res<'verifyEkycCustomerData'>> {
    const app = this.#application(input.applicationToken);
    const used = await this.#d.limits.used('ekyc_check', app.id, this.#seconds(app.expiresAt));
    if (used > EKYC_ATTEMPTS_PER_APPLICATION) {
      throw limited('本人確認の照合回数が上限に達しました。お手数ですが、最初からお手続きください。', 'identity checks of the application used up');
    }
    const matched = this.#d.tokens.matches(app, input);
    await this.#d.audit.record({ event: 'ekyc_checked', detail: { matched, application: app.id }, meta });
    return { matched, attemptsLeft: EKYC_ATTEMPTS_PER_APPLICATION - used };
  }

  async sendTestEmail(input: Req<'testEmail'>, meta: RequestMeta): Promise<Res<'testEmail'>> {
    const { limits, tokens } = this.#d;
    const app = this.#application(input.applicationToken);
    if ((await limits.used('test_email_application', app.id, this.#seconds(app.expiresAt))) > TEST_EMAILS_PER_APPLICATION) {
      throw limited(
        'このお申し込みで送信できるテストメールの回数を超えました。メールアドレスをご確認のうえ、最初からお手続きください。',
        'test mails of the application used up',
      );
    }
    if ((await limits.used('test_email_address', tokens.addressKey(input.email), 24 * 3600)) > TEST_EMAILS_PER_ADDRESS_PER_DAY) {
      throw limited('このメールアドレスへのテストメールは本日の上限に達しました。明日以降にお試しください。', 'test mails to the address used up');
    }
    if ((await limits.used('test_email_all', 'all', 3600)) > TEST_EMAILS_PER_HOUR) {
      throw limited('ただいまテストメールを送信できません。しばらくしてからもう一度お試しください。', 'test mails of the hour used up');
    }
    try {
      await this.#d.mailer.send(testEmailMail(input.email));
    } catch (error) {
      this.#d.metrics.mailUnavailable.inc();
      this.#d.logError(error, 'the mail server did not take a test mail');
      throw new ApiError(
        503,
        ResponseCode.MAIL_UNAVAILABLE,
        'テストメールを送信できませんでした。しばらくしてからもう一度お試しください。',
        'the mail server did not take the test mail',
      );
    }
    await this.#d.audit.record({ event: 'test_email_sent', detail: { domain: input.email.split('@')[1] ?? '', application: app.id }, meta });
    return { sent: true as const };
  }
}
