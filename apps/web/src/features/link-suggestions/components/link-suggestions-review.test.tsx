import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok } from '@/testing/fake-backend';
import {
  base,
  origin,
  page,
  renderScreen,
  suggestion,
  WEBSITE_ID,
} from '../testing/suggestions-screen-fixtures';

describe('reviewing link suggestions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
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

  it('keeps both of two changes made before the screen renders again', async () => {
    const { router } = renderScreen({ [`GET ${base}`]: [page([suggestion()])] });
    await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    // Both clicks in one act: the second handler is still the first render's.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Target Page' }));
      fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?group=target&status=pending'));
  });
});
