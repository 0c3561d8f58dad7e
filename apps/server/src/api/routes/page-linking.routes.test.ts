import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type ListedPage = { _id: string; url: string; listingReason: string | null; linkedAnyway: boolean };

/** Pages that only list others are left out of links until their owner links them anyway. */
describe.each(testDatabaseKinds())('linking a listing page anyway on %s', (kind) => {
  let harness: Harness;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;
  let archiveUrl: string;

  beforeAll(async () => {
    site = await startFixtureSite({
      pages: {
        '/': articlePage('Garden Journal', 'Our notes on Growing Roses and Planting Tulips.'),
        '/roses': articlePage(
          'Growing Roses',
          'Roses love sun. Feed them with Making Compost tips and plant them near Planting Tulips beds.',
        ),
        '/tulips': articlePage(
          'Planting Tulips',
          'Tulip bulbs go in the ground in autumn. Pair them with Growing Roses for a long season.',
        ),
        '/compost': articlePage(
          'Making Compost',
          'Compost is made from green and brown waste; roses and tulips both love it.',
        ),
        '/category/flowers/': articlePage(
          'Flowers',
          'Posts about flowers: Growing Roses in spring, Planting Tulips in autumn, and Making Compost for both.',
        ),
      },
    });
    archiveUrl = `${site.origin}/category/flowers/`;
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: ada.headers,
        payload: { name: 'Garden', url: site.origin },
      })
    ).json().data.uuid;
    await until(async () => {
      const stats = (
        await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${websiteId}/stats`,
          headers: ada.headers,
        })
      ).json().data;
      return stats.crawlStatus === 'completed' ? stats : undefined;
    }, 'the first crawl');
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  async function listedPages(): Promise<ListedPage[]> {
    return (
      await harness.app.inject({
        method: 'GET',
        url: `/api/websites/${websiteId}/pages`,
        headers: ada.headers,
      })
    ).json().data.pages;
  }

  async function archive(): Promise<ListedPage> {
    return (await listedPages()).find((page) => page.url === archiveUrl)!;
  }

  function setLinking(pageId: string, linkedAnyway: boolean, headers = ada.headers) {
    return harness.app.inject({
      method: 'PUT',
      url: `/api/websites/${websiteId}/pages/${pageId}/linking`,
      headers,
      payload: { linkedAnyway },
    });
  }

  async function process(key: string) {
    const started = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': key },
      payload: { urls: [archiveUrl] },
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().data.jobId as string;
    await until(async () => {
      const status = (
        await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${websiteId}/queue-status?jobId=${jobId}`,
          headers: ada.headers,
        })
      ).json().data;
      return status.status === 'started' ? undefined : status;
    }, 'the processing job');
    const suggestions = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/websites/${websiteId}/link-suggestions?status=pending`,
        headers: ada.headers,
      })
    ).json().data.suggestions as Array<{ source_url: string; target_url: string }>;
    return suggestions;
  }

  it('lists each page with why it is left out of links, and whether it is linked anyway', async () => {
    const pages = await listedPages();
    expect(pages.find((page) => page.url === archiveUrl)).toMatchObject({
      listingReason: 'its address is an archive of posts',
      linkedAnyway: false,
    });
    expect(pages.find((page) => page.url === `${site.origin}/roses`)).toMatchObject({
      listingReason: null,
      linkedAnyway: false,
    });
  });

  it('gives a listing page no suggestions until its owner links it anyway, then analyses it again', async () => {
    const leftOut = await process('archive-left-out');
    expect(leftOut.filter((s) => s.source_url === archiveUrl)).toEqual([]);

    const page = await archive();
    const turnedOn = await setLinking(page._id, true);
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json().data).toMatchObject({ _id: page._id, linkedAnyway: true });
    expect(await archive()).toMatchObject({ linkedAnyway: true });

    const linked = await process('archive-linked');
    expect(linked.filter((s) => s.source_url === archiveUrl).length).toBeGreaterThan(0);

    const turnedOff = await setLinking(page._id, false);
    expect(turnedOff.json().data).toMatchObject({ linkedAnyway: false });
  });

  it("answers 404 for another user's page and changes nothing", async () => {
    const page = await archive();
    const response = await setLinking(page._id, true, eve.headers);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(site.origin);
    expect(await archive()).toMatchObject({ linkedAnyway: false });
  });

  it('refuses a body without the choice', async () => {
    const page = await archive();
    const response = await harness.app.inject({
      method: 'PUT',
      url: `/api/websites/${websiteId}/pages/${page._id}/linking`,
      headers: ada.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});
