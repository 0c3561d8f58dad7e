import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePlanInTestMode, subscribeInTestMode } from '../../testing/test-checkout';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

const STARTER_PAUSED =
  'This website is paused: your Starter plan allows 1 active website. Choose which website stays active, or upgrade.';

// Issue 54, item 10: "Business with 5 websites -> Starter: all 5 still crawl and process."
describe('a downgrade below the number of websites', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let bob: Awaited<ReturnType<typeof signUpTestUser>>;
  const ids: string[] = [];
  const call = (method: string, url: string, payload?: object, headers = ada.headers) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers });
  const jobStates = async (websiteId: string) => {
    const result = await harness.database.db.execute(
      sql`select state from pgboss.job where data->>'websiteId' = ${websiteId}`,
    );
    return (result.rows as Array<{ state: string }>).map((row) => row.state);
  };

  beforeAll(async () => {
    harness = await createTestApp();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    bob = await signUpTestUser(harness.app, 'bob@example.com');
    await subscribeInTestMode(harness, ada.headers, 'business');
    for (const n of [1, 2, 3, 4, 5]) {
      const added = await call('POST', '/api/websites', {
        name: `Site ${n}`,
        url: `https://site${n}.example.com/`,
      });
      expect(added.statusCode, added.body).toBe(201);
      ids.push(added.json().data.uuid);
    }
    await changePlanInTestMode(harness, ada.headers, 'starter');
  });
  afterAll(() => harness?.close());

  it('keeps the first website active, pauses the others and cancels their jobs', async () => {
    const websites = (await call('GET', '/api/websites')).json().data as Array<{
      uuid: string;
      pausedByPlan: boolean;
    }>;
    expect(websites.filter((site) => !site.pausedByPlan).map((site) => site.uuid)).toEqual([
      ids[0],
    ]);
    expect(await jobStates(ids[0]!)).toEqual(['created']);
    for (const paused of ids.slice(1)) {
      expect(await jobStates(paused)).toEqual(['cancelled']);
    }
    expect((await call('GET', '/api/account/active-websites')).json().data).toMatchObject({
      planName: 'Starter',
      limit: 1,
      activeCount: 1,
    });
  });

  it('refuses a crawl, processing or a settings change on a paused website, saying why', async () => {
    const paused = ids[1]!;
    const writes = [
      call('POST', `/api/websites/${paused}/crawl`, {}),
      call('PUT', `/api/websites/${paused}`, { name: 'Renamed' }),
      call('POST', `/api/websites/${paused}/process-selected`, {
        urls: ['https://site2.example.com/'],
      }),
      call('POST', `/api/websites/${paused}/sitemap/discover`, {}),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'WEBSITE_PAUSED',
        message: STARTER_PAUSED,
      });
    }
    // Reads keep working: the data is kept.
    expect((await call('GET', `/api/websites/${paused}`)).json().data.name).toBe('Site 2');
    expect((await call('GET', `/api/websites/${paused}/stats`)).statusCode).toBe(200);
    expect((await call('GET', `/api/websites/${paused}/pages`)).statusCode).toBe(200);
    // The active one still changes.
    expect((await call('PUT', `/api/websites/${ids[0]}`, { name: 'Main' })).statusCode).toBe(200);
  });

  it('lets the owner choose the active website, within the plan, and only among theirs', async () => {
    const chosen = await call('PUT', '/api/account/active-websites', { websiteIds: [ids[2]] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(
      chosen.json().data.websites.filter((s: { pausedByPlan: boolean }) => !s.pausedByPlan),
    ).toHaveLength(1);
    expect((await call('POST', `/api/websites/${ids[2]}/crawl`, {})).statusCode).toBe(202);
    expect((await call('POST', `/api/websites/${ids[0]}/crawl`, {})).statusCode).toBe(403);

    const tooMany = await call('PUT', '/api/account/active-websites', {
      websiteIds: [ids[0], ids[1]],
    });
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json().error.message).toBe(
      'Your Starter plan allows 1 active website; you chose 2. Choose fewer, or upgrade.',
    );
    const foreign = await call(
      'PUT',
      '/api/account/active-websites',
      { websiteIds: [ids[0]] },
      bob.headers,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('GET', '/api/account/active-websites', undefined, bob.headers)).json().data
        .websites,
    ).toEqual([]);
  });

  it('still lets the owner delete a paused website, and an upgrade re-activates the others', async () => {
    expect((await call('DELETE', `/api/websites/${ids[4]}`)).statusCode).toBeLessThan(300);
    await changePlanInTestMode(harness, ada.headers, 'business');
    const websites = (await call('GET', '/api/websites')).json().data as Array<{
      pausedByPlan: boolean;
    }>;
    expect(websites).toHaveLength(4);
    expect(websites.every((site) => !site.pausedByPlan)).toBe(true);
  });
});
