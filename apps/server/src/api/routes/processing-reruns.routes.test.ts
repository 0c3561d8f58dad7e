import { insertLedgerEntry, schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage } from '../../testing/fixture-site';
import { startGarden } from '../../testing/garden-site';
import type { Garden } from '../../testing/garden-site';

/** Processing again (stale pages, a running crawl, unchanged pages), credits running out, and what stays out of reach. */
describe.each(testDatabaseKinds())('processing reruns and credits on %s', (kind) => {
  let g: Garden;

  beforeAll(async () => {
    g = await startGarden(kind);
  });
  afterAll(async () => {
    await g?.close();
  });

  it('crawls a selected page again when its last crawl is older than the crawl frequency', async () => {
    const compost = `${g.site.origin}/compost`;
    g.sitePages['/compost'] = articlePage(
      'Making Compost',
      'Compost is made from green and brown waste. Spread it when Planting Tulips in autumn.',
    );
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await g.harness.database.db
      .update(schema.pages)
      .set({ crawledAt: twoDaysAgo })
      .where(eq(schema.pages.url, compost));

    const response = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers: { ...g.ada.headers, 'idempotency-key': 'stale-compost' },
      payload: { urls: [compost] },
    });
    expect(response.statusCode, response.body).toBe(202);
    await g.waitForJob(response.json().data.jobId);

    const [page] = await g.harness.database.db
      .select({ crawledAt: schema.pages.crawledAt })
      .from(schema.pages)
      .where(eq(schema.pages.url, compost));
    expect(page!.crawledAt!.getTime()).toBeGreaterThan(twoDaysAgo.getTime());
    const pending = (
      await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions?status=pending`)
    ).json().data.suggestions as Array<{ source_url: string; anchor_text: string }>;
    expect(
      pending.some((s) => s.source_url === compost && s.anchor_text === 'Planting Tulips'),
    ).toBe(true);
  });

  it('waits for a running crawl of the site, whose pages are its link targets', async () => {
    const setCrawl = (patch: { crawlStatus: 'in_progress' | 'completed'; crawlProgress: number }) =>
      g.harness.database.db
        .update(schema.websites)
        .set(patch)
        .where(eq(schema.websites.id, g.websiteId));
    await setCrawl({ crawlStatus: 'in_progress', crawlProgress: 40 });
    const response = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers: { ...g.ada.headers, 'idempotency-key': 'during-crawl' },
      payload: { urls: [`${g.site.origin}/roses`] },
    });
    const jobId = response.json().data.jobId as string;
    const statusOf = async () =>
      (await g.call('GET', `/api/websites/${g.websiteId}/queue-status?jobId=${jobId}`)).json().data;

    // The crawl's progress shows as the processing stage's, and the job goes no further.
    const waiting = await g.until(async () => {
      const status = await statusOf();
      return status.stage === 'processing' && status.stageProgress === 40 ? status : undefined;
    }, 'the job to wait for the crawl');
    expect(waiting.status).toBe('started');
    // The crawl moves on; the job shows it, still waiting.
    await setCrawl({ crawlStatus: 'in_progress', crawlProgress: 60 });
    const stillWaiting = await g.until(async () => {
      const status = await statusOf();
      return status.stageProgress === 60 ? status : undefined;
    }, 'the job to show the crawl moving on');
    expect(stillWaiting.stage).toBe('processing');

    await setCrawl({ crawlStatus: 'completed', crawlProgress: 100 });
    expect((await g.waitForJob(jobId)).status).toBe('completed');
  });

  it('never charges again for a page analysed without a suggestion while nothing changed, and analyses it again once the site changed', async () => {
    const about = `${g.site.origin}/about`;
    const run = async (key: string) => {
      const response = await g.harness.app.inject({
        method: 'POST',
        url: `/api/websites/${g.websiteId}/process-selected`,
        headers: { ...g.ada.headers, 'idempotency-key': key },
        payload: { urls: [about] },
      });
      return g.waitForJob(response.json().data.jobId);
    };
    const first = await run('about-first');
    expect(first.result.pages_without_suggestions).toEqual([about]);
    const before = await g.credits();

    const again = await run('about-again');
    expect(again.result.early_duplicate_prevention).toMatchObject({
      urls_processed: 0,
      urls_filtered: 1,
    });
    expect(await g.credits()).toBe(before);

    // A recrawl found a page renamed: the site the page can link to is not the same any more.
    await g.harness.database.db
      .update(schema.pages)
      .set({ title: 'Growing Climbing Roses' })
      .where(eq(schema.pages.url, `${g.site.origin}/roses`));
    const changed = await run('about-changed');
    expect(changed.result.early_duplicate_prevention).toMatchObject({
      urls_processed: 1,
      urls_filtered: 0,
    });
    expect(await g.credits()).toBe(before - 1);
  });

  it('reserves no credit for a page whose analysis will not change: the balance never moves, not even while the job runs', async () => {
    const about = `${g.site.origin}/about`;
    const before = await g.credits();
    const response = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers: { ...g.ada.headers, 'idempotency-key': 'about-unchanged' },
      payload: { urls: [about] },
    });

    expect(response.json().data).toMatchObject({
      credits: { consumed: 0, remaining: before, isPartial: false },
      processing: { urlsRequested: 1, urlsProcessed: 1, urlsSkipped: 0 },
    });
    expect(await g.credits()).toBe(before);
    const job = await g.waitForJob(response.json().data.jobId);
    expect(job.result.early_duplicate_prevention).toMatchObject({ urls_filtered: 1 });
    expect(await g.credits()).toBe(before);
    const ledger = await g.harness.database.db
      .select()
      .from(schema.creditLedger)
      .where(eq(schema.creditLedger.idempotencyKey, 'process:about-unchanged'));
    expect(ledger).toEqual([]);
  });

  it('charges nothing for a page left out of links (an archive): it is never a source', async () => {
    const compost = `${g.site.origin}/compost`;
    const setListing = (listingReason: string | null) =>
      g.harness.database.db
        .update(schema.pages)
        .set({ listingReason })
        .where(eq(schema.pages.url, compost));
    await setListing('archive');
    try {
      const before = await g.credits();
      const response = await g.harness.app.inject({
        method: 'POST',
        url: `/api/websites/${g.websiteId}/process-selected`,
        headers: { ...g.ada.headers, 'idempotency-key': 'compost-archive' },
        payload: { urls: [compost] },
      });
      expect(response.json().data).toMatchObject({
        credits: { consumed: 0, remaining: before, isPartial: false },
      });
      const job = await g.waitForJob(response.json().data.jobId);
      expect(job.result.early_duplicate_prevention).toMatchObject({
        urls_processed: 0,
        urls_filtered: 1,
      });
      // Said as what it is, not as an unchanged page.
      expect(job.result.urls_left_out).toBe(1);
      expect(await g.credits()).toBe(before);
    } finally {
      await setListing(null);
    }
  });

  it('answers identical requests sent at once with one job, one charge and the true balance', async () => {
    const before = await g.credits();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        g.harness.app.inject({
          method: 'POST',
          url: `/api/websites/${g.websiteId}/process-selected`,
          headers: { ...g.ada.headers, 'idempotency-key': 'ten-at-once' },
          payload: { urls: [`${g.site.origin}/roses`] },
        }),
      ),
    );
    const bodies = answers.map((answer) => answer.json().data);
    expect(new Set(bodies.map((body) => body.jobId)).size).toBe(1);
    expect(await g.credits()).toBe(before - 1);
    for (const body of bodies) {
      expect(body.credits).toMatchObject({
        consumed: 1,
        remaining: before - 1,
        needsUpgrade: false,
      });
    }
    await g.waitForJob(bodies[0].jobId);
  });

  it('processes only what the credits cover and says so', async () => {
    const [user] = await g.harness.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'ada@example.com'));
    const remaining = await g.credits();
    const periodStart = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1),
    );
    await insertLedgerEntry(g.harness.database.db, {
      userId: user!.id,
      kind: 'reserve',
      amount: remaining - 1,
      periodStart,
      idempotencyKey: 'use-up',
    });
    const response = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers: { ...g.ada.headers, 'idempotency-key': 'partial' },
      payload: {
        urls: [`${g.site.origin}/tulips`, `${g.site.origin}/compost`, `${g.site.origin}/roses`],
      },
    });
    // Roses was analysed just before and nothing changed since: it costs nothing, and the
    // one credit left covers tulips.
    expect(response.json().data).toMatchObject({
      credits: { isPartial: true, consumed: 1, remaining: 0, needsUpgrade: true },
      processing: { urlsRequested: 3, urlsProcessed: 2, urlsSkipped: 1 },
    });
    const exhausted = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers: { ...g.ada.headers, 'idempotency-key': 'none-left' },
      payload: { urls: [`${g.site.origin}/compost`] },
    });
    expect(exhausted.statusCode).toBe(402);
    expect(exhausted.json().error.code).toBe('CREDITS_EXHAUSTED');
    await g.waitForJob(response.json().data.jobId);
  });

  it('says clearly that no CMS is connected', async () => {
    const [suggestion] = (
      await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions`)
    ).json().data.suggestions;
    const response = await g.call(
      'POST',
      `/api/websites/${g.websiteId}/link-suggestions/${suggestion.uuid}/apply-to-cms`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/^No CMS is connected/);
  });

  it("keeps another user's suggestions and jobs out of reach", async () => {
    const [suggestion] = (
      await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions`)
    ).json().data.suggestions;
    for (const [method, url, payload] of [
      ['GET', `/api/websites/${g.websiteId}/link-suggestions`],
      ['GET', `/api/websites/${g.websiteId}/link-suggestions/${suggestion.uuid}`],
      ['POST', `/api/websites/${g.websiteId}/link-suggestions/${suggestion.uuid}/approve`],
      ['DELETE', `/api/websites/${g.websiteId}/link-suggestions/${suggestion.uuid}`],
      ['GET', `/api/websites/${g.websiteId}/link-suggestions/export`],
      ['GET', `/api/websites/${g.websiteId}/queue-status`],
      ['POST', `/api/websites/${g.websiteId}/process-selected`, { urls: g.sources }],
    ] as const) {
      const response = await g.call(method, url, payload as object | undefined, g.eve.headers);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
