import type { LinkQuality } from '@linkloom/contracts';

/** A share (0–1) as a whole percent: 0.634 → '63%'. */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function linksOf(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'link' : 'links'}`;
}

/**
 * The measured quality in one plain sentence: on the site's own links when it has enough,
 * else honestly from the reference sites; before the first analysis, when it will be measured.
 */
export function describeLinkQuality(quality: LinkQuality | null): string {
  if (!quality) {
    return 'Linkloom measures how good its suggestions are for this site at the first analysis, on the links your site already has.';
  }
  const found = formatPercent(quality.recall);
  const right = formatPercent(quality.precision);
  if (quality.basis === 'site' && (quality.labelFrequency ?? 1) < 1) {
    const made = formatPercent(quality.labelFrequency ?? 1);
    return `Your pages seem to carry about ${made} of the links their text calls for. Judged on the ${linksOf(quality.linkPairs)} they already have, Linkloom finds ${found} of the links still missing and is right ${right} of the time at this setting.`;
  }
  if (quality.basis === 'site') {
    return `On ${linksOf(quality.linkPairs)} your site already has, Linkloom found ${found} and was right ${right} of the time at this setting.`;
  }
  const why =
    quality.linkPairs === 0
      ? 'Your site has no links in its pages’ text yet to measure Linkloom on'
      : `Too few of the ${linksOf(quality.linkPairs)} in your pages’ text are ones Linkloom can find again by name to measure it on`;
  return `${why}, so these figures come from reference documentation sites: there, Linkloom found ${found} of their authors' links and was right ${right} of the time at this setting.`;
}

/**
 * How sure the estimate is, and what it rests on: a range, never one number alone; null for a
 * measure taken before ranges were kept.
 */
export function describeCertainty(quality: LinkQuality): string | null {
  if (!quality.precisionRange) {
    return null;
  }
  const [low, high] = quality.precisionRange.map(formatPercent);
  if (quality.basis === 'site') {
    return `How sure: right ${low} to ${high} of the time (a 90% range), estimated from your site's own links.`;
  }
  const ownCutoff =
    quality.siteCandidates === undefined
      ? ''
      : ` The cut-off is your site's own: it is set where the ${quality.siteCandidates.toLocaleString('en-US')} possible links Linkloom read on your pages, each judged as likely as on those sites, should balance precision and recall best.`;
  return `How sure: estimated from other sites, where this setting was right ${low} to ${high} of the time.${ownCutoff}`;
}

/** How the figures were measured, for the disclosure under the sentence. */
export function describeMethod(quality: LinkQuality): string {
  const hidden = quality.hiddenPairs.toLocaleString('en-US');
  const found = quality.foundPairs.toLocaleString('en-US');
  if (quality.basis === 'site') {
    return `Linkloom set aside ${hidden} of the links your pages already have, analysed those pages as if the links were not there, and counted how many of its suggestions were the links you made. It found ${found} of the ${hidden} again. The table groups the suggestions by how likely Linkloom judged them and shows how often each group was right.`;
  }
  return `On reference documentation sites whose authors' links are known, Linkloom analysed the pages without those links and counted how many of its suggestions were links the authors made: ${found} of ${hidden}. The table groups the suggestions by how likely Linkloom judged them and shows how often each group was right.`;
}
