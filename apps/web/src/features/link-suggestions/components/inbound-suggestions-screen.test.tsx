import { screen, within } from '@testing-library/react';
import type { LinkSuggestion } from '@linkloom/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { origin, suggestion, WEBSITE_ID } from '../testing/suggestions-screen-fixtures';

const PAGE_ID = '5d1d6f0e-2b7c-4c1e-9f57-3a0f3c2b9e11';
const inboundPath = `/api/websites/${WEBSITE_ID}/pages/${PAGE_ID}/inbound-suggestions`;
const target = { page_id: PAGE_ID, url: `${origin}/compost`, title: 'Making Compost' };

function inbound(suggestions: LinkSuggestion[], counts: Partial<Record<string, number>> = {}) {
  const all = { pending: 0, approved: 0, rejected: 0, applied: 0, ...counts };
  const total = Object.values(all).reduce((sum, n) => sum + n, 0);
  return ok({
    target,
    suggestions,
    pagination: { page: 1, pages: 1, total: suggestions.length },
    counts: { total, ...all },
    analysed_pages: 3,
  });
}

describe('Links to this post', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the page, every suggestion linking to it, and approves them from there', async () => {
    const fromRoses = suggestion();
    const fromTulips = suggestion({
      source_url: `${origin}/tulips`,
      source_title: 'Planting Tulips',
      anchor_text: 'compost',
      context: 'Tulips like compost in autumn.',
    });
    const backend = stubBackend({
      [`GET ${inboundPath}`]: [
        inbound([fromRoses, fromTulips], { pending: 2 }),
        inbound(
          [
            { ...fromRoses, status: 'approved' },
            { ...fromTulips, status: 'approved' },
          ],
          { approved: 2 },
        ),
      ],
      [`POST /api/websites/${WEBSITE_ID}/link-suggestions/bulk-approve`]: [
        ok({ updated: 2, skipped: 0 }),
      ],
    });
    const { user } = renderApp(
      `/websites/${WEBSITE_ID}/crawls/pages/${PAGE_ID}/links-to-this-post`,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Links to this post' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Making Compost', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Counts')).toHaveTextContent(
      '2 suggested links to it: 2 pending, 0 approved, 0 applied, 0 rejected.',
    );
    const tulips = screen.getByRole('article', { name: 'Suggestion: compost' });
    expect(within(tulips).getByText('Planting Tulips')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve All Pending (2)' }));
    expect(
      backend.callsTo(`/api/websites/${WEBSITE_ID}/link-suggestions/bulk-approve`)[0]?.body,
    ).toEqual({
      suggestionIds: [fromRoses.uuid, fromTulips.uuid],
    });
    expect(
      await screen.findByText(
        '2 suggested links to it: 0 pending, 2 approved, 0 applied, 0 rejected.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the page is not one of the website’s', async () => {
    stubBackend({});
    renderApp(`/websites/${WEBSITE_ID}/crawls/pages/${PAGE_ID}/links-to-this-post`);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crawled Pages' })).toBeInTheDocument();
  });
});
