import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type PickerPage = {
  url: string;
  analysis: 'none' | 'current' | 'outdated';
  suggestions: { pending: number; decided: number };
};

// Issue 17, point 1: the page picker tells 'analysed, no links found' from 'not analysed
// yet', and a page whose analysis still holds is not charged again.
describe.each(testDatabaseKinds())('the pages a user picks for analysis on %s', (kind) => {
  let harness: Harness;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;

  const call = (method: string, url: string, payload?: object, headers = ada.headers) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers });
  const credits = async () =>
    (await call('GET', '/api/credits/status')).json().data.creditsRemaining as number;
  const pickerPages = async () => {
    const response = await call('GET', `/api/websites/${websiteId}/sitemap/pages?limit=1000`);
    expect(response.statusCode).toBe(200);
    const pages = response.json().data.pages as PickerPage[];
    return new Map(pages.map((page) => [new URL(page.url).pathname, page]));
  };
  async function process(urls: string[], key: string) {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': key },
      payload: { urls },
    });
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json().data;
    return until(async () => {
      const status = (
        await call('GET', `/api/websites/${websiteId}/queue-status?jobId=${jobId}`)
      ).json().data;
      return status.status === 'started' ? undefined : status;
    }, 'the processing job');
  }

  beforeAll(async () => {
    site = await startFixtureSite({
      pages: {
        '/': articlePage(
          'Garden Journal',
          'Start with Growing Roses in spring, then read about Planting Tulips before autumn.',
        ),
        '/roses': articlePage(
          'Growing Roses',
          'Roses love sun. Plant them near Planting Tulips beds for colour all season.',
        ),
        '/tulips': articlePage(
          'Planting Tulips',
          'Tulip bulbs go in the ground in autumn. Pair them with Growing Roses for a long season.',
        ),
        '/about': articlePage('About Us', 'Two of us have written here every week since 2009.'),
      },
    });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = (await call('POST', '/api/websites', { name: 'Garden', url: site.origin })).json()
      .data.uuid;
    await until(async () => {
      const stats = (await call('GET', `/api/websites/${websiteId}/stats`)).json().data;
      return stats.crawlStatus === 'completed' ? stats : undefined;
    }, 'the first crawl');
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('says every page is not analysed yet before the first analysis', async () => {
    const pages = await pickerPages();
    expect(pages.size).toBe(4);
    for (const page of pages.values()) {
      expect(page).toMatchObject({ analysis: 'none', suggestions: { pending: 0, decided: 0 } });
    }
  });

  it('tells a page analysed without a link from one with suggestions, and charges neither again', async () => {
    const roses = `${site.origin}/roses`;
    const about = `${site.origin}/about`;
    const before = await credits();
    const first = await process([roses, about], 'first');
    expect(first.status).toBe('completed');
    expect(first.result.pages_without_suggestions).toEqual([about]);
    expect(await credits()).toBe(before - 2);

    const pages = await pickerPages();
    expect(pages.get('/about')).toMatchObject({
      analysis: 'current',
      suggestions: { pending: 0, decided: 0 },
    });
    expect(pages.get('/roses')!.analysis).toBe('current');
    expect(pages.get('/roses')!.suggestions.pending).toBeGreaterThan(0);
    expect(pages.get('/tulips')).toMatchObject({ analysis: 'none' });

    // The user picks both again: nothing changed, so nothing is analysed or charged.
    const again = await process([roses, about], 'again');
    expect(again.result.early_duplicate_prevention).toMatchObject({
      urls_processed: 0,
      urls_filtered: 2,
    });
    expect(await credits()).toBe(before - 2);
  });

  it('counts decided suggestions apart from pending ones', async () => {
    const { suggestions } = (
      await call('GET', `/api/websites/${websiteId}/link-suggestions?status=pending`)
    ).json().data as { suggestions: Array<{ uuid: string; source_url: string }> };
    const fromRoses = suggestions.filter((item) => item.source_url.endsWith('/roses'));
    expect(fromRoses.length).toBeGreaterThan(0);
    const approve = await call(
      'POST',
      `/api/websites/${websiteId}/link-suggestions/${fromRoses[0]!.uuid}/approve`,
    );
    expect(approve.statusCode).toBe(200);
    const roses = (await pickerPages()).get('/roses')!;
    expect(roses.suggestions).toEqual({ pending: fromRoses.length - 1, decided: 1 });
  });

  it('marks an analysis outdated once the site it could link to changed, and charges for it again', async () => {
    await harness.database.db
      .update(schema.pages)
      .set({ title: 'Growing Climbing Roses' })
      .where(eq(schema.pages.url, `${site.origin}/roses`));
    const pages = await pickerPages();
    expect(pages.get('/about')!.analysis).toBe('outdated');
    expect(pages.get('/tulips')!.analysis).toBe('none');

    const before = await credits();
    const about = await process([`${site.origin}/about`], 'after-change');
    expect(about.result.early_duplicate_prevention).toMatchObject({ urls_processed: 1 });
    expect(await credits()).toBe(before - 1);
    expect((await pickerPages()).get('/about')!.analysis).toBe('current');
  });

  it("answers 404 for another user's website", async () => {
    const response = await call(
      'GET',
      `/api/websites/${websiteId}/sitemap/pages`,
      undefined,
      eve.headers,
    );
    expect(response.statusCode).toBe(404);
  });
});
