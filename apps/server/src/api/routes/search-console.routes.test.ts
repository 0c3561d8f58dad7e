import {
  SEARCH_CONSOLE_NOT_CONFIGURED,
  SEARCH_CONSOLE_PAID_ONLY,
  SEARCH_CONSOLE_STATE_INVALID,
} from '@linkloom/contracts';
import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchConsoleStandIn } from '../../testing/search-console-stand-in';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

const SITE = 'https://coffee.test/';

async function makePaid(harness: Awaited<ReturnType<typeof createTestApp>>, userId: string) {
  await harness.database.db
    .insert(schema.subscriptions)
    .values({ userId, planId: 'pro', status: 'active' })
    .onConflictDoUpdate({
      target: schema.subscriptions.userId,
      set: { planId: 'pro', status: 'active' },
    });
}

describe.each(testDatabaseKinds())('Search Console on %s', (kind) => {
  let standIn: Awaited<ReturnType<typeof startSearchConsoleStandIn>>;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;
  let eveWebsiteId: string;

  const call = (
    user: { headers: Record<string, string> },
    method: string,
    url: string,
    payload?: object,
  ) => harness.app.inject({ method: method as 'GET', url, payload, headers: user.headers });

  async function connect(user = ada, id = websiteId) {
    const started = await call(user, 'POST', `/api/websites/${id}/search-console/connect`);
    expect(started.statusCode, started.body).toBe(200);
    return standIn.consent(started.json().data.auth_url);
  }

  /** Figures stored for the website: page days and page queries. */
  async function storedRows(id = websiteId) {
    const counted = await harness.database.db.execute(
      sql`select (select count(*) from search_console_page_days where website_id = ${id})::int
        + (select count(*) from search_console_page_queries where website_id = ${id})::int as n`,
    );
    return (counted.rows[0] as { n: number }).n;
  }

  /** The status once the import has ended, completed or failed. */
  function importEnded() {
    return until(
      async () => {
        const data = (await call(ada, 'GET', `/api/websites/${websiteId}/search-console`)).json()
          .data;
        return ['completed', 'failed'].includes(data.import.status) ? data : undefined;
      },
      'the Search Console import to end',
      60_000,
    );
  }

  beforeAll(async () => {
    standIn = await startSearchConsoleStandIn({
      sites: [
        { siteUrl: 'sc-domain:coffee.test', permissionLevel: 'siteOwner' },
        { siteUrl: 'https://other.test/', permissionLevel: 'siteFullUser' },
      ],
      pages: [
        {
          url: `${SITE}burr-grinders`,
          queries: [
            { query: 'burr grinder', clicksPerDay: 2, impressionsPerDay: 40, position: 11.3 },
            { query: 'best burr grinder', clicksPerDay: 1, impressionsPerDay: 30, position: 12 },
          ],
        },
        {
          url: `${SITE}pour-over`,
          queries: [
            { query: 'pour over ratio', clicksPerDay: 9, impressionsPerDay: 50, position: 2.5 },
          ],
        },
      ],
    });
    harness = await createTestApp({
      kind,
      env: {
        ...standIn.env,
        // Small pages and short pauses: the paging and the retries show in a test's time.
        GOOGLE_SEARCH_CONSOLE_ROWS_PER_REQUEST: '50',
        GOOGLE_SEARCH_CONSOLE_RETRY_DELAYS_MS: '10,20,40',
      },
    });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    await makePaid(harness, ada.userId);
    await makePaid(harness, eve.userId);
    websiteId = (await call(ada, 'POST', '/api/websites', { name: 'Coffee', url: SITE })).json()
      .data.uuid;
    eveWebsiteId = (
      await call(eve, 'POST', '/api/websites', { name: 'Eve', url: 'https://eve.test/' })
    ).json().data.uuid;
    await harness.database.db.insert(schema.linkSuggestions).values(
      [
        ['guide', 'pour-over', 0.9],
        ['notes', 'burr-grinders', 0.5],
        ['pour-over', 'kettles', 0.4],
        ['recipes', 'burr-grinders', null],
      ].map(([source, target, confidence]) => ({
        websiteId,
        suggestionType: 'contextual_link' as const,
        sourceUrl: `${SITE}${source}`,
        targetUrl: `${SITE}${target}`,
        anchorText: `${target}`,
        anchorSource: 'existing_content' as const,
        score: 0.5,
        confidence: confidence as number | null,
      })),
    );
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await standIn?.close();
  });

  it('starts the consent for webmasters.readonly, offline, with a sealed state', async () => {
    const status = await call(ada, 'GET', `/api/websites/${websiteId}/search-console`);
    expect(status.json().data).toMatchObject({
      configured: true,
      plan_allows: true,
      connected: false,
    });
    const started = await call(ada, 'POST', `/api/websites/${websiteId}/search-console/connect`);
    const authUrl = new URL(started.json().data.auth_url);
    expect(authUrl.origin).toBe(standIn.origin);
    expect(authUrl.searchParams.get('scope')).toContain(
      'https://www.googleapis.com/auth/webmasters.readonly',
    );
    expect(authUrl.searchParams.get('access_type')).toBe('offline');
    expect(authUrl.searchParams.get('prompt')).toBe('consent');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/search-console/callback',
    );
    // The state names no user or website in the clear.
    expect(authUrl.searchParams.get('state')).not.toContain(websiteId);
  });

  it('refuses a state started by another user, a forged one and a used one', async () => {
    const { code, state } = await connect();
    const asEve = await call(eve, 'POST', '/api/search-console/callback', { code, state });
    expect(asEve.statusCode).toBe(422);
    expect(asEve.json().error.message).toBe(SEARCH_CONSOLE_STATE_INVALID);
    const forged = await call(ada, 'POST', '/api/search-console/callback', {
      code,
      state: `${state.slice(0, -4)}AAAA`,
    });
    expect(forged.json().error.message).toBe(SEARCH_CONSOLE_STATE_INVALID);
    // Eve's own consent cannot be finished for Ada's website either.
    const eves = await connect(eve, eveWebsiteId);
    expect(
      (await call(ada, 'POST', '/api/search-console/callback', eves)).json().error.message,
    ).toBe(SEARCH_CONSOLE_STATE_INVALID);

    const done = await call(ada, 'POST', '/api/search-console/callback', { code, state });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ website_id: websiteId });
    const again = await call(ada, 'POST', '/api/search-console/callback', { code, state });
    expect(again.json().error.message).toBe(SEARCH_CONSOLE_STATE_INVALID);
  });

  it('keeps the refresh token only sealed', async () => {
    const rows = await harness.database.db.execute(
      sql`select refresh_token_ciphertext from search_console_connections where website_id = ${websiteId}`,
    );
    const stored = String(
      (rows.rows[0] as { refresh_token_ciphertext: string }).refresh_token_ciphertext,
    );
    expect(stored).not.toContain('refresh-');
    expect(stored.split('.')).toHaveLength(3);
  });

  it('lists the properties, the one covering the website first, and refuses one it cannot read', async () => {
    const listed = await call(ada, 'GET', `/api/websites/${websiteId}/search-console/properties`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      {
        site_url: 'sc-domain:coffee.test',
        permission_level: 'siteOwner',
        kind: 'domain',
        matches_website: true,
      },
      {
        site_url: 'https://other.test/',
        permission_level: 'siteFullUser',
        kind: 'url-prefix',
        matches_website: false,
      },
    ]);
    const unknown = await call(ada, 'PUT', `/api/websites/${websiteId}/search-console/property`, {
      site_url: 'sc-domain:stranger.test',
    });
    expect(unknown.statusCode).toBe(422);
  });

  /** The review list's source → target pairs, in its order, and its total. */
  async function reviewList(query = '') {
    const answer = await call(ada, 'GET', `/api/websites/${websiteId}/link-suggestions${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { suggestions, pagination } = answer.json().data as {
      suggestions: Array<{ source_url: string; target_url: string }>;
      pagination: { total: number };
    };
    const path = (url: string) => url.slice(SITE.length);
    return {
      pairs: suggestions.map((item) => `${path(item.source_url)} → ${path(item.target_url)}`),
      total: pagination.total,
    };
  }

  const SOURCE_ORDER = [
    'guide → pour-over',
    'notes → burr-grinders',
    'pour-over → kettles',
    'recipes → burr-grinders',
  ];

  it('lists suggestions by source page while the website has no search data', async () => {
    expect(await reviewList()).toEqual({ pairs: SOURCE_ORDER, total: 4 });
    expect(await reviewList('?striking=true')).toEqual({ pairs: [], total: 0 });
  });

  it('imports 16 months by page and by page + query, paged with startRow, through a 503 and a 429', async () => {
    standIn.failNextQueries([503, 429]);
    standIn.queries.length = 0;
    const picked = await call(ada, 'PUT', `/api/websites/${websiteId}/search-console/property`, {
      site_url: 'sc-domain:coffee.test',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.import.status).toBe('queued');
    const status = await importEnded();
    expect(status.import.error).toBeNull();
    expect(status.import.status).toBe('completed');
    expect(status.import.steps_done).toBe(status.import.steps_total);
    expect(status.import.steps_total).toBeGreaterThanOrEqual(32);

    const pageDays = standIn.queries.filter((q) => q.dimensions.join() === 'date,page');
    const pageQueries = standIn.queries.filter((q) => q.dimensions.join() === 'page,query');
    // 16 months back from two days ago.
    const first = pageDays.map((q) => q.startDate).sort()[0]!;
    const last = pageDays
      .map((q) => q.endDate)
      .sort()
      .at(-1)!;
    const months =
      (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
      Number(last.slice(5, 7)) -
      Number(first.slice(5, 7)) +
      1;
    expect(months).toBe(16);
    // A month of 2 pages a day is ~60 rows: its second request starts at row 50.
    expect(pageDays.some((q) => q.startRow === 50 && q.rowLimit === 50)).toBe(true);
    expect(pageQueries.length).toBeGreaterThanOrEqual(16);
    // The first query was answered 503, then 429, then it went through: three requests, one body.
    expect(standIn.queries[0]).toEqual(standIn.queries[1]);
    expect(standIn.queries[1]).toEqual(standIn.queries[2]);

    const stored = await harness.database.db.execute(
      sql`select count(*)::int as days from search_console_page_days where website_id = ${websiteId}`,
    );
    const days = (stored.rows[0] as { days: number }).days;
    expect(days).toBeGreaterThan(2 * 28 * 15);
    // The rows stored, not the rows fetched: the first request's answer counts once.
    expect(status.import.rows_imported).toBe(await storedRows());
  }, 90_000);

  it('counts the rows stored, so the daily re-import of the last days adds none twice', async () => {
    const before = await storedRows();
    standIn.queries.length = 0;
    // The refresh fetches the last days again, one of its pages answered 503 and fetched again.
    standIn.failNextQueries([503]);
    const again = await call(ada, 'POST', `/api/websites/${websiteId}/search-console/import`);
    expect(again.statusCode, again.body).toBe(200);
    const status = await importEnded();
    expect(status.import.status).toBe('completed');
    const fetched = standIn.queries.filter((q) => q.dimensions.join() === 'date,page');
    expect(fetched.length).toBeGreaterThan(1);
    // The stand-in's figures are the same every day: nothing new is stored, nothing is added.
    expect(await storedRows()).toBe(before);
    expect(status.import.rows_imported).toBe(before);
  }, 90_000);

  it('gives each page its top queries with clicks, impressions and position, and marks striking distance', async () => {
    const answer = await call(
      ada,
      'GET',
      `/api/websites/${websiteId}/search-console/pages?days=28`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { pages, sample, pagination } = answer.json().data;
    expect(sample).toBe(false);
    expect(pagination.total).toBe(2);
    const burr = pages.find((page: { url: string }) => page.url === `${SITE}burr-grinders`);
    expect(burr).toMatchObject({ clicks: 3 * 28, impressions: 70 * 28, striking_distance: true });
    expect(burr.position).toBeCloseTo(11.6, 1);
    expect(burr.top_queries[0]).toMatchObject({ query: 'burr grinder', position: 11.3 });
    const pour = pages.find((page: { url: string }) => page.url === `${SITE}pour-over`);
    expect(pour.striking_distance).toBe(false);

    const striking = await call(
      ada,
      'GET',
      `/api/websites/${websiteId}/search-console/pages?days=28&striking=true`,
    );
    expect(striking.json().data.pages.map((page: { url: string }) => page.url)).toEqual([
      `${SITE}burr-grinders`,
    ]);
    // Eve reads nothing of Ada's.
    expect(
      (await call(eve, 'GET', `/api/websites/${websiteId}/search-console/pages`)).statusCode,
    ).toBe(404);

    // The engine's evidence: every page, its totals and top queries, nothing of another owner's.
    const { searchConsole } = harness.context.services;
    const evidence = await searchConsole.searchEvidence(
      { ownerId: ada.userId, websiteId },
      {
        days: 28,
      },
    );
    expect(evidence.map((page) => page.url).sort()).toEqual([
      `${SITE}burr-grinders`,
      `${SITE}pour-over`,
    ]);
    expect(evidence.find((page) => page.striking_distance)?.top_queries[0]?.query).toBe(
      'burr grinder',
    );
    expect(await searchConsole.searchEvidence({ ownerId: eve.userId, websiteId })).toEqual([]);
  });

  it('puts suggestions to pages that could rank and from pages with clicks first, and filters to them', async () => {
    // burr-grinders ranks at 11.6 (striking distance); pour-over has 9 clicks a day.
    expect(await reviewList()).toEqual({
      pairs: [
        'notes → burr-grinders',
        'recipes → burr-grinders',
        'pour-over → kettles',
        'guide → pour-over',
      ],
      total: 4,
    });
    const couldRank = {
      pairs: ['notes → burr-grinders', 'recipes → burr-grinders'],
      total: 2,
    };
    expect(await reviewList('?striking=true')).toEqual(couldRank);
    expect(await reviewList('?striking=true&status=pending&limit=1&page=2')).toEqual({
      pairs: ['recipes → burr-grinders'],
      total: 2,
    });
    const grouped = await call(
      ada,
      'GET',
      `/api/websites/${websiteId}/link-suggestions/by-target-page?striking=true`,
    );
    expect(
      grouped.json().data.groups.map((group: { target_url: string }) => group.target_url),
    ).toEqual([`${SITE}burr-grinders`]);
    const file = await call(
      ada,
      'GET',
      `/api/websites/${websiteId}/link-suggestions/export?striking=true`,
    );
    expect(file.statusCode, file.body).toBe(200);
    const lines = file.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(`${SITE}burr-grinders`))).toBe(true);
    // Eve filters nothing of Ada's.
    expect(
      (await call(eve, 'GET', `/api/websites/${websiteId}/link-suggestions?striking=true`))
        .statusCode,
    ).toBe(404);
  });

  it('measures what an applied link did to its target, against comparable pages', async () => {
    const status = (await call(ada, 'GET', `/api/websites/${websiteId}/search-console`)).json()
      .data;
    const through = Date.parse(`${status.import.data_through}T00:00:00Z`);
    const appliedOn = new Date(through - 40 * 86_400_000);
    const [suggestion] = await harness.database.db
      .insert(schema.linkSuggestions)
      .values({
        websiteId,
        status: 'approved',
        suggestionType: 'contextual_link',
        sourceUrl: `${SITE}pour-over`,
        targetUrl: `${SITE}burr-grinders`,
        anchorText: 'burr grinder',
        anchorSource: 'existing_content',
      })
      .returning();
    await harness.database.db.insert(schema.cmsPublications).values({
      suggestionId: suggestion!.id,
      websiteId,
      state: 'applied',
      appliedAt: appliedOn,
    });
    const impact = await call(ada, 'GET', `/api/websites/${websiteId}/search-console/impact`);
    expect(impact.statusCode, impact.body).toBe(200);
    const [target] = impact.json().data.targets;
    expect(target).toMatchObject({
      target_url: `${SITE}burr-grinders`,
      applied_on: appliedOn.toISOString().slice(0, 10),
      links: 1,
      applied_via: 'published',
      before: { clicks: 3 * 28, impressions: 70 * 28 },
      after: { clicks: 3 * 28, impressions: 70 * 28 },
      // The only other page gained the link, so it is no control (issue 52).
      status: 'no_controls',
      controls: 0,
      clicks: null,
    });
    expect(
      (await call(eve, 'GET', `/api/websites/${websiteId}/search-console/impact`)).statusCode,
    ).toBe(404);
  });

  it('draws the impact chart: the site’s daily figures and the days links were applied', async () => {
    const [applied] = await harness.database.db
      .select({ appliedAt: schema.cmsPublications.appliedAt })
      .from(schema.cmsPublications)
      .where(sql`${schema.cmsPublications.websiteId} = ${websiteId}`);
    const timeline = await call(ada, 'GET', `/api/websites/${websiteId}/search-console/timeline`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const data = timeline.json().data;
    expect(data.applied_days).toEqual([
      {
        day: applied!.appliedAt!.toISOString().slice(0, 10),
        links: 1,
        published: 1,
        seen_live: 0,
      },
    ]);
    // Both pages summed: 3 + 9 clicks and 70 + 50 impressions a day, oldest first.
    expect(data.days.at(-1)).toEqual({ day: data.data_through, clicks: 12, impressions: 120 });
    expect(data.days.length).toBeGreaterThan(400);
    expect(data.days.map((day: { day: string }) => day.day)).toEqual(
      data.days.map((day: { day: string }) => day.day).sort(),
    );
    expect(
      (await call(eve, 'GET', `/api/websites/${websiteId}/search-console/timeline`)).statusCode,
    ).toBe(404);
  });

  it('exports the per-target impact table as CSV, with the noise', async () => {
    const file = await call(ada, 'GET', `/api/websites/${websiteId}/search-console/impact/export`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="link-impact.csv"');
    const [header, row, ...rest] = file.body.split('\r\n');
    expect(header).toBe(
      'target_url,applied_on,links,applied_via,status,clicks_before,clicks_after,impressions_before,impressions_after,position_before,position_after,comparable_pages,' +
        'clicks_pct_change,clicks_pct_low_95,clicks_pct_high_95,clicks_pct_is_clear,' +
        'impressions_pct_change,impressions_pct_low_95,impressions_pct_high_95,impressions_pct_is_clear,' +
        'position_change,position_low_95,position_high_95,position_is_clear',
    );
    expect(row).toMatch(
      new RegExp(
        `^${SITE}burr-grinders,\\d{4}-\\d{2}-\\d{2},1,published,no_controls,84,84,1960,1960,`,
      ),
    );
    expect(rest).toEqual(['']);
    expect(
      (await call(eve, 'GET', `/api/websites/${websiteId}/search-console/impact/export`))
        .statusCode,
    ).toBe(404);
  });

  it('says why an import failed when Google keeps answering 503', async () => {
    standIn.failNextQueries([503, 503, 503, 503]);
    await call(ada, 'POST', `/api/websites/${websiteId}/search-console/import`);
    const status = await importEnded();
    expect(status.import.status).toBe('failed');
    expect(status.import.error).toContain('did not answer after several tries');
    // What was imported before stays readable.
    const pages = await call(ada, 'GET', `/api/websites/${websiteId}/search-console/pages`);
    expect(pages.json().data.pagination.total).toBe(2);
  }, 120_000);

  it('disconnects: the token and every imported figure are deleted', async () => {
    const removed = await call(ada, 'DELETE', `/api/websites/${websiteId}/search-console`);
    expect(removed.statusCode, removed.body).toBe(200);
    for (const table of [
      'search_console_connections',
      'search_console_page_days',
      'search_console_page_queries',
    ]) {
      const left = await harness.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where website_id = ${websiteId}`,
      );
      expect((left.rows[0] as { n: number }).n, table).toBe(0);
    }
    const status = await call(ada, 'GET', `/api/websites/${websiteId}/search-console`);
    expect(status.json().data.connected).toBe(false);
    // Without the figures, the review list is in its order by source page again (the impact
    // test's applied link aside).
    expect(await reviewList('?status=pending')).toEqual({ pairs: SOURCE_ORDER, total: 4 });
    expect(await reviewList('?striking=true')).toEqual({ pairs: [], total: 0 });
  });

  it('writes nothing back when the website is disconnected while its import runs', async () => {
    const runs = async () => {
      const found = await harness.database.db.execute(
        sql`select outcome from job_runs where queue = 'search-console.import' order by started_at`,
      );
      return found.rows as { outcome: string }[];
    };
    const runsBefore = (await runs()).length;
    const done = await call(ada, 'POST', '/api/search-console/callback', await connect());
    expect(done.statusCode, done.body).toBe(200);
    // The import's first request waits while the owner disconnects, then is answered.
    const held = standIn.holdNextQuery();
    const picked = await call(ada, 'PUT', `/api/websites/${websiteId}/search-console/property`, {
      site_url: 'sc-domain:coffee.test',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await held.reached;
    const removed = await call(ada, 'DELETE', `/api/websites/${websiteId}/search-console`);
    expect(removed.statusCode, removed.body).toBe(200);
    held.release();
    const ended = await until(
      async () => {
        const all = await runs();
        return all.length > runsBefore && all.every((run) => run.outcome !== 'running')
          ? all
          : undefined;
      },
      'the import job to end',
      60_000,
    );
    expect(ended.at(-1)?.outcome).toBe('completed');
    expect(await storedRows()).toBe(0);
    const left = await harness.database.db.execute(
      sql`select count(*)::int as n from search_console_connections where website_id = ${websiteId}`,
    );
    expect((left.rows[0] as { n: number }).n).toBe(0);
    const status = await call(ada, 'GET', `/api/websites/${websiteId}/search-console`);
    expect(status.json().data).toMatchObject({ connected: false });
  }, 90_000);
});

