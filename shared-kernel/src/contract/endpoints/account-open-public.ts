// Public account-opening helpers (spec §7 Public, issue 11), spread into the public group:
// verifyEkycCustomerData checks an identity record (as an eKYC provider read it from the customer's
// identity document) against the customer data; test/email sends a test mail to an address the
// applicant typed, so they know it receives mail before they go on. Both are rate-limited like the
// other public endpoints and answer the same whatever exists (no enumeration).
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
import { dateField, requestObject, requiredText } from '../fields.ts';
import { emailField, katakanaField, postalCodeField } from '../japanese.ts';

export const verifyEkycRequest = requestObject(
  {
    /** The login ID (customer number) the record is checked against. */
    customerNo: requiredText('お客様番号を入力してください。', 16, 'お客様番号が正しくありません。'),
    lastNameKana: katakanaField('フリガナ（セイ）', 30),
    firstNameKana: katakanaField('フリガナ（メイ）', 30),
    birthDate: dateField('生年月日の形式が正しくありません（YYYY-MM-DD）。'),
    postalCode: postalCodeField,
  },
  '本人確認データ（JSON）を送信してください。',
);

export const accountOpenPublicEndpoints = endpointGroup('public', {
  verifyEkycCustomerData: {
    name: 'verifyEkycCustomerData',
    method: 'POST',
    path: 'public/accountopen/verifyEkycCustomerData',
    body: 'json',
    public: true,
    request: verifyEkycRequest,
    /** matched only when every field equals the customer's data (an unknown number is simply not matched). */
    result: v.strictObject({ matched: v.boolean() }),
  },
  testEmail: {
    name: 'testEmail',
    method: 'POST',
    path: 'public/accountopen/test/email',
    body: 'form',
    public: true,
    request: requestObject({ email: emailField }),
    result: v.strictObject({ sent: v.literal(true) }),
  },
});
