import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../testing/test-app';

/**
 * ARCHITECTURE §6: walks every documented route that names a resource with a second
 * user's token; none may answer with the first user's data.
 */
describe('tenant isolation across every route', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  const ids: Record<string, string> = {};

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
    harness = await createTestApp({ env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    const call = (method: string, url: string, payload?: object) =>
      harness.app.inject({ method: method as 'GET', url, payload, headers: ada.headers });
    ids.id = (
      await call('POST', '/api/websites', { name: 'Garden', url: site.origin })
    ).json().data.uuid;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (
        (await call('GET', `/api/websites/${ids.id}/stats`)).json().data.crawlStatus === 'completed'
      ) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    ids.pageId = (await call('GET', `/api/websites/${ids.id}/pages`)).json().data.pages[0]._id;
    const job = (
      await call('POST', `/api/websites/${ids.id}/process-selected`, {
        urls: [`${site.origin}/roses`],
      })
    ).json().data;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (
        (await call('GET', `/api/websites/${ids.id}/queue-status?jobId=${job.jobId}`)).json().data
          .status !== 'started'
      ) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    ids.suggestionId = (
      await call('GET', `/api/websites/${ids.id}/link-suggestions`)
    ).json().data.suggestions[0].uuid;
    // Issue 51: an owner's rule, and a candidate id (another owner's website is 404 first).
    ids.ruleId = (
      await call('POST', `/api/websites/${ids.id}/owner-rules`, {
        kind: 'never_anchor',
        value: 'click here',
      })
    ).json().data.rule.id;
    ids.candidateId = ids.suggestionId!;
  }, 240_000);
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('answers 404 (or refuses the body first) for another user on every owned resource', async () => {
    const spec = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const owned = Object.entries(spec.paths).filter(([path]) => path.includes('{id}'));
    expect(owned.length).toBeGreaterThan(25);
    // Search Console and Link health (issue 31): every route of a website's is walked.
    expect(owned.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/api/websites/{id}/search-console',
        '/api/websites/{id}/search-console/connect',
        '/api/websites/{id}/search-console/properties',
        '/api/websites/{id}/search-console/property',
        '/api/websites/{id}/search-console/import',
        '/api/websites/{id}/search-console/pages',
        '/api/websites/{id}/search-console/impact',
        '/api/websites/{id}/search-console/impact/export',
        '/api/websites/{id}/search-console/timeline',
        '/api/websites/{id}/link-health',
        '/api/websites/{id}/link-health/export',
        '/api/websites/{id}/link-health/fixes',
        '/api/websites/{id}/link-health/fixes/{fixId}/publish',
        '/api/websites/{id}/link-health/fixes/{fixId}/undo',
        '/api/websites/{id}/learning',
        '/api/websites/{id}/owner-rules',
        '/api/websites/{id}/owner-rules/{ruleId}',
        '/api/websites/{id}/link-suggestions/less-likely',
        '/api/websites/{id}/link-suggestions/less-likely/{candidateId}/restore',
        // Issue 52 §3: "Find links to this post" and the list it fills.
        '/api/websites/{id}/pages/{pageId}/inbound-suggestions',
        '/api/websites/{id}/pages/{pageId}/find-inbound',
      ]),
    );
    for (const [path, methods] of owned) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'missing');
      for (const method of Object.keys(methods)) {
        const response = await harness.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: eve.headers,
          payload: method === 'get' || method === 'delete' ? undefined : {},
        });
        const allowed = method === 'get' || method === 'delete' ? [404] : [400, 404];
        expect(allowed, `${method.toUpperCase()} ${url} answered ${response.statusCode}`).toContain(
          response.statusCode,
        );
        expect(response.body).not.toContain(site.origin);
      }
    }
    // Choosing active websites (issue 54) names websites in the body, not the path.
    const choice = await harness.app.inject({
      method: 'PUT',
      url: '/api/account/active-websites',
      headers: eve.headers,
      payload: { websiteIds: [ids.id] },
    });
    expect(choice.statusCode).toBe(404);
    // Ada still has everything.
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${ids.id}`,
          headers: ada.headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});
