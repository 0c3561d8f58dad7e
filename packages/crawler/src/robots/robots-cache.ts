import type { SafeFetcher } from '../fetch/safe-fetcher';
import type { OnLog } from '../log';
import { fetchRobotsRules } from './robots-rules';
import type { RobotsRules } from './robots-rules';

export type RobotsCache = {
  /** The rules for `url`'s origin, fetched once per origin for the life of the cache. */
  rulesFor(url: string): Promise<RobotsRules>;
};

/** A robots.txt cache for one crawl or discovery run; logs each origin's summary once. */
export function createRobotsCache({
  fetcher,
  signal,
  onLog,
}: {
  fetcher: SafeFetcher;
  signal?: AbortSignal;
  onLog?: OnLog;
}): RobotsCache {
  const byOrigin = new Map<string, Promise<RobotsRules>>();
  return {
    rulesFor(url) {
      const origin = new URL(url).origin;
      let rules = byOrigin.get(origin);
      if (rules === undefined) {
        rules = fetchRobotsRules(origin, { fetcher, ...(signal ? { signal } : {}) }).then(
          (result) => {
            onLog?.({
              level: result.state === 'unavailable' ? 'warn' : 'info',
              message: result.summary,
            });
            return result;
          },
        );
        byOrigin.set(origin, rules);
      }
      return rules;
    },
  };
}
