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
};

describe.each(testDatabaseKinds())('Links to this post (inbound suggestions) on %s', (kind) => {
  let harness: Harness;
  let ada: User;
  let eve: User;
  let websiteId: string;
  let target: { url: string; pageId: string; total: number; pending: number };

  const call = (user: User, method: 'GET' | 'POST', url: string) =>
    harness.app.inject({ method, url: `/api${url}`, headers: user.headers });
  const inbound = (user: User, query = '', site = websiteId, pageId = target.pageId) =>
    call(user, 'GET', `/websites/${site}/pages/${pageId}/inbound-suggestions${query}`);

  beforeAll(async () => {
    harness = await createTestApp({ kind });
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = await seedSite(harness, ada.headers, { pages: 40, suggestions: 120 });
    // The page most suggestions would link to.
    const targets = (await call(ada, 'GET', `/websites/${websiteId}/link-suggestions/target-urls`))
      .json()
      .data.sort((a: { total: number }, b: { total: number }) => b.total - a.total);
    const [{ target_url: url, total, pending }] = targets;
    const pages = (
      await call(
        ada,
        'GET',
        `/websites/${websiteId}/pages?limit=100&search=${encodeURIComponent(url)}`,
      )
    ).json().data.pages as Array<{ _id: string; url: string }>;
    target = { url, total, pending, pageId: pages.find((page) => page.url === url)!._id };
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  it('lists every suggestion that would link to the page, best first, with the counts', async () => {
    const response = await inbound(ada, '?limit=50');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.target).toMatchObject({ page_id: target.pageId, url: target.url });
    expect(data.target.title).toMatch(/ guide \d+$/);
    expect(data.counts.total).toBe(target.total);
    expect(data.counts.pending).toBe(target.pending);
    expect(data.pagination).toEqual({ page: 1, pages: 1, total: target.total });
    const suggestions = data.suggestions as Suggestion[];
    expect(suggestions).toHaveLength(target.total);
    expect(suggestions.every((s) => s.target_url === target.url)).toBe(true);
    expect(suggestions.every((s) => s.source_url !== target.url && s.source_title)).toBe(true);
    expect(suggestions[0]!.target_title).toBe(data.target.title);
    const scores = suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('pages within a status, and approving from it moves the counts', async () => {
    const first = (await inbound(ada, '?status=pending&limit=1')).json().data;
    expect(first.pagination).toEqual({ page: 1, pages: target.pending, total: target.pending });
    const [pending] = first.suggestions as Suggestion[];
    expect(pending!.status).toBe('pending');
    const approved = await call(
      ada,
      'POST',
      `/websites/${websiteId}/link-suggestions/${pending!.uuid}/approve`,
    );
    expect(approved.json().data.status).toBe('approved');
    const after = (await inbound(ada, '?status=approved&limit=50')).json().data;
    // The decision re-rates the rest (issue 51): one may also move to "less likely".
    expect(after.counts.pending).toBeLessThanOrEqual(target.pending - 1);
    expect((after.suggestions as Suggestion[]).map((s) => s.uuid)).toContain(pending!.uuid);
    expect((after.suggestions as Suggestion[]).every((s) => s.status === 'approved')).toBe(true);
  });

  it('answers 404 for another user, for a page of another website, and for no page', async () => {
    expect((await inbound(eve)).statusCode).toBe(404);
    const eveSite = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: eve.headers,
        payload: { name: 'Eve', url: 'https://eve-garden.example' },
      })
    ).json().data.uuid;
    // Her own website with Ada's page id reads nothing of Ada's.
    const crossed = await inbound(eve, '', eveSite);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.message).toBe('Page not found');
    expect(crossed.body).not.toContain(target.url);
    const none = await inbound(ada, '', websiteId, '00000000-0000-4000-8000-000000000000');
    expect(none.statusCode).toBe(404);
  });
});
