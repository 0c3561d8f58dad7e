import type { PhraseOrigin } from '../index/target-phrases';
import { pageSimilarity } from '../index/site-index';
import type { SiteIndex } from '../index/site-index';
import { chromeLinkedUrls } from '../index/eligibility';
import { nearestPages } from '../index/neighbours';
import { searchKey } from '../index/search-evidence';
import { resolveUrl } from '../index/url-aliases';
import type { AnchorCandidate } from './find-anchors';
import type { PageMentions } from './page-mentions';
import { withoutTitleEnds } from '../text/title-ends';

export type ScoredCandidate = {
  candidate: AnchorCandidate;
  score: number;
  /** Topical similarity of source and target (`pageSimilarity`, 0–1). */
  relevance: number;
  reasons: string[];
};

export const ORIGIN_REASON: Record<PhraseOrigin, string> = {
  title: 'is the title of',
  heading: 'is the main heading of',
  title_part: 'is part of the title of',
  slug: 'is in the address of',
  topic: 'is a subject no page discusses more than',
  anchor: 'is how other pages already link to',
  section: 'names a section of',
  term: 'is a term defined on',
  definition: 'is defined on',
  search: 'is what people search to find',
  number: 'is how this site refers by number to',
  reference: 'refers to another post about',
};

/** 1240 → "1,240": figures as the reviewer reads them, the same on every machine. */
function thousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The evidence for one candidate, each a number a weight multiplies. */
export type CandidateFeatures = {
  bias: number;
  density: number;
  fromAnchor: number;
  fromSection: number;
  fromTerm: number;
  fromDefinition: number;
  fromTitlePart: number;
  fromSlug: number;
  fromTopic: number;
  fromNumber: number;
  /** The writer refers to another of their posts ("my post about X"): the strongest name there is. */
  fromReference: number;
  /**
   * A name for a page the site refers to by number ("Section 6.2"): where authors link such
   * pages their links read as numbers, so a name of one is seldom theirs.
   */
  nameOfNumbered: number;
  rarity: number;
  twoWords: number;
  threeWords: number;
  anchorUses: number;
  caseMatch: number;
  capitalised: number;
  quoted: number;
  code: number;
  identifier: number;
  relevance: number;
  sharedName: number;
  orphan: number;
  repeats: number;
  listed: number;
  targetHub: number;
  neighbourLinks: number;
  inChrome: number;
  plainWord: number;
  numeric: number;
  menuAnchor: number;
  /** The anchor is a query people search and find the target for (Search Console). */
  searchQuery: number;
  /**
   * The target ranks in striking distance (position 5–20 with impressions): a priority, not
   * a sign an editor would link, so its weight stays small and fixed (`fitWeights`).
   */
  strikingTarget: number;
};

export type FeatureWeights = Record<keyof CandidateFeatures, number>;

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
 * names, the smaller the share of names that become links: the log of names per page.
 */
function density(index: SiteIndex): number {
  return Math.log(Math.max(1, index.namedPerPage));
}

/** How one source page relates to others, computed once per target. */
export type RelatedPages = {
  /** The source page. */
  source: number;
  relevance(target: number): number;
  sharedTerms(target: number): string[];
  /** How many of the source's nearest pages that link in their prose link to the target, of how many. */
  neighbourLinks(target: number): { linking: number; of: number };
  /** Whether the source links the target from its menus, sidebars, header or footer. */
  inChrome(target: number): boolean;
};

// The pages most like the source whose prose links say what such a page links to.
const NEIGHBOURS = 10;

/** `compute` remembered per target: each is asked once a page. */
function perTarget<T>(compute: (target: number) => T): (target: number) => T {
  const known = new Map<number, T>();
  return (target) => {
    let value = known.get(target);
    if (value === undefined) {
      value = compute(target);
      known.set(target, value);
    }
    return value;
  };
}

