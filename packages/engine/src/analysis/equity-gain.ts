import { PLACEMENT_WEIGHT, toEquityScore } from '../graph/link-equity';
import { comparableUrl } from '../index/eligibility';
import type { SiteAnalysis } from './site-analysis';

export type EquityEstimator = {
  /** A page's current equity (0–100), or null when the analysis does not know it. */
  equityOf(url: string): number | null;
  /**
   * Points of equity (0–100 scale, one decimal, ≥ 0) the target gains from a new prose
   * link on the source; 0 when the source already links to it; null when either page is
   * unknown or the analysis predates the figures the estimate needs.
   */
  gainOf(sourceUrl: string, targetUrl: string): number | null;
};

/**
 * Looks pages up in a site analysis by comparable URL (built once, so many suggestions
 * cost one pass) and estimates what a new link would do to its target's equity.
 *
 * One PageRank step: a prose link (weight 1) from a source with outgoing weight W passes
 * damping × rank(source) / (W + 1) to the target; the source's existing links each pass a
 * little less, which is not reported. A source with no links spread its rank over all N
 * pages, so the target gains damping × rank(source) × (1 − 1/N). The target's rank before
 * and after goes through the same log mapping as the stored equity; the result is capped
 * at 100 and the difference rounded to one decimal.
 */
export function createEquityEstimator(analysis: SiteAnalysis): EquityEstimator {
  const indexOf = new Map(analysis.pages.map((page, index) => [comparableUrl(page.url), index]));
  const scale = analysis.equityScale;
  const pageCount = analysis.pages.length;

  function find(url: string) {
    const index = indexOf.get(comparableUrl(url));
    return index === undefined ? null : { index, page: analysis.pages[index]! };
  }

  return {
    equityOf(url) {
      return find(url)?.page.equity ?? null;
    },
    gainOf(sourceUrl, targetUrl) {
      const source = find(sourceUrl);
      const target = find(targetUrl);
      if (!scale || !source || !target) {
        return null;
      }
      const { rank: sourceRank, outWeight, linksTo } = source.page;
      const targetRank = target.page.rank;
      if (
        sourceRank === undefined ||
        outWeight === undefined ||
        linksTo === undefined ||
        targetRank === undefined
      ) {
        return null;
      }
      if (source.index === target.index || linksTo.includes(target.index)) {
        return 0;
      }
      const weight = PLACEMENT_WEIGHT.main;
      const passed =
        outWeight > 0
          ? (scale.damping * sourceRank * weight) / (outWeight + weight)
          : scale.damping * sourceRank * (1 - 1 / pageCount);
      const before = Math.min(100, Math.max(0, toEquityScore(targetRank, scale)));
      const after = Math.min(100, Math.max(0, toEquityScore(targetRank + passed, scale)));
      return Math.max(0, Math.round((after - before) * 10) / 10);
    },
  };
}
