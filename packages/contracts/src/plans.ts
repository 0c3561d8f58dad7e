import { z } from 'zod';

export const PLAN_IDS = ['free', 'starter', 'pro', 'business'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export type Plan = {
  id: PlanId;
  name: string;
  creditsPerMonth: number;
  websiteLimit: number;
  /** US dollars per month, billed monthly / billed yearly (shown per month). */
  monthlyPrice: number;
  yearlyPrice: number;
  popular?: boolean;
};

/** The plan catalogue of spec §9. */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    creditsPerMonth: 50,
    websiteLimit: 1,
    monthlyPrice: 0,
    yearlyPrice: 0,
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    creditsPerMonth: 50,
    websiteLimit: 1,
    monthlyPrice: 19,
    yearlyPrice: 16,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    creditsPerMonth: 200,
    websiteLimit: 3,
    monthlyPrice: 49,
    yearlyPrice: 40,
    popular: true,
  },
  business: {
    id: 'business',
    name: 'Business',
    creditsPerMonth: 500,
    websiteLimit: 10,
    monthlyPrice: 99,
    yearlyPrice: 79,
  },
};

/** Websites a plan allows; 1 when the plan is unknown (spec §9). */
export function websiteLimitOf(planId: string | null | undefined): number {
  return PLANS[planId as PlanId]?.websiteLimit ?? 1;
}

/** The spec's message (§5) when the website limit is reached. */
export function websiteLimitMessage(planId: string | null | undefined, count: number): string {
  const max = websiteLimitOf(planId);
  if (planId === 'free' || planId === 'starter' || !planId) {
    return `Upgrade to Pro to add up to 3 websites (currently ${count}/${max})`;
  }
  if (planId === 'pro') {
    return `Upgrade to Business to add up to 10 websites (currently ${count}/${max})`;
  }
  const name = PLANS[planId as PlanId]?.name ?? planId;
  return `You've reached the maximum number of websites for your ${name} plan (${count}/${max})`;
}
