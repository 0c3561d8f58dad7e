import { countSuggestionsByStatus } from '@linkloom/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineSuggester } from '../../engine/engine-suggester';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

describe('a processing job that dies half-way', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let crashes = 1;

  beforeAll(async () => {
    site = await startFixtureSite({
      pages: {
        '/': articlePage(
          'Garden Home',
          'Read Growing Roses and Planting Tulips today for your garden.',
        ),
        '/roses': articlePage(
          'Growing Roses',
          'Roses grow well next to Planting Tulips beds in the garden.',
        ),
        '/tulips': articlePage(
          'Planting Tulips',
          'Tulips pair with Growing Roses for a long season in the garden.',
        ),
      },
    });
    // The engine, except that the first run dies after the first page, as a killed worker would.
    harness = await createTestApp({
      env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' },
      suggestLinks: async (input) => {
        const engine = createEngineSuggester({
          db: harness.database.db,
          logger: harness.app.log,
        });
        const suggester = await engine(input);
        let pages = 0;
        return {
          calibration: suggester.calibration,
          close: () => suggester.close(),
          suggestFor: (url, max) => {
            pages += 1;
            if (crashes > 0 && pages === 2) {
              crashes -= 1;
              throw new Error('worker killed');
            }
            return suggester.suggestFor(url, max);
          },
        };
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('is retried to completion with no duplicate suggestions and one charge', async () => {
    const ada = await signUpTestUser(harness.app, 'ada@example.com');
    const call = (method: string, url: string, payload?: object) =>
      harness.app.inject({ method: method as 'GET', url, payload, headers: ada.headers });
    const websiteId = (
      await call('POST', '/api/websites', { name: 'Garden', url: site.origin })
    ).json().data.uuid as string;
    const { discovery, crawl, processing } = harness.context.services;
    const scope = { ownerId: ada.userId, websiteId };
    await discovery.run(scope);
    await crawl.run(scope);

    const urls = [`${site.origin}/`, `${site.origin}/roses`, `${site.origin}/tulips`];
    const { jobId } = (
      await call('POST', `/api/websites/${websiteId}/process-selected`, { urls })
    ).json().data;
    await expect(processing.run({ ...scope, jobId })).rejects.toThrow('worker killed');
    const halfway = (
      await call('GET', `/api/websites/${websiteId}/queue-status?jobId=${jobId}`)
    ).json().data;
    expect(halfway).toMatchObject({ status: 'started', stage: 'generating_suggestions' });
    expect((await countSuggestionsByStatus(harness.database.db, scope)).total).toBe(0);

    expect(await processing.run({ ...scope, jobId })).toMatchObject({
      suggestions: expect.any(Number),
    });
    expect(await processing.run({ ...scope, jobId })).toBeNull();
    const suggestions = (await call('GET', `/api/websites/${websiteId}/link-suggestions`)).json()
      .data.suggestions as Array<{ source_url: string; target_url: string }>;
    const pairs = suggestions.map((s) => `${s.source_url} ${s.target_url}`);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect((await call('GET', '/api/credits/status')).json().data.creditsUsedThisMonth).toBe(3);
  });
});
