import type { PhraseOrigin } from '../index/target-phrases';
import { pageSimilarity } from '../index/site-index';
import type { SiteIndex } from '../index/site-index';
import type { AnchorCandidate } from './find-anchors';

export type ScoredCandidate = {
  candidate: AnchorCandidate;
  score: number;
  /** Topical similarity of source and target (`pageSimilarity`, 0–1). */
  relevance: number;
  reasons: string[];
};

// Log-odds weights of the evidence. Set by hand on the shape logistic regression gave
// over the developer site's human links (general features only: no vocabulary, no markup).
const ORIGIN_WEIGHT: Record<PhraseOrigin, number> = {
  title: 0,
  heading: 0,
  anchor: 0.5,
  section: -0.3,
  term: 0,
};

const ORIGIN_REASON: Record<PhraseOrigin, string> = {
  title: 'is the title of',
  heading: 'is the main heading of',
  anchor: 'is how other pages already link to',
  section: 'names a section of',
  term: 'is a term defined on',
};

const WEIGHTS = {
  bias: -6.9,
  twoWords: 1.15,
  threeWords: 0.15,
  caseMatch: 1.6,
  capitalised: 1.1,
  quoted: 1.8,
  anchorUses: 0.9,
  sharedName: -0.55,
  rarity: 1.85,
  relevance: 1.45,
  orphan: 0.3,
};

// Pages named per page on the site the weights were set on; the bias holds for that density.
const REFERENCE_NAMED_PER_PAGE = 26;
const MAX_DENSITY_SHIFT = 3;

/** The few terms that weigh most in both pages, for the reason shown to the reviewer. */
export function sharedTerms(index: SiteIndex, source: number, target: number): string[] {
  const sourceVector = index.vectors[source]!;
  const shared: string[] = [];
  for (const term of index.vectors[target]!.keys()) {
    if (sourceVector.has(term)) {
      shared.push(term);
      if (shared.length === 3) {
        break;
      }
    }
  }
  return shared;
}

/**
 * Authors add a handful of links per page whatever the site, so the more pages a page
 * names, the smaller the share of names that become links: the prior moves with the
 * site's density of names.
 */
function densityShift(index: SiteIndex): number {
  const shift = Math.log(REFERENCE_NAMED_PER_PAGE / Math.max(1, index.namedPerPage));
  return Math.max(-MAX_DENSITY_SHIFT, Math.min(MAX_DENSITY_SHIFT, shift));
}

/** How one source page relates to others, computed once per target. */
export type RelatedPages = {
  relevance(target: number): number;
  sharedTerms(target: number): string[];
};

export function relatedPagesOf(index: SiteIndex, source: number): RelatedPages {
  const relevance = new Map<number, number>();
  const shared = new Map<number, string[]>();
  return {
    relevance(target) {
      let value = relevance.get(target);
      if (value === undefined) {
        value = pageSimilarity(index, source, target);
        relevance.set(target, value);
      }
      return value;
    },
    sharedTerms(target) {
      let value = shared.get(target);
      if (value === undefined) {
        value = sharedTerms(index, source, target);
        shared.set(target, value);
      }
      return value;
    },
  };
}

/**
 * How strongly an occurrence of a page's name in the source's prose deserves a link,
 * from evidence a reviewer can check: where the name comes from, how it is written,
 * how specific and how common it is on the site, and how related the two pages are.
 */
export function scoreCandidate(
  index: SiteIndex,
  related: RelatedPages,
  candidate: AnchorCandidate,
): ScoredCandidate {
  const { phrase } = candidate;
  const words = phrase.norms.length;
  const pageCount = index.pages.length;
  const relevance = related.relevance(phrase.target);
  // 1 for a name only one page mentions, 0 for a name every page mentions. A small site
  // says little about how common a name is, so it counts as at least a hundred pages.
  const mentions = Math.max(1, index.mentionPages.get(phrase.key) ?? 0);
  const scale = Math.max(pageCount, 100);
  const rarity = Math.log(scale / mentions) / Math.log(scale);
  const title = index.pages[phrase.target]!.title;
  const reasons = [`“${candidate.text}” ${ORIGIN_REASON[phrase.origin]} “${title}”`];

  let logit = WEIGHTS.bias + densityShift(index) + ORIGIN_WEIGHT[phrase.origin];
  logit += WEIGHTS.rarity * rarity;
  logit += words >= 2 ? WEIGHTS.twoWords : 0;
  logit += words >= 3 ? WEIGHTS.threeWords : 0;
  if (phrase.anchorUses > 0) {
    logit += WEIGHTS.anchorUses * Math.min(3, Math.log2(1 + phrase.anchorUses));
    if (phrase.origin !== 'anchor') {
      reasons.push(`other pages already link to it with this text (${phrase.anchorUses})`);
    }
  }
  if (candidate.caseMatch) {
    logit += WEIGHTS.caseMatch;
    reasons.push('written with capitals, as a name');
  }
  if (!candidate.caseMatch && candidate.capitalised && words > 1) {
    logit += WEIGHTS.capitalised;
    reasons.push('begins with a capital mid-sentence, as a name');
  }
  if (candidate.quoted) {
    logit += WEIGHTS.quoted;
    reasons.push('set in quotation marks, as a reference');
  }
  logit += WEIGHTS.relevance * relevance;
  const shared = related.sharedTerms(phrase.target);
  if (relevance >= 0.1 && shared.length > 0) {
    reasons.push(`both pages are about ${shared.join(', ')} (similarity ${relevance.toFixed(2)})`);
  }
  if ((index.phrases.owners.get(phrase.key) ?? 1) > 1) {
    logit += WEIGHTS.sharedName;
  }
  if (index.inbound[phrase.target] === 0) {
    logit += WEIGHTS.orphan;
    reasons.push('no other page links to the target yet');
  }
  const score = 1 / (1 + Math.exp(-logit));
  return { candidate, score: Math.round(score * 1000) / 1000, relevance, reasons };
}
