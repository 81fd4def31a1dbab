// The corporate customer pages (spec §2 /portal/customer/corp/*, §7 Customer): company data, business
// and finances, the representative, the trader and the beneficial owners. Every change needs review:
// it becomes a modification request (customer/customerModifyDetail/{id}) with the documents it needs.
// Corporations only (CUS001 for an individual). Spread into the customer group.
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
import { plainString, requestObject } from '../fields.ts';
import { formatDigits } from '../../format/money.ts';
import {
  calendarDateField,
  corporateNumberField,
  emailField,
  katakanaField,
  nameField,
  phoneField,
  postalCodeField,
  postcodeAreaField,
} from '../japanese.ts';
import { beneficialOwnerBasisSchema, modifyRequestSummarySchema } from '../schemas/customer-profile.ts';

const json = '変更内容（JSON）を送信してください。';

const text = (label: string, max: number) =>
  v.pipe(
    plainString(`${label}を入力してください。`, `${label}に使用できない文字が含まれています。`),
    v.transform((s) => s.normalize('NFKC').trim()),
    v.nonEmpty(`${label}を入力してください。`),
    v.maxLength(max, `${label}は${max}文字以内で入力してください。`),
  );
const optionalFreeText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      plainString(`${label}が正しくありません。`, `${label}に使用できない文字が含まれています。`),
      v.transform((s) => s.normalize('NFKC').trim()),
      v.maxLength(max, `${label}は${max}文字以内で入力してください。`),
    ),
    '',
  );
const optionCode = (label: string) =>
  v.pipe(plainString(`${label}を選択してください。`), v.trim(), v.regex(/^[a-z0-9_]{1,32}$/, `${label}を選択してください。`));
const integer = (label: string, min: number, max: number, unit: string) =>
  v.pipe(
    v.number(`${label}を数字で入力してください。`),
    v.integer(`${label}は整数で入力してください。`),
    v.minValue(min, `${label}は${formatDigits(min)}${unit}以上で入力してください。`),
    v.maxValue(max, `${label}は${formatDigits(max)}${unit}以下で入力してください。`),
  );
/** A birth date in the past, not before 1900. */
const birthDateField = (label: string) =>
  v.pipe(
    calendarDateField(label),
    v.check((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), `${label}が正しくありません。`),
  );

const personEntries = (who: string) => ({
  lastName: nameField(`${who}氏名（姓）`, 20),
  firstName: nameField(`${who}氏名（名）`, 20),
  lastNameKana: katakanaField(`${who}フリガナ（セイ）`, 30),
  firstNameKana: katakanaField(`${who}フリガナ（メイ）`, 30),
});

/** A new head office: the area exactly as resource/postcode/{code} answered it, then 番地 and the building. */
export const headOfficeRequest = requestObject({
  postalCode: postalCodeField,
  area: postcodeAreaField,
  street: text('番地', 60),
  building: optionalFreeText('建物名・部屋番号', 60),
});

export const updateCorpInfo1Request = requestObject(
  {
    corporateName: nameField('法人名', 100),
    corporateNameKana: katakanaField('法人名（フリガナ）', 100),
    corporateNumber: corporateNumberField,
    /** The new head office, or undefined to keep it. */
    headOffice: v.optional(headOfficeRequest),
    /** The new phone number, or undefined to keep it. */
    phone: v.optional(phoneField),
  },
  json,
);

export const updateCorpInfo2Request = requestObject(
  {
    industry: optionCode('業種'),
    description: text('事業内容', 200),
    capitalManYen: integer('資本金', 1, 100_000_000, '万円'),
    annualSales: optionCode('年商'),
    fiscalMonth: integer('決算月', 1, 12, '月'),
  },
  json,
);

export const updateCorpRepInfoRequest = requestObject(
  { ...personEntries('代表者'), title: text('役職', 30), birthDate: birthDateField('代表者の生年月日') },
  json,
);

export const updateTraderInfoRequest = requestObject(
  {
    ...personEntries('取引担当者'),
    department: optionalFreeText('部署', 40),
    title: optionalFreeText('役職', 30),
    birthDate: birthDateField('取引担当者の生年月日'),
    phone: phoneField,
    email: emailField,
  },
  json,
);

export const beneficialOwnerRequest = requestObject({
  ...personEntries('実質的支配者の'),
  birthDate: birthDateField('実質的支配者の生年月日'),
  address: text('実質的支配者の住所', 120),
  basis: v.picklist(beneficialOwnerBasisSchema.options, '実質的支配者に該当する理由を選択してください。'),
  /** Percent of the voting rights; required for basis voting (more than 25). */
  votingRatio: v.optional(
    v.nullable(
      v.pipe(
        v.number('議決権の割合を数字で入力してください。'),
        v.minValue(0, '議決権の割合は0〜100の範囲で入力してください。'),
        v.maxValue(100, '議決権の割合は0〜100の範囲で入力してください。'),
      ),
    ),
    null,
  ),
  pep: v.boolean('外国PEPsに該当するかを選択してください。'),
});

export const MAX_BENEFICIAL_OWNERS = 4;
export const updateCorpBoInfoRequest = requestObject(
  {
    owners: v.pipe(
      v.array(beneficialOwnerRequest, '実質的支配者を入力してください。'),
      v.minLength(1, '実質的支配者を1名以上入力してください。'),
      v.maxLength(MAX_BENEFICIAL_OWNERS, `実質的支配者は${MAX_BENEFICIAL_OWNERS}名まで登録できます。`),
      v.check(
        (owners) => owners.every((o) => o.basis !== 'voting' || (o.votingRatio !== null && o.votingRatio > 25)),
        '議決権による実質的支配者は、議決権の割合（25％超）を入力してください。',
      ),
    ),
  },
  json,
);

const change = <const N extends string, const P extends string, R extends v.GenericSchema>(name: N, path: P, request: R) =>
  ({ name, method: 'POST', path, body: 'json', public: false, request, result: modifyRequestSummarySchema }) as const;

export const customerCorporateEndpoints = endpointGroup('customer', {
  /** 法人名・フリガナ・法人番号・本店所在地・電話番号. */
  updateCorpInfo1: change('updateCorpInfo1', 'customer/update/corpInfo1', updateCorpInfo1Request),
  /** 業種・事業内容・資本金・年商・決算月. */
  updateCorpInfo2: change('updateCorpInfo2', 'customer/update/corpInfo2', updateCorpInfo2Request),
  updateCorpRepInfo: change('updateCorpRepInfo', 'customer/update/corpRepInfo', updateCorpRepInfoRequest),
  updateTraderInfo: change('updateTraderInfo', 'customer/update/traderInfo', updateTraderInfoRequest),
  updateCorpBoInfo: change('updateCorpBoInfo', 'customer/update/corpBoInfo', updateCorpBoInfoRequest),
});
