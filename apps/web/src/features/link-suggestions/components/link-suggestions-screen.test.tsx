import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import {
  base,
  origin,
  page,
  renderScreen,
  stats,
  suggestion,
  website,
  WEBSITE_ID,
} from '../testing/suggestions-screen-fixtures';

describe('link suggestions page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the projects to pick from on the unscoped route, or says there are none', async () => {
    stubBackend({ 'GET /api/websites': [ok([website])] });
    const view = renderApp('/link-suggestions');
    const link = await screen.findByRole('link', { name: /Garden Journal/ });
    expect(screen.getByText('Select a Project')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', `/websites/${WEBSITE_ID}/link-suggestions`);
    view.unmount();

    stubBackend({ 'GET /api/websites': [ok([])] });
    renderApp('/link-suggestions');
    expect(
      await screen.findByText('No projects found. Please create a project first.'),
    ).toBeInTheDocument();
  });

  it('shows a failed load as an error with Retry, never as an empty list', async () => {
    const failure = {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
    };
    const { backend, user } = renderScreen({
      [`GET ${base}/stats`]: [stats({ total: 70, pending: 70 })],
      // Suggestion queries retry once (spec §9) before they fail.
      [`GET ${base}`]: [failure, failure, page([suggestion()])],
    });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error loading suggestions');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(screen.queryByText('No suggestions found')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Suggestions' })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('article', { name: 'Suggestion: Making Compost' }),
    ).toBeVisible();
    expect(backend.callsTo(base).length).toBeGreaterThanOrEqual(2);
  });

  it('says the projects could not be loaded on the unscoped route, with Retry', async () => {
    let isDown = true;
    stubBackend({
      'GET /api/websites': [
        async () =>
          isDown
            ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'Database down' } })
            : jsonResponse(200, { data: [website] }),
      ],
    });
    const { user } = renderApp('/link-suggestions');
    // The website list retries once after 1 s (spec §9) before it fails.
    const title = await screen.findByText('Error loading projects', {}, { timeout: 5000 });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Database down');
    expect(screen.queryByText('No projects found. Please create a project first.')).toBeNull();
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Garden Journal/ })).toBeVisible();
  }, 10_000);

  it('shows each card with its status, type, anchor source, links, highlighted anchor and reasons', async () => {
    const contextual = suggestion();
    const passage = suggestion({
      suggestion_type: 'new_passage',
      anchor_source: 'generated_passage',
      source_url: `${origin}/tulips`,
      target_url: `${origin}/roses`,
      source_title: null,
      target_title: null,
      anchor_text: 'Growing Roses',
      context: '',
      generated_passage: 'For colour all summer, see our guide to Growing Roses.',
      passage_placement: 'After paragraph 2',
      status: 'approved',
      target_equity: null,
      estimated_equity_gain: null,
    });
    renderScreen({ [`GET ${base}`]: [page([contextual, passage])] });

    const card = await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('contextual link')).toBeInTheDocument();
    expect(within(card).getByText('Existing Content')).toBeInTheDocument();
    // Pages by their titles, the URL the line under each.
    const from = within(card).getByRole('link', { name: 'Growing Roses' });
    expect(from).toHaveAttribute('target', '_blank');
    expect(from).toHaveAttribute('href', `${origin}/roses`);
    const to = within(card).getByRole('link', { name: 'Making Compost' });
    expect(to).toHaveAttribute('target', '_blank');
    expect(within(card).getByText(`${origin}/compost`)).toBeInTheDocument();
    // The passage's pages have no title yet: their URLs stand in.
    const approvedCard = screen.getByRole('article', { name: 'Suggestion: Growing Roses' });
    expect(within(approvedCard).getByRole('link', { name: `${origin}/tulips` })).toBeVisible();
    // The group header names the source page by its title too.
    const group = screen.getByRole('region', { name: `Source page ${origin}/roses` });
    expect(within(group).getAllByRole('link', { name: 'Growing Roses' })[0]).toBeVisible();
    expect(within(card).getByText('Making Compost', { selector: 'mark' })).toBeInTheDocument();
    // The calibrated confidence replaces the raw score.
    expect(within(card).getByText('71% likely')).toBeInTheDocument();
    expect(within(card).queryByText(/Score/)).toBeNull();
    expect(within(card).getByText('Target equity 12/100')).toBeInTheDocument();
    expect(within(card).getByText('+3.4 if applied')).toBeInTheDocument();
    expect(
      within(card).getByText('The anchor matches the title of the target page'),
    ).toBeInTheDocument();
    for (const name of ['Reject', 'Edit', 'Approve']) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    }

    const approved = screen.getByRole('article', { name: 'Suggestion: Growing Roses' });
    // A passage carries no percentage: its type says 'new passage'.
    expect(within(approved).getByText('new passage')).toBeInTheDocument();
    expect(within(approved).queryByText(/likely/)).toBeNull();
    expect(within(approved).getByText('Newly Generated')).toBeInTheDocument();
    expect(within(approved).getByText('After paragraph 2')).toBeInTheDocument();
    expect(
      within(approved).getByText('For colour all summer, see our guide to Growing Roses.'),
    ).toBeInTheDocument();
    expect(within(approved).queryByRole('button')).toBeNull();
    // Before the site is analysed there is no equity to show.
    expect(within(approved).queryByText(/Target equity/)).toBeNull();
    expect(within(approved).queryByText(/if applied/)).toBeNull();

    expect(screen.getAllByText('Source Page', { selector: 'p' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Approve Selected' })).toBeInTheDocument();
  });

  it('offers Refresh Data, Force Load and Generate Suggestions when there are none', async () => {
    const { backend, user } = renderScreen({
      [`GET ${base}`]: [page([])],
      [`GET /api/websites/${WEBSITE_ID}/sitemap/pages`]: [
        ok({ pages: [], pagination: { page: 1, pages: 0, total: 0 } }),
      ],
      [`GET ${base}/by-target-page`]: [ok([])],
    });
    expect(await screen.findByText('No suggestions found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await user.click(screen.getByRole('button', { name: 'Force Load' }));
    await waitFor(() => expect(backend.callsTo(base).length).toBeGreaterThanOrEqual(3));
    await user.click(screen.getByRole('button', { name: 'Generate Suggestions' }));
    expect(
      await screen.findByRole('dialog', { name: 'Generate New Link Suggestions' }),
    ).toBeInTheDocument();
  });

  it('says nothing matches the filter, rather than that there are no suggestions, and clears it', async () => {
    const backend = stubBackend({
      [`GET /api/websites/${WEBSITE_ID}`]: [ok(website)],
      [`GET ${base}/stats`]: [stats()],
      [`GET ${base}`]: [page([])],
    });
    const { router, user } = renderApp(`/websites/${WEBSITE_ID}/link-suggestions?status=pending`);

    expect(await screen.findByText('No pending suggestions')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No suggestion matches the Pending filter. Clear it to see every suggestion.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No suggestions found')).toBeNull();
    expect(screen.queryByText(/Pick pages of your site/)).toBeNull();

    backend.fetch.mockClear();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No suggestions found')).toBeInTheDocument();
    const urls = backend.fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('status='))).toBe(false);
  });
});
