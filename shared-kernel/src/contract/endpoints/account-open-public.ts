// Public account-opening helpers (spec §7 Public), spread into the public group. They work
// inside an application, never on existing customers:
//  - startApplication: the applicant's entered identity (kana names, birth date, postcode) starts an
//    application and answers a signed, short-lived application token;
//  - verifyEkycCustomerData: the identity record an eKYC provider read from the applicant's document
//    is checked against the application's own entered identity (a few attempts per application);
//  - test/email: a test mail to the address the applicant typed, so they know it receives mail
//    (a few per application, per address and in all).
import * as v from 'valibot';
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

export const accountOpenPublicEndpoints = endpointGroup('public', {
  startApplication: {
    name: 'startApplication',
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
    method: 'POST',
    path: 'public/accountopen/test/email',
    body: 'form',
    public: true,
    request: requestObject({ applicationToken: applicationTokenField, email: emailField }),
    result: v.strictObject({ sent: v.literal(true) }),
  },
});
