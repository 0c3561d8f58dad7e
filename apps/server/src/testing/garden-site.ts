import type { TestDatabaseKind } from '@linkloom/db/testing';
import { articlePage, startFixtureSite } from './fixture-site';
import { createTestApp, signUpTestUser } from './test-app';
import { until } from './until';

/**
 * A five-page garden site on 127.0.0.1, crawled for Ada through the real API with the
 * workers running in this process; Eve is the other user. `sources` are two of its pages.
 */
export async function startGarden(kind: TestDatabaseKind) {
  const sitePages: Record<string, string> = {
    '/': articlePage(
      'Garden Journal',
      'Start with Growing Roses in spring, then read about Planting Tulips before autumn and Making Compost all year.',
    ),
    '/roses': articlePage(
      'Growing Roses',
      'Roses love sun. Feed them with Making Compost tips and plant them near Planting Tulips beds for colour.',
    ),
    '/tulips': articlePage(
      'Planting Tulips',
      'Tulip bulbs go in the ground in autumn. Pair them with Growing Roses for a long season.',
    ),
    '/compost': articlePage(
      'Making Compost',
      'Compost is made from green and brown waste; roses and tulips both love it.',
    ),
    '/about': articlePage('About Us', 'Two of us have written here every week since 2009.'),
  };
  const site = await startFixtureSite({ pages: sitePages });
  const harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
  await harness.startWorkers();
  const ada = await signUpTestUser(harness.app, 'ada@example.com');
  const eve = await signUpTestUser(harness.app, 'eve@example.com');

  const call = (method: string, url: string, payload?: object, headers = ada.headers) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers });
  const websiteId: string = (
    await call('POST', '/api/websites', { name: 'Garden', url: site.origin })
  ).json().data.uuid;
  await until(async () => {
    const stats = (await call('GET', `/api/websites/${websiteId}/stats`)).json().data;
    return stats.crawlStatus === 'completed' ? stats : undefined;
  }, 'the first crawl');

  return {
    harness,
    site,
    sitePages,
    ada,
    eve,
    websiteId,
    sources: [`${site.origin}/`, `${site.origin}/roses`],
    call,
    until,
    credits: async () =>
      (await call('GET', '/api/credits/status')).json().data.creditsRemaining as number,
    /** The job's status once it is no longer running. */
    waitForJob: (jobId: string) =>
      until(async () => {
        const status = (
          await call('GET', `/api/websites/${websiteId}/queue-status?jobId=${jobId}`)
        ).json().data;
        return status.status === 'started' ? undefined : status;
      }, 'the processing job'),
    close: async () => {
      await harness.close();
      await site.close();
    },
  };
}

export type Garden = Awaited<ReturnType<typeof startGarden>>;
