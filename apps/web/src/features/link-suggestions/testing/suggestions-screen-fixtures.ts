import type { LinkSuggestion } from '@linkloom/contracts';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite } from '@/testing/website-fixtures';

export const WEBSITE_ID = '7b0c1f3e-7a51-4f4e-9a43-4f7e0f6f2a01';
export const base = `/api/websites/${WEBSITE_ID}/link-suggestions`;
export const origin = 'https://garden.example';

export const website = aWebsite({
  uuid: WEBSITE_ID,
  name: 'Garden Journal',
  url: `${origin}/`,
  crawlStatus: 'completed',
  createdAt: '2026-01-01T00:00:00.000Z',
});

let counter = 0;
export function suggestion(overrides: Partial<LinkSuggestion> = {}): LinkSuggestion {
  counter += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    status: 'pending',
    suggestion_type: 'contextual_link',
    source_url: `${origin}/roses`,
    target_url: `${origin}/compost`,
    source_title: 'Growing Roses',
    target_title: 'Making Compost',
    anchor_text: 'Making Compost',
    context: 'Feed them with Making Compost tips every spring.',
    generated_passage: null,
    passage_placement: null,
    anchor_source: 'existing_content',
    score: 0.82,
    confidence: 0.71,
    reasons: ['The anchor matches the title of the target page'],
    rejection_reason: null,
    target_equity: 12.4,
    estimated_equity_gain: 3.4,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const stats = (overrides = {}) =>
  ok({ total: 2, pending: 2, approved: 0, rejected: 0, applied: 0, ...overrides });
export const page = (suggestions: LinkSuggestion[], total = suggestions.length, pageNo = 1) =>
  ok({ suggestions, pagination: { page: pageNo, pages: Math.ceil(total / 50), total } });

export function renderScreen(routes: Parameters<typeof stubBackend>[0]) {
  const backend = stubBackend({
    [`GET /api/websites/${WEBSITE_ID}`]: [ok(website)],
    [`GET ${base}/stats`]: [stats()],
    ...routes,
  });
  return { backend, ...renderApp(`/websites/${WEBSITE_ID}/link-suggestions`) };
}