export function relatedPagesOf(index: SiteIndex, source: number): RelatedPages {
  let neighbourTargets: { counts: Map<number, number>; of: number } | null = null;
  const chrome = new Set(
    chromeLinkedUrls(index.pages[source]!).flatMap((url) => resolveUrl(index.aliases, url) ?? []),
  );
  return {
    source,
    inChrome: (target) => chrome.has(target),
    neighbourLinks(target) {
      if (!neighbourTargets) {
        const counts = new Map<number, number>();
        const linking = nearestPages(index, source, NEIGHBOURS).filter((page) =>
          index.proseLinks.has(page),
        );
        for (const page of linking) {
          for (const linked of index.proseLinks.get(page)!) {
            counts.set(linked, (counts.get(linked) ?? 0) + 1);
          }
        }
        neighbourTargets = { counts, of: linking.length };
      }
      return { linking: neighbourTargets.counts.get(target) ?? 0, of: neighbourTargets.of };
    },
    relevance: perTarget((target) => pageSimilarity(index, source, target)),
    sharedTerms: perTarget((target) => sharedTerms(index, source, target)),
  };
}

/**
 * The evidence that an occurrence of a page's name in the source's prose deserves a link,
 * each piece a reviewer can check: where the name comes from, how it is written, how
 * specific and how common it is on the site, and how related the two pages are.
 * `mentions` says how often the source names each target.
 */
export function candidateFeatures(
  index: SiteIndex,
  related: RelatedPages,
  candidate: AnchorCandidate,
  mentions: PageMentions,
): { features: CandidateFeatures; reasons: string[]; relevance: number } {
  const { phrase } = candidate;
  const words = phrase.norms.length;
  const relevance = related.relevance(phrase.target);
  // 1 for a name only one page mentions, 0 for a name every page mentions. A small site
  // says little about how common a name is, so it counts as at least a hundred pages.
  const mentionPages = Math.max(1, index.mentionPages.get(phrase.key) ?? 0);
  const scale = Math.max(index.mentionScale, 100);
  const title = withoutTitleEnds(index.pages[phrase.target]!.title, index.titleEnds);
  const reasons = [`“${candidate.text}” ${ORIGIN_REASON[phrase.origin]} “${title}”`];
  const menuAnchor = phrase.anchorUses > 0 && phrase.proseAnchorUses === 0;
  if (menuAnchor) {
    reasons.push(
      `other pages link to it with this text only from menus and lists (${phrase.anchorUses})`,
    );
  } else if (phrase.anchorUses > 0 && phrase.origin !== 'anchor') {
    reasons.push(`other pages already link to it with this text (${phrase.anchorUses})`);
  }
  const capitalised = !candidate.caseMatch && candidate.capitalised && words > 1;
  if (candidate.caseMatch) {
    reasons.push('written with capitals, as a name');
  }
  if (capitalised) {
    reasons.push('begins with a capital mid-sentence, as a name');
  }
  if (candidate.quoted) {
    reasons.push('set in quotation marks, as a reference');
  }
  if (candidate.code) {
    reasons.push('set as code, as names of commands and settings are');
  }
  const identifier = isIdentifier(candidate.text);
  if (identifier && !candidate.code) {
    reasons.push('written as an identifier, not an everyday word');
  }
  const shared = related.sharedTerms(phrase.target);
  if (relevance >= 0.1 && shared.length > 0) {
    reasons.push(`both pages are about ${shared.join(', ')} (similarity ${relevance.toFixed(2)})`);
  }
  const neighbours = related.neighbourLinks(phrase.target);
  if (neighbours.linking >= 2) {
    reasons.push(`${neighbours.linking} of the ${neighbours.of} most similar pages link to it`);
  }
  const inChrome = related.inChrome(phrase.target);
  if (inChrome) {
    reasons.push('it is in this page’s menu, not in its text');
  }
  const query = index.search.queries.get(searchKey(phrase.target, phrase.key));
  if (query) {
    const found = `people search “${query.query}” and find “${title}”: ${thousands(query.impressions)} impressions, position ${query.position.toFixed(1)}`;
    if (phrase.origin === 'search') {
      reasons[0] = found;
    } else {
      reasons.push(found);
    }
  }
  const targetSearch = index.search.pages[phrase.target];
  const striking = targetSearch?.striking === true;
  if (striking) {
    reasons.push(
      `the target ranks at position ${targetSearch.position.toFixed(1)} in search: in striking distance, where links can lift it to page one`,
    );
  }
  const sourceClicks = index.search.pages[related.source]?.clicks ?? 0;
  if (sourceClicks > 0) {
    reasons.push(
      `this page gets ${thousands(sourceClicks)} clicks from search: the link will be seen`,
    );
  }
  const numbered = phrase.origin === 'number' ? null : numberedNameOf(index, phrase.target);
  if (numbered !== null) {
    reasons.push(
      `this site refers to it by number (“${numbered}”): its links to such pages read as numbers`,
    );
  }
  const orphan = index.inbound[phrase.target] === 0;
  if (orphan) {
    reasons.push('no other page links to the target yet');
  }
  const features: CandidateFeatures = {
    bias: 1,
    density: density(index),
    fromAnchor: phrase.origin === 'anchor' ? 1 : 0,
    fromSection: phrase.origin === 'section' ? 1 : 0,
    fromTerm: phrase.origin === 'term' ? 1 : 0,
    fromDefinition: phrase.origin === 'definition' ? 1 : 0,
    fromTitlePart: phrase.origin === 'title_part' ? 1 : 0,
    fromSlug: phrase.origin === 'slug' ? 1 : 0,
    fromTopic: phrase.origin === 'topic' ? 1 : 0,
    fromNumber: phrase.origin === 'number' ? 1 : 0,
    fromReference: phrase.origin === 'reference' ? 1 : 0,
    nameOfNumbered: numbered === null ? 0 : 1,
    rarity: Math.log(scale / mentionPages) / Math.log(scale),
    twoWords: words >= 2 ? 1 : 0,
    threeWords: words >= 3 ? 1 : 0,
    anchorUses: Math.min(3, Math.log2(1 + phrase.anchorUses)),
    caseMatch: candidate.caseMatch ? 1 : 0,
    capitalised: capitalised ? 1 : 0,
    quoted: candidate.quoted ? 1 : 0,
    code: candidate.code ? 1 : 0,
    identifier: identifier ? 1 : 0,
    relevance,
    sharedName: (index.phrases.owners.get(phrase.key) ?? 1) > 1 ? 1 : 0,
    orphan: orphan ? 1 : 0,
    repeats: Math.min(3, Math.log2(mentions.repeats.get(phrase.target) ?? 1)),
    listed: candidate.listed ? 1 : 0,
    targetHub: index.linkShare[phrase.target] ?? 0,
    neighbourLinks: neighbours.of > 0 ? neighbours.linking / neighbours.of : 0,
    inChrome: inChrome ? 1 : 0,
    plainWord:
      words === 1 && !candidate.code && !identifier && !/\p{Lu}/u.test(candidate.text) ? 1 : 0,
    // A numbered reference is evidence of its own, not a bare number.
    numeric: phrase.origin !== 'number' && NUMERIC.test(candidate.text) ? 1 : 0,
    menuAnchor: menuAnchor ? 1 : 0,
    searchQuery: query ? 1 : 0,
    strikingTarget: striking ? 1 : 0,
  };
  return { features, reasons, relevance };
}

