import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSite } from '../../../bench/seed-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof signUpTestUser>>;
type Suggestion = {
  uuid: string;
  status: string;
  source_url: string;
  target_url: string;
  source_title: string | null;
  target_title: string | null;
  score: number;
  target_equity: number | null;
};
type Pagination = { page: number; pages: number; total: number };

// The bench's site, small: 40 crawled pages with their analysis, 120 suggestions (14 of every
// 20 pending, 3 approved, 2 rejected, 1 applied).
const SITE = { pages: 40, suggestions: 120 };

describe.each(testDatabaseKinds())('the review list on %s', (kind) => {
  let harness: Harness;
  let ada: User;
  let eve: User;
  let websiteId: string;

  const get = (user: User, path: string) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/link-suggestions${path}`,
      headers: user.headers,
    });

  beforeAll(async () => {
    harness = await createTestApp({ kind });
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = await seedSite(harness, ada.headers, SITE);
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  it('pages through every suggestion by source page, best first, with titles and equity', async () => {
    const seen: Suggestion[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { suggestions, pagination } = (await get(ada, `?limit=50&page=${page}`)).json()
        .data as { suggestions: Suggestion[]; pagination: Pagination };
      expect(pagination).toEqual({ page, pages: 3, total: 120 });
      seen.push(...suggestions);
    }
    expect(new Set(seen.map((s) => s.uuid)).size).toBe(120);
    const keys = seen.map((s) => [s.source_url, -s.score] as const);
    const sorted = [...keys].sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1));
    expect(keys).toEqual(sorted);
    expect(seen[0]!.source_title).toMatch(/ guide \d+$/);
    expect(seen[0]!.target_title).toMatch(/ guide \d+$/);
    expect(seen.every((s) => s.target_equity !== null)).toBe(true);
  });

  it('counts and pages within a status', async () => {
    const approved = (await get(ada, '?limit=10&status=approved')).json().data;
    expect(approved.pagination).toEqual({ page: 1, pages: 2, total: 18 });
    expect(approved.suggestions).toHaveLength(10);
    expect(approved.suggestions.every((s: Suggestion) => s.status === 'approved')).toBe(true);
  });

  it('answers a page past the end empty, with the total', async () => {
    const past = (await get(ada, '?limit=50&page=9')).json().data;
    expect(past).toEqual({ suggestions: [], pagination: { page: 9, pages: 3, total: 120 } });
  });

  it('groups a page of suggestions by target page, in target order', async () => {
    const first = (await get(ada, '/by-target-page?limit=50')).json().data as {
      groups: Array<{ target_url: string; suggestions: Suggestion[] }>;
      pagination: Pagination;
    };
    expect(first.pagination).toEqual({ page: 1, pages: 3, total: 120 });
    const targets = first.groups.map((group) => group.target_url);
    expect(targets).toEqual([...new Set(targets)].sort());
    expect(first.groups.flatMap((group) => group.suggestions)).toHaveLength(50);
    for (const group of first.groups) {
      expect(group.suggestions.every((s) => s.target_url === group.target_url)).toBe(true);
    }
    const pending = (await get(ada, '/by-target-page?limit=5&status=pending&page=2')).json().data;
    expect(pending.pagination).toEqual({ page: 2, pages: 17, total: 84 });
  });

  it("answers 404 for another user's website, on every page", async () => {
    for (const path of ['?limit=50', '?page=9', '/by-target-page', '/by-target-page?page=9']) {
      const response = await get(eve, path);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Website not found');
    }
  });

  it("adds a link by hand only between the website's own pages", async () => {
    const add = (source_url: string, target_url: string) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/websites/${websiteId}/link-suggestions`,
        headers: ada.headers,
        payload: { source_url, target_url, anchor_text: 'compost', context: 'More on compost.' },
      });
    const own = 'https://bench.example/guides/page-1';
    for (const [source, target, field] of [
      [own, 'javascript:alert(document.cookie)', 'target_url'],
      [own, 'data:text/html,<script>alert(1)</script>', 'target_url'],
      [own, 'https://elsewhere.example/guides/page-2', 'target_url'],
      ['https://elsewhere.example/guides/page-2', own, 'source_url'],
      ['javascript:alert(1)', own, 'source_url'],
    ] as const) {
      const response = await add(source, target);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(field);
    }
    const accepted = await add(own, 'https://bench.example/guides/page-2');
    expect(accepted.statusCode).toBe(201);
  });
});
