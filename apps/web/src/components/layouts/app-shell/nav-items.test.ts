import { describe, expect, it } from 'vitest';
import { getActiveNavKey, getMainNavItems } from './nav-items';

describe('getActiveNavKey', () => {
  it.each([
    ['/', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/', 'dashboard'],
    ['/websites', 'dashboard'],
    ['/websites/w1', 'dashboard'],
  ])('highlights Dashboard on the root, /dashboard and /websites paths: %s', (path, key) => {
    expect(getActiveNavKey(path)).toBe(key);
  });

  it.each([
    ['/link-suggestions', 'link-suggestions'],
    ['/websites/w1/link-suggestions', 'link-suggestions'],
    ['/crawls', 'crawls'],
    ['/billing', 'billing'],
    ['/websites-analytics', 'analytics'],
    ['/reports/export', 'export'],
  ])('highlights the entry a path contains: %s', (path, key) => {
    expect(getActiveNavKey(path)).toBe(key);
  });

  it('highlights the section on a website screen, else Dashboard', () => {
    expect(getActiveNavKey('/websites/w1/crawls')).toBe('crawls');
    // Links to this post is opened from a page of Crawled Pages.
    expect(getActiveNavKey('/websites/w1/crawls/pages/p1/links-to-this-post')).toBe('crawls');
    expect(getActiveNavKey('/websites/w1/analytics')).toBe('analytics');
    expect(getActiveNavKey('/websites/w1/topic-clusters')).toBe('dashboard');
    expect(getActiveNavKey('/websites/w1/link-equity')).toBe('dashboard');
    // Link health is a website analysis screen like link equity: not Link Suggestions.
    expect(getActiveNavKey('/websites/w1/link-health')).toBe('dashboard');
  });

  it.each(['/settings', '/payment-success', '/unknown'])('defaults to Dashboard: %s', (path) => {
    expect(getActiveNavKey(path)).toBe('dashboard');
  });
});

describe('getMainNavItems', () => {
  it('lists Dashboard, Link Suggestions and Crawls with unscoped paths when no website is selected', () => {
    expect(getMainNavItems(null).map(({ label, to }) => [label, to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Link Suggestions', '/link-suggestions'],
      ['Crawls', '/crawls'],
    ]);
  });

  it("points to the selected website's suggestions, crawls and analytics", () => {
    expect(getMainNavItems('w 1').map(({ to }) => to)).toEqual([
      '/dashboard',
      '/websites/w%201/link-suggestions',
      '/websites/w%201/crawls',
      '/websites/w%201/analytics',
    ]);
  });

  it('has an entry for every section an analytics path highlights', () => {
    const active = getActiveNavKey('/websites/w1/analytics');
    expect(getMainNavItems('w1').find((item) => item.key === active)?.label).toBe('Analytics');
  });
});
