import type { Website } from '@linkloom/contracts';

export type BadgeTone = 'green' | 'blue' | 'red' | 'amber' | 'zinc';
export type StatusLabel = { label: string; tone: BadgeTone };

/** Spec §2 website detail: completed = Crawled, in_progress = Crawling, failed = Failed, else Idle. */
export function getCrawlStatusLabel(status: string | null | undefined): StatusLabel {
  switch (status) {
    case 'completed':
      return { label: 'Crawled', tone: 'green' };
    case 'in_progress':
      return { label: 'Crawling', tone: 'blue' };
    case 'failed':
      return { label: 'Failed', tone: 'red' };
    default:
      return { label: 'Idle', tone: 'zinc' };
  }
}

const SITEMAP_LABELS: Record<Website['sitemap_status'], StatusLabel> = {
  pending: { label: 'Sitemap pending', tone: 'zinc' },
  discovering: { label: 'Extracting sitemap', tone: 'blue' },
  found: { label: 'Sitemap found', tone: 'green' },
  empty: { label: 'No pages found', tone: 'amber' },
  failed: { label: 'Sitemap failed', tone: 'red' },
};

/**
 * The website's discovery badge. Pages found by crawling from the home page (the site has no
 * sitemap) never read 'Sitemap found' (issue 17).
 */
export function getSitemapStatusLabel(
  status: Website['sitemap_status'],
  method: Website['discovery_method'] = null,
): StatusLabel {
  if (status === 'found' && method === 'crawl') {
    return { label: 'No sitemap · pages crawled', tone: 'blue' };
  }
  return SITEMAP_LABELS[status];
}
