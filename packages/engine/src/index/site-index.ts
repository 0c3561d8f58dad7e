import type { PageText } from '../page-text';
import { findAnchorsInBlock } from '../suggest/find-anchors';
import { buildAnchorDictionary } from './anchor-dictionary';
import { withLocalCanonicals } from './canonical-address';
import { comparableUrl, linkablePages } from './eligibility';
import { isHomePage, listingReasonOf } from './page-roles';
import { numberedReferencesOf } from './numbered-references';
import { buildPhraseTable } from './phrase-table';
import { proseLinksOf } from './prose-links';
import { withSpecificSections } from './specific-sections';
import { buildUrlAliases, resolveUrl } from './url-aliases';
import type { UrlAliases } from './url-aliases';
import type { PhraseTable } from './phrase-table';
import {
  blockKey,
  findBoilerplate,
  targetPhrasesOf,
  writesDefinitionLists,
} from './target-phrases';
import type { SiteBoilerplate } from './target-phrases';
import type { TargetPhrase } from './target-phrases';
import { indexSearchEvidence } from './search-evidence';
import type { PageSearchEvidence, SiteSearch } from './search-evidence';
import { buildTermVectors, cosine } from './term-vectors';
import { topicPhrasesOf, withMoreNames } from './topic-phrases';
import type { TermVector } from './term-vectors';
import type { TitleEnds } from '../text/title-ends';

export type SiteIndex = {
  pages: PageText[];
  /** Each page by its own URL (comparable form). */
  byUrl: Map<string, number>;
  /** Every URL a link may use for a page (its aliases too): resolve with `resolveUrl`. */
  aliases: UrlAliases;
  linkable: boolean[];
  /**
   * Why each page only lists others (an archive, search results, a later page of a list, a
   * feed), or null: such a page is no source of suggestions and, but for the home page, no
   * target, unless its owner turned it back on (`includedPages`).
   */
  listed: Array<string | null>;
  /** The names each linkable page goes by in its own text (title, headings, defined terms). */
  ownPhrases: Map<number, TargetPhrase[]>;
  phrases: PhraseTable;
  /** How many pages mention each phrase in their prose: a name on every page is an everyday word. */
  mentionPages: Map<string, number>;
  /**
   * How many pages mentions are counted on: all but those that only list others, whose
   * excerpts repeat their pages' words.
   */
  mentionScale: number;
  /**
   * How many other pages an average page names in its prose (pages naming none, and lists
   * of pages, left out). Sites that name many pages per page link a smaller share of those names.
   */
  namedPerPage: number;
  /** Block texts repeated across the site (notices, footers): never a place for a link. */
  boilerplateBlocks: Set<string>;
  /** What most titles begin or end with (the site's name): no part of a page's own title. */
  titleEnds: TitleEnds;
  /**
   * The share of each page's main-content text that is link text: near 1 for a table of
   * contents or a hub page, near 0 for prose.
   */
  linkShare: number[];
  /** Each page's links from its prose to other linkable pages, by target. */
  proseLinks: Map<number, Set<number>>;
  /**
   * Pages linking to each page from anywhere on them, menus included (orphans have none);
   * an archive listing it does not count: a blog lists every post, linked or not.
   */
  inbound: number[];
  vectors: TermVector[];
  idf: Map<string, number>;
  /** Pages by their strongest terms, to find related pages without comparing all pairs. */
  pagesByTerm: Map<string, number[]>;
  excluded: Set<string>;
  /** Each page's embedding (unit length) when the caller had them; null where missing. */
  embeddings: Array<Float64Array | null>;
  /** The site's search evidence (Search Console) matched to its pages; empty without it. */
  search: SiteSearch;
};

export type SiteIndexOptions = {
  /** (source, target) pairs never to propose: decided before (approved, applied). */
  excludedPairs?: Array<{ sourceUrl: string; targetUrl: string }>;
  /** (source, target) pairs the user rejected: never proposed again. */
  rejectedPairs?: Array<{ sourceUrl: string; targetUrl: string }>;
  /** Page embeddings by URL (any model): they join the TF-IDF terms in page similarity. */
  embeddings?: ReadonlyMap<string, readonly number[]>;
  /** Pages that only list others (archives and the like) which their owner wants linked all the same. */
  includedPages?: readonly string[];
  /**
   * Each page's search evidence (Search Console: totals, striking distance, top queries). A
   * query becomes a name its page goes by; without it the index is what it always was.
   */
  search?: readonly PageSearchEvidence[];
};

