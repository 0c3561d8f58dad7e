import { comparableUrl } from '../index/eligibility';
import { withReplacedPages } from '../index/site-index';
import type { SiteIndex } from '../index/site-index';
import { blockKey } from '../index/target-phrases';
import type { PageText } from '../page-text';
import { suggestLinks } from '../suggest/suggest-links';
import { fallbackCalibration } from './fallback';
import { fitIsotonic } from './isotonic';
import type { Outcome } from './isotonic';
import { bandsOf, chooseCutoff } from './measure';
import { DEFAULT_TARGET_PRECISION, round } from './site-calibration';
import type { SiteCalibration } from './site-calibration';

export type CalibrateOptions = {
  /** The precision the cut-off aims for (0–1), default 0.6. */
  targetPrecision?: number;
  /** Suggestions per page, as the product will ask for them. */
  maxSuggestionsPerPage?: number;
};

/** Below this many prose link pairs a site says too little about itself: the pooled fallback is used. */
export const MIN_LINK_PAIRS = 30;
// The share of the site's link pairs hidden, and at most how many pages are re-analysed.
const HIDDEN_SHARE = 0.3;
const MAX_BACKTEST_SOURCES = 400;

/** A block link is prose when words around it are not part of the link (not a menu or list of links). */
function isProseLink(text: string, link: { start: number; end: number }): boolean {
  return link.end - link.start < text.trim().length * 0.9;
}

/** Each page's prose links to other linkable pages of the site, by target. */
export function proseLinkPairs(index: SiteIndex): Map<number, Set<number>> {
  const pairs = new Map<number, Set<number>>();
  index.pages.forEach((page, source) => {
    for (const block of page.blocks) {
      if (index.boilerplateBlocks.has(blockKey(block.text))) {
        continue;
      }
      for (const link of block.links) {
        const target = index.byUrl.get(comparableUrl(link.href));
        if (
          target === undefined ||
          target === source ||
          !index.linkable[target] ||
          !isProseLink(block.text, link)
        ) {
          continue;
        }
        const targets = pairs.get(source) ?? new Set<number>();
        targets.add(target);
        pairs.set(source, targets);
      }
    }
  });
  return pairs;
}

/** FNV-1a: a stable order of pages that does not follow the site's own order. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The pages whose prose links the backtest hides: a deterministic sample, about 30 % of the pairs. */
export function backtestSample(index: SiteIndex, pairs: Map<number, Set<number>>): number[] {
  const total = [...pairs.values()].reduce((sum, targets) => sum + targets.size, 0);
  const wanted = Math.max(MIN_LINK_PAIRS, Math.ceil(total * HIDDEN_SHARE));
  const order = [...pairs.keys()].sort(
    (a, b) =>
      hashOf(index.pages[a]!.url) - hashOf(index.pages[b]!.url) ||
      index.pages[a]!.url.localeCompare(index.pages[b]!.url),
  );
  const sample: number[] = [];
  let hidden = 0;
  for (const source of order) {
    if (hidden >= wanted || sample.length >= MAX_BACKTEST_SOURCES) {
      break;
    }
    sample.push(source);
    hidden += pairs.get(source)!.size;
  }
  return sample;
}

/** The page as it would read had its author not linked these targets: the words stay, the links go. */
function withoutLinksTo(index: SiteIndex, page: PageText, targets: Set<number>): PageText {
  const hidden = (href: string) => {
    const target = index.byUrl.get(comparableUrl(href));
    return target !== undefined && targets.has(target);
  };
  return {
    ...page,
    links: page.links.filter((link) => link.placement !== 'main' || !hidden(link.href)),
    blocks: page.blocks.map((block) => ({
      ...block,
      links: block.links.filter((link) => !hidden(link.href)),
    })),
  };
}

/**
 * Backtests the engine on the site's own links: hides the prose links of a deterministic
 * sample of pages (in memory), predicts links for those pages from the rest of the site,
 * and measures how often a suggestion is one of the hidden links, score band by band. From
 * that come the calibrated confidence of a raw score and the site's cut-off. A site with
 * fewer than 30 prose link pairs gets the pooled developer-site calibration instead.
 */
export function calibrateSite(index: SiteIndex, options: CalibrateOptions = {}): SiteCalibration {
  const targetPrecision = options.targetPrecision ?? DEFAULT_TARGET_PRECISION;
  const pairs = proseLinkPairs(index);
  const linkPairs = [...pairs.values()].reduce((sum, targets) => sum + targets.size, 0);
  if (linkPairs < MIN_LINK_PAIRS) {
    return fallbackCalibration(linkPairs, targetPrecision);
  }
  const sample = backtestSample(index, pairs);
  const replaced = new Map(
    sample.map((source) => [
      source,
      withoutLinksTo(index, index.pages[source]!, pairs.get(source)!),
    ]),
  );
  const hiddenIndex = withReplacedPages(index, replaced);
  const outcomes: Outcome[] = [];
  let hiddenPairs = 0;
  for (const source of sample) {
    const hidden = pairs.get(source)!;
    hiddenPairs += hidden.size;
    const suggestions = suggestLinks(hiddenIndex, index.pages[source]!.url, {
      maxSuggestionsPerPage: options.maxSuggestionsPerPage ?? 8,
      minScore: 0,
      passages: false,
    });
    for (const suggestion of suggestions) {
      const target = index.byUrl.get(comparableUrl(suggestion.targetUrl));
      outcomes.push({
        score: suggestion.score,
        hit: target !== undefined && hidden.has(target),
      });
    }
  }
  const chosen = chooseCutoff(outcomes, hiddenPairs, targetPrecision);
  const curve = fitIsotonic(outcomes);
  return {
    basis: 'site',
    linkPairs,
    hiddenPairs,
    foundPairs: chosen.hits,
    suggestions: chosen.suggestions,
    targetPrecision,
    cutoff: chosen.cutoff,
    precision: round(chosen.suggestions > 0 ? chosen.hits / chosen.suggestions : 0),
    recall: round(hiddenPairs > 0 ? chosen.hits / hiddenPairs : 0),
    bands: bandsOf(outcomes, curve),
    curve,
  };
}
