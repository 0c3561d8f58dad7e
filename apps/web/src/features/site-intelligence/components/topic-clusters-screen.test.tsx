import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { clusters, SITE, WEBSITE_ID } from '../testing/intelligence-fixtures';

const CLUSTERS = `GET /api/websites/${WEBSITE_ID}/topic-clusters`;
const PROCESS = `POST /api/websites/${WEBSITE_ID}/process-selected`;
// The first render loads the screen's chunk (recharts included); give it time on a busy machine.
const LOAD = { timeout: 8000 };
const path = `/websites/${WEBSITE_ID}/topic-clusters`;

describe('topic clusters screen', () => {
  it('shows each cluster by its members’ titles, with its terms, pillar, members and linking gaps', async () => {
    stubBackend({ [CLUSTERS]: [ok(clusters)] });
    renderApp(path);

    const card = await screen.findByRole('article', { name: 'Rose Pruning' }, LOAD);
    expect(within(card).getByRole('list', { name: 'Key terms' })).toHaveTextContent(
      'rosepruningfeed',
    );
    expect(within(card).getByText('Pillar page').nextSibling).toHaveTextContent('Roses');
    const members = within(card).getByRole('region', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rose pruning in March', 'Feeding roses']);
    const gaps = within(card).getByRole('region', { name: 'Linking gaps' });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'member → pillar: /roses/feeding should link to /roses/',
      'pillar → member: /roses/ should link to /roses/feeding',
    ]);
    expect(within(card).getByText('2 missing links')).toBeInTheDocument();
    expect(screen.getByText(/Last analysed/)).toBeInTheDocument();
    // Every post is in a cluster or unclustered.
    const unclustered = screen.getByRole('article', { name: 'Unclustered' });
    expect(within(unclustered).getByRole('link')).toHaveTextContent('About the garden');
    expect(
      screen.getByText(
        '1 cluster covering 3 posts and pages; 2 missing links between members and pillars. 1 post or page unclustered.',
      ),
    ).toBeInTheDocument();
  });

  it('generates suggestions for the cluster after a confirmation, with an idempotency key', async () => {
    const backend = stubBackend({
      [CLUSTERS]: [ok(clusters)],
      [PROCESS]: [
        {
          status: 202,
          body: {
            data: {
              jobId: '0b8a7a5e-1c1e-4f43-9a57-3a8d3f0e2b12',
              websiteId: WEBSITE_ID,
              credits: { isPartial: false, consumed: 3, remaining: 47, needsUpgrade: false },
              processing: { urlsRequested: 3, urlsProcessed: 3, urlsSkipped: 0 },
            },
          },
        },
      ],
    });
    const { user } = renderApp(path);

    await user.click(
      await screen.findByRole('button', { name: 'Generate suggestions for this cluster' }, LOAD),
    );
    expect(screen.getByText(/This uses up to 3 credits/)).toBeInTheDocument();
    expect(backend.callsTo(`/api/websites/${WEBSITE_ID}/process-selected`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(
      await screen.findByText(/Generating suggestions for 3 pages/, {}, LOAD),
    ).toBeInTheDocument();
    const [call] = backend.callsTo(`/api/websites/${WEBSITE_ID}/process-selected`);
    expect(call?.body).toEqual({
      urls: [`${SITE}/roses/`, `${SITE}/roses/pruning`, `${SITE}/roses/feeding`],
      options: { isGenerateSuggestions: true, batchSize: 10, maxSuggestionsPerPage: 8 },
    });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'Review suggestions' })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/link-suggestions`,
    );
  });

  it('offers the upgrade path when credits are exhausted', async () => {
    stubBackend({
      [CLUSTERS]: [ok(clusters)],
      [PROCESS]: [
        {
          status: 402,
          body: { error: { code: 'CREDITS_EXHAUSTED', message: 'You have no credits left.' } },
        },
      ],
    });
    const { user } = renderApp(path);

    await user.click(
      await screen.findByRole('button', { name: 'Generate suggestions for this cluster' }, LOAD),
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText(/Credits Exhausted/, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing');
  });

  it('pages through the clusters on the server, the unclustered pages under the first page', async () => {
    const second = {
      ...clusters.clusters[0]!,
      id: 20,
      label: 'Tulip Bulbs',
      memberTitles: ['Tulips', 'Planting bulbs', 'Lifting bulbs'],
    };
    const pagination = { page: 1, pages: 2, total: 21 };
    const totals = { clusters: 21, members: 63, gaps: 9 };
    const backend = stubBackend({
      [CLUSTERS]: [
        ok({ ...clusters, pagination, totals }),
        ok({ ...clusters, clusters: [second], pagination: { ...pagination, page: 2 }, totals }),
      ],
    });
    renderApp(path);

    expect(
      await screen.findByText(/^21 clusters covering 63 posts and pages/, {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing', { exact: false })).toHaveTextContent(
      'Showing 1–1 of 21 clusters',
    );
    expect(screen.getByRole('article', { name: 'Unclustered' })).toBeInTheDocument();
    screen.getByRole('button', { name: /Next/ }).click();

    expect(await screen.findByRole('article', { name: 'Tulip Bulbs' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Unclustered' })).not.toBeInTheDocument();
    const searches = backend.calls.filter((call) => call.path.endsWith('/topic-clusters'));
    expect(searches.map((call) => call.search)).toEqual(['?page=1&limit=20', '?page=2&limit=20']);
  });

  it('explains when clusters appear', async () => {
    stubBackend({ [CLUSTERS]: [ok({ ...clusters, clusters: [] })] });
    renderApp(path);

    expect(await screen.findByText('No topic clusters yet', {}, LOAD)).toBeInTheDocument();
    expect(
      screen.getByText(/Clusters appear after a crawl when enough pages share a topic/),
    ).toBeInTheDocument();
  });

  it('says the analysis has not run before the first crawl finishes', async () => {
    stubBackend({
      [CLUSTERS]: [
        ok({
          computedAt: null,
          clusters: [],
          pagination: { page: 1, pages: 0, total: 0 },
          totals: { clusters: 0, members: 0, gaps: 0 },
          unclustered: [],
          unclusteredTotal: 0,
        }),
      ],
    });
    renderApp(path);

    expect(await screen.findByText('No analysis yet', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See crawl progress' })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/crawls`,
    );
  });

  it("says 'Website not found' for a website the user cannot see", async () => {
    stubBackend({
      [CLUSTERS]: [{ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }],
    });
    renderApp(path);

    expect(await screen.findByText('Website not found', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to websites' })).toHaveAttribute(
      'href',
      '/websites',
    );
  });
});
