import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-backend';
import {
  accepted,
  api,
  completed,
  jobStatus,
  openModal,
  origin,
  renderModal,
} from '../testing/generate-modal-fixtures';

describe('generate new link suggestions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pre-selects the URLs with suggestions, confirms the replacement, checks credits and follows the job', async () => {
    const { backend, user } = renderModal({
      [`POST ${api}/process-selected`]: [accepted()],
      [`GET ${api}/queue-status`]: [ok(jobStatus()), ok(completed)],
    });
    const dialog = await openModal(user);

    expect(within(dialog).getByText('Has suggestions')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: `${origin}/roses` })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: `${origin}/tulips` })).not.toBeChecked();
    expect(within(dialog).getByText('1 of 4 selected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: `${origin}/tulips` }));
    await user.click(within(dialog).getByRole('button', { name: 'Process 2 URLs' }));

    const confirm = await screen.findByRole('dialog', {
      name: 'Confirm Link Suggestions Replacement',
    });
    expect(
      within(confirm).getByText(
        'This action cannot be undone. New suggestions will replace the existing ones for the selected URLs.',
      ),
    ).toBeInTheDocument();
    await user.click(
      within(confirm).getByRole('button', { name: 'Yes, Replace Existing Suggestions' }),
    );

    expect(
      await screen.findByText(
        'URLs queued for processing! You can close this window and check back later.',
      ),
    ).toBeInTheDocument();
    expect(backend.callsTo('/api/credits/check')[0]?.body).toEqual({ creditsNeeded: 2 });
    const start = backend.callsTo(`${api}/process-selected`)[0];
    expect(start?.body).toEqual({
      urls: [`${origin}/roses`, `${origin}/tulips`],
      options: { isGenerateSuggestions: true, batchSize: 10, maxSuggestionsPerPage: 8 },
    });
    expect(start?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);

    expect(await screen.findByText('Analyzing content')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByText('1 min 15 s')).toBeInTheDocument();

    expect(
      // Two polls 2 s apart, then the toast: the suite's 8 s leaves room on a busy machine.
      await screen.findByText('Link suggestions generated successfully!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Processing complete')).toBeInTheDocument();
    expect(screen.getByText(/5 suggestions generated/)).toBeInTheDocument();
    // One toast per job: 'queued' turned into the outcome instead of stacking under it.
    expect(
      screen.queryByText(
        'URLs queued for processing! You can close this window and check back later.',
      ),
    ).toBeNull();
    expect(screen.getAllByText('Link suggestions generated successfully!')).toHaveLength(1);
  });

  it('tells pages analysed without a link from pages never analysed, and what the credits cover', async () => {
    const { user } = renderModal({
      'GET /api/credits/status': [
        ok({
          plan: 'free',
          creditsUsedThisMonth: 48,
          creditsRemaining: 2,
          creditsPerMonth: 50,
          hasCredits: true,
          periodStart: '2026-01-01T00:00:00.000Z',
          periodEnd: '2026-02-01T00:00:00.000Z',
        }),
      ],
    });
    const dialog = await openModal(user);
    const row = (path: string) =>
      within(dialog)
        .getByRole('checkbox', { name: `${origin}${path}` })
        .closest('li')!;
    expect(row('/roses')).toHaveTextContent('Has suggestions');
    expect(row('/compost')).toHaveTextContent('Analysed, no links found');
    expect(row('/tulips')).toHaveTextContent('Not analysed yet');
    expect(row('/')).toHaveTextContent('Not analysed yet');

    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(
      within(dialog).getByText(
        '2 selected pages are unchanged since their last analysis: they are skipped and not charged.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 4 pages can be analysed now')).toBeInTheDocument();
    // The selection stays as the user made it.
    expect(within(dialog).getByText('4 of 4 selected')).toBeInTheDocument();
  });

  it('hides URLs with suggestions, selects all and clears, and needs at least one URL', async () => {
    const { user } = renderModal({});
    const dialog = await openModal(user);
    await user.click(
      within(dialog).getByRole('button', { name: 'Hide URLs with existing suggestions' }),
    );
    expect(within(dialog).queryByText('Growing Roses')).toBeNull();
    expect(within(dialog).getByText('0 of 3 selected')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Process 0 URLs' })).toBeDisabled();
    expect(
      within(dialog).getByText('Please select at least one URL to continue'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(within(dialog).getByRole('button', { name: 'Process 3 URLs' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByText('0 of 3 selected')).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Show URLs with existing suggestions' }),
    );
    expect(within(dialog).getByText('Growing Roses')).toBeInTheDocument();
  });

  it('says so when the website pages cannot be loaded', async () => {
    const { user } = renderModal({
      [`GET ${api}/sitemap/pages`]: [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Generate New Suggestions' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Failed to load website pages. Please try again.').length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('toasts when processing cannot start', async () => {
    const { user } = renderModal({
      [`POST ${api}/process-selected`]: [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Generate New Suggestions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate New Link Suggestions' });
    await user.click(await within(dialog).findByRole('checkbox', { name: `${origin}/roses` }));
    await user.click(within(dialog).getByRole('checkbox', { name: `${origin}/tulips` }));
    await user.click(within(dialog).getByRole('button', { name: 'Process 1 URL' }));
    expect(
      await screen.findByText('Failed to start processing. Please try again.'),
    ).toBeInTheDocument();
  });
});
