import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { WEBSITE_ID } from '@/testing/website-fixtures';
import { SelectUrlsStep } from './select-urls-step';

const PAGES = `/api/websites/${WEBSITE_ID}/sitemap/pages`;
const TOTAL = 50_000;

// Page n of a 50,000-page site, 500 a page (its first 40 rows: jsdom is slow), or the posts
// whose URL has the search text.
function listAnswer(url: URL): Promise<Response> {
  const page = Number(url.searchParams.get('page'));
  const search = url.searchParams.get('search');
  const urls = search
    ? [`https://big.test/${search}-1`, `https://big.test/${search}-2`]
    : Array.from(
        { length: 40 },
        (_, index) => `https://big.test/post-${(page - 1) * 500 + index + 1}`,
      );
  const total = search ? urls.length : TOTAL;
  return Promise.resolve(
    jsonResponse(200, {
      data: {
        pages: urls.map((pageUrl) => ({
          url: pageUrl,
          title: null,
          status: 'pending',
          analysis: 'none',
          suggestions: { pending: 0, decided: 0 },
          leftOut: null,
        })),
        pagination: { page, pages: Math.ceil(total / 500), total },
      },
    }),
  );
}

describe('add flow page selection (issue 55)', () => {
  it('pages through a big site, keeps the choice across pages and searches, and sends all matching', async () => {
    const backend = stubBackend({ [`GET ${PAGES}`]: [listAnswer] });
    const onProcess = vi.fn();
    const { user } = renderApp('/select', {
      routes: [
        {
          path: '/select',
          element: (
            <SelectUrlsStep websiteId={WEBSITE_ID} onBack={() => {}} onProcess={onProcess} />
          ),
        },
      ],
    });
    expect(
      await screen.findByText('40 of 50,000 selected', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('https://big.test/post-501')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'https://big.test/post-501' }));
    expect(screen.getByText('41 of 50,000 selected')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search pages' }), 'recipes');
    expect(await screen.findByText('41 selected, 2 matching')).toBeInTheDocument();
    expect(backend.callsTo(PAGES).at(-1)?.search).toContain('page=1');
    await user.clear(screen.getByRole('searchbox', { name: 'Search pages' }));

    await user.click(await screen.findByRole('button', { name: 'Select all 50,000 matching' }));
    expect(screen.getByText('All 50,000 matching pages are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Process Selected URLs' }));
    await waitFor(() => expect(onProcess).toHaveBeenCalled());
    expect(onProcess).toHaveBeenCalledWith({ matching: { filter: 'all' }, total: TOTAL });
  });
});