export function pairKey(sourceUrl: string, targetUrl: string): string {
  return `${comparableUrl(sourceUrl)}\u0000${comparableUrl(targetUrl)}`;
}

const TERMS_FOR_NEIGHBOURS = 8;
const PAGES_PER_TERM = 50;

function countMentions(
  pages: PageText[],
  listed: ReadonlyArray<string | null>,
  phrases: PhraseTable,
  boilerplate: SiteBoilerplate,
) {
  const mentionPages = new Map<string, number>();
  let naming = 0;
  let named = 0;
  let counted = 0;
  pages.forEach((page, source) => {
    if (listed[source] !== null) {
      return;
    }
    counted += 1;
    const keys = new Set<string>();
    const targets = new Set<number>();
    page.blocks.forEach((block, blockIndex) => {
      if (boilerplate.blocks.has(blockKey(block.text))) {
        return;
      }
      for (const candidate of findAnchorsInBlock(phrases, block, blockIndex)) {
        keys.add(candidate.phrase.key);
        if (candidate.phrase.target !== source) {
          targets.add(candidate.phrase.target);
        }
      }
    });
    for (const key of keys) {
      mentionPages.set(key, (mentionPages.get(key) ?? 0) + 1);
    }
    if (targets.size > 0) {
      naming += 1;
      named += targets.size;
    }
  });
  return { mentionPages, mentionScale: counted, namedPerPage: naming > 0 ? named / naming : 0 };
}

function countInbound(
  pages: PageText[],
  aliases: UrlAliases,
  listed: ReadonlyArray<string | null>,
): number[] {
  const inbound = pages.map(() => 0);
  pages.forEach((page, source) => {
    if (listed[source] !== null) {
      return;
    }
    const targets = new Set<number>();
    for (const link of page.links) {
      const target = resolveUrl(aliases, link.href);
      if (target !== undefined && target !== source) {
        targets.add(target);
      }
    }
    for (const target of targets) {
      inbound[target]! += 1;
    }
  });
  return inbound;
}

function linkShareOf(page: PageText): number {
  let text = 0;
  let linked = 0;
  for (const block of page.blocks) {
    text += block.text.length;
    for (const link of block.links) {
      linked += link.end - link.start;
    }
  }
  return text > 0 ? Math.min(1, linked / text) : 0;
}

