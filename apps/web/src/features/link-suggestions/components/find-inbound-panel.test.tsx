import { screen, within } from '@testing-library/react';
import type { LinkSuggestion } from '@linkloom/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { origin, suggestion, WEBSITE_ID } from '../testing/suggestions-screen-fixtures';

const PAGE_ID = '5d1d6f0e-2b7c-4c1e-9f57-3a0f3c2b9e11';
const pagePath = `/api/websites/${WEBSITE_ID}/pages/${PAGE_ID}`;
const screenUrl = `/websites/${WEBSITE_ID}/crawls/pages/${PAGE_ID}/links-to-this-post`;

function inbound(suggestions: LinkSuggestion[]) {
  return ok({
    target: { page_id: PAGE_ID, url: `${origin}/compost`, title: 'Making Compost' },
    suggestions,
    pagination: { page: 1, pages: 1, total: suggestions.length },
    counts: {
      total: suggestions.length,
      pending: suggestions.length,
      approved: 0,
      rejected: 0,
      applied: 0,
    },
    analysed_pages: 12,
  });
}

const result = (overrides = {}) =>
  ok({
    analysed_pages: 12,
    found: 1,
    added: 1,
    already_suggested: 0,
    credits_charged: 0,
    ...overrides,
  });

describe('Find links to this post', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is offered in the empty list; searches with the keyword, says so while it runs, then lists what it found', async () => {
    let answer: (response: Response) => void = () => undefined;
    const found = suggestion({
      source_url: `${origin}/tulips`,
      source_title: 'Planting Tulips',
      anchor_text: 'rich soil mix',
      context: 'Tulips want a rich soil mix in autumn.',
    });
    const backend = stubBackend({
      [`GET ${pagePath}/inbound-suggestions`]: [inbound([]), inbound([found])],
      [`POST ${pagePath}/find-inbound`]: [
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ],
    });
    const { user } = renderApp(screenUrl);

    expect(
      await screen.findByText(/No suggestions link to this page yet\. Find the analysed pages/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Keyword (optional)'), '  rich soil mix ');
    await user.click(screen.getByRole('button', { name: 'Find links to this post' }));

    expect(await screen.findByText('Searching 12 analysed pages…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find links to this post' })).toBeDisabled();
    expect(backend.callsTo(`${pagePath}/find-inbound`)[0]?.body).toEqual({
      keyword: 'rich soil mix',
    });

    answer(jsonResponse(200, result().body));
    const card = await screen.findByRole('article', { name: 'Suggestion: rich soil mix' });
    expect(within(card).getByText('Planting Tulips')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Searched 12 analysed pages: found 1 page that could link to this post; 1 new suggestion added below. No credits used.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve All Pending (1)' })).toBeEnabled();
  });

  it('says truthfully when no analysed page names the post, and sends no keyword when none is typed', async () => {
    const backend = stubBackend({
      [`GET ${pagePath}/inbound-suggestions`]: [inbound([])],
      [`POST ${pagePath}/find-inbound`]: [result({ found: 0, added: 0 })],
    });
    const { user } = renderApp(screenUrl);
    await user.click(await screen.findByRole('button', { name: 'Find links to this post' }));
    expect(
      await screen.findByText(
        'No analysed page names this post. Try a keyword its readers would use.',
      ),
    ).toBeInTheDocument();
    expect(backend.callsTo(`${pagePath}/find-inbound`)[0]?.body).toEqual({});
  });

  it('shows a failed search as an error with Retry, never as an empty result', async () => {
    const backend = stubBackend({
      [`GET ${pagePath}/inbound-suggestions`]: [inbound([suggestion()])],
      [`POST ${pagePath}/find-inbound`]: [
        {
          status: 422,
          body: { error: { code: 'UNPROCESSABLE', message: 'Too many crawled pages.' } },
        },
        result({ found: 1, added: 0, already_suggested: 1 }),
      ],
    });
    const { user } = renderApp(screenUrl);
    // With suggestions listed, the search sits above the list.
    await user.click(await screen.findByRole('button', { name: 'Find links to this post' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error finding links to this post');
    expect(alert).toHaveTextContent('Too many crawled pages.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'Searched 12 analysed pages: found 1 page that could link to this post; all of them were suggested already. No credits used.',
      ),
    ).toBeInTheDocument();
    expect(backend.callsTo(`${pagePath}/find-inbound`)).toHaveLength(2);
  });
});