// One word that no dictionary has: joined by `_`, `.` or `-`, with a capital inside or a
// digit (`pg_dump`, `os.path`, `git-commit`, `QuerySet`, `IPv6`). It names one thing.
const IDENTIFIER = /^\S*(?:[_.]\p{L}|\p{L}-\p{L}|\p{Ll}\p{Lu}|\p{N})\S*$/u;

// A number, a version or a date as a word of the anchor ("2.4", "1.3.2", "2024").
const NUMERIC = /(?:^|\s)v?\d+(?:[.,:/-]\d+)*(?:\s|$)/u;

/** How the site refers to a page by number ("Section 6.2"), or null when it does not. */
function numberedNameOf(index: SiteIndex, target: number): string | null {
  const phrases = index.ownPhrases.get(target) ?? [];
  return phrases.find((phrase) => phrase.origin === 'number')?.display ?? null;
}

function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text);
}

/** The linear score of the evidence under the weights, as a probability (0–1). */
export function scoreOf(features: CandidateFeatures, weights: FeatureWeights): number {
  let logit = 0;
  for (const key of Object.keys(weights) as Array<keyof CandidateFeatures>) {
    logit += weights[key] * features[key];
  }
  return Math.round(1000 / (1 + Math.exp(-logit))) / 1000;
}
