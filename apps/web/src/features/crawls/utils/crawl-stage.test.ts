import type { WebsiteStats } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { getCrawlStage, isCrawlActive } from './crawl-stage';

const idle: WebsiteStats = {
  totalPages: 0,
  crawledPages: 0,
  linkSuggestions: 0,
  pendingSuggestions: 0,
  topicClusters: 0,
  crawlProgress: 0,
  crawlStatus: 'idle',
  crawlReason: null,
  lastCrawledAt: null,
};
const completed: WebsiteStats = {
  ...idle,
  totalPages: 4,
  crawledPages: 3,
  crawlProgress: 100,
  crawlStatus: 'completed',
  lastCrawledAt: '2026-11-22T09:00:00.000Z',
};
const none = { isDiscovering: false, startRequest: null };

describe('getCrawlStage', () => {
  it('reads a running crawl with its percent and page counts', () => {
    const stage = getCrawlStage({
      stats: { ...completed, crawlStatus: 'in_progress', crawlProgress: 42.4, crawledPages: 2 },
      ...none,
    });
    expect(stage).toEqual({ kind: 'crawling', percent: 42, totalPages: 4, note: null });
    expect(isCrawlActive(stage)).toBe(true);
  });

  it('says why a running crawl stands still while its worker is away', () => {
    const reason = 'The crawl was interrupted (its worker stopped).';
    const stage = getCrawlStage({
      stats: { ...completed, crawlStatus: 'in_progress', crawlProgress: 40, crawlReason: reason },
      ...none,
    });
    expect(stage).toMatchObject({ kind: 'crawling', percent: 40, note: reason });
  });

  it('says discovering while the sitemap is read', () => {
    expect(getCrawlStage({ stats: idle, isDiscovering: true, startRequest: null })).toEqual({
      kind: 'discovering',
    });
  });

  it('counts a discovered site that was never crawled as queued (the crawl follows discovery)', () => {
    expect(getCrawlStage({ stats: { ...idle, totalPages: 4 }, ...none })).toEqual({
      kind: 'queued',
    });
    expect(getCrawlStage({ stats: idle, ...none })).toEqual({ kind: 'idle' });
  });

  it('stays queued after Start Crawl until the stats move, then shows the result', () => {
    const startRequest = {
      crawlStatus: 'completed' as const,
      lastCrawledAt: completed.lastCrawledAt,
    };
    expect(getCrawlStage({ stats: completed, isDiscovering: false, startRequest })).toEqual({
      kind: 'queued',
    });
    const later = { ...completed, lastCrawledAt: '2026-11-22T10:00:00.000Z' };
    expect(getCrawlStage({ stats: later, isDiscovering: false, startRequest })).toEqual({
      kind: 'done',
      note: null,
    });
  });

  it('gives the reason a crawl stopped early', () => {
    const stage = getCrawlStage({
      stats: { ...completed, crawlStatus: 'failed', crawlReason: 'The site kept failing.' },
      ...none,
    });
    expect(stage).toEqual({ kind: 'stopped', reason: 'The site kept failing.' });
    expect(isCrawlActive(stage)).toBe(false);
  });
});
