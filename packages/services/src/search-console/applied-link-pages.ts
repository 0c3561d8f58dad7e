import type { AppliedLink } from '@linkloom/db';
import type { AppliedTarget } from './link-impact';

/** A page of applied links (their target, or their source), as impact measures it. */
export type AppliedPage = AppliedTarget & { published: number; seenLive: number };

/**
 * The applied links grouped by the page on one side (`targetUrl`: what they point at;
 * `sourceUrl`: the page that gained them), each with the day the first went live, how many,
 * and how they got there. Impact measures both sides (issue 52).
 */
export function groupAppliedLinks(
  links: readonly AppliedLink[],
  side: 'targetUrl' | 'sourceUrl',
): AppliedPage[] {
  const pages = new Map<string, AppliedPage>();
  for (const link of links) {
    const url = link[side];
    const entry = pages.get(url) ?? {
      targetUrl: url,
      appliedOn: link.day,
      links: 0,
      published: 0,
      seenLive: 0,
    };
    entry.appliedOn = link.day < entry.appliedOn ? link.day : entry.appliedOn;
    entry.links += 1;
    if (link.via === 'published') {
      entry.published += 1;
    } else {
      entry.seenLive += 1;
    }
    pages.set(url, entry);
  }
  return [...pages.values()].sort((a, b) => (a.targetUrl < b.targetUrl ? -1 : 1));
}
