import type { PageText } from '../page-text';
import { comparableUrl, isLinkableTarget } from './eligibility';
import { findBoilerplateSegments, targetPhrasesOf } from './target-phrases';
import type { TargetPhrase } from './target-phrases';
import { buildTermVectors } from './term-vectors';
import type { TermVector } from './term-vectors';

export type IndexedPhrase = TargetPhrase & { target: number };

export type SiteIndex = {
  pages: PageText[];
  byUrl: Map<string, number>;
  linkable: boolean[];
  phrases: IndexedPhrase[];
  /** Phrases by their first word (one-word names) or first two words (longer ones), longest first. */
  phrasesByLead: Map<string, IndexedPhrase[]>;
  /** How many linkable pages go by each phrase: a name shared by several pages is ambiguous. */
  phraseOwners: Map<string, number>;
  vectors: TermVector[];
  idf: Map<string, number>;
  /** Pages by their strongest terms, to find related pages without comparing all pairs. */
  pagesByTerm: Map<string, number[]>;
  excluded: Set<string>;
};

export type SiteIndexOptions = {
  /** (source, target) pairs never to propose again: rejected, or decided before. */
  excludedPairs?: Array<{ sourceUrl: string; targetUrl: string }>;
};

export function pairKey(sourceUrl: string, targetUrl: string): string {
  return `${comparableUrl(sourceUrl)}\u0000${comparableUrl(targetUrl)}`;
}

const TERMS_FOR_NEIGHBOURS = 8;
const PAGES_PER_TERM = 50;

/** The lookup key of a name: its only word, or its first two. */
export function leadOf(norms: string[]): string {
  return norms.length === 1 ? norms[0]! : `${norms[0]} ${norms[1]}`;
}

/** Analyses a whole site once: the names of every linkable page, term vectors and lookup tables. */
export function buildSiteIndex(pages: PageText[], options: SiteIndexOptions = {}): SiteIndex {
  const byUrl = new Map<string, number>();
  pages.forEach((page, index) => byUrl.set(comparableUrl(page.url), index));
  const linkable = pages.map(isLinkableTarget);
  const boilerplate = findBoilerplateSegments(pages.map((page) => page.title));

  const phrases: IndexedPhrase[] = [];
  pages.forEach((page, target) => {
    if (linkable[target]) {
      for (const phrase of targetPhrasesOf(page, boilerplate)) {
        phrases.push({ ...phrase, target });
      }
    }
  });
  const phraseOwners = new Map<string, number>();
  const phrasesByLead = new Map<string, IndexedPhrase[]>();
  for (const phrase of phrases) {
    const key = phrase.norms.join(' ');
    phraseOwners.set(key, (phraseOwners.get(key) ?? 0) + 1);
    const lead = leadOf(phrase.norms);
    const list = phrasesByLead.get(lead) ?? [];
    list.push(phrase);
    phrasesByLead.set(lead, list);
  }
  for (const list of phrasesByLead.values()) {
    list.sort((a, b) => b.norms.length - a.norms.length || a.target - b.target);
  }

  const { vectors, idf } = buildTermVectors(pages);
  const weighted = new Map<string, Array<{ page: number; weight: number }>>();
  vectors.forEach((vector, index) => {
    if (!linkable[index]) {
      return;
    }
    for (const [term, weight] of [...vector].slice(0, TERMS_FOR_NEIGHBOURS)) {
      const list = weighted.get(term) ?? [];
      list.push({ page: index, weight });
      weighted.set(term, list);
    }
  });
  // Only the pages a term matters most to: keeps neighbour search cheap on large sites.
  const pagesByTerm = new Map<string, number[]>();
  for (const [term, list] of weighted) {
    list.sort((a, b) => b.weight - a.weight || a.page - b.page);
    pagesByTerm.set(
      term,
      list.slice(0, PAGES_PER_TERM).map((entry) => entry.page),
    );
  }

  const excluded = new Set(
    (options.excludedPairs ?? []).map(({ sourceUrl, targetUrl }) => pairKey(sourceUrl, targetUrl)),
  );
  return {
    pages,
    byUrl,
    linkable,
    phrases,
    phrasesByLead,
    phraseOwners,
    vectors,
    idf,
    pagesByTerm,
    excluded,
  };
}
