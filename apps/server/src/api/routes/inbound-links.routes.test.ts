import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof signUpTestUser>>;
type Suggestion = {
  uuid: string;
  status: string;
  source_url: string;
  target_url: string;
  anchor_text: string;
  context: string;
  confidence: number | null;
};

// Issue 52 §3: "Find links to this post" searches the analysed pages for sentences naming one
// post (and a keyword), keeps them as pending suggestions, and charges nothing.
describe.each(testDatabaseKinds())('Find links to this post on %s', (kind) => {
  let harness: Harness;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: User;
  let eve: User;
  let websiteId: string;
  let compostId: string;

  const call = (user: User, method: string, url: string, payload?: object) =>
    harness.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      payload,
      headers: user.headers,
    });
  const find = (user: User, payload: object = {}, site = websiteId, pageId = compostId) =>
    call(user, 'POST', `/websites/${site}/pages/${pageId}/find-inbound`, payload);
  const inbound = async () =>
    (await call(ada, 'GET', `/websites/${websiteId}/pages/${compostId}/inbound-suggestions`)).json()
      .data as { suggestions: Suggestion[]; analysed_pages: number };
  const creditsLeft = async () =>
    (await call(ada, 'GET', '/credits/status')).json().data.creditsRemaining as number;

  beforeAll(async () => {
    site = await startFixtureSite({
      pages: {
        '/': articlePage('Garden Journal', 'Notes from a small garden, season by season.'),
        '/compost': articlePage(
          'Making Compost',
          'Turn kitchen scraps and leaves into dark crumbly soil over one season.',
        ),
        '/roses': articlePage(
          'Growing Roses',
          'Roses are hungry plants. Dig in Making Compost every spring and they repay you.',
        ),
        '/tulips': articlePage(
          'Planting Tulips',
          'Tulips want a rich soil mix in autumn. Plant them deep, pointed end up.',
        ),
        '/herbs': articlePage(
          'Herb Garden',
          'Herbs ask for little. <a href="/compost">Making Compost</a> feeds them for a year.',
        ),
        '/beans': articlePage(
          'Runner Beans',
          'Beans climb fast in June. A rich soil mix helps, and so does Making Compost.',
        ),
      },
    });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = (await call(ada, 'POST', '/websites', { name: 'Garden', url: site.origin })).json()
      .data.uuid;
    await until(
      async () =>
        (await call(ada, 'GET', `/websites/${websiteId}/stats`)).json().data.crawlStatus ===
        'completed'
          ? true
          : undefined,
      'the crawl',
      60_000,
    );
    const pages = (await call(ada, 'GET', `/websites/${websiteId}/pages?limit=100`)).json().data
      .pages as Array<{ _id: string; url: string }>;
    compostId = pages.find((page) => page.url === `${site.origin}/compost`)!._id;
    // Every page but the beans analysed: the beans page is crawled, not analysed.
    const urls = ['/', '/compost', '/roses', '/tulips', '/herbs'].map((path) =>
      path === '/' ? `${site.origin}/` : `${site.origin}${path}`,
    );
    const { jobId } = (
      await call(ada, 'POST', `/websites/${websiteId}/process-selected`, { urls })
    ).json().data;
    await until(
      async () => {
        const status = (
          await call(ada, 'GET', `/websites/${websiteId}/queue-status?jobId=${jobId}`)
        ).json().data;
        return status.status === 'started' ? undefined : status;
      },
      'the processing job',
      60_000,
    );
    // What the analysis suggested to the post is cleared: the search must find it again.
    for (const suggestion of (await inbound()).suggestions) {
      await call(ada, 'DELETE', `/websites/${websiteId}/link-suggestions/${suggestion.uuid}`);
    }
  }, 180_000);
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('finds the sentence naming the post in an analysed page, as a pending suggestion, for 0 credits', async () => {
    expect((await inbound()).suggestions).toEqual([]);
    expect((await inbound()).analysed_pages).toBe(4);
    const before = await creditsLeft();
    const response = await find(ada);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      analysed_pages: 4,
      found: 1,
      added: 1,
      already_suggested: 0,
      credits_charged: 0,
    });
    expect(await creditsLeft()).toBe(before);
    const [found] = (await inbound()).suggestions;
    expect(found).toMatchObject({
      status: 'pending',
      source_url: `${site.origin}/roses`,
      target_url: `${site.origin}/compost`,
      anchor_text: 'Making Compost',
      context: 'Dig in Making Compost every spring and they repay you.',
    });
    expect(found!.confidence).toBeGreaterThan(0);
  });

  it('skips pages already linking to the post and pages not analysed; never adds a duplicate', async () => {
    const sources = (await inbound()).suggestions.map((s) => s.source_url);
    expect(sources).not.toContain(`${site.origin}/herbs`);
    expect(sources).not.toContain(`${site.origin}/beans`);
    const again = (await find(ada)).json().data;
    expect(again).toMatchObject({ found: 1, added: 0, already_suggested: 1 });
    expect((await inbound()).suggestions).toHaveLength(1);
  });

  it('takes a keyword the owner types, verbatim, as an anchor', async () => {
    const before = await creditsLeft();
    const data = (await find(ada, { keyword: '  Rich Soil Mix ' })).json().data;
    expect(data).toMatchObject({ found: 2, added: 1, already_suggested: 1, credits_charged: 0 });
    const tulips = (await inbound()).suggestions.find(
      (s) => s.source_url === `${site.origin}/tulips`,
    );
    expect(tulips).toMatchObject({
      anchor_text: 'rich soil mix',
      context: 'Tulips want a rich soil mix in autumn.',
    });
    expect(await creditsLeft()).toBe(before);
  });

  it('answers 404 for another user, for a page of another website, and for no page', async () => {
    expect((await find(eve)).statusCode).toBe(404);
    const eveSite = (
      await call(eve, 'POST', '/websites', { name: 'Eve', url: 'https://eve-garden.example' })
    ).json().data.uuid;
    const crossed = await find(eve, {}, eveSite);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.message).toBe('Page not found');
    expect(crossed.body).not.toContain(site.origin);
    const none = await find(ada, {}, websiteId, '00000000-0000-4000-8000-000000000000');
    expect(none.statusCode).toBe(404);
    expect((await find(ada, { keyword: 'x'.repeat(81) })).statusCode).toBe(400);
  });
});
