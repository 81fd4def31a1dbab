// public/accountopen/startApplication, verifyEkycCustomerData and test/email: the public account
// opening bound to an application (modules/public/account-open.ts).
import {
  APPLICATION_MINUTES,
  EKYC_ATTEMPTS_PER_APPLICATION,
  TEST_EMAILS_PER_ADDRESS_PER_DAY,
  TEST_EMAILS_PER_APPLICATION,
  TEST_EMAILS_PER_HOUR,
} from '../../domain/account-open-application.ts';
import type { RouteDocsPart } from './types.ts';

const APPLICATION =
  `applicationToken: the token of public/accountopen/startApplication (signed by the server, valid ${APPLICATION_MINUTES} minutes); ` +
  'missing, altered or expired: HTTP 400 AOP001 (start again).';

export const accountOpenPublicDocs = {
  startApplication: {
    summary: '口座開設のお申し込み開始',
    description:
      'Form: lastNameKana, firstNameKana (half-width kana normalised), birthDate (YYYY-MM-DD), postalCode — the identity the applicant entered. ' +
      `Answers applicationToken (signed with a key derived from APP_SECRET; it carries the application id, its end and a keyed digest of the identity, nothing readable), expiresAt (${APPLICATION_MINUTES} minutes), ` +
      `and what the application allows: ${EKYC_ATTEMPTS_PER_APPLICATION} identity checks (verifyEkycCustomerData) and ${TEST_EMAILS_PER_APPLICATION} test mails (test/email). ` +
      'Nothing is stored and no customer is looked up. Rate-limited per address (HTTP 429 RL001) and audited.',
  },
  verifyEkycCustomerData: {
    summary: '本人確認データの照合',
    description:
      `JSON: ${APPLICATION} lastNameKana, firstNameKana (half-width kana normalised), birthDate (YYYY-MM-DD), postalCode — the identity record an eKYC provider read from the applicant’s document. ` +
      'Answers matched: true only when every field equals the identity entered when the application started (kana compared in full-width katakana without spaces, the postcode by its digits), ' +
      `and attemptsLeft. The application allows ${EKYC_ATTEMPTS_PER_APPLICATION} checks (each counted before the comparison); more: HTTP 429 RL001. ` +
      'It never compares with existing customers’ records: it tells nothing about who is a customer. Rate-limited per address and audited (matched or not).',
  },
  testEmail: {
    summary: 'テストメール送信',
    description:
      `Form: ${APPLICATION} email. Sends a test mail to the address so the applicant knows it receives mail. ` +
      `At most ${TEST_EMAILS_PER_APPLICATION} per application, ${TEST_EMAILS_PER_ADDRESS_PER_DAY} per address a day (counted by a keyed digest of the address, never the address) and ` +
      `${TEST_EMAILS_PER_HOUR} an hour in all; over a cap: HTTP 429 RL001. The mail server does not take the mail: HTTP 503 SYS003. Rate-limited per address and audited (the address only by its domain).`,
  },
} satisfies RouteDocsPart;
