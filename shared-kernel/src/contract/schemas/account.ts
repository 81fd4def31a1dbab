// The account pages' shapes: the levels (courses) an account may take, the provider's
// group proposals, and the MT4 read-only (investor) password.
import * as v from 'valibot';
import { instantSchema } from './common.ts';
import { accountOptionSchema, businessTypeSchema, tradingPlatformSchema } from './entities.ts';

export const accountLevelSchema = v.strictObject({
  level: v.string(),
  /** The course's name, e.g. スタンダードコース. */
  nameJp: v.string(),
  /** What the course means for the customer (unit, leverage, fees). */
  description: v.string(),
  /** The trading unit (「10,000通貨」), or null where it differs per instrument (the description says it). */
  tradingUnit: v.nullable(v.string()),
  /** The spread in words (「縮小スプレッド（スタンダードコースより狭い）」), or null. */
  spread: v.nullable(v.string()),
  current: v.boolean(),
});
export type AccountLevel = v.InferOutput<typeof accountLevelSchema>;

export const groupProposalSchema = v.strictObject({
  proposalId: v.number(),
  accountId: v.number(),
  fromLevel: v.string(),
  toLevel: v.string(),
  toLevelNameJp: v.string(),
  /** Why the provider proposes it. */
  reason: v.string(),
  proposedAt: instantSchema,
});
export type GroupProposal = v.InferOutput<typeof groupProposalSchema>;

/** account/changeAccountLevelList/{id}: the account, its level and the levels it may change to. */
export const accountLevelListSchema = v.strictObject({
  accountId: v.number(),
  accountNo: v.string(),
  businessType: businessTypeSchema,
  tradingPlatform: tradingPlatformSchema,
  currentLevel: v.string(),
  levels: v.array(accountLevelSchema),
  /**
   * The account holds open positions (margin in use): the course cannot be changed until they are
   * closed (account/change/level answers ACC008). Orders are not known to the portal.
   */
  openPositions: v.boolean(),
});
export type AccountLevelList = v.InferOutput<typeof accountLevelListSchema>;

/** account/change/level: the change as applied (at once: `changedAt` is when it took effect). */
export const levelChangedSchema = v.strictObject({
  accountId: v.number(),
  accountNo: v.string(),
  previousLevel: v.string(),
  level: v.string(),
  changedAt: instantSchema,
});

/** customer/readonlyPassword: the MT4 investor (read-only) password of one account. */
export const readonlyPasswordSchema = v.strictObject({
  accountId: v.number(),
  accountNo: v.string(),
  readonlyPassword: v.string(),
});

/**
 * A document or statement the customer must confirm before opening an account type: an acknowledgement
 * option of spec §3 — the account-option fields (code and nameJp its own; businessType, tradingPlatform,
 * accountCurrency and accountCategary those of the account type it is confirmed for) plus order (the
 * order it is shown in, from 1) and link (null for a statement without a document).
 */
export const openAcknowledgementSchema = v.strictObject({
  ...accountOptionSchema.entries,
  order: v.number(),
  link: v.nullable(v.string()),
});
export type OpenAcknowledgement = v.InferOutput<typeof openAcknowledgementSchema>;

export const openApplicationSchema = v.strictObject({
  applicationId: v.number(),
  accountTypeCode: v.string(),
  nameJp: v.string(),
  status: v.picklist(['pending', 'approved']),
  requestedAt: instantSchema,
  decidedAt: v.nullable(instantSchema),
  /** The account opened on approval. */
  accountNo: v.nullable(v.string()),
});
export type OpenApplication = v.InferOutput<typeof openApplicationSchema>;

/** account/openableAccountTypes: every type the customer's type allows, opened or not. */
export const openableAccountTypeSchema = v.strictObject({
  code: v.string(),
  nameJp: v.string(),
  businessType: businessTypeSchema,
  tradingPlatform: tradingPlatformSchema,
  accountCurrency: v.string(),
  /** opened: an account exists; pending: an application waits for review; available: may apply. */
  status: v.picklist(['opened', 'pending', 'available']),
  application: v.nullable(openApplicationSchema),
  acknowledgements: v.array(openAcknowledgementSchema),
});
export type OpenableAccountType = v.InferOutput<typeof openableAccountTypeSchema>;
