import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trialSubscription, accountRoutes } from '@/features/billing/testing/billing-fixtures';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';

const exhausted = ok({
  needsUpgrade: true,
  reason: 'credits_exhausted',
  recommendedPlan: 'starter',
});

describe('the upgrade dialog that opens by itself', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens once per browser session, not again on the next page load', async () => {
    stubBackend(
      accountRoutes(trialSubscription(), {
        'GET /api/credits/upgrade-recommendation': [exhausted],
      }),
    );
    const first = renderApp('/settings');
    const dialog = await screen.findByRole('dialog', { name: 'Credits Exhausted' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    first.unmount();

    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    // Give the recommendation time to load: the dialog must still stay shut.
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: 'Credits' }).length).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Credits Exhausted' })).toBeNull();
  });

  it("does not open when the credits run out during the visit (over a job's results)", async () => {
    stubBackend(
      accountRoutes(trialSubscription(), {
        'GET /api/credits/upgrade-recommendation': [
          ok({ needsUpgrade: false, reason: 'none', recommendedPlan: null }),
          exhausted,
        ],
      }),
    );
    const { queryClient } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await waitFor(() =>
      expect(
        queryClient.getQueryState(['credits', 'upgrade-recommendation', 'user-1'])?.status,
      ).toBe('success'),
    );
    await queryClient.invalidateQueries({ queryKey: ['credits'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Credits Exhausted' })).toBeNull();
  });
});
