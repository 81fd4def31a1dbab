// The account pages' shapes (issue 11): the levels (courses) an account may take, the provider's
// group proposals, and the MT4 read-only (investor) password.
import * as v from 'valibot';
import { instantSchema } from './common.ts';
import { businessTypeSchema, tradingPlatformSchema } from './entities.ts';

export const accountLevelSchema = v.strictObject({
  level: v.string(),
  /** The course's name, e.g. スタンダードコース. */
  nameJp: v.string(),
  /** What the course means for the customer (unit, leverage, fees). */
  description: v.string(),
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
});
export type AccountLevelList = v.InferOutput<typeof accountLevelListSchema>;

/** account/change/level: the change as applied. */
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
