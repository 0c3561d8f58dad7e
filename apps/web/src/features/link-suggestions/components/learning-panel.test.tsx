import type { LearningSummary } from '@linkloom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-backend';
import {
  base,
  page,
  renderScreen,
  suggestion,
  WEBSITE_ID,
} from '../testing/suggestions-screen-fixtures';

const learningPath = `/api/websites/${WEBSITE_ID}/learning`;

function learning(overrides: Partial<LearningSummary> = {}): LearningSummary {
  return {
    source: 'developer_sites',
    decisions: 0,
    approvals: 0,
    basis_text: 'estimated from other sites',
    confidence_range: [0.4, 0.8],
    last_change: { decisions: 0, promoted: 0, demoted: 0 },
    less_likely: 0,
    rerating: false,
    ...overrides,
  };
}

// Issue 51: the server re-fits the site's model in a job a moment after a decision; the review
// list says so while it runs, and shows the re-rated list (and what changed) when it ends.
describe('re-rating after a decision', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says "Re-rating from your decisions…" while the re-fit runs, then refreshes the list', async () => {
    const first = suggestion();
    const raised = suggestion({ anchor_text: 'Planting Tulips', context: 'Near Planting Tulips.' });
    const learnt = learning({
      source: 'decisions',
      decisions: 1,
      approvals: 1,
      basis_text: 'learnt from your 1 decision',
      last_change: { decisions: 1, promoted: 1, demoted: 0 },
    });
    const { backend, user } = renderScreen({
      [`GET ${base}`]: [page([first]), page([{ ...first, status: 'approved' }, raised])],
      [`POST ${base}/${first.uuid}/approve`]: [ok({ ...first, status: 'approved' })],
      // Before the decision; just after it (the job waits); then once it has run.
      [`GET ${learningPath}`]: [
        ok(learning()),
        ok(learning({ rerating: true })),
        ok(learning({ rerating: true })),
        ok(learnt),
      ],
    });

    const card = await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    expect(await screen.findByTestId('learning-sentence')).toHaveTextContent(
      /^Estimated from other sites/,
    );
    expect(screen.queryByText('Re-rating from your decisions…')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByTestId('rerating')).toHaveTextContent(
      'Re-rating from your decisions…',
    );
    // The panel reads the summary again each second until the re-fit has ended.
    await waitFor(
      () => expect(screen.queryByText('Re-rating from your decisions…')).toBeNull(),
      { timeout: 5_000 },
    );
    expect(
      await screen.findByText('1 more suggestion, learnt from your decisions'),
    ).toBeInTheDocument();
    // The list read again: the suggestion the re-fit raised is there.
    await waitFor(() => expect(screen.getAllByText('Planting Tulips').length).toBeGreaterThan(0));
    expect(backend.callsTo(learningPath).length).toBeGreaterThanOrEqual(3);
    expect(backend.callsTo(base).length).toBeGreaterThanOrEqual(2);
  }, 15_000);
});
