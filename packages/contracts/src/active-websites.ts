import { z } from 'zod';
import { PLANS, websiteLimitOf } from './plans';
import type { PlanId } from './plans';

/** The plan's display name; Free for an unknown plan. */
export function planNameOf(planId: string | null | undefined): string {
  return PLANS[planId as PlanId]?.name ?? 'Free';
}

function activeWebsitesPhrase(planId: string | null | undefined): string {
  const max = websiteLimitOf(planId);
  return `${max} active website${max === 1 ? '' : 's'}`;
}

/** Why a paused website's crawl stopped, on its Crawls screen. */
export const WEBSITE_PAUSED_CRAWL_REASON =
  'Crawl stopped: this website is paused because your plan allows fewer active websites.';

/** Why a write on a website paused by the plan is refused, and how to fix it (issue 54). */
export function websitePausedMessage(planId: string | null | undefined): string {
  return `This website is paused: your ${planNameOf(planId)} plan allows ${activeWebsitesPhrase(planId)}. Choose which website stays active, or upgrade.`;
}

/** Why a choice of active websites is refused: more than the plan allows. */
export function tooManyActiveWebsitesMessage(
  planId: string | null | undefined,
  chosen: number,
): string {
  return `Your ${planNameOf(planId)} plan allows ${activeWebsitesPhrase(planId)}; you chose ${chosen}. Choose fewer, or upgrade.`;
}

export const activeWebsitesBodySchema = z.object({
  websiteIds: z
    .array(z.uuid({ error: 'Website not found' }))
    .min(1, 'Choose at least one website to keep active.'),
});
export type ActiveWebsitesBody = z.infer<typeof activeWebsitesBodySchema>;

export const activeWebsiteChoiceSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  url: z.string(),
  pausedByPlan: z.boolean(),
});
export type ActiveWebsiteChoice = z.infer<typeof activeWebsiteChoiceSchema>;

/** The owner's websites against the plan's limit: which are active, which paused. */
export const activeWebsitesSchema = z.object({
  planName: z.string(),
  limit: z.number().int(),
  activeCount: z.number().int(),
  websites: z.array(activeWebsiteChoiceSchema),
});
export type ActiveWebsites = z.infer<typeof activeWebsitesSchema>;
