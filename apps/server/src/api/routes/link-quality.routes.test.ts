import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { recipeSitePages } from '../../testing/recipe-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof signUpTestUser>>;
type Site = Awaited<ReturnType<typeof startFixtureSite>>;
type Suggestion = { anchor_source: string; confidence: number | null; source_url: string };

// Issue 15: the engine backtests itself on the site's own links at each analysis; the
// website keeps what it measured, and each suggestion its calibrated confidence.
describe.each(testDatabaseKinds())('link quality on %s', (kind) => {
  let harness: Harness;
  let recipes: Site;
  let garden: Site;
  let ada: User;
  let bob: User;
  let eve: User;
  let recipesId: string;
  let gardenId: string;

  const call = (user: User, method: string, url: string, payload?: object) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers: user.headers });

  async function addCrawledWebsite(user: User, name: string, origin: string) {
    const id = (await call(user, 'POST', '/api/websites', { name, url: origin })).json().data
      .uuid as string;
    await until(
      async () => {
        const stats = (await call(user, 'GET', `/api/websites/${id}/stats`)).json().data;
        return stats.crawlStatus === 'completed' ? stats : undefined;
      },
      `the crawl of ${name}`,
      60_000,
    );
    return id;
  }

  async function processAll(user: User, websiteId: string, urls: string[]) {
    const { jobId } = (
      await call(user, 'POST', `/api/websites/${websiteId}/process-selected`, { urls })
    ).json().data;
    return until(
      async () => {
        const status = (
          await call(user, 'GET', `/api/websites/${websiteId}/queue-status?jobId=${jobId}`)
        ).json().data;
        return status.status === 'started' ? undefined : status;
      },
      'the processing job',
      60_000,
    );
  }

  beforeAll(async () => {
    recipes = await startFixtureSite({ pages: recipeSitePages() });
    garden = await startFixtureSite({
      pages: {
        '/': articlePage('Garden Journal', 'Read Growing Roses and Planting Tulips this spring.'),
        '/roses': articlePage('Growing Roses', 'Roses grow well beside Planting Tulips beds.'),
        '/tulips': articlePage('Planting Tulips', 'Tulips pair with Growing Roses all season.'),
      },
    });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    bob = await signUpTestUser(harness.app, 'bob@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    recipesId = await addCrawledWebsite(ada, 'Recipes', recipes.origin);
    gardenId = await addCrawledWebsite(bob, 'Garden', garden.origin);
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await recipes?.close();
    await garden?.close();
  });

  it('has nothing measured before the first analysis, and the default target precision', async () => {
    const quality = await call(ada, 'GET', `/api/websites/${recipesId}/link-quality`);
    expect(quality.statusCode).toBe(200);
    expect(quality.json()).toEqual({ data: null });
    expect((await call(ada, 'GET', `/api/websites/${recipesId}`)).json().data).toMatchObject({
      targetPrecision: 0.5,
    });
  });

  it('takes a target precision between 0.3 and 0.95 through the website update', async () => {
    const tooHigh = await call(ada, 'PUT', `/api/websites/${recipesId}`, { targetPrecision: 0.99 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.message).toContain('Target precision must be between 0.3 and 0.95');
    const updated = await call(ada, 'PUT', `/api/websites/${recipesId}`, { targetPrecision: 0.7 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.targetPrecision).toBe(0.7);
    expect((await call(ada, 'GET', '/api/websites')).json().data[0].targetPrecision).toBe(0.7);
  });

  it("answers 404 for another user's website, reading or setting", async () => {
    const read = await call(eve, 'GET', `/api/websites/${recipesId}/link-quality`);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe('Website not found');
    const write = await call(eve, 'PUT', `/api/websites/${recipesId}`, { targetPrecision: 0.9 });
    expect(write.statusCode).toBe(404);
    expect((await call(ada, 'GET', `/api/websites/${recipesId}`)).json().data.targetPrecision).toBe(
      0.7,
    );
  });

  it("measures a site with links of its own on those links, at the website's setting", async () => {
    const urls = Object.keys(recipeSitePages()).map((path) => `${recipes.origin}${path}`);
    const job = await processAll(ada, recipesId, urls);
    expect(job.status).toBe('completed');

    const quality = (await call(ada, 'GET', `/api/websites/${recipesId}/link-quality`)).json().data;
    expect(quality).toMatchObject({ basis: 'site', targetPrecision: 0.7 });
    expect(quality.linkPairs).toBeGreaterThanOrEqual(30);
    expect(quality.hiddenPairs).toBeGreaterThan(0);
    expect(quality.hiddenPairs).toBeLessThanOrEqual(quality.linkPairs);
    expect(quality.foundPairs).toBeLessThanOrEqual(quality.hiddenPairs);
    for (const share of [quality.precision, quality.recall]) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
    }
    expect(quality.recall).toBeCloseTo(quality.foundPairs / quality.hiddenPairs, 2);
    expect(quality.bands.length).toBeGreaterThan(0);
    const lowest = quality.bands.map((band: { minConfidence: number }) => band.minConfidence);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    for (const band of quality.bands) {
      expect(band.minConfidence).toBeLessThan(band.maxConfidence);
      expect(band.maxConfidence).toBeLessThanOrEqual(1);
      expect(band.hits).toBeLessThanOrEqual(band.suggestions);
    }
    expect(Date.parse(quality.measuredAt)).not.toBeNaN();
  });

  it('gives every suggested anchor a calibrated confidence, and a passage none', async () => {
    const suggestions = (
      await call(ada, 'GET', `/api/websites/${recipesId}/link-suggestions?limit=50`)
    ).json().data.suggestions as Suggestion[];
    const anchors = suggestions.filter((s) => s.anchor_source === 'existing_content');
    expect(anchors.length).toBeGreaterThan(0);
    for (const suggestion of anchors) {
      expect(suggestion.confidence).toBeGreaterThanOrEqual(0);
      expect(suggestion.confidence).toBeLessThanOrEqual(1);
    }
    for (const passage of suggestions.filter((s) => s.anchor_source === 'generated_passage')) {
      expect(passage.confidence).toBeNull();
    }
    const csv = (
      await call(ada, 'GET', `/api/websites/${recipesId}/link-suggestions/export?format=csv`)
    ).body;
    expect(csv.split('\r\n')[0]).toContain(',score,confidence,');
  });

  it('names the processed pages that got no suggestion in the job result', async () => {
    const job = (await call(ada, 'GET', `/api/websites/${recipesId}/queue-status`)).json().data;
    const { pages_without_suggestions: empty, pages_without_suggestions_count: count } = job.result;
    expect(count).toBe(empty.length);
    const suggested = new Set(
      (
        (await call(ada, 'GET', `/api/websites/${recipesId}/link-suggestions?limit=50`)).json().data
          .suggestions as Suggestion[]
      ).map((s) => s.source_url),
    );
    for (const url of empty) {
      expect(suggested.has(url)).toBe(false);
    }
    expect(job.result.suggestions_count).toBeGreaterThan(0);
  });

  it('falls back to the reference sites for a site with too few links of its own', async () => {
    const urls = ['/', '/roses', '/tulips'].map((path) => `${garden.origin}${path}`);
    expect((await processAll(bob, gardenId, urls)).status).toBe('completed');
    const quality = (await call(bob, 'GET', `/api/websites/${gardenId}/link-quality`)).json().data;
    expect(quality).toMatchObject({ basis: 'developer_sites', targetPrecision: 0.5 });
    expect(quality.linkPairs).toBeLessThan(30);
    expect((await call(ada, 'GET', `/api/websites/${gardenId}/link-quality`)).statusCode).toBe(404);
  });
});
