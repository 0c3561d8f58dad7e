import { z } from 'zod';
import { MESSAGES } from './messages';

export const paidPlanIdSchema = z.enum(['starter', 'pro', 'business'], {
  error: MESSAGES.invalidPlan,
});
export type PaidPlanId = z.infer<typeof paidPlanIdSchema>;
export const billingIntervalSchema = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** `POST /billing/checkout` and `POST /billing/upgrade`. */
export const planChoiceBodySchema = z.object({
  planId: paidPlanIdSchema,
  billingInterval: billingIntervalSchema.default('month'),
});
export type PlanChoiceBody = z.infer<typeof planChoiceBodySchema>;

export const checkoutSessionSchema = z.object({ url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** `POST /billing/portal`. */
export const portalBodySchema = z.object({ returnUrl: z.string().max(2000).optional() });
export const portalSessionSchema = z.object({ url: z.string() });

/** `GET /plans` (public): the catalogue with its prices. */
export const planCatalogueSchema = z.array(
  z.object({
    id: z.enum(['free', 'starter', 'pro', 'business']),
    name: z.string(),
    monthlyPrice: z.number(),
    yearlyPrice: z.number(),
    creditsPerMonth: z.number().int(),
    websiteLimit: z.number().int(),
    features: z.array(z.string()),
    popular: z.boolean().optional(),
  }),
);

/** Which payment provider this installation uses; 'local' is the built-in test-mode checkout. */
export const billingProviderSchema = z.object({ provider: z.enum(['local', 'stripe']) });
