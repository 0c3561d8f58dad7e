import { z } from 'zod';

export const PLAN_IDS = ['free', 'starter', 'pro', 'business'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export type Plan = {
  id: PlanId;
  name: string;
  creditsPerMonth: number;
  websiteLimit: number;
  /** The most pages one website's crawl may hold (the crawl settings' max pages ceiling). */
  maxPagesPerWebsite: number;
  /** US dollars per month, billed monthly / billed yearly (shown per month). */
  monthlyPrice: number;
  yearlyPrice: number;
  popular?: boolean;
};

/** The plan catalogue of spec §9. */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    maxPagesPerWebsite: 1_000,
    name: 'Free',
    creditsPerMonth: 50,
    websiteLimit: 1,
    monthlyPrice: 0,
    yearlyPrice: 0,
  },
  starter: {
    id: 'starter',
    maxPagesPerWebsite: 2_500,
    name: 'Starter',
    creditsPerMonth: 50,
    websiteLimit: 1,
    monthlyPrice: 19,
    yearlyPrice: 16,
  },
  pro: {
    id: 'pro',
    maxPagesPerWebsite: 10_000,
    name: 'Pro',
    creditsPerMonth: 200,
    websiteLimit: 3,
    monthlyPrice: 49,
    yearlyPrice: 40,
    popular: true,
  },
  business: {
    id: 'business',
    maxPagesPerWebsite: 50_000,
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

/** Pages a website may hold on this plan; the Free plan's ceiling when the plan is unknown. */
export function maxPagesOf(planId: string | null | undefined): number {
  return PLANS[planId as PlanId]?.maxPagesPerWebsite ?? PLANS.free.maxPagesPerWebsite;
}

/** The next plan up whose ceiling is higher, or null on the biggest plan. */
export function planWithMorePages(planId: string | null | undefined): Plan | null {
  const current = maxPagesOf(planId);
  return Object.values(PLANS).find((plan) => plan.maxPagesPerWebsite > current) ?? null;
}

/** Why a website's max pages is refused on the owner's plan, with the way up when there is one. */
export function maxPagesLimitMessage(planId: string | null | undefined): string {
  const name = PLANS[planId as PlanId]?.name ?? PLANS.free.name;
  const allowed = `Your ${name} plan allows up to ${maxPagesOf(planId).toLocaleString('en-US')} pages a website.`;
  const next = planWithMorePages(planId);
  return next
    ? `${allowed} Upgrade to ${next.name} for up to ${next.maxPagesPerWebsite.toLocaleString('en-US')}.`
    : allowed;
}

/** The plan's max pages ceiling as its plan card's feature line. */
export function maxPagesFeatureOf(plan: Plan): string {
  return `Up to ${plan.maxPagesPerWebsite.toLocaleString('en-US')} pages a website crawled and analysed`;
}
