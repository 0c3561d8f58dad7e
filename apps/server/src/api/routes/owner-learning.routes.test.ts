import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../testing/fixture-site';
import { recipeSitePages } from '../../testing/recipe-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof signUpTestUser>>;
type Suggestion = { uuid: string; anchor_text: string; source_url: string; status: string };

// Issue 51: every decision is kept with what the suggestion was, the site's model learns from
// them, and the owner's rules apply at once; another owner's decisions never reach a site.
describe.each(testDatabaseKinds())('learning from the owner on %s', (kind) => {
  let harness: Harness;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: User;
  let bob: User;
  let adaSite: string;
  let bobSite: string;

  const call = (user: User, method: string, url: string, payload?: object) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers: user.headers });

  async function addCrawledWebsite(user: User, name: string) {
    const id = (await call(user, 'POST', '/api/websites', { name, url: site.origin })).json().data
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

  async function processAll(user: User, websiteId: string) {
    const urls = Object.keys(recipeSitePages()).map((path) => new URL(path, site.origin).href);
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

  async function pending(user: User, websiteId: string): Promise<Suggestion[]> {
    return (
      await call(user, 'GET', `/api/websites/${websiteId}/link-suggestions?status=pending&limit=50`)
    ).json().data.suggestions;
  }

  beforeAll(async () => {
    site = await startFixtureSite({ pages: recipeSitePages() });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    bob = await signUpTestUser(harness.app, 'bob@example.com');
    adaSite = await addCrawledWebsite(ada, 'Recipes');
    bobSite = await addCrawledWebsite(bob, 'Recipes too');
    expect((await processAll(ada, adaSite)).status).toBe('completed');
    expect((await processAll(bob, bobSite)).status).toBe('completed');
  }, 240_000);
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('keeps decisions with their reason codes when a new analysis replaces the suggestions', async () => {
    const [first, second] = await pending(ada, adaSite);
    expect(first && second).toBeTruthy();
    const rejected = await call(
      ada,
      'POST',
      `/api/websites/${adaSite}/link-suggestions/${first!.uuid}/reject`,
      { reason_code: 'generic_words' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Generic words',
    });
    await call(ada, 'POST', `/api/websites/${adaSite}/link-suggestions/${second!.uuid}/approve`);

    // The re-fit runs in a job a moment after the decisions.
    const learnt = await until(async () => {
      const summary = (await call(ada, 'GET', `/api/websites/${adaSite}/learning`)).json().data;
      return summary.rerating ? undefined : summary;
    }, 'the re-fit after two decisions');
    expect(learnt).toMatchObject({ source: 'decisions', decisions: 2, approvals: 1 });
    expect(learnt.basis_text).toContain('2 decisions');
    expect(learnt.confidence_range[0]).toBeLessThanOrEqual(learnt.confidence_range[1]);

    // A recrawl found a page renamed: every page is analysed again, its pending ones replaced.
    await harness.database.db
      .update(schema.pages)
      .set({ title: 'Recipes and More' })
      .where(eq(schema.pages.url, `${site.origin}/`));
    expect((await processAll(ada, adaSite)).status).toBe('completed');

    const kept = await harness.database.db
      .select({
        action: schema.suggestionDecisions.action,
        code: schema.suggestionDecisions.reasonCode,
      })
      .from(schema.suggestionDecisions)
      .where(eq(schema.suggestionDecisions.websiteId, adaSite))
      .orderBy(schema.suggestionDecisions.createdAt);
    expect(kept).toEqual([
      { action: 'rejected', code: 'generic_words' },
      { action: 'approved', code: null },
    ]);
    const after = (await call(ada, 'GET', `/api/websites/${adaSite}/learning`)).json().data;
    expect(after).toMatchObject({ source: 'decisions', decisions: 2 });
  }, 120_000);

  it("never lets another owner's decisions reach a site, and answers 404 for another's ids", async () => {
    const bobs = (await call(bob, 'GET', `/api/websites/${bobSite}/learning`)).json().data;
    expect(bobs.decisions).toBe(0);
    expect(bobs.source).not.toBe('decisions');
    const [adaPending] = await pending(ada, adaSite);
    const rule = (
      await call(ada, 'POST', `/api/websites/${adaSite}/owner-rules`, {
        kind: 'never_page',
        value: '/nowhere',
      })
    ).json().data.rule;
    const attempts = [
      call(bob, 'GET', `/api/websites/${adaSite}/learning`),
      call(bob, 'GET', `/api/websites/${adaSite}/owner-rules`),
      call(bob, 'POST', `/api/websites/${adaSite}/owner-rules`, {
        kind: 'never_anchor',
        value: 'x',
      }),
      call(bob, 'DELETE', `/api/websites/${adaSite}/owner-rules/${rule.id}`),
      call(bob, 'DELETE', `/api/websites/${bobSite}/owner-rules/${rule.id}`),
      call(
        bob,
        'GET',
        `/api/websites/${adaSite}/link-suggestions/less-likely?source_url=${site.origin}/`,
      ),
      call(bob, 'POST', `/api/websites/${adaSite}/link-suggestions/${adaPending!.uuid}/reject`, {
        reason_code: 'wrong_page',
      }),
      call(bob, 'POST', `/api/websites/${bobSite}/link-suggestions/${adaPending!.uuid}/reject`, {
        reason_code: 'wrong_page',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
    }
    // Bob's reject with Ada's id on his own website changed nothing and kept no decision.
    const bobsDecisions = await harness.database.db
      .select({ id: schema.suggestionDecisions.id })
      .from(schema.suggestionDecisions)
      .where(eq(schema.suggestionDecisions.ownerId, bob.userId));
    expect(bobsDecisions).toEqual([]);
    expect(
      (await call(bob, 'GET', `/api/websites/${bobSite}/learning`)).json().data.decisions,
    ).toBe(0);
  });

  it('applies a rule to pending suggestions at once and to the next analysis', async () => {
    const before = await pending(ada, adaSite);
    const anchor = before[0]!.anchor_text;
    const created = await call(ada, 'POST', `/api/websites/${adaSite}/owner-rules`, {
      kind: 'never_anchor',
      value: `  ${anchor.toUpperCase()} `,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.removed).toBeGreaterThanOrEqual(1);
    const isBanned = (s: Suggestion) => s.anchor_text.toLowerCase() === anchor.toLowerCase();
    expect((await pending(ada, adaSite)).some(isBanned)).toBe(false);

    await harness.database.db
      .update(schema.pages)
      .set({ title: 'Recipes, Again' })
      .where(eq(schema.pages.url, `${site.origin}/`));
    expect((await processAll(ada, adaSite)).status).toBe('completed');
    expect((await pending(ada, adaSite)).some(isBanned)).toBe(false);

    const again = await call(ada, 'POST', `/api/websites/${adaSite}/owner-rules`, {
      kind: 'never_anchor',
      value: anchor,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This rule already exists');
    const folder = await call(ada, 'POST', `/api/websites/${adaSite}/owner-rules`, {
      kind: 'same_folder',
      value: 'blog',
    });
    expect(folder.statusCode).toBe(400);
    expect(folder.json().error.message).toBe(
      'Write the folder as a path starting with / (for example /blog/)',
    );
  }, 120_000);
});
