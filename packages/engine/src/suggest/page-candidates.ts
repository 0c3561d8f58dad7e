import { comparableUrl, contentLinkedUrls, isSameLanguage } from '../index/eligibility';
import { isCopyOf } from '../index/page-copies';
import { pairKey } from '../index/site-index';
import type { SiteIndex } from '../index/site-index';
import { blockKey } from '../index/target-phrases';
import { resolveUrl } from '../index/url-aliases';
import { findAnchorsInBlock } from './find-anchors';
import type { AnchorCandidate } from './find-anchors';
import { pageMentionsOf } from './page-mentions';
import { referenceCandidatesIn } from './reference-candidates';
import { candidateFeatures, relatedPagesOf } from './score-candidate';
import type { CandidateFeatures } from './score-candidate';

/** An anchor candidate with its evidence, before any weights make a score of it. */
export type EvidencedCandidate = {
  candidate: AnchorCandidate;
  features: CandidateFeatures;
  reasons: string[];
  relevance: number;
};

/**
 * Which pages a source may link to: not itself under any of its URLs nor a copy of it (the
 * same text at another address, or its canonical: `index/page-copies.ts`), not a page its
 * content links already (under any alias; a link in its menus or sidebars is no reason to
 * leave a page out of its text), not an excluded pair, not a page in another language (a
 * translation is reached through the site's language switcher, and a reader of one
 * language is not sent to a page in another from the middle of a sentence), only linkable
 * pages.
 */
export function allowedTargetsOf(index: SiteIndex, source: number): (target: number) => boolean {
  const page = index.pages[source]!;
  const alreadyLinked = new Set(
    contentLinkedUrls(page).flatMap((url) => resolveUrl(index.aliases, url) ?? []),
  );
  const self = resolveUrl(index.aliases, page.url);
  // `/` and `/index.html` crawled as two pages are one page, whichever the other is.
  const ownUrls = new Set([page.url, page.finalUrl, page.canonical ?? page.url].map(comparableUrl));
  return (target) =>
    target !== source &&
    target !== self &&
    !ownUrls.has(comparableUrl(index.pages[target]!.url)) &&
    !isCopyOf(page, index.pages[target]!) &&
    index.linkable[target] === true &&
    isSameLanguage(page, index.pages[target]!) &&
    !alreadyLinked.has(target) &&
    !index.excluded.has(pairKey(page.url, index.pages[target]!.url));
}

/** Every place the source's prose names a page it may link to, with the evidence for each. */
export function evidencedCandidates(
  index: SiteIndex,
  source: number,
  isAllowed: (target: number) => boolean,
): EvidencedCandidate[] {
  const page = index.pages[source]!;
  const related = relatedPagesOf(index, source);
  const candidates = page.blocks
    .flatMap((block, blockIndex) =>
      index.boilerplateBlocks.has(blockKey(block.text))
        ? []
        : [
            ...findAnchorsInBlock(index.phrases, block, blockIndex),
            ...referenceCandidatesIn(index, block, blockIndex, isAllowed),
          ],
    )
    .filter((candidate) => isAllowed(candidate.phrase.target));
  const mentions = pageMentionsOf(candidates);
  return candidates.map((candidate) => ({
    candidate,
    ...candidateFeatures(index, related, candidate, mentions),
  }));
}
