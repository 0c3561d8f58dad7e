import { ANCHOR_NOT_IN_TEXT } from '@linkloom/contracts';
import { insertLedgerEntry, schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(testDatabaseKinds())('processing and review on %s', (kind) => {
  let harness: Harness;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;
  let sources: string[];
  let sitePages: Record<string, string>;

  const call = (method: string, url: string, payload?: object, headers = ada.headers) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers });
  const credits = async () =>
    (await call('GET', '/api/credits/status')).json().data.creditsRemaining as number;

  async function waitForJob(jobId: string) {
    return until(async () => {
      const status = (
        await call('GET', `/api/websites/${websiteId}/queue-status?jobId=${jobId}`)
      ).json().data;
      return status.status === 'started' ? undefined : status;
    }, 'the processing job');
  }

  beforeAll(async () => {
    sitePages = {
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
    site = await startFixtureSite({ pages: sitePages });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = (await call('POST', '/api/websites', { name: 'Garden', url: site.origin })).json()
      .data.uuid;
    await until(async () => {
      const stats = (await call('GET', `/api/websites/${websiteId}/stats`)).json().data;
      return stats.crawlStatus === 'completed' ? stats : undefined;
    }, 'the first crawl');
    sources = [`${site.origin}/`, `${site.origin}/roses`];
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('refuses an empty selection with the spec message', async () => {
    const response = await call('POST', `/api/websites/${websiteId}/process-selected`, {
      urls: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Please select at least one URL to continue');
  });

  it('reserves one credit per URL, queues the job, and does not charge a repeated request twice', async () => {
    const headers = { ...ada.headers, 'idempotency-key': 'first-run' };
    const first = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers,
      payload: { urls: sources },
    });
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toMatchObject({
      websiteId,
      credits: { isPartial: false, consumed: 2, remaining: 48, needsUpgrade: false },
      processing: { urlsRequested: 2, urlsProcessed: 2, urlsSkipped: 0 },
    });
    const again = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers,
      payload: { urls: sources },
    });
    expect(again.json().data.jobId).toBe(first.json().data.jobId);
    expect(await credits()).toBe(48);

    const done = await waitForJob(first.json().data.jobId);
    expect(done).toMatchObject({
      status: 'completed',
      stage: 'completed',
      progress: 100,
      processedUrls: 2,
      totalUrls: 2,
      queueStatus: 'processing',
    });
    expect(done.result.suggestions_count).toBeGreaterThan(0);
    expect(done.result.early_duplicate_prevention).toMatchObject({
      enabled: true,
      urls_processed: 2,
      urls_filtered: 0,
    });
  });

  it('lists suggestions whose anchors are in the source prose, with reasons', async () => {
    const { suggestions, pagination } = (
      await call('GET', `/api/websites/${websiteId}/link-suggestions?status=pending`)
    ).json().data;
    expect(pagination.total).toBe(suggestions.length);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(sources).toContain(suggestion.source_url);
      expect(suggestion.source_url).not.toBe(suggestion.target_url);
      expect(suggestion.reasons.length).toBeGreaterThan(0);
      // Cards name the pages by their crawled titles.
      const titleOf = (url: string) =>
        (/<title>([^<]+)<\/title>/.exec(sitePages[new URL(url).pathname] ?? '') ?? [])[1] ?? null;
      expect(suggestion.source_title).toBe(titleOf(suggestion.source_url));
      expect(suggestion.target_title).toBe(titleOf(suggestion.target_url));
      if (suggestion.suggestion_type === 'contextual_link') {
        expect(suggestion.context).toContain(suggestion.anchor_text);
      }
    }
    const stats = (await call('GET', `/api/websites/${websiteId}/link-suggestions/stats`)).json()
      .data;
    expect(stats).toMatchObject({ pending: suggestions.length, approved: 0, rejected: 0 });
  });

  it("carries each target's current equity and the estimated gain from the site analysis", async () => {
    type Figures = {
      source_url: string;
      target_url: string;
      target_equity: number | null;
      estimated_equity_gain: number | null;
    };
    // The analysis is stored right after the crawl; wait for it rather than race it.
    const suggestions = await until(async () => {
      const listed = (
        await call('GET', `/api/websites/${websiteId}/link-suggestions?status=pending`)
      ).json().data.suggestions as Figures[];
      return listed.every((s) => s.target_equity !== null) ? listed : undefined;
    }, 'the site analysis');
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(suggestion.target_equity).toBeGreaterThanOrEqual(0);
      expect(suggestion.target_equity).toBeLessThanOrEqual(100);
      expect(suggestion.estimated_equity_gain).toBeGreaterThanOrEqual(0);
      expect(suggestion.estimated_equity_gain! + suggestion.target_equity!).toBeLessThanOrEqual(
        100,
      );
    }
    // Every page links home in its menu and nowhere in its prose: a new prose link to
    // another page adds equity to it.
    expect(
      suggestions.some((s) => s.target_url !== `${site.origin}/` && s.estimated_equity_gain! > 0),
    ).toBe(true);
    const byTarget = (
      await call('GET', `/api/websites/${websiteId}/link-suggestions/by-target-page`)
    ).json().data.groups as Array<{ suggestions: Figures[] }>;
    expect(byTarget.flatMap((group) => group.suggestions)).toEqual(
      expect.arrayContaining(
        suggestions.map((s) => expect.objectContaining({ target_equity: s.target_equity })),
      ),
    );
  });

  it('approves, rejects with a reason and edits only pending suggestions', async () => {
    const { suggestions } = (
      await call('GET', `/api/websites/${websiteId}/link-suggestions?status=pending`)
    ).json().data;
    const [first, second] = suggestions;
    const outside = await call('PUT', `/api/websites/${websiteId}/link-suggestions/${first.uuid}`, {
      anchor_text: 'words found nowhere',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toBe(ANCHOR_NOT_IN_TEXT);
    const context = `An edited sentence about ${first.anchor_text.toLowerCase()}.`;
    const edited = await call('PUT', `/api/websites/${websiteId}/link-suggestions/${first.uuid}`, {
      context,
    });
    expect(edited.json().data.context).toBe(context);
    expect(edited.json().data.reasons[0]).toBe('Edited by hand: the sentence was changed');
    const anchor = await call('PUT', `/api/websites/${websiteId}/link-suggestions/${first.uuid}`, {
      anchor_text: 'edited sentence',
    });
    expect(anchor.statusCode).toBe(200);
    // The reasons say what the edit made true, not what was true of the old anchor.
    expect(anchor.json().data.reasons[0]).toBe(
      'Edited by hand: “edited sentence” is the link text',
    );
    expect(anchor.json().data.reasons.join(' ')).not.toContain(`“${first.anchor_text}”`);
    expect(
      (
        await call('POST', `/api/websites/${websiteId}/link-suggestions/${first.uuid}/approve`)
      ).json().data.status,
    ).toBe('approved');
    const again = await call(
      'POST',
      `/api/websites/${websiteId}/link-suggestions/${first.uuid}/reject`,
      { reason: 'changed my mind' },
    );
    expect(again.statusCode).toBe(409);
    const editApproved = await call(
      'PUT',
      `/api/websites/${websiteId}/link-suggestions/${first.uuid}`,
      { anchor_text: 'x' },
    );
    expect(editApproved.statusCode).toBe(409);
    if (second) {
      const rejected = await call(
        'POST',
        `/api/websites/${websiteId}/link-suggestions/${second.uuid}/reject`,
        { reason: 'Not relevant' },
      );
      expect(rejected.json().data).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Not relevant',
        target_equity: expect.any(Number),
        estimated_equity_gain: expect.any(Number),
      });
    }
  });

  it('bulk-approves the pending ones and reports what it skipped', async () => {
    const empty = await call('POST', `/api/websites/${websiteId}/link-suggestions/bulk-approve`, {
      suggestionIds: [],
    });
    expect(empty.json().error.message).toContain('Please select suggestions to approve');
    const all = (await call('GET', `/api/websites/${websiteId}/link-suggestions`)).json().data
      .suggestions as Array<{ uuid: string; status: string }>;
    const result = await call('POST', `/api/websites/${websiteId}/link-suggestions/bulk-approve`, {
      suggestionIds: all.map((s) => s.uuid),
    });
    const pendingBefore = all.filter((s) => s.status === 'pending').length;
    expect(result.json().data).toEqual({
      updated: pendingBefore,
      skipped: all.length - pendingBefore,
    });
  });

  it('filters unchanged pages on a rerun, refunds them, and never proposes a rejected pair again', async () => {
    const before = await credits();
    const rerun = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': 'rerun' },
      payload: { urls: sources },
    });
    const done = await waitForJob(rerun.json().data.jobId);
    expect(done.result.early_duplicate_prevention).toMatchObject({
      urls_processed: 0,
      urls_filtered: 2,
      efficiency_gain: 100,
    });
    expect(await credits()).toBe(before);

    // Force a fresh analysis of the same pages: decided pairs must not come back as pending.
    await harness.database.db
      .update(schema.pages)
      .set({ analyzedHash: null })
      .where(eq(schema.pages.websiteId, websiteId));
    const decided = (await call('GET', `/api/websites/${websiteId}/link-suggestions`)).json().data
      .suggestions as Array<{ source_url: string; target_url: string; status: string }>;
    const third = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': 'third' },
      payload: { urls: sources },
    });
    await waitForJob(third.json().data.jobId);
    const after = (
      await call('GET', `/api/websites/${websiteId}/link-suggestions?status=pending`)
    ).json().data.suggestions as Array<{ source_url: string; target_url: string }>;
    for (const pending of after) {
      expect(
        decided.some(
          (d) => d.source_url === pending.source_url && d.target_url === pending.target_url,
        ),
      ).toBe(false);
    }
  });

  it('crawls a selected page again when its last crawl is older than the crawl frequency', async () => {
    const compost = `${site.origin}/compost`;
    sitePages['/compost'] = articlePage(
      'Making Compost',
      'Compost is made from green and brown waste. Spread it when Planting Tulips in autumn.',
    );
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await harness.database.db
      .update(schema.pages)
      .set({ crawledAt: twoDaysAgo })
      .where(eq(schema.pages.url, compost));

    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': 'stale-compost' },
      payload: { urls: [compost] },
    });
    expect(response.statusCode, response.body).toBe(202);
    await waitForJob(response.json().data.jobId);

    const [page] = await harness.database.db
      .select({ crawledAt: schema.pages.crawledAt })
      .from(schema.pages)
      .where(eq(schema.pages.url, compost));
    expect(page!.crawledAt!.getTime()).toBeGreaterThan(twoDaysAgo.getTime());
    const pending = (
      await call('GET', `/api/websites/${websiteId}/link-suggestions?status=pending`)
    ).json().data.suggestions as Array<{ source_url: string; anchor_text: string }>;
    expect(
      pending.some((s) => s.source_url === compost && s.anchor_text === 'Planting Tulips'),
    ).toBe(true);
  });

  it('waits for a running crawl of the site, whose pages are its link targets', async () => {
    const setCrawl = (patch: { crawlStatus: 'in_progress' | 'completed'; crawlProgress: number }) =>
      harness.database.db
        .update(schema.websites)
        .set(patch)
        .where(eq(schema.websites.id, websiteId));
    await setCrawl({ crawlStatus: 'in_progress', crawlProgress: 40 });
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': 'during-crawl' },
      payload: { urls: [`${site.origin}/roses`] },
    });
    const jobId = response.json().data.jobId as string;
    const statusOf = async () =>
      (await call('GET', `/api/websites/${websiteId}/queue-status?jobId=${jobId}`)).json().data;

    // The crawl's progress shows as the processing stage's, and the job goes no further.
    const waiting = await until(async () => {
      const status = await statusOf();
      return status.stage === 'processing' && status.stageProgress === 40 ? status : undefined;
    }, 'the job to wait for the crawl');
    expect(waiting.status).toBe('started');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await statusOf()).stage).toBe('processing');

    await setCrawl({ crawlStatus: 'completed', crawlProgress: 100 });
    expect((await waitForJob(jobId)).status).toBe('completed');
  });

  it('never charges again for a page analysed without a suggestion while nothing changed, and analyses it again once the site changed', async () => {
    const about = `${site.origin}/about`;
    const run = async (key: string) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/websites/${websiteId}/process-selected`,
        headers: { ...ada.headers, 'idempotency-key': key },
        payload: { urls: [about] },
      });
      return waitForJob(response.json().data.jobId);
    };
    const first = await run('about-first');
    expect(first.result.pages_without_suggestions).toEqual([about]);
    const before = await credits();

    const again = await run('about-again');
    expect(again.result.early_duplicate_prevention).toMatchObject({
      urls_processed: 0,
      urls_filtered: 1,
    });
    expect(await credits()).toBe(before);

    // A recrawl found a page renamed: the site the page can link to is not the same any more.
    await harness.database.db
      .update(schema.pages)
      .set({ title: 'Growing Climbing Roses' })
      .where(eq(schema.pages.url, `${site.origin}/roses`));
    const changed = await run('about-changed');
    expect(changed.result.early_duplicate_prevention).toMatchObject({
      urls_processed: 1,
      urls_filtered: 0,
    });
    expect(await credits()).toBe(before - 1);
  });

  it('answers identical requests sent at once with one job, one charge and the true balance', async () => {
    const before = await credits();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        harness.app.inject({
          method: 'POST',
          url: `/api/websites/${websiteId}/process-selected`,
          headers: { ...ada.headers, 'idempotency-key': 'ten-at-once' },
          payload: { urls: [`${site.origin}/roses`] },
        }),
      ),
    );
    const bodies = answers.map((answer) => answer.json().data);
    expect(new Set(bodies.map((body) => body.jobId)).size).toBe(1);
    expect(await credits()).toBe(before - 1);
    for (const body of bodies) {
      expect(body.credits).toMatchObject({
        consumed: 1,
        remaining: before - 1,
        needsUpgrade: false,
      });
    }
    await waitForJob(bodies[0].jobId);
  });

  it('processes only what the credits cover and says so', async () => {
    const [user] = await harness.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'ada@example.com'));
    const remaining = await credits();
    const periodStart = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1),
    );
    await insertLedgerEntry(harness.database.db, {
      userId: user!.id,
      kind: 'reserve',
      amount: remaining - 1,
      periodStart,
      idempotencyKey: 'use-up',
    });
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': 'partial' },
      payload: {
        urls: [`${site.origin}/tulips`, `${site.origin}/compost`, `${site.origin}/roses`],
      },
    });
    expect(response.json().data).toMatchObject({
      credits: { isPartial: true, consumed: 1, remaining: 0, needsUpgrade: true },
      processing: { urlsRequested: 3, urlsProcessed: 1, urlsSkipped: 2 },
    });
    const exhausted = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': 'none-left' },
      payload: { urls: [`${site.origin}/compost`] },
    });
    expect(exhausted.statusCode).toBe(402);
    expect(exhausted.json().error.code).toBe('CREDITS_EXHAUSTED');
    await waitForJob(response.json().data.jobId);
  });

  it('exports the suggestions as CSV and JSON files', async () => {
    const csv = await call('GET', `/api/websites/${websiteId}/link-suggestions/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="linkloom-127\.0\.0\.1-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'id,status,type,source_url,target_url,anchor_text,context,generated_passage,passage_placement,anchor_source,score,confidence,reasons,rejection_reason,target_equity,estimated_equity_gain,created_at',
    );
    expect(rows.length).toBeGreaterThan(0);
    const json = await call(
      'GET',
      `/api/websites/${websiteId}/link-suggestions/export?format=json`,
    );
    const exported = JSON.parse(json.body) as Array<{ target_equity: number | null }>;
    expect(exported.length).toBe(rows.length);
    expect(exported[0]!.target_equity).toEqual(expect.any(Number));
  });

  it('says clearly that no CMS is connected', async () => {
    const [suggestion] = (await call('GET', `/api/websites/${websiteId}/link-suggestions`)).json()
      .data.suggestions;
    const response = await call(
      'POST',
      `/api/websites/${websiteId}/link-suggestions/${suggestion.uuid}/apply-to-cms`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/^No CMS is connected/);
  });

  it("keeps another user's suggestions and jobs out of reach", async () => {
    const [suggestion] = (await call('GET', `/api/websites/${websiteId}/link-suggestions`)).json()
      .data.suggestions;
    for (const [method, url, payload] of [
      ['GET', `/api/websites/${websiteId}/link-suggestions`],
      ['GET', `/api/websites/${websiteId}/link-suggestions/${suggestion.uuid}`],
      ['POST', `/api/websites/${websiteId}/link-suggestions/${suggestion.uuid}/approve`],
      ['DELETE', `/api/websites/${websiteId}/link-suggestions/${suggestion.uuid}`],
      ['GET', `/api/websites/${websiteId}/link-suggestions/export`],
      ['GET', `/api/websites/${websiteId}/queue-status`],
      ['POST', `/api/websites/${websiteId}/process-selected`, { urls: sources }],
    ] as const) {
      const response = await call(method, url, payload as object | undefined, eve.headers);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