function indexNeighbours(vectors: TermVector[], linkable: boolean[]): Map<string, number[]> {
  const weighted = new Map<string, Array<{ page: number; weight: number }>>();
  vectors.forEach((vector, page) => {
    if (!linkable[page]) {
      return;
    }
    for (const [term, weight] of [...vector].slice(0, TERMS_FOR_NEIGHBOURS)) {
      const list = weighted.get(term) ?? [];
      list.push({ page, weight });
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
  return pagesByTerm;
}

/**
 * Analyses a whole site once: the names every linkable page goes by (title, headings,
 * defined terms, the site's own anchors for it), how common each name is, inbound
 * links, and TF-IDF term vectors. The result is plain data, reusable for any number of
 * `suggestLinks` calls.
 */
export function buildSiteIndex(input: PageText[], options: SiteIndexOptions = {}): SiteIndex {
  // In URL order, so that ties broken by position never depend on the order pages came in.
  const pages = withLocalCanonicals(
    [...input].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)),
  );
  const byUrl = new Map<string, number>();
  pages.forEach((page, index) => byUrl.set(comparableUrl(page.url), index));
  const served = linkablePages(pages);
  const aliases = buildUrlAliases(pages, served);
  const included = new Set((options.includedPages ?? []).map(comparableUrl));
  const listed = pages.map((page) =>
    included.has(comparableUrl(page.url)) ? null : listingReasonOf(page),
  );
  const linkable = served.map(
    (ok, position) => ok && (listed[position] === null || isHomePage(pages[position]!)),
  );
  const boilerplate = findBoilerplate(pages);
  const site = { writesDefinitionLists: writesDefinitionLists(pages) };
  const named = new Map<number, TargetPhrase[]>();
  pages.forEach((page, target) => {
    if (linkable[target]) {
      named.set(target, targetPhrasesOf(page, boilerplate, site));
    }
  });
  const ownPhrases = withMoreNames(
    withMoreNames(
      withSpecificSections(named, pages, boilerplate.titleEnds),
      topicPhrasesOf(pages, linkable, listed, boilerplate.blocks),
    ),
    numberedReferencesOf(pages, linkable, boilerplate.blocks),
  );
  const search = indexSearchEvidence(
    pages.length,
    aliases,
    byUrl,
    linkable,
    options.search ?? [],
    ownPhrases,
  );
  const phrases = buildPhraseTable(ownPhrases, buildAnchorDictionary(pages, aliases, listed));
  const { vectors, idf } = buildTermVectors(pages);
  const excluded = new Set(
    [...(options.excludedPairs ?? []), ...(options.rejectedPairs ?? [])].map(
      ({ sourceUrl, targetUrl }) => pairKey(sourceUrl, targetUrl),
    ),
  );
  return {
    pages,
    byUrl,
    aliases,
    linkable,
    listed,
    ownPhrases,
    phrases,
    ...countMentions(pages, listed, phrases, boilerplate),
    boilerplateBlocks: boilerplate.blocks,
    titleEnds: boilerplate.titleEnds,
    linkShare: pages.map(linkShareOf),
    proseLinks: proseLinksOf(pages, aliases, linkable, boilerplate.blocks),
    inbound: countInbound(pages, aliases, listed),
    vectors,
    idf,
    pagesByTerm: indexNeighbours(vectors, linkable),
    excluded,
    embeddings: normalisedEmbeddings(pages, options.embeddings),
    search,
  };
}

/**
 * The same site with some pages replaced by versions with fewer links (a backtest hiding
 * links): what comes from links (the anchor dictionary, inbound links) is learnt again from
 * the replaced pages; what comes from text is reused. How many pages mention each name is
 * reused too: hiding a link frees its words, a difference of a handful of mentions.
 */
export function withReplacedPages(index: SiteIndex, replaced: Map<number, PageText>): SiteIndex {
  const pages = index.pages.map((page, position) => replaced.get(position) ?? page);
  return {
    ...index,
    pages,
    phrases: buildPhraseTable(
      index.ownPhrases,
      buildAnchorDictionary(pages, index.aliases, index.listed),
    ),
    proseLinks: proseLinksOf(pages, index.aliases, index.linkable, index.boilerplateBlocks),
    inbound: countInbound(pages, index.aliases, index.listed),
  };
}

function normalisedEmbeddings(
  pages: PageText[],
  embeddings: ReadonlyMap<string, readonly number[]> | undefined,
): Array<Float64Array | null> {
  const byUrl = new Map(
    [...(embeddings ?? [])].map(([url, vector]) => [comparableUrl(url), vector] as const),
  );
  return pages.map((page) => {
    const vector = byUrl.get(comparableUrl(page.url));
    const length = Math.hypot(...(vector ?? []));
    return vector && length > 0 ? Float64Array.from(vector, (value) => value / length) : null;
  });
}

/**
 * How alike two pages are (0–1): the cosine of their TF-IDF terms, averaged with the cosine
 * of their embeddings when both have one. Embedding cosines of unrelated texts sit well above
 * 0, so theirs counts from 0.5 up.
 */
export function pageSimilarity(index: SiteIndex, a: number, b: number): number {
  const lexical = cosine(index.vectors[a]!, index.vectors[b]!);
  const left = index.embeddings[a];
  const right = index.embeddings[b];
  if (!left || !right || left.length !== right.length) {
    return lexical;
  }
  let dot = 0;
  for (let i = 0; i < left.length; i += 1) {
    dot += left[i]! * right[i]!;
  }
  return (lexical + Math.max(0, (dot - 0.5) / 0.5)) / 2;
}
