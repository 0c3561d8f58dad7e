import { z } from 'zod';
import { planIdSchema } from './plans';

/** `GET /credits/status`. */
export const creditStatusSchema = z.object({
  plan: planIdSchema,
  /** Credits charged this period: a run in progress holds its reservation apart, below. */
  creditsUsedThisMonth: z.number().int(),
  /**
   * Credits reserved for runs still in progress: not charged yet (pages left out or unchanged
   * are given back when the run ends) and not free to spend meanwhile. A response without it,
   * from an older server, reads as none.
   */
  creditsReservedInRuns: z.number().int().default(0),
  creditsRemaining: z.number().int(),
  creditsPerMonth: z.number().int(),
  hasCredits: z.boolean(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type CreditStatus = z.infer<typeof creditStatusSchema>;

/** `POST /credits/check`. */
export const creditCheckBodySchema = z.object({
  creditsNeeded: z.number().int().min(1).max(100_000).default(1),
});
export type CreditCheckBody = z.infer<typeof creditCheckBodySchema>;
export const creditCheckSchema = z.object({
  hasEnoughCredits: z.boolean(),
  creditsRemaining: z.number().int(),
});
export type CreditCheck = z.infer<typeof creditCheckSchema>;

/** `GET /credits/upgrade-recommendation`. */
export const upgradeRecommendationSchema = z.object({
  needsUpgrade: z.boolean(),
  reason: z.enum(['trial_expired', 'credits_exhausted', 'credits_low', 'none']),
  recommendedPlan: planIdSchema.nullable(),
});
export type UpgradeRecommendation = z.infer<typeof upgradeRecommendationSchema>;

/** `GET /credits/usage-stats`: net credits used per day and per website this period. */
export const creditUsageStatsSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  daily: z.array(z.object({ day: z.string(), used: z.number().int() })),
  perWebsite: z.array(z.object({ websiteId: z.string().nullable(), used: z.number().int() })),
});
export type CreditUsageStats = z.infer<typeof creditUsageStatsSchema>;

const SUBSCRIPTION_STATUSES = [
  'free',
  'active',
  'trialing',
  'canceled',
  'past_due',
  'pending',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** `GET /users/subscription` (spec §3 subscription). */
export const subscriptionSchema = z.object({
  id: z.string(),
  plan: z.object({
    id: planIdSchema,
    name: z.string(),
    price: z.number(),
    currency: z.literal('USD'),
    interval: z.enum(['month', 'year']),
  }),
  status: subscriptionStatusSchema,
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.string().nullable(),
  isTrial: z.boolean(),
  pricingTierNumber: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
