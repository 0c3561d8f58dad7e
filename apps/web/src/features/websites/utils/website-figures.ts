/** Spec §9: the next crawl is due 24 hours after the last. */
export const CRAWL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Next Crawl: the last crawl plus 24 hours, or null ('Not scheduled') before any crawl. */
export function getNextCrawlDate(lastCrawledAt: string | null): Date | null {
  if (!lastCrawledAt) {
    return null;
  }
  const last = Date.parse(lastCrawledAt);
  return Number.isNaN(last) ? null : new Date(last + CRAWL_INTERVAL_MS);
}

/** Crawled pages as a whole percent of all pages, 0 when there are none. */
export function getCrawledPercent(crawledPages: number, totalPages: number): number {
  if (totalPages <= 0) {
    return 0;
  }
  return Math.min(100, Math.max(0, Math.round((crawledPages / totalPages) * 100)));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
