// Public account-opening helpers (issue 11), bound to an application (domain/account-open-application.ts):
// public/accountopen/startApplication issues a signed application token (60 minutes) for the identity
// the applicant entered; verifyEkycCustomerData checks an eKYC provider's reading against that entered
// identity only (5 checks per application; no existing customer is ever looked at); test/email mails
// the applicant's address (3 per application, 3 per address a day, 200 an hour in all; a mail server
// that does not take it answers 503 SYS003). All three are in the public 'code' rate-limit bucket and
// audited (a mail address only by its domain).
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import type { Container } from '../../container.ts';
import {
  APPLICATION_MINUTES,
  ApplicationTokens,
  EKYC_ATTEMPTS_PER_APPLICATION,
  TEST_EMAILS_PER_ADDRESS_PER_DAY,
  TEST_EMAILS_PER_APPLICATION,
  TEST_EMAILS_PER_HOUR,
} from '../../domain/account-open-application.ts';
import type { Application } from '../../domain/account-open-application.ts';
import { ApiError } from '../../http/errors.ts';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';

const e = endpoints.public;

export function testEmailMail(to: string): { to: string; subject: string; text: string } {
  return {
    to,
    subject: '【マイページ】メールアドレス確認のためのテストメール',
    text: [
      'このメールは、口座開設のお申し込み画面で入力されたメールアドレスに、メールが届くことを確認するためにお送りしています。',
      '',
      'このメールを受信できましたら、お申し込み画面に戻り、手続きをお進めください。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
}

const applicationInvalid = () => new ApiError(400, ResponseCode.APPLICATION_INVALID, undefined, 'application token invalid or expired');
const limited = (localizedMessage: string, message: string) => new ApiError(429, ResponseCode.RATE_LIMITED, localizedMessage, message);

const APPLICATION =
  `applicationToken: the token of public/accountopen/startApplication (signed by the server, valid ${APPLICATION_MINUTES} minutes); ` +
  'missing, altered or expired: HTTP 400 AOP001 (start again).';

export function accountOpenPublicRoutes(c: Container): BoundRoute[] {
  const tokens = new ApplicationTokens(c.secrets.app);
  const seconds = (until: Date) => Math.max(1, Math.ceil((until.getTime() - c.clock.now().getTime()) / 1000));
  const application = (token: string): Application => {
    const found = tokens.read(token, c.clock.now());
    if (!found) throw applicationInvalid();
    return found;
  };

  return [
    route(e.startApplication, {
      summary: '口座開設のお申し込み開始',
      description:
        'Form: lastNameKana, firstNameKana (half-width kana normalised), birthDate (YYYY-MM-DD), postalCode — the identity the applicant entered. ' +
        `Answers applicationToken (signed with a key derived from APP_SECRET; it carries the application id, its end and a keyed digest of the identity, nothing readable), expiresAt (${APPLICATION_MINUTES} minutes), ` +
        `and what the application allows: ${EKYC_ATTEMPTS_PER_APPLICATION} identity checks (verifyEkycCustomerData) and ${TEST_EMAILS_PER_APPLICATION} test mails (test/email). ` +
        'Nothing is stored and no customer is looked up. Rate-limited per address (HTTP 429 RL001) and audited.',
      errors: [ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: async ({ input, meta }) => {
        const issued = tokens.issue(input, c.clock.now());
        await c.audit.record({ event: 'account_open_started', detail: { application: issued.application.id }, meta });
        return {
          applicationToken: issued.token,
          expiresAt: issued.application.expiresAt.toISOString(),
          ekycAttempts: EKYC_ATTEMPTS_PER_APPLICATION,
          testEmails: TEST_EMAILS_PER_APPLICATION,
        };
      },
    }),
    route(e.verifyEkycCustomerData, {
      summary: '本人確認データの照合',
      description:
        `JSON: ${APPLICATION} lastNameKana, firstNameKana (half-width kana normalised), birthDate (YYYY-MM-DD), postalCode — the identity record an eKYC provider read from the applicant’s document. ` +
        'Answers matched: true only when every field equals the identity entered when the application started (kana compared in full-width katakana without spaces, the postcode by its digits), ' +
        `and attemptsLeft. The application allows ${EKYC_ATTEMPTS_PER_APPLICATION} checks (each counted before the comparison); more: HTTP 429 RL001. ` +
        'It never compares with existing customers’ records: it tells nothing about who is a customer. Rate-limited per address and audited (matched or not).',
      errors: [ResponseCode.APPLICATION_INVALID, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: async ({ input, meta }) => {
        const app = application(input.applicationToken);
        const used = await c.limits.used('ekyc_check', app.id, seconds(app.expiresAt));
        if (used > EKYC_ATTEMPTS_PER_APPLICATION) {
          throw limited(
            '本人確認の照合回数が上限に達しました。お手数ですが、最初からお手続きください。',
            'identity checks of the application used up',
          );
        }
        const matched = tokens.matches(app, input);
        await c.audit.record({ event: 'ekyc_checked', detail: { matched, application: app.id }, meta });
        return { matched, attemptsLeft: EKYC_ATTEMPTS_PER_APPLICATION - used };
      },
    }),
    route(e.testEmail, {
      summary: 'テストメール送信',
      description:
        `Form: ${APPLICATION} email. Sends a test mail to the address so the applicant knows it receives mail. ` +
        `At most ${TEST_EMAILS_PER_APPLICATION} per application, ${TEST_EMAILS_PER_ADDRESS_PER_DAY} per address a day (counted by a keyed digest of the address, never the address) and ` +
        `${TEST_EMAILS_PER_HOUR} an hour in all; over a cap: HTTP 429 RL001. The mail server does not take the mail: HTTP 503 SYS003. Rate-limited per address and audited (the address only by its domain).`,
      errors: [ResponseCode.APPLICATION_INVALID, ResponseCode.RATE_LIMITED, ResponseCode.MAIL_UNAVAILABLE],
      rateLimit: 'code',
      handler: async ({ input, meta }) => {
        const app = application(input.applicationToken);
        if ((await c.limits.used('test_email_application', app.id, seconds(app.expiresAt))) > TEST_EMAILS_PER_APPLICATION) {
          throw limited(
            'このお申し込みで送信できるテストメールの回数を超えました。メールアドレスをご確認のうえ、最初からお手続きください。',
            'test mails of the application used up',
          );
        }
        if ((await c.limits.used('test_email_address', tokens.addressKey(input.email), 24 * 3600)) > TEST_EMAILS_PER_ADDRESS_PER_DAY) {
          throw limited(
            'このメールアドレスへのテストメールは本日の上限に達しました。明日以降にお試しください。',
            'test mails to the address used up',
          );
        }
        if ((await c.limits.used('test_email_all', 'all', 3600)) > TEST_EMAILS_PER_HOUR) {
          throw limited('ただいまテストメールを送信できません。しばらくしてからもう一度お試しください。', 'test mails of the hour used up');
        }
        try {
          await c.mailer.send(testEmailMail(input.email));
        } catch (error) {
          c.metrics.mailUnavailable.inc();
          c.logError(error, 'the mail server did not take a test mail');
          throw new ApiError(
            503,
            ResponseCode.MAIL_UNAVAILABLE,
            'テストメールを送信できませんでした。しばらくしてからもう一度お試しください。',
            'the mail server did not take the test mail',
          );
        }
        await c.audit.record({ event: 'test_email_sent', detail: { domain: input.email.split('@')[1] ?? '', application: app.id }, meta });
        return { sent: true as const };
      },
    }),
  ];
}
