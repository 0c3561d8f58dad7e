import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Listener } from './index';
import { schema, WEBSITE_CHANGED_CHANNEL } from './index';
import { createTestDatabase, testDatabaseKinds } from './testing/index';
import { seedTwoTenants } from './testing/two-tenants';
import type { AlphaIds } from './testing/two-tenants';

/** Resolves once `check` holds, polling briefly: PostgreSQL delivers notices asynchronously. */
async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('timed out waiting for a notice');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDatabaseKinds())('website change notices on %s', (kind) => {
  let database: Database;
  let listener: Listener;
  let alpha: AlphaIds;
  let betaWebsiteId: string;
  const heard: string[] = [];
  const states: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    listener = await database.listen(WEBSITE_CHANGED_CHANNEL, {
      notice: (payload) => heard.push(payload),
      listening: () => states.push('listening'),
      lost: () => states.push('lost'),
    });
    ({ alpha, betaWebsiteId } = await seedTwoTenants(database.db));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  async function heardAfter(write: () => Promise<unknown>): Promise<string[]> {
    heard.length = 0;
    await write();
    // A write of the other tenant's website marks the end of what `write` caused.
    await database.db
      .update(schema.pages)
      .set({ title: 'Marker' })
      .where(eq(schema.pages.websiteId, betaWebsiteId));
    await eventually(() => heard.includes(betaWebsiteId));
    return heard.filter((id) => id !== betaWebsiteId);
  }

  it('is listening from the start and hears the websites seeded', async () => {
    expect(states).toEqual(['listening']);
    await eventually(() => heard.includes(alpha.websiteId) && heard.includes(betaWebsiteId));
  });

  it('names the website of a changed suggestion, page title and site analysis, once a statement', async () => {
    const { db } = database;
    expect(
      await heardAfter(() =>
        db
          .update(schema.linkSuggestions)
          .set({ status: 'approved' })
          .where(eq(schema.linkSuggestions.id, alpha.suggestionId)),
      ),
    ).toEqual([alpha.websiteId]);
    expect(
      await heardAfter(() =>
        db.update(schema.pages).set({ title: 'Renamed' }).where(eq(schema.pages.id, alpha.pageId)),
      ),
    ).toEqual([alpha.websiteId]);
    expect(
      await heardAfter(() =>
        db.delete(schema.siteAnalyses).where(eq(schema.siteAnalyses.websiteId, alpha.websiteId)),
      ),
    ).toEqual([alpha.websiteId]);
  });

  it('says nothing for a rolled-back write', async () => {
    const rolledBack = heardAfter(() =>
      database.db
        .transaction(async (tx) => {
          await tx
            .update(schema.pages)
            .set({ title: 'Never' })
            .where(eq(schema.pages.id, alpha.pageId));
          throw new Error('roll back');
        })
        .catch(() => {}),
    );
    expect(await rolledBack).toEqual([]);
  });

  it('names a deleted website, with or without rows of its own', async () => {
    expect(
      await heardAfter(() =>
        database.db.delete(schema.websites).where(eq(schema.websites.id, alpha.otherWebsiteId)),
      ),
    ).toEqual([alpha.otherWebsiteId]);
  });

  it.runIf(kind === 'postgres')('says when its connection is lost and listens again', async () => {
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and datname = current_database()`,
    );
    await eventually(() => states.length >= 3);
    expect(states).toEqual(['listening', 'lost', 'listening']);
    expect(await heardAfter(() => Promise.resolve())).toEqual([]);
  });

  it('stops hearing once stopped', async () => {
    await listener.stop();
    heard.length = 0;
    await database.db
      .update(schema.pages)
      .set({ title: 'Unheard' })
      .where(eq(schema.pages.websiteId, betaWebsiteId));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });
});
