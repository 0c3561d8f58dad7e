import { resolveUrl } from '../index/url-aliases';
import { withReplacedPages } from '../index/site-index';
import type { SiteIndex } from '../index/site-index';
import { blockKey } from '../index/target-phrases';
import type { PageText } from '../page-text';
import { suggestLinks } from '../suggest/suggest-links';
import { fallbackCalibration } from './fallback';
import { fitIsotonic } from './isotonic';
import type { Outcome } from './isotonic';
import { bandsOf, chooseCutoff } from './measure';
import { DEFAULT_TARGET_PRECISION, pageBestCutoffOf, round } from './site-calibration';
import type { SiteCalibration } from './site-calibration';

export type CalibrateOptions = {
  /** The precision the cut-off aims for (0–1), default 0.6. */
  targetPrecision?: number;
  /** Suggestions per page, as the product will ask for them. */
  maxSuggestionsPerPage?: number;
};

/** Below this many prose link pairs a site says too little about itself: the pooled fallback is used. */
export const MIN_LINK_PAIRS = 30;
// The share of the linking pages whose links are hidden, and at most how many are re-analysed.
const HIDDEN_SHARE = 0.2;
const MAX_BACKTEST_SOURCES = 300;

/**
 * Links in prose sit among words: a block whose text is more than half link text is a list
 * of links (a table of contents, a menu), which no one writes one link at a time.
 */
function isProse(block: PageText['blocks'][number]): boolean {
  const linked = block.links.reduce((sum, link) => sum + (link.end - link.start), 0);
  return linked <= block.text.trim().length * 0.5;
}

/** Each page's prose links to other linkable pages of the site, by target. */
export function proseLinkPairs(index: SiteIndex): Map<number, Set<number>> {
  const pairs = new Map<number, Set<number>>();
  index.pages.forEach((page, source) => {
    for (const block of page.blocks) {
      if (index.boilerplateBlocks.has(blockKey(block.text)) || !isProse(block)) {
        continue;
      }
      for (const link of block.links) {
        const target = resolveUrl(index.aliases, link.href);
        if (target === undefined || target === source || !index.linkable[target]) {
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

/**
 * The pages whose prose links the backtest hides: a deterministic 20 % of the pages that
 * link (at most 300), in an order that does not follow the site's own, plus more pages
 * while fewer than 30 pairs are hidden.
 */
export function backtestSample(index: SiteIndex, pairs: Map<number, Set<number>>): number[] {
  const order = [...pairs.keys()].sort(
    (a, b) =>
      hashOf(index.pages[a]!.url) - hashOf(index.pages[b]!.url) ||
      index.pages[a]!.url.localeCompare(index.pages[b]!.url),
  );
  const pages = Math.min(MAX_BACKTEST_SOURCES, Math.ceil(order.length * HIDDEN_SHARE));
  const sample: number[] = [];
  let hidden = 0;
  for (const source of order) {
    if (sample.length >= pages && hidden >= MIN_LINK_PAIRS) {
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
    const target = resolveUrl(index.aliases, href);
    return target !== undefined && targets.has(target);
  };
  // The page's link list holds the prose links too; menus linking the same page stay.
  const proseTexts = new Map<string, number>();
  for (const block of page.blocks) {
    for (const link of block.links) {
      if (hidden(link.href)) {
        const key = `${link.href}\u0000${block.text.slice(link.start, link.end).trim()}`;
        proseTexts.set(key, (proseTexts.get(key) ?? 0) + 1);
      }
    }
  }
  return {
    ...page,
    links: page.links.filter((link) => {
      const key = `${link.href}\u0000${link.anchorText.trim()}`;
      const left = proseTexts.get(key) ?? 0;
      if (link.placement !== 'main' || left === 0) {
        return true;
      }
      proseTexts.set(key, left - 1);
      return false;
    }),
    blocks: page.blocks.map((block) => ({
      ...block,
      links: block.links.filter((link) => !hidden(link.href)),
    })),
  };
}

/** The site as it would read had the sampled pages' authors not made their prose links. */
export function hideLinks(
  index: SiteIndex,
  sample: number[],
  pairs: Map<number, Set<number>>,
): SiteIndex {
  const replaced = new Map(
    sample.map((source) => [
      source,
      withoutLinksTo(index, index.pages[source]!, pairs.get(source)!),
    ]),
  );
  return withReplacedPages(index, replaced);
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
  const hiddenIndex = hideLinks(index, sample, pairs);
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
      const target = resolveUrl(index.aliases, suggestion.targetUrl);
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
    pageBestCutoff: pageBestCutoffOf(curve, chosen.cutoff),
    precision: round(chosen.suggestions > 0 ? chosen.hits / chosen.suggestions : 0),
    recall: round(hiddenPairs > 0 ? chosen.hits / hiddenPairs : 0),
    bands: bandsOf(outcomes, curve),
    curve,
  };
}
