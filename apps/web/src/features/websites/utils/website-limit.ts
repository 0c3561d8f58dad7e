import { websiteLimitMessage, websiteLimitOf } from '@linkloom/contracts';

export type WebsiteLimit = {
  canAdd: boolean;
  /** Spec §5's message, when adding is locked. */
  hint: string | null;
  /** 'Upgrade to Pro' or 'Upgrade to Business'; null when no plan offers more. */
  upgradeLabel: string | null;
};

/**
 * Spec §5: adding is allowed only while the website count is below the plan's maximum.
 * An unknown plan (still loading) never locks: the server enforces the limit anyway.
 */
export function getWebsiteLimit(plan: string | null | undefined, count: number): WebsiteLimit {
  if (plan === null || plan === undefined || count < websiteLimitOf(plan)) {
    return { canAdd: true, hint: null, upgradeLabel: null };
  }
  const upgradeLabel =
    plan === 'pro' ? 'Upgrade to Business' : plan === 'business' ? null : 'Upgrade to Pro';
  return { canAdd: false, hint: websiteLimitMessage(plan, count), upgradeLabel };
}
