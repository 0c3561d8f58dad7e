import type { OnLog } from '../log';
import type { RobotsCache } from '../robots/robots-cache';
import { createHostGate } from './host-gate';
import type { HostGate } from './host-gate';
import type { Sleep } from './timing';

export type PolitenessOptions = {
  concurrencyPerHost: number;
  delayMs: number;
  /** A Crawl-delay above this is capped (a site asking for an hour would never finish). */
  maxCrawlDelayMs: number;
  respectRobots: boolean;
  robots: RobotsCache;
  now: () => number;
  sleep: Sleep;
  onLog?: OnLog;
};

export const DEFAULT_DELAY_MS = 500;
export const DEFAULT_CONCURRENCY_PER_HOST = 2;
export const DEFAULT_MAX_CRAWL_DELAY_MS = 30_000;

/**
 * One gate per host. When robots.txt is respected and sets a Crawl-delay,
 * that host gets one request at a time, that far apart.
 */
export function createPoliteness(options: PolitenessOptions): {
  gateFor(url: string): Promise<HostGate>;
} {
  const gates = new Map<string, Promise<HostGate>>();

  async function buildGate(url: string): Promise<HostGate> {
    const clock = { now: options.now, sleep: options.sleep };
    const crawlDelayMs = options.respectRobots
      ? (await options.robots.rulesFor(url)).crawlDelayMs
      : null;
    if (crawlDelayMs === null) {
      return createHostGate(
        { concurrency: options.concurrencyPerHost, minIntervalMs: options.delayMs },
        clock,
      );
    }
    const interval = Math.max(options.delayMs, Math.min(crawlDelayMs, options.maxCrawlDelayMs));
    options.onLog?.({
      level: 'info',
      message: `Honouring Crawl-delay for ${new URL(url).host}: one request every ${interval / 1000} s${interval < crawlDelayMs ? ` (capped from ${crawlDelayMs / 1000} s)` : ''}.`,
    });
    return createHostGate({ concurrency: 1, minIntervalMs: interval }, clock);
  }

  return {
    gateFor(url) {
      const host = new URL(url).host;
      let gate = gates.get(host);
      if (gate === undefined) {
        gate = buildGate(url);
        gates.set(host, gate);
      }
      return gate;
    },
  };
}
