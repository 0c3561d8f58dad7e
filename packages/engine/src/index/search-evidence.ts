import { phraseNorms } from '../text/phrase-text';
import { comparableUrl } from './eligibility';
import { addPhrase } from './target-phrases';
import type { TargetPhrase } from './target-phrases';
import { resolveUrl } from './url-aliases';
import type { UrlAliases } from './url-aliases';

/** One query a page is found for in search (Google Search Console), over the imported window. */
export type SearchQueryEvidence = {
  query: string;
  clicks: number;
  impressions: number;
  /** Average position, impression-weighted. */
  position: number;
};

/**
 * A page's search evidence: its totals, whether it ranks in striking distance (position 5–20
 * with impressions) and the top queries people find it for. The caller loads it (the engine
 * reads no data source); a site without it is indexed exactly as before.
 */
export type PageSearchEvidence = {
  url: string;
  clicks: number;
  impressions: number;
  position: number;
  striking: boolean;
  queries: SearchQueryEvidence[];
};

/** What the index keeps of the search evidence. */
export type SiteSearch = {
  /** Each page's own evidence, by page; null for a page search shows no figures for. */
  pages: Array<PageSearchEvidence | null>;
  /** The query behind each (target, phrase key), `${target}\u0000${key}`. */
  queries: Map<string, SearchQueryEvidence>;
};

export function searchKey(target: number, key: string): string {
  return `${target}\u0000${key}`;
}

// A one-word query ("coffee") names a subject, not a page.
const MIN_QUERY_WORDS = 2;
const MAX_QUERY_WORDS = 6;

/**
 * The search evidence matched to the index's pages (by URL or alias), and the names each
 * linkable page goes by because people search them and find it: a query of two to six
 * words becomes a 'search' phrase of its target, unless the page already goes by it.
 */
export function indexSearchEvidence(
  pageCount: number,
  aliases: UrlAliases,
  byUrl: Map<string, number>,
  linkable: boolean[],
  evidence: readonly PageSearchEvidence[],
  ownPhrases: Map<number, TargetPhrase[]>,
): SiteSearch {
  const pages: Array<PageSearchEvidence | null> = Array.from({ length: pageCount }, () => null);
  const queries = new Map<string, SearchQueryEvidence>();
  for (const entry of evidence) {
    const page = byUrl.get(comparableUrl(entry.url)) ?? resolveUrl(aliases, entry.url);
    if (page === undefined || pages[page] !== null) {
      continue;
    }
    pages[page] = entry;
    const own = ownPhrases.get(page);
    if (!linkable[page] || !own) {
      continue;
    }
    for (const query of entry.queries) {
      const norms = phraseNorms(query.query);
      if (!norms || norms.length < MIN_QUERY_WORDS || norms.length > MAX_QUERY_WORDS) {
        continue;
      }
      const key = searchKey(page, norms.join(' '));
      if (!queries.has(key)) {
        queries.set(key, query);
        addPhrase(own, query.query, 'search');
      }
    }
  }
  return { pages, queries };
}
