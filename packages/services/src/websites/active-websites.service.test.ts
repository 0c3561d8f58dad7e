import { listWebsitesDueForRecrawl, schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase, testDatabaseKinds } from '@linkloom/db/testing';
import { WEBSITE_PAUSED_CRAWL_REASON } from '@linkloom/contracts';
import type { PlanId } from '@linkloom/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActiveWebsitesService } from './active-websites.service';

const STARTER_PAUSED =
  'This website is paused: your Starter plan allows 1 active website. Choose which website stays active, or upgrade.';

// Issue 54, item 10: "Business with 5 websites -> Starter: all 5 still crawl and process."
describe.each(testDatabaseKinds())('active websites on %s', (kind) => {
  let database: Database;
  let plan: PlanId = 'business';
  const now = new Date('2026-12-01T10:00:00Z');
  let cancelled: string[] = [];
  let failedRuns: Array<{ jobId: string; message: string }> = [];
  let ids: string[] = [];
  let service: ReturnType<typeof createActiveWebsitesService>;

  const pausedNames = async () =>
    (await service.summary('ann')).websites.filter((site) => site.pausedByPlan).map((s) => s.name);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values([
      { id: 'ann', name: 'Ann', email: 'a@a.test' },
      { id: 'bob', name: 'Bob', email: 'b@b.test' },
    ]);
    service = createActiveWebsitesService({
      db: database.db,
      clock: { now: () => now },
      queue: {
        cancelJobsFor: async ({ websiteId }) => {
          cancelled.push(websiteId!);
          return 1;
        },
      },
      planOf: async (userId) => (userId === 'ann' ? plan : 'free'),
      processing: {
        fail: async ({ jobId }, message) => {
          failedRuns.push({ jobId, message });
        },
      },
    });
  }, 60_000);
  afterAll(() => database?.close());

  beforeEach(async () => {
    const { db } = database;
    await db.delete(schema.websites);
    plan = 'business';
    cancelled = [];
    failedRuns = [];
    const rows = await db
      .insert(schema.websites)
      .values(
        [1, 2, 3, 4, 5].map((n) => ({
          ownerId: 'ann',
          name: `Site ${n}`,
          url: `https://site${n}.test/`,
          sitemapStatus: 'found' as const,
          crawlStatus: n === 5 ? ('in_progress' as const) : ('completed' as const),
          createdAt: new Date(Date.UTC(2026, 0, n)),
        })),
      )
      .returning();
    ids = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.id);
  });

  it('keeps the oldest website active after Business -> Starter and pauses the four others', async () => {
    await database.db.insert(schema.processingJobs).values({
      ownerId: 'ann',
      websiteId: ids[4]!,
      idempotencyKey: 'run-1',
      status: 'started',
      stage: 'processing',
      urls: [],
      urlsRequested: 3,
      creditsConsumed: 3,
      options: { isGenerateSuggestions: true, batchSize: 10, maxSuggestionsPerPage: 5 },
    });
    plan = 'starter';

    const fit = await service.fitToPlan('ann');

    expect(fit.paused.sort()).toEqual(ids.slice(1).sort());
    expect(await pausedNames()).toEqual(['Site 2', 'Site 3', 'Site 4', 'Site 5']);
    expect(cancelled.sort()).toEqual(ids.slice(1).sort());
    // The run in progress on a paused site ends (and refunds) with the reason.
    expect(failedRuns).toEqual([{ jobId: expect.any(String), message: STARTER_PAUSED }]);
    const summary = await service.summary('ann');
    expect(summary).toMatchObject({ planName: 'Starter', limit: 1, activeCount: 1 });
    // Its crawl in progress is shown stopped, with why.
    const [crawling] = await database.db
      .select()
      .from(schema.websites)
      .where(eq(schema.websites.id, ids[4]!));
    expect(crawling).toMatchObject({
      crawlStatus: 'idle',
      crawlReason: WEBSITE_PAUSED_CRAWL_REASON,
    });
  });

  it('stops recrawling paused websites, and re-activates the oldest on an upgrade', async () => {
    plan = 'starter';
    await service.fitToPlan('ann');
    const due = await listWebsitesDueForRecrawl(database.db, now);
    expect(due.map((site) => site.id)).toEqual([ids[0]]);

    plan = 'pro';
    const fit = await service.fitToPlan('ann');

    expect(fit.activated.sort()).toEqual([ids[1]!, ids[2]!].sort());
    expect(await pausedNames()).toEqual(['Site 4', 'Site 5']);
  });

  it('lets the owner choose which website stays active, within the limit', async () => {
    plan = 'starter';
    await service.fitToPlan('ann');
    cancelled = [];

    const chosen = await service.choose('ann', [ids[2]!]);

    expect(chosen.websites.filter((site) => !site.pausedByPlan).map((s) => s.name)).toEqual([
      'Site 3',
    ]);
    expect(cancelled).toEqual([ids[0]]);
    await expect(service.choose('ann', [ids[0]!, ids[1]!])).rejects.toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Your Starter plan allows 1 active website; you chose 2. Choose fewer, or upgrade.',
    });
  });

  it('refuses changes to a paused website with why and how to fix it, and hides others’', async () => {
    plan = 'starter';
    await service.fitToPlan('ann');

    await expect(service.requireActive('ann', ids[0]!)).resolves.toBeUndefined();
    await expect(service.requireActive('ann', ids[1]!)).rejects.toMatchObject({
      code: 'WEBSITE_PAUSED',
      message: STARTER_PAUSED,
    });
    await expect(service.requireActive('bob', ids[0]!)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.choose('bob', [ids[0]!])).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
