import { crawlWebsiteQueue } from '@linkloom/services';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

// Issue 54, item 3: a deleted website kept crawling for 49 minutes and was left in `retry` to
// resume at the next start. Deleting it cancels its waiting, retrying and running jobs.
describe('deleting a website', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;

  const jobStates = async (websiteId: string) => {
    const result = await harness.database.db.execute(
      sql`select name, state from pgboss.job where data->>'websiteId' = ${websiteId} order by name`,
    );
    return result.rows as Array<{ name: string; state: string }>;
  };

  beforeAll(async () => {
    harness = await createTestApp();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
  });
  afterAll(() => harness?.close());

  it('cancels its queued and retrying jobs, and leaves other websites’ alone', async () => {
    const bob = await signUpTestUser(harness.app, 'bob@example.com');
    const add = async (url: string, headers = ada.headers) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers,
        payload: { name: 'Site', url },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.uuid as string;
    };
    const doomed = await add('https://doomed.example.com/');
    const kept = await add('https://kept.example.com/', bob.headers);
    // A crawl waits in the queue as well.
    await harness.queue.send(
      crawlWebsiteQueue,
      { ownerId: ada.userId, websiteId: doomed, trigger: 'manual' },
      { singletonKey: doomed },
    );
    // One of its jobs failed once and waits to be tried again, as the review found it.
    await harness.database.db.execute(
      sql`update pgboss.job set state = 'retry' where data->>'websiteId' = ${doomed} and name = 'websites.discover-pages'`,
    );
    const before = await jobStates(doomed);
    expect(before.map((job) => job.state).sort()).toEqual(['created', 'retry']);

    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: `/api/websites/${doomed}`,
      headers: ada.headers,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await jobStates(doomed)).map((job) => job.state)).toEqual(['cancelled', 'cancelled']);
    expect((await jobStates(kept)).map((job) => job.state)).toEqual(['created']);
  });
});
