import { screen, within } from '@testing-library/react';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite } from '@/testing/website-fixtures';

const WEBSITE_ID = '7b0c1f3e-7a51-4f4e-9a43-4f7e0f6f2a01';
const JOB_ID = '3f2a9c1e-8b7d-4e6f-9a5b-1c2d3e4f5a6b';
export const origin = 'https://garden.example';
export const api = `/api/websites/${WEBSITE_ID}`;

export const website = aWebsite({
  uuid: WEBSITE_ID,
  name: 'Garden Journal',
  url: `${origin}/`,
  crawlStatus: 'completed',
  createdAt: '2026-01-01T00:00:00.000Z',
});

// /roses has suggestions; /compost was analysed at its present text and site and found
// nothing; / and /tulips were never analysed.
export const pages = ['/', '/roses', '/tulips', '/compost'].map((path, index) => ({
  url: `${origin}${path}`,
  title: ['Garden Journal', 'Growing Roses', 'Planting Tulips', 'Making Compost'][index],
  status: 'crawled',
  analysis: path === '/roses' || path === '/compost' ? 'current' : 'none',
  suggestions: { pending: path === '/roses' ? 1 : 0, decided: 0 },
}));

export function jobStatus(overrides = {}) {
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

export const completed = jobStatus({
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

export const accepted = (overrides = {}) => ({
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

export function renderModal(routes: Parameters<typeof stubBackend>[0]) {
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

export async function openModal(user: ReturnType<typeof renderModal>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Generate New Suggestions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate New Link Suggestions' });
  await within(dialog).findByText('Growing Roses');
  return dialog;
}
