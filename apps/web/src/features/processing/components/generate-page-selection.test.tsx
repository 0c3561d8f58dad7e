import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok } from '@/testing/fake-backend';
import { accepted, api, openModal, pages, renderModal } from '../testing/generate-modal-fixtures';

// A big site: the four pages of the fixtures stand for page 1 of 12,500 (issue 55).
const TOTAL = 50_000;

function listAnswer(url: URL): Promise<Response> {
  const search = url.searchParams.get('search');
  const filter = url.searchParams.get('filter');
  if (filter === 'could_rank') {
    return Promise.resolve(
      jsonResponse(422, {
        error: {
          code: 'UNPROCESSABLE',
          message:
            'Connect Search Console and import its data to list the pages that could rank (position 5–20 with impressions).',
        },
      }),
    );
  }
  const listed = search ? pages.filter((page) => page.url.includes(search)) : pages;
  const total = search ? listed.length : TOTAL;
  const page = Number(url.searchParams.get('page') ?? '1');
  return Promise.resolve(
    jsonResponse(200, {
      data: { pages: listed, pagination: { page, pages: Math.ceil(total / 1000), total } },
    }),
  );
}

describe('generate modal page selection (issue 55)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('searches, filters and pages on the server, and processes all the pages matching', async () => {
    const { backend, user } = renderModal({
      [`GET ${api}/sitemap/pages`]: [listAnswer],
      [`POST ${api}/process-selected`]: [accepted()],
      'POST /api/credits/check': [ok({ hasEnoughCredits: true, creditsRemaining: 50_000 })],
    });
    const dialog = await openModal(user);
    expect(within(dialog).getByText('1 of 50,000 selected')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 50')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(backend.callsTo(`${api}/sitemap/pages`).at(-1)?.search).toContain('page=2'),
    );

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search pages' }), 'tulips');
    await waitFor(() =>
      expect(backend.callsTo(`${api}/sitemap/pages`).at(-1)?.search).toContain('search=tulips'),
    );
    expect(await within(dialog).findByText('Planting Tulips')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Growing Roses')).toBeNull());
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search pages' }));

    await user.selectOptions(within(dialog).getByLabelText('Show'), 'could_rank');
    expect(
      await within(dialog).findByText(/Connect Search Console and import its data/),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Show'), 'not_analysed');
    await user.type(within(dialog).getByLabelText('Folder'), '/blog/');
    await waitFor(() => {
      const last = backend.callsTo(`${api}/sitemap/pages`).at(-1)?.search ?? '';
      expect(last).toContain('filter=not_analysed');
      expect(last).toContain('folder=%2Fblog%2F');
    });

    await user.click(
      await within(dialog).findByRole('button', { name: 'Select all 50,000 matching' }),
    );
    expect(within(dialog).getByText('All 50,000 matching pages are selected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Process 50,000 URLs' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Confirm Link Suggestions Replacement',
    });
    await user.click(
      within(confirm).getByRole('button', { name: 'Yes, Replace Existing Suggestions' }),
    );

    await waitFor(() => expect(backend.callsTo(`${api}/process-selected`)).toHaveLength(1));
    expect(backend.callsTo('/api/credits/check')[0]?.body).toEqual({ creditsNeeded: 50_000 });
    expect(backend.callsTo(`${api}/process-selected`)[0]?.body).toEqual({
      matching: { filter: 'not_analysed', folder: '/blog/' },
      options: { isGenerateSuggestions: true, batchSize: 10, maxSuggestionsPerPage: 8 },
    });
  });
});
