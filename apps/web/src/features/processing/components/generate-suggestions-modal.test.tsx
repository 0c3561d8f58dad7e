import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';

const WEBSITE_ID = '7b0c1f3e-7a51-4f4e-9a43-4f7e0f6f2a01';
const JOB_ID = '3f2a9c1e-8b7d-4e6f-9a5b-1c2d3e4f5a6b';
const origin = 'https://garden.example';
const api = `/api/websites/${WEBSITE_ID}`;

const website = {
  uuid: WEBSITE_ID,
  name: 'Garden Journal',
  url: `${origin}/`,
  sitemap_status: 'found',
  crawlStatus: 'completed',
  lastCrawledAt: null,
  crawlDepth: 3,
  crawlFrequency: 'daily',
  robotsTxtRespected: true,
  maxPages: 1000,
  createdAt: '2026-01-01T00:00:00.000Z',
};

// /roses has suggestions; /compost was analysed at its present text and site and found
// nothing; / and /tulips were never analysed.
const pages = ['/', '/roses', '/tulips', '/compost'].map((path, index) => ({
  url: `${origin}${path}`,
  title: ['Garden Journal', 'Growing Roses', 'Planting Tulips', 'Making Compost'][index],
  status: 'crawled',
  analysis: path === '/roses' || path === '/compost' ? 'current' : 'none',
  suggestions: { pending: path === '/roses' ? 1 : 0, decided: 0 },
}));

function jobStatus(overrides = {}) {
  return {
    jobId: JOB_ID,
    websiteId: WEBSITE_ID,
    status: 'started',
    progress: 40,
    stage: 'analyzing_content',
    stageProgress: 50,
    processedUrls: 1,
    totalUrls: 2,
    queueStatus: 'processing',
    estimatedTimeRemaining: 75,
    error: null,
    result: null,
    ...overrides,
  };
}

const completed = jobStatus({
  status: 'completed',
  progress: 100,
  stage: 'completed',
  stageProgress: 100,
  processedUrls: 2,
  estimatedTimeRemaining: 0,
  result: {
    suggestions_count: 5,
    processing_time: 1.2,
    early_duplicate_prevention: {
      enabled: true,
      urls_processed: 2,
      urls_filtered: 0,
      efficiency_gain: 0,
    },
  },
});

const accepted = (overrides = {}) => ({
  status: 202,
  body: {
    data: {
      jobId: JOB_ID,
      websiteId: WEBSITE_ID,
      credits: { isPartial: false, consumed: 2, remaining: 48, needsUpgrade: false },
      processing: { urlsRequested: 2, urlsProcessed: 2, urlsSkipped: 0 },
      ...overrides,
    },
  },
});

function renderModal(routes: Parameters<typeof stubBackend>[0]) {
  const backend = stubBackend({
    [`GET ${api}`]: [ok(website)],
    [`GET ${api}/link-suggestions`]: [
      ok({ suggestions: [], pagination: { page: 1, pages: 0, total: 0 } }),
    ],
    [`GET ${api}/link-suggestions/stats`]: [
      ok({ total: 0, pending: 0, approved: 0, rejected: 0, applied: 0 }),
    ],
    [`GET ${api}/sitemap/pages`]: [ok({ pages, pagination: { page: 1, pages: 1, total: 4 } })],
    'POST /api/credits/check': [ok({ hasEnoughCredits: true, creditsRemaining: 48 })],
    ...routes,
  });
  const view = renderApp(`/websites/${WEBSITE_ID}/link-suggestions`);
  return { backend, ...view };
}

async function openModal(user: ReturnType<typeof renderModal>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Generate New Suggestions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate New Link Suggestions' });
  await within(dialog).findByText('Growing Roses');
  return dialog;
}

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
      await screen.findByText('Link suggestions generated successfully!', undefined, {
        timeout: 4000,
      }),
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
      within(dialog).getByRole('checkbox', { name: `${origin}${path}` }).closest('li')!;
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
