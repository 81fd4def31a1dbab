// What the individual customer pages read (spec §2 /portal/customer/*): the profile with personal data
// masked, the answers of the suitability questions, the options they are chosen from, modification
// requests waiting for review, postcode and bank lookups.
import * as v from 'valibot';
import { instantSchema } from './common.ts';
import { loginMethodSchema } from './passkeys.ts';

export const optionSchema = v.strictObject({ code: v.string(), nameJp: v.string() });
export type ClientOption = v.InferOutput<typeof optionSchema>;

/** public/accountopen/clientInfoOptions: every choice of the customer forms. */
export const clientInfoOptionsSchema = v.strictObject({
  occupations: v.array(optionSchema),
  industries: v.array(optionSchema),
  incomeRanges: v.array(optionSchema),
  assetRanges: v.array(optionSchema),
  fundSources: v.array(optionSchema),
  purposes: v.array(optionSchema),
  motivations: v.array(optionSchema),
  experienceProducts: v.array(optionSchema),
  experienceLevels: v.array(optionSchema),
  bankAccountTypes: v.array(optionSchema),
  /** Corporations: annual sales ranges (年商). */
  salesRanges: v.array(optionSchema),
});
export type ClientInfoOptions = v.InferOutput<typeof clientInfoOptionsSchema>;

/**
 * info, address, bank: individuals (bank also corporations); corp_info: corporate name, 法人番号, head
 * office and phone; corp_business: business and finances; corp_rep: the representative; trader: the
 * person who trades for the corporation; corp_bo: the beneficial owners.
 */
export const modifyKindSchema = v.picklist(['info', 'address', 'bank', 'corp_info', 'corp_business', 'corp_rep', 'trader', 'corp_bo']);
export type ModifyKind = v.InferOutput<typeof modifyKindSchema>;
export const modifyStatusSchema = v.picklist(['pending', 'approved', 'cancelled']);

/** A change waiting for review, as the customer sees it (masked). */
export const modifyRequestSummarySchema = v.strictObject({
  id: v.number(),
  kind: modifyKindSchema,
  status: modifyStatusSchema,
  requestedAt: instantSchema,
  decidedAt: v.nullable(instantSchema),
  /** The requested values, display-ready (bank account number masked). */
  summary: v.array(v.strictObject({ label: v.string(), value: v.string() })),
  /** Documents this change needs (names in Japanese) and whether each has been received. */
  documents: v.array(v.strictObject({ name: v.string(), received: v.boolean() })),
});
export type ModifyRequestSummary = v.InferOutput<typeof modifyRequestSummarySchema>;

export const answerKindSchema = v.picklist(['employ', 'property', 'exp', 'purpose', 'motivation']);
export type AnswerKind = v.InferOutput<typeof answerKindSchema>;

export const employAnswerSchema = v.strictObject({ occupation: v.string(), industry: v.string(), employerName: v.string() });
export const propertyAnswerSchema = v.strictObject({ annualIncome: v.string(), financialAssets: v.string(), fundSource: v.string() });
export const expAnswerSchema = v.strictObject({ experiences: v.array(v.strictObject({ product: v.string(), level: v.string() })) });
export const codesAnswerSchema = v.strictObject({ codes: v.array(v.string()), other: v.string() });

export const answersSchema = v.strictObject({
  employ: v.nullable(v.strictObject({ answer: employAnswerSchema, answeredAt: instantSchema })),
  property: v.nullable(v.strictObject({ answer: propertyAnswerSchema, answeredAt: instantSchema })),
  exp: v.nullable(v.strictObject({ answer: expAnswerSchema, answeredAt: instantSchema })),
  purpose: v.nullable(v.strictObject({ answer: codesAnswerSchema, answeredAt: instantSchema })),
  motivation: v.nullable(v.strictObject({ answer: codesAnswerSchema, answeredAt: instantSchema })),
});
export type ProfileAnswers = v.InferOutput<typeof answersSchema>;

/** Why a person is a beneficial owner (犯罪収益移転防止法): voting rights over 25 %, control by other means, or the representative when nobody else is. */
export const beneficialOwnerBasisSchema = v.picklist(['voting', 'control', 'representative']);
export type BeneficialOwnerBasis = v.InferOutput<typeof beneficialOwnerBasisSchema>;

