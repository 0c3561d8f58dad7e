import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, someStats } from '@/testing/website-fixtures';
import { analytics, WEBSITE_ID } from '../testing/intelligence-fixtures';

const ANALYTICS = `GET /api/websites/${WEBSITE_ID}/analytics`;
// The first render loads the screen's chunk (recharts included); give it time on a busy machine.
const LOAD = { timeout: 8000 };
const path = `/websites/${WEBSITE_ID}/analytics`;

describe('analytics screen', () => {
  it('shows the headline figures, orphans, broken links and redirect chains', async () => {
    stubBackend({ [ANALYTICS]: [ok(analytics)] });
    renderApp(path);

    expect(await screen.findByText('Crawled pages', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('of 7 known pages')).toBeInTheDocument();
    expect(screen.getByText('Hard to reach').nextSibling).toHaveTextContent('2');
    for (const title of [
      'Pages by status',
      'Inbound link distribution',
      'Click depth',
      'Approved vs rejected',
      'Suggestions over time',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    // 2 approved of 3 reviewed; the 3 pending are a share of their own, not in the rate.
    const outcomes = screen.getByRole('region', { name: 'Approved vs rejected' });
    expect(within(outcomes).getByText('67%')).toBeInTheDocument();
    expect(within(outcomes).getByText('of 3 reviewed')).toBeInTheDocument();
    expect(
      within(outcomes).getByText(
        '3 of 6 suggestions reviewed, 3 pending. The approval rate counts reviewed ones only.',
      ),
    ).toBeInTheDocument();
    expect(within(outcomes).getByText('Pending').nextSibling).toHaveTextContent('3(50%)');

    const orphans = screen.getByRole('region', { name: 'Orphan pages' });
    expect(within(orphans).getByRole('link', { name: '/tulips/mania' })).toHaveAttribute(
      'href',
      'https://garden.example/tulips/mania',
    );
    expect(within(orphans).getByRole('link', { name: 'Find links' })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/link-suggestions`,
    );
    // A post only menus and lists link to is no orphan, and the cold start is said plainly.
    const menusOnly = screen.getByRole('region', { name: 'Linked only from menus and lists' });
    expect(within(menusOnly).getByText('Feeding roses')).toBeInTheDocument();
    expect(within(menusOnly).getByText('2 links')).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Links between posts' });
    expect(
      within(notice).getByText('No post links to another post in its text'),
    ).toBeInTheDocument();
    const broken = screen.getByRole('region', { name: 'Broken links' });
    expect(within(broken).getByRole('row', { name: /\/bulbs\/daffodils/ })).toHaveTextContent(
      '/tulips/bulbs/daffodils404',
    );
    const redirects = screen.getByRole('region', { name: 'Redirect chains' });
    const chain = within(redirects).getByRole('row', { name: /\/old-roses/ });
    expect(chain).toHaveTextContent(
      '2 hops: https://garden.example/roses-2019 → https://garden.example/roses/',
    );
    expect(chain).toHaveTextContent('2 pages');
  });

  it('says which pages the figures could not see, and lists them on request', async () => {
    const unreadPages = {
      count: 2,
      of: 7,
      urls: ['https://garden.example/members', 'https://garden.example/slow'],
    };
    stubBackend({ [ANALYTICS]: [ok({ ...analytics, unreadPages })] });
    renderApp(path);

    const notice = await screen.findByRole('region', { name: 'Pages not analysed' }, LOAD);
    expect(notice).toHaveTextContent('2 of 7 pages could not be read for these figures');
    expect(notice).toHaveTextContent(/the links on them are missing/);
    await userEvent.click(within(notice).getByText('Show the pages'));
    expect(within(notice).getByRole('link', { name: '/members' })).toHaveAttribute(
      'href',
      'https://garden.example/members',
    );
  });

  it('shows no such notice when every page was read', async () => {
    stubBackend({ [ANALYTICS]: [ok(analytics)] });
    renderApp(path);

    expect(await screen.findByText('Crawled pages', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pages not analysed' })).not.toBeInTheDocument();
  });

  it('shows the first 20 redirects of a long list, and all on request', async () => {
    const redirectChains = Array.from({ length: 25 }, (_, index) => ({
      url: `https://garden.example/old-${index}`,
      hops: [`https://garden.example/new-${index}`],
      linkedFrom: 25 - index,
    }));
    stubBackend({ [ANALYTICS]: [ok({ ...analytics, redirectChains })] });
    renderApp(path);

    const redirects = await screen.findByRole('region', { name: 'Redirect chains' }, LOAD);
    // A header row and 20 of the 25.
    expect(within(redirects).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(within(redirects).getByRole('button', { name: 'Show all 25 redirects' }));
    expect(within(redirects).getAllByRole('row')).toHaveLength(26);
    expect(within(redirects).getByRole('button', { name: 'Show fewer' })).toBeInTheDocument();
  });

  it('links between the three analysis screens', async () => {
    stubBackend({ [ANALYTICS]: [ok(analytics)] });
    renderApp(path);

    const nav = await screen.findByRole('navigation', { name: 'Site analysis' }, LOAD);
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Link equity' })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/link-equity`,
    );
    expect(within(nav).getByRole('link', { name: 'Topic clusters' })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/topic-clusters`,
    );
  });

  it('waits for the first analysis', async () => {
    stubBackend({ [ANALYTICS]: [ok({ ...analytics, computedAt: null })] });
    renderApp(path);

    expect(await screen.findByText('No analysis yet', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Crawled pages')).not.toBeInTheDocument();
  });

  it('says which share of the pages found its figures cover when the site outgrew its limit (issue 55)', async () => {
    stubBackend({
      [ANALYTICS]: [ok(analytics)],
      [`GET /api/websites/${WEBSITE_ID}`]: [
        ok(aWebsite({ uuid: WEBSITE_ID, maxPages: 1_000, pagesBeyondLimit: 49_012 })),
      ],
      [`GET /api/websites/${WEBSITE_ID}/stats`]: [
        ok(someStats({ totalPages: 1_001, crawledPages: 1_000 })),
      ],
    });
    renderApp(path);

    const notice = await screen.findByRole(
      'region',
      { name: "Pages beyond this website's limit" },
      LOAD,
    );
    expect(
      within(notice).getByText("49,012 more pages found than this website's limit"),
    ).toBeInTheDocument();
    expect(
      await within(notice).findByText(/These figures cover 1,000 of 50,013 pages found\./),
    ).toBeInTheDocument();
  });
});
