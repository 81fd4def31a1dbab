// Public account-opening helpers (issue 11): public/accountopen/verifyEkycCustomerData checks an
// identity record against the customer data (answering only matched or not, the same for an unknown
// number: no enumeration); public/accountopen/test/email sends a test mail through the mailer. Both
// are rate-limited like the other public endpoints ('code' bucket) and audited.
import { endpoints, kanaKey, ResponseCode } from '@portal/shared-kernel/contract';
import type { Container } from '../../container.ts';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';

const e = endpoints.public;
const digits = (s: string) => s.replace(/\D/g, '');

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

export function accountOpenPublicRoutes(c: Container): BoundRoute[] {
  return [
    route(e.verifyEkycCustomerData, {
      summary: '本人確認データの照合',
      description:
        'JSON: customerNo, lastNameKana, firstNameKana (half-width kana normalised), birthDate (YYYY-MM-DD), postalCode. Answers matched: true only when every field equals the customer’s data; an unknown customer number answers matched: false like a mismatch. Rate-limited and audited.',
      errors: [ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: async ({ input, meta }) => {
        const customer = await c.repos.customers.findByNo(input.customerNo);
        const matched =
          customer !== undefined &&
          kanaKey(customer.last_name_kana) === kanaKey(input.lastNameKana) &&
          kanaKey(customer.first_name_kana) === kanaKey(input.firstNameKana) &&
          customer.birth_date === input.birthDate &&
          digits(customer.postal_code) === digits(input.postalCode);
        await c.audit.record({ event: 'ekyc_checked', customerId: customer?.id ?? null, detail: { matched }, meta });
        return { matched };
      },
    }),
    route(e.testEmail, {
      summary: 'テストメール送信',
      description: 'Form: email. Sends a test mail to the address so the applicant knows it receives mail. Rate-limited and audited.',
      errors: [ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: async ({ input, meta }) => {
        await c.mailer.send(testEmailMail(input.email));
        await c.audit.record({ event: 'test_email_sent', detail: { domain: input.email.split('@')[1] ?? '' }, meta });
        return { sent: true as const };
      },
    }),
  ];
}
