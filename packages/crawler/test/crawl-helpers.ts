import { createSafeFetcher, crawlPages } from '../src/index';
import type { CrawlEvent, CrawlPagesOptions, CrawlResult } from '../src/index';
import type { FixtureServer } from './fixture-server';

/** A clock that only moves when the crawler sleeps, recording every wait. */
export function fakeTime(start = 1_700_000_000_000) {
  let time = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: (ms: number) => {
      if (ms > 0) {
        sleeps.push(ms);
        time += ms;
      }
      return Promise.resolve();
    },
  };
}

export async function collect(
  urls: string[],
  server: FixtureServer,
  options: Partial<CrawlPagesOptions> = {},
): Promise<CrawlEvent[]> {
  const events: CrawlEvent[] = [];
  const time = fakeTime();
  for await (const event of crawlPages(urls, {
    fetcher: createSafeFetcher({ allowHosts: [server.host] }),
    respectRobots: true,
    delayMs: 0,
    now: time.now,
    sleep: time.sleep,
    ...options,
  })) {
    events.push(event);
  }
  return events;
}

export function byUrl(events: CrawlEvent[]): Map<string, CrawlResult> {
  return new Map(
    events
      .filter((event): event is CrawlResult => event.kind === 'page')
      .map((event) => [event.url, event]),
  );
}
