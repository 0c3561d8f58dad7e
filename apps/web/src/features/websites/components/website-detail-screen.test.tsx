import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, someStats, WEBSITE_ID } from '@/testing/website-fixtures';
import { getCrawlStatusLabel } from '../utils/status-labels';
import { reloadSelectedWebsiteIdForTests } from '../utils/selected-website-store';

const DETAIL = `/api/websites/${WEBSITE_ID}`;

describe('website detail', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSelectedWebsiteIdForTests();
  });

  it('shows a skeleton, then the tiles, the crawl status badge and the read-only crawl settings', async () => {
    stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      [`GET ${DETAIL}`]: [
        ok(aWebsite({ crawlStatus: 'completed', robotsTxtRespected: false, crawlDepth: 3 })),
      ],
      [`GET ${DETAIL}/stats`]: [
        ok(
          someStats({
            totalPages: 42,
            crawledPages: 40,
            linkSuggestions: 7,
            topicClusters: 3,
            crawlStatus: 'completed',
          }),
        ),
      ],
    });
    renderApp(`/websites/${WEBSITE_ID}`);

    expect(await screen.findByRole('status', { name: 'Loading website' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Blog' })).toBeInTheDocument();
    expect(screen.getByText('Crawled')).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getAllByText('Topic Clusters')).toHaveLength(2);

    const settings = screen.getByRole('heading', { name: 'Crawl Settings' }).parentElement!;
    const rows = within(settings)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Crawl Depth: 3',
      'Crawl Frequency: Daily',
      'Respect robots.txt: No',
      'Max Pages: 1,000',
    ]);
  });

  it.each([
    ['completed', 'Crawled'],
    ['in_progress', 'Crawling'],
    ['failed', 'Failed'],
    ['idle', 'Idle'],
    ['anything else', 'Idle'],
  ])('labels the crawl status %s as %s', (status, label) => {
    expect(getCrawlStatusLabel(status).label).toBe(label);
  });

  it("says 'Website not found' with a way back when the website is not the user's", async () => {
    stubBackend({
      [`GET ${DETAIL}`]: [
        { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Website not found' } } },
      ],
    });
    renderApp(`/websites/${WEBSITE_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to websites' })).toHaveAttribute(
      'href',
      '/websites',
    );
  });

  it("says 'Invalid website data' when the answer cannot be read", async () => {
    stubBackend({ [`GET ${DETAIL}`]: [ok({ uuid: WEBSITE_ID, name: 42 })] });
    renderApp(`/websites/${WEBSITE_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid website data' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to websites' })).toBeInTheDocument();
  });
});