export const beneficialOwnerSchema = v.strictObject({
  lastName: v.string(),
  firstName: v.string(),
  lastNameKana: v.string(),
  firstNameKana: v.string(),
  birthDate: v.string(),
  address: v.string(),
  basis: beneficialOwnerBasisSchema,
  /** Share of the voting rights in percent (basis voting), otherwise null. */
  votingRatio: v.nullable(v.number()),
  /** A foreign politically exposed person (外国PEPs) or a relative of one. */
  pep: v.boolean(),
});
export type BeneficialOwner = v.InferOutput<typeof beneficialOwnerSchema>;

/** The corporate part of customer/check/maskedData (corporations only). */
export const corporateProfileSchema = v.strictObject({
  corporateName: v.string(),
  corporateNameKana: v.string(),
  /** 法人番号 (13 digits), '' when not registered yet. */
  corporateNumber: v.string(),
  foundingDate: v.string(),
  business: v.nullable(
    v.strictObject({
      industry: v.string(),
      description: v.string(),
      capitalManYen: v.number(),
      annualSales: v.string(),
      fiscalMonth: v.number(),
    }),
  ),
  representative: v.strictObject({
    lastName: v.string(),
    firstName: v.string(),
    lastNameKana: v.string(),
    firstNameKana: v.string(),
    title: v.string(),
    birthDate: v.string(),
  }),
  trader: v.nullable(
    v.strictObject({
      lastName: v.string(),
      firstName: v.string(),
      lastNameKana: v.string(),
      firstNameKana: v.string(),
      department: v.string(),
      title: v.string(),
      birthDate: v.string(),
      maskedPhone: v.string(),
      maskedEmail: v.string(),
    }),
  ),
  beneficialOwners: v.array(beneficialOwnerSchema),
});
export type CorporateProfile = v.InferOutput<typeof corporateProfileSchema>;

/**
 * customer/check/maskedData: the customer's data as the pages show it. For a corporation the name
 * fields are the representative's, birthDate is the founding date and `corporate` holds the rest.
 */
export const maskedProfileSchema = v.strictObject({
  customerType: v.picklist(['individual', 'corporate']),
  customerNo: v.string(),
  lastName: v.string(),
  firstName: v.string(),
  lastNameKana: v.string(),
  firstNameKana: v.string(),
  birthDate: v.string(),
  maskedEmail: v.string(),
  maskedPhone: v.string(),
  postalCode: v.string(),
  address: v.string(),
  bank: v.nullable(
    v.strictObject({
      bankCode: v.string(),
      bankName: v.string(),
      branchCode: v.string(),
      branchName: v.string(),
      accountType: v.string(),
      maskedAccountNumber: v.string(),
      holderKana: v.string(),
    }),
  ),
  advertisement: v.boolean(),
  loginNotice: v.boolean(),
  contractNotice: v.boolean(),
  /** The customer holds a SEC-CFD account (the execution notice applies). */
  secCfdHolder: v.boolean(),
  answers: answersSchema,
  /** Changes waiting for review, newest first. */
  pending: v.array(modifyRequestSummarySchema),
  /** The development-only approval is on (never in production). */
  devApprovalAvailable: v.boolean(),
  corporate: v.nullable(corporateProfileSchema),
});
export type MaskedProfile = v.InferOutput<typeof maskedProfileSchema>;

/** resource/postcode/{code}: the areas of one 郵便番号 (several towns may share one). */
export const postcodeResultSchema = v.strictObject({
  postalCode: v.string(),
  areas: v.array(v.strictObject({ prefecture: v.string(), city: v.string(), town: v.string() })),
});
export type PostcodeResult = v.InferOutput<typeof postcodeResultSchema>;

export const bankEntrySchema = v.strictObject({ code: v.string(), name: v.string(), kana: v.string() });
export type BankEntry = v.InferOutput<typeof bankEntrySchema>;

export const loginRecordSchema = v.strictObject({
  /** The login's id: what customer/loginHistory/report takes. */
  id: v.string(),
  loggedInAt: instantSchema,
  device: v.string(),
  platform: v.string(),
  /** The browser and OS (「Chrome（Windows）」) when known. */
  deviceName: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  method: loginMethodSchema,
  current: v.boolean(),
  /** Within the last LOGIN_REPORT_WINDOW_DAYS (30) days and not reported yet: 「心当たりがない」 may be pressed. */
  reportable: v.boolean(),
  /** When the customer reported it (「心当たりがない」), or null. */
  reportedAt: v.nullable(instantSchema),
});
export type LoginRecord = v.InferOutput<typeof loginRecordSchema>;
