import { COULD_RANK_NEEDS_SEARCH_DATA } from '@linkloom/contracts';
import type { SearchConsoleStatus } from '@linkloom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-backend';
import {
  base,
  origin,
  page,
  renderScreen,
  suggestion,
  WEBSITE_ID,
} from '../testing/suggestions-screen-fixtures';

function searchConsoleStatus(dataThrough: string | null): SearchConsoleStatus {
  return {
    configured: true,
    plan_allows: true,
    connected: dataThrough !== null,
    property: dataThrough ? 'sc-domain:garden.example' : null,
    connected_at: dataThrough ? '2026-11-01T00:00:00.000Z' : null,
    import: {
      status: dataThrough ? 'completed' : 'idle',
      steps_done: 0,
      steps_total: 0,
      rows_imported: 0,
      data_through: dataThrough,
      last_imported_at: null,
      error: null,
    },
  };
}

const statusPath = `GET /api/websites/${WEBSITE_ID}/search-console`;
const listUrls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(base));

describe('"Pages that could rank" on the review list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is disabled, and says why, while the website has no search data', async () => {
    renderScreen({
      [statusPath]: [ok(searchConsoleStatus(null))],
      [`GET ${base}`]: [page([suggestion()])],
    });
    await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    const filter = screen.getByRole('switch', { name: 'Pages that could rank' });
    expect(filter).toBeDisabled();
    expect(filter).toHaveAccessibleDescription(
      `Needs Search Console data: ${COULD_RANK_NEEDS_SEARCH_DATA}`,
    );
  });

  it('asks for the suggestions whose target could rank, keeps it in the address, and clears it', async () => {
    const striking = suggestion({
      target_url: `${origin}/worm-bins`,
      target_title: 'Worm Bins',
      anchor_text: 'worm bin',
      context: 'A worm bin turns scraps into compost.',
      reasons: ['people search “worm bin” and find “Worm Bins”: 900 impressions, position 9.4'],
    });
    const other = suggestion();
    const { backend, user, router } = renderScreen({
      [statusPath]: [ok(searchConsoleStatus('2026-11-20'))],
      [`GET ${base}`]: [page([striking, other]), page([striking])],
    });
    await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    const filter = await screen.findByRole('switch', { name: 'Pages that could rank' });
    await waitFor(() => expect(filter).toBeEnabled());
    expect(screen.queryByText('Needs Search Console data')).toBeNull();

    await user.click(filter);
    await waitFor(() => expect(router.state.location.search).toBe('?rank=striking'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Suggestion: Making Compost' })).toBeNull(),
    );
    const card = screen.getByRole('article', { name: 'Suggestion: worm bin' });
    expect(within(card).getByText(/people search “worm bin”/)).toBeVisible();
    expect(listUrls(backend.fetch).at(-1)).toContain('striking=true');
    expect(filter).toHaveAttribute('aria-checked', 'true');

    await user.click(filter);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(listUrls(backend.fetch).at(-1)).not.toContain('striking');
  });

  it('says so when no suggestion links to a page that could rank', async () => {
    const { user, router } = renderScreen({
      [statusPath]: [ok(searchConsoleStatus('2026-11-20'))],
      [`GET ${base}`]: [page([])],
    });
    await router.navigate(`/websites/${WEBSITE_ID}/link-suggestions?rank=striking`);
    expect(await screen.findByText('No suggestions to pages that could rank')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
