import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-backend';
import {
  accepted,
  api,
  jobStatus,
  openModal,
  origin,
  renderModal,
} from '../testing/generate-modal-fixtures';

describe('generate new link suggestions: credits', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the Credits Exhausted dialog, linking to billing, when credits are short', async () => {
    const { backend, user } = renderModal({
      'POST /api/credits/check': [ok({ hasEnoughCredits: false, creditsRemaining: 0 })],
      'GET /api/credits/upgrade-recommendation': [
        // Not 'credits_exhausted': that opens the shell's own upgrade dialog on load.
        ok({ needsUpgrade: true, reason: 'credits_low', recommendedPlan: 'pro' }),
      ],
    });
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('checkbox', { name: `${origin}/tulips` }));
    await user.click(within(dialog).getByRole('button', { name: 'Process 2 URLs' }));
    await user.click(
      await screen.findByRole('button', { name: 'Yes, Replace Existing Suggestions' }),
    );
    const paywall = await screen.findByRole('dialog', { name: 'Credits Exhausted' });
    expect(within(paywall).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(backend.callsTo(`${api}/process-selected`)).toHaveLength(0);
  });

  it('titles the dialog Trial Ended once the trial is over, and a failed check counts as short', async () => {
    const { user } = renderModal({
      'POST /api/credits/check': [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'Failed to check credits' } } },
      ],
      'GET /api/credits/upgrade-recommendation': [
        ok({ needsUpgrade: true, reason: 'trial_expired', recommendedPlan: 'starter' }),
      ],
    });
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('checkbox', { name: `${origin}/roses` }));
    await user.click(within(dialog).getByRole('checkbox', { name: `${origin}/tulips` }));
    await user.click(within(dialog).getByRole('button', { name: 'Process 1 URL' }));
    const paywall = await screen.findByRole('dialog', { name: 'Trial Ended' });
    expect(within(paywall).getByText('Failed to check credits')).toBeInTheDocument();
  });

  it('tells when the credits covered only part of the selection, for 6 s', async () => {
    const { user } = renderModal({
      'POST /api/credits/check': [ok({ hasEnoughCredits: false, creditsRemaining: 1 })],
      'GET /api/credits/upgrade-recommendation': [
        ok({ needsUpgrade: true, reason: 'credits_low', recommendedPlan: 'pro' }),
      ],
      [`POST ${api}/process-selected`]: [
        accepted({
          credits: { isPartial: true, consumed: 1, remaining: 0, needsUpgrade: true },
          processing: { urlsRequested: 3, urlsProcessed: 1, urlsSkipped: 2 },
        }),
      ],
      [`GET ${api}/queue-status`]: [ok(jobStatus({ totalUrls: 1, processedUrls: 0 }))],
    });
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('checkbox', { name: `${origin}/roses` }));
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Process 4 URLs' }));
    await user.click(
      await screen.findByRole('button', { name: 'Yes, Replace Existing Suggestions' }),
    );
    // With a credit left the dialog says what can happen now, not 'Credits Exhausted'.
    let paywall = await screen.findByRole('dialog', { name: '1 of 4 pages can be analysed now' });
    expect(within(paywall).getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
    await user.click(within(paywall).getByRole('button', { name: 'Back to my selection' }));
    // Closing it keeps the selection as it was.
    expect(within(dialog).getByText('4 of 4 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Process 4 URLs' }));
    await user.click(
      await screen.findByRole('button', { name: 'Yes, Replace Existing Suggestions' }),
    );
    paywall = await screen.findByRole('dialog', { name: '1 of 4 pages can be analysed now' });
    await user.click(within(paywall).getByRole('button', { name: 'Process 1 URL now' }));
    const notice = 'Processed 1 out of 3 URLs. 0 credits remaining.';
    await waitFor(() => expect(screen.getAllByText(notice).length).toBeGreaterThanOrEqual(2));
  });
});