describe('Search Console without a paid plan or configuration', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  afterAll(async () => {
    await harness?.close();
  });

  it('shows the trial a sample, refuses to connect it, and says what the operator must set', async () => {
    const standIn = await startSearchConsoleStandIn({ sites: [], pages: [] });
    harness = await createTestApp({ env: standIn.env });
    const trial = await signUpTestUser(harness.app, 'trial@example.com');
    const id = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: trial.headers,
        payload: { name: 'Trial', url: 'https://trial.test/' },
      })
    ).json().data.uuid;
    const get = (url: string, method = 'GET') =>
      harness.app.inject({ method: method as 'GET', url, headers: trial.headers });
    expect((await get(`/api/websites/${id}/search-console`)).json().data.plan_allows).toBe(false);
    const sample = (await get(`/api/websites/${id}/search-console/pages`)).json().data;
    expect(sample.sample).toBe(true);
    expect(sample.pages[0].top_queries.length).toBeGreaterThan(0);
    const refused = await get(`/api/websites/${id}/search-console/connect`, 'POST');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SEARCH_CONSOLE_PAID_ONLY);
    await standIn.close();
    await harness.close();

    harness = await createTestApp();
    const user = await signUpTestUser(harness.app, 'plain@example.com');
    const website = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: user.headers,
        payload: { name: 'Plain', url: 'https://plain.test/' },
      })
    ).json().data.uuid;
    const status = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${website}/search-console`,
      headers: user.headers,
    });
    expect(status.json().data.configured).toBe(false);
    const connect = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${website}/search-console/connect`,
      headers: user.headers,
    });
    expect(connect.json().error.message).toBe(SEARCH_CONSOLE_NOT_CONFIGURED);
  }, 120_000);
});
