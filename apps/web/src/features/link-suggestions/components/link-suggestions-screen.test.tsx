import type { LinkSuggestion } from '@linkloom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';

const WEBSITE_ID = '7b0c1f3e-7a51-4f4e-9a43-4f7e0f6f2a01';
const base = `/api/websites/${WEBSITE_ID}/link-suggestions`;
const origin = 'https://garden.example';

const website = {
  uuid: WEBSITE_ID,
  name: 'Garden Journal',
  url: `${origin}/`,
  sitemap_status: 'found',
  crawlStatus: 'completed',
  lastCrawledAt: null,
  crawlDepth: 3,
  crawlFrequency: 'daily',
  robotsTxtRespected: true,
  maxPages: 1000,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let counter = 0;
function suggestion(overrides: Partial<LinkSuggestion> = {}): LinkSuggestion {
  counter += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    status: 'pending',
    suggestion_type: 'contextual_link',
    source_url: `${origin}/roses`,
    target_url: `${origin}/compost`,
    source_title: 'Growing Roses',
    target_title: 'Making Compost',
    anchor_text: 'Making Compost',
    context: 'Feed them with Making Compost tips every spring.',
    generated_passage: null,
    passage_placement: null,
    anchor_source: 'existing_content',
    score: 0.82,
    confidence: 0.71,
    reasons: ['The anchor matches the title of the target page'],
    rejection_reason: null,
    target_equity: 12.4,
    estimated_equity_gain: 3.4,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const stats = (overrides = {}) =>
  ok({ total: 2, pending: 2, approved: 0, rejected: 0, applied: 0, ...overrides });
const page = (suggestions: LinkSuggestion[], total = suggestions.length, pageNo = 1) =>
  ok({ suggestions, pagination: { page: pageNo, pages: Math.ceil(total / 50), total } });

function renderScreen(routes: Parameters<typeof stubBackend>[0]) {
  const backend = stubBackend({
    [`GET /api/websites/${WEBSITE_ID}`]: [ok(website)],
    [`GET ${base}/stats`]: [stats()],
    ...routes,
  });
  return { backend, ...renderApp(`/websites/${WEBSITE_ID}/link-suggestions`) };
}

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

  it('approves, rejects with a reason in two steps, and edits with the spec toasts', async () => {
    const first = suggestion();
    const second = suggestion({
      anchor_text: 'Planting Tulips',
      context: 'Near Planting Tulips beds.',
    });
    const third = suggestion({ anchor_text: 'Growing Roses', context: 'See Growing Roses.' });
    const { backend, user } = renderScreen({
      [`GET ${base}`]: [page([first, second, third])],
      [`POST ${base}/${first.uuid}/approve`]: [ok({ ...first, status: 'approved' })],
      [`POST ${base}/${second.uuid}/reject`]: [
        ok({ ...second, status: 'rejected', rejection_reason: 'Off topic' }),
      ],
      [`PUT ${base}/${third.uuid}`]: [
        ok({
          ...third,
          anchor_text: 'Roses',
          reasons: ['Edited by hand: “Roses” is the link text'],
        }),
      ],
    });

    const firstCard = await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    await user.click(within(firstCard).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Link suggestion approved!')).toBeInTheDocument();
    expect(within(firstCard).getByText('Approved')).toBeInTheDocument();
    expect(within(firstCard).queryByRole('button')).toBeNull();

    const secondCard = screen.getByRole('article', { name: 'Suggestion: Planting Tulips' });
    await user.click(within(secondCard).getByRole('button', { name: 'Reject' }));
    await user.type(within(secondCard).getByLabelText('Reason for rejection'), 'Off topic');
    await user.click(within(secondCard).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Link suggestion rejected!')).toBeInTheDocument();
    expect(backend.callsTo(`${base}/${second.uuid}/reject`)[0]?.body).toEqual({
      reason: 'Off topic',
    });
    expect(within(secondCard).getByText('Off topic')).toBeInTheDocument();

    const thirdCard = screen.getByRole('article', { name: 'Suggestion: Growing Roses' });
    await user.click(within(thirdCard).getByRole('button', { name: 'Edit' }));
    const anchor = within(thirdCard).getByLabelText('Anchor text');
    await user.clear(anchor);
    // An anchor that is not in the sentence cannot be saved: the link would have nowhere to go.
    await user.type(anchor, 'growing roses well');
    expect(within(thirdCard).getByRole('alert')).toHaveTextContent(
      'The anchor text must appear in the context or the generated passage.',
    );
    expect(anchor).toHaveAttribute('aria-invalid', 'true');
    expect(within(thirdCard).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(anchor);
    await user.type(anchor, 'Roses');
    await user.click(within(thirdCard).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Suggestion updated successfully!')).toBeInTheDocument();
    expect(backend.callsTo(`${base}/${third.uuid}`)[0]?.body).toEqual({ anchor_text: 'Roses' });
    // The card shows the server's reasons for the edited link, and marks the new anchor.
    expect(
      within(thirdCard).getByText('Edited by hand: “Roses” is the link text'),
    ).toBeInTheDocument();
    expect(within(thirdCard).getByText('Roses', { selector: 'mark' })).toBeInTheDocument();
  });

  it('shows the failure toasts when a decision is refused', async () => {
    const first = suggestion();
    const conflict = { status: 409, body: { error: { code: 'CONFLICT', message: 'Not pending' } } };
    const { user } = renderScreen({
      [`GET ${base}`]: [page([first])],
      [`POST ${base}/${first.uuid}/approve`]: [conflict],
      [`POST ${base}/${first.uuid}/reject`]: [conflict],
      [`PUT ${base}/${first.uuid}`]: [conflict],
    });
    const card = await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve suggestion')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to reject suggestion')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.type(within(card).getByLabelText('Context'), ' More.');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to update suggestion. Please try again.'),
    ).toBeInTheDocument();
  });

  it('asks for a selection, then bulk-approves the selected pending suggestions', async () => {
    const first = suggestion();
    const second = suggestion({ anchor_text: 'Planting Tulips', context: 'Planting Tulips.' });
    const { backend, user } = renderScreen({
      [`GET ${base}`]: [page([first, second])],
      [`POST ${base}/bulk-approve`]: [ok({ updated: 2, skipped: 0 })],
    });
    await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    await user.click(screen.getByRole('button', { name: 'Approve Selected' }));
    expect(await screen.findByText('Please select suggestions to approve')).toBeInTheDocument();
    expect(backend.callsTo(`${base}/bulk-approve`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Select suggestion Making Compost' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select suggestion Planting Tulips' }));
    await user.click(screen.getByRole('button', { name: 'Approve Selected (2)' }));
    expect(await screen.findByText('Bulk approval completed!')).toBeInTheDocument();
    expect(backend.callsTo(`${base}/bulk-approve`)[0]?.body).toEqual({
      suggestionIds: [first.uuid, second.uuid],
    });
  });

  it('loads 50 more with the remaining count and refuses past 200', async () => {
    const pages = [0, 1, 2, 3].map((index) =>
      Array.from({ length: 50 }, (_, n) =>
        suggestion({ source_url: `${origin}/p${index}`, anchor_text: `Anchor ${index}-${n}` }),
      ),
    );
    const fetchPage = (pageNo: number) => async () =>
      jsonResponse(200, {
        data: {
          suggestions: pages[pageNo - 1],
          pagination: { page: pageNo, pages: 5, total: 230 },
        },
      });
    let calls = 0;
    const { backend, user } = renderScreen({
      [`GET ${base}`]: [
        async () => {
          calls += 1;
          return fetchPage(calls)();
        },
      ],
    });
    // Text queries: role queries over 200 cards are slow in jsdom.
    const slow = { timeout: 10_000 };
    await user.click(await screen.findByText('Load More (180 remaining)', undefined, slow));
    for (const remaining of [130, 80, 30]) {
      await user.click(
        await screen.findByText(`Load More (${remaining} remaining)`, undefined, slow),
      );
    }
    expect(
      await screen.findByText(
        'Maximum of 200 suggestions loaded. Please use filters to narrow down results.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 200 of 230')).toBeInTheDocument();
    expect(backend.callsTo(base)).toHaveLength(4);
    const urls = backend.fetch.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes('limit=50'))).toHaveLength(4);
  }, 60_000);

  it('filters by status and regroups by target page', async () => {
    const first = suggestion();
    const { backend, user } = renderScreen({ [`GET ${base}`]: [page([first])] });
    await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    await user.click(screen.getByRole('button', { name: 'Target Page' }));
    expect(screen.getByText('Target Page', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 incoming link')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    await waitFor(() => {
      const urls = backend.fetch.mock.calls.map(([input]) => String(input));
      expect(urls.some((url) => url.includes('status=approved'))).toBe(true);
    });
  });

  it('keeps the filter and the grouping in the address, so a link or a reload shows the same', async () => {
    const first = suggestion();
    const { backend, user, router } = renderScreen({ [`GET ${base}`]: [page([first])] });
    await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    await user.click(screen.getByRole('button', { name: 'Target Page' }));
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=target&status=pending'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=target'));
    backend.fetch.mockClear();

    await router.navigate(`/websites/${WEBSITE_ID}/link-suggestions?status=rejected&group=target`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rejected' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Target Page' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => {
      const urls = backend.fetch.mock.calls.map(([input]) => String(input));
      expect(urls.some((url) => url.includes('status=rejected'))).toBe(true);
    });
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
});
