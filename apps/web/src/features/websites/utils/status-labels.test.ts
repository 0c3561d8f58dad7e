import { describe, expect, it } from 'vitest';
import { getSitemapStatusLabel } from './status-labels';

describe('getSitemapStatusLabel', () => {
  it('says Sitemap found only when the pages came from a sitemap', () => {
    expect(getSitemapStatusLabel('found', 'sitemap').label).toBe('Sitemap found');
    expect(getSitemapStatusLabel('found', null).label).toBe('Sitemap found');
  });

  it('says the pages were crawled when the site has no sitemap', () => {
    expect(getSitemapStatusLabel('found', 'crawl')).toEqual({
      label: 'No sitemap · pages crawled',
      tone: 'blue',
    });
  });
});
