import { findSiteAnalysis, findSiteAnalysisTime } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { createEquityEstimator } from '@linkloom/engine';
import type { EquityEstimator } from '@linkloom/engine';

/** Websites whose estimator a process keeps; the least recently used goes first. */
const CAPACITY = 16;

/**
 * The equity estimator of a website's latest analysis, built once per analysis: each call
 * reads only the analysis time (none when the caller read it already: `analysedAt`), and the
 * figures (megabytes on a large site) only when they changed. Every process keeps its own
 * cache, so API processes stay stateless.
 */
export function createEquityCache(db: Db) {
  const cache = new Map<string, { computedAt: number; estimator: EquityEstimator }>();

  return async function loadEquity(
    scope: WebsiteScope,
    analysedAt?: Date | null,
  ): Promise<EquityEstimator | null> {
    const { websiteId } = scope;
    const known = analysedAt === undefined ? await findSiteAnalysisTime(db, scope) : analysedAt;
    const computedAt = known?.getTime();
    if (computedAt === undefined) {
      return null;
    }
    const cached = cache.get(websiteId);
    cache.delete(websiteId);
    if (cached?.computedAt === computedAt) {
      cache.set(websiteId, cached);
      return cached.estimator;
    }
    const row = await findSiteAnalysis(db, scope, ['pages']);
    if (!row) {
      return null;
    }
    const entry = {
      computedAt: row.computedAt.getTime(),
      estimator: createEquityEstimator(row.data),
    };
    cache.set(websiteId, entry);
    if (cache.size > CAPACITY) {
      cache.delete(cache.keys().next().value!);
    }
    return entry.estimator;
  };
}
