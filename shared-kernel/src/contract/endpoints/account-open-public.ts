// Public account-opening helpers (spec §7 Public), spread into the public group. They work
// inside an application, never on existing customers:
//  - startApplication: the applicant's entered identity (kana names, birth date, postcode) starts an
//    application and answers a signed, short-lived application token;
//  - verifyEkycCustomerData: the identity record an eKYC provider read from the applicant's document
//    is checked against the application's own entered identity (a few attempts per application);
//  - test/email: a test mail to the address the applicant typed, so they know it receives mail
//    (a few per application, per address and in all).
import * as v from 'valibot';
import {
  APPLICATION_MINUTES,
  EKYC_ATTEMPTS_PER_APPLICATION,
  TEST_EMAILS_PER_ADDRESS_PER_DAY,
  TEST_EMAILS_PER_APPLICATION,
  TEST_EMAILS_PER_HOUR,
} from '../constants.ts';
import { endpointGroup } from '../endpoint.ts';
import { dateField, requestObject, requiredText } from '../fields.ts';
import { emailField, katakanaField, postalCodeField } from '../japanese.ts';
import { instantSchema } from '../schemas/common.ts';

const APPLICATION_AGAIN = 'お申し込みの情報がありません。お手数ですが、最初からお手続きください。';

/** The token startApplication answered (opaque to the browser; the server checks its signature and age). */
export const applicationTokenField = requiredText(APPLICATION_AGAIN, 256, APPLICATION_AGAIN);

/** The identity fields of an applicant (entered on the form, or read by the eKYC provider). */
const identityEntries = {
  lastNameKana: katakanaField('フリガナ（セイ）', 30),
  firstNameKana: katakanaField('フリガナ（メイ）', 30),
  birthDate: dateField('生年月日の形式が正しくありません（YYYY-MM-DD）。'),
  postalCode: postalCodeField,
};

export const startApplicationRequest = requestObject(identityEntries);

export const verifyEkycRequest = requestObject(
  {
    applicationToken: applicationTokenField,
    ...identityEntries,
  },
  '本人確認データ（JSON）を送信してください。',
);

const APPLICATION =
  `applicationToken: the token of public/accountopen/startApplication (signed by the server, valid ${APPLICATION_MINUTES} minutes); ` +
  'missing, altered or expired: HTTP 400 AOP001 (start again).';

export const accountOpenPublicEndpoints = endpointGroup('public', {
  startApplication: {
    name: 'startApplication',
    summary: '口座開設のお申し込み開始',
    description:
      'Form: lastNameKana, firstNameKana (half-width kana normalised), birthDate (YYYY-MM-DD), postalCode — the identity the applicant entered. ' +
      `Answers applicationToken (signed with a key derived from APP_SECRET; it carries the application id, its end and a keyed digest of the identity, nothing readable), expiresAt (${APPLICATION_MINUTES} minutes), ` +
      `and what the application allows: ${EKYC_ATTEMPTS_PER_APPLICATION} identity checks (verifyEkycCustomerData) and ${TEST_EMAILS_PER_APPLICATION} test mails (test/email). ` +
      'Nothing is stored and no customer is looked up. Rate-limited per address (HTTP 429 RL001) and audited.',
    method: 'POST',
    path: 'public/accountopen/startApplication',
    body: 'form',
    public: true,
    request: startApplicationRequest,
    result: v.strictObject({
      applicationToken: v.string(),
      /** The application (and its token) ends then: 60 minutes after it started. */
      expiresAt: instantSchema,
      /** How many identity checks the application allows. */
      ekycAttempts: v.number(),
      /** How many test mails the application may send. */
      testEmails: v.number(),
    }),
  },
  verifyEkycCustomerData: {
    name: 'verifyEkycCustomerData',
    summary: '本人確認データの照合',
    description:
      `JSON: ${APPLICATION} lastNameKana, firstNameKana (half-width kana normalised), birthDate (YYYY-MM-DD), postalCode — the identity record an eKYC provider read from the applicant’s document. ` +
      'Answers matched: true only when every field equals the identity entered when the application started (kana compared in full-width katakana without spaces, the postcode by its digits), ' +
      `and attemptsLeft. The application allows ${EKYC_ATTEMPTS_PER_APPLICATION} checks (each counted before the comparison); more: HTTP 429 RL001. ` +
      'It never compares with existing customers’ records: it tells nothing about who is a customer. Rate-limited per address and audited (matched or not).',
    method: 'POST',
    path: 'public/accountopen/verifyEkycCustomerData',
    body: 'json',
    public: true,
    request: verifyEkycRequest,
    /** matched only when every field equals the application's entered identity; attemptsLeft: further checks this application allows. */
    result: v.strictObject({ matched: v.boolean(), attemptsLeft: v.number() }),
  },
  testEmail: {
    name: 'testEmail',
    summary: 'テストメール送信',
    description:
      `Form: ${APPLICATION} email. Sends a test mail to the address so the applicant knows it receives mail. ` +
      `At most ${TEST_EMAILS_PER_APPLICATION} per application, ${TEST_EMAILS_PER_ADDRESS_PER_DAY} per address a day (counted by a keyed digest of the address, never the address) and ` +
      `${TEST_EMAILS_PER_HOUR} an hour in all; over a cap: HTTP 429 RL001. The mail server does not take the mail: HTTP 503 SYS003. Rate-limited per address and audited (the address only by its domain).`,
    method: 'POST',
    path: 'public/accountopen/test/email',
    body: 'form',
    public: true,
    request: requestObject({ applicationToken: applicationTokenField, email: emailField }),
    result: v.strictObject({ sent: v.literal(true) }),
  },
});
