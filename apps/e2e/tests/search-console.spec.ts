import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { GARDEN_PAGES } from '../fixtures/garden-site';
import { serveSite } from '../fixtures/serve-site';
import type { ServedSite } from '../fixtures/serve-site';
import { REFRESH_TOKEN_KEY, signUpThroughApi, uniqueEmail } from './auth-helpers';

// Issue 31, items 1 and 2: connect Google Search Console (through the stand-in playwright starts
// on 127.0.0.1), pick the property, import it (a 503 and a 429 on the way), read the queries;
// then process the site and see the evidence on the cards and "Pages that could rank".
const standIn = `http://127.0.0.1:${process.env.E2E_SEARCH_CONSOLE_PORT ?? 3997}`;
let site: ServedSite;
// Read on every request: the owner edits a page between two crawls.
const sitePages: Record<string, string> = Object.fromEntries(
  Object.entries(GARDEN_PAGES).map(([path, { html }]) => [path, html]),
);

test.beforeAll(async () => {
  site = await serveSite(sitePages);
});

test.afterAll(async () => {
  await site.close();
});

async function idTokenFor(request: APIRequestContext, refreshToken: string): Promise<string> {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { idToken: string } }).data.idToken;
}

/** Pays for Pro through the built-in test-mode checkout, as a user would. */
async function upgradeToPro(request: APIRequestContext, headers: Record<string, string>) {
  const checkout = await request.post('/api/billing/checkout', {
    headers,
    data: { planId: 'pro', billingInterval: 'month' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = ((await checkout.json()) as { data: { url: string } }).data;
  const paid = await request.post(`${new URL(url).pathname}/complete`, {
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

test('connects Search Console, imports through a 503 and a 429, and shows each page’s queries', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const query = (
    text: string,
    clicksPerDay: number,
    impressionsPerDay: number,
    position: number,
  ) => ({
    query: text,
    clicksPerDay,
    impressionsPerDay,
    position,
  });
  const setup = await page.request.post(`${standIn}/stand-in/setup`, {
    data: {
      sites: [
        { siteUrl: 'sc-domain:elsewhere.test', permissionLevel: 'siteOwner' },
        { siteUrl: `${site.origin}/`, permissionLevel: 'siteOwner' },
      ],
      pages: [
        {
          url: `${site.origin}/roses`,
          queries: [query('growing roses', 3, 44, 11.3), query('rose pruning', 1, 20, 14)],
        },
        { url: `${site.origin}/tulips`, queries: [query('planting tulips', 9, 60, 2.4)] },
        { url: `${site.origin}/compost`, queries: [query('compost heap', 0, 8, 31)] },
      ],
    },
  });
  expect(setup.status()).toBe(200);

  const { refreshToken } = await signUpThroughApi(page.request, uniqueEmail('search-console'));
  const headers = { authorization: `Bearer ${await idTokenFor(page.request, refreshToken)}` };
  await upgradeToPro(page.request, headers);
  const created = await page.request.post('/api/websites', {
    headers,
    data: { name: 'Garden', url: site.origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)});`,
  });

  await page.goto(`/websites/${uuid}`);
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Google Search Console' }),
  });
  await card.getByRole('button', { name: 'Connect Search Console' }).click();

  // Google's consent (the stand-in's consents at once) sends the browser back to the callback,
  // which opens the website again with the properties to pick from.
  await expect(page).toHaveURL(new RegExp(`/websites/${uuid}$`), { timeout: 20_000 });
  const picker = card.getByRole('form', { name: 'Pick the Search Console property' });
  await expect(picker.getByRole('radio', { name: new RegExp(`${site.origin}/`) })).toBeChecked();
  await expect(picker.getByText('matches this website')).toBeVisible();

  const failing = await page.request.post(`${standIn}/stand-in/fail-next-queries`, {
    data: { statuses: [503, 429] },
  });
  expect(failing.status()).toBe(200);
  await picker.getByRole('button', { name: 'Import this property' }).click();

  await expect(card.getByText(/data through \d{4}-\d{2}-\d{2}/)).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('alert')).toHaveCount(0);
  const pages = card.getByRole('list', { name: 'Pages with search data' });
  await expect(pages.getByRole('listitem').filter({ hasText: `${site.origin}/` })).toHaveCount(3);
  const roses = card.getByRole('list', { name: `Top queries of ${site.origin}/roses` });
  await expect(roses).toContainText('“growing roses”');
  await expect(roses).toContainText('pos 11.3');
  await expect(card.getByRole('link', { name: 'Impact of applied links' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-console-pages.png'), fullPage: true });

  await card.getByRole('switch', { name: 'Pages that could rank' }).click();
  await expect(card.getByText(`${site.origin}/tulips`)).toHaveCount(0);
  await expect(card.getByText(`${site.origin}/roses`, { exact: true })).toBeVisible();
  await expect(card.getByText('Could rank', { exact: true })).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath('search-console-could-rank.png'),
    fullPage: true,
  });

  // A link approved in Linkloom that the owner then adds by hand: the next crawl sees it live,
  // and from that day it is an applied batch (issue 31 item 3).
  const suggested = await page.request.post(`/api/websites/${uuid}/link-suggestions`, {
    headers,
    data: {
      source_url: `${site.origin}/roses`,
      target_url: `${site.origin}/tulips`,
      anchor_text: 'Planting Tulips',
    },
  });
  expect(suggested.status(), await suggested.text()).toBe(201);
  const suggestionId = ((await suggested.json()) as { data: { uuid: string } }).data.uuid;
  const approved = await page.request.post(
    `/api/websites/${uuid}/link-suggestions/${suggestionId}/approve`,
    { headers },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  sitePages['/roses'] = GARDEN_PAGES['/roses']!.html.replace(
    'Planting Tulips',
    '<a href="/tulips">Planting Tulips</a>',
  );
  const stats = async () =>
    (
      (await (await page.request.get(`/api/websites/${uuid}/stats`, { headers })).json()) as {
        data: { crawlStatus: string; lastCrawledAt: string | null };
      }
    ).data;
  const crawledBefore = (await stats()).lastCrawledAt;
  const recrawl = await page.request.post(`/api/websites/${uuid}/crawl`, { headers, data: {} });
  expect(recrawl.status(), await recrawl.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const now = await stats();
        return now.crawlStatus === 'completed' && now.lastCrawledAt !== crawledBefore;
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  // The Impact screen (issue 31 item 3): the site's daily figures charted with the batch marked
  // (a dashed line labelled with how it went live), and the table.
  await card.getByRole('link', { name: 'Impact of applied links' }).click();
  await expect(page).toHaveURL(new RegExp(`/websites/${uuid}/impact$`));
  const chart = page.getByRole('figure', { name: 'Clicks and impressions over time' });
  await expect(chart.locator('.recharts-line')).toHaveCount(2, { timeout: 20_000 });
  const batch = chart.locator('.recharts-reference-line');
  await expect(batch).toHaveCount(1);
  await expect(batch.locator('line')).toHaveAttribute('stroke-dasharray', '4 3');
  // Recharts draws the line's label in a layer of its own, above the lines.
  await expect(chart.locator('svg text', { hasText: '+1 seen live' })).toBeVisible();
  await expect(chart).toContainText(
    /1 day links went live \(\d{4}-\d{2}-\d{2}: 1 link, seen live by re-crawl\)\./,
  );
  const impactTable = page.getByRole('table', { name: 'Impact of applied links' });
  await expect(
    impactTable.getByRole('row', { name: new RegExp(`${site.origin}/tulips`) }),
  ).toContainText('seen live by re-crawl');
  await expect(
    page.getByRole('heading', { name: 'Impact of the links you applied' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('search-console-impact.png'), fullPage: true });
  await page.getByRole('link', { name: 'Back to the website' }).click();

  // Item 2: process the site; the search data shows on the cards and orders the review list.
  await processEveryPage(page.request, headers, uuid);
  await page.goto(`/websites/${uuid}/link-suggestions`);
  const cards = page.getByRole('article', { name: /^Suggestion: / });
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const everyCard = await cards.count();
  // /roses ranks at 12.1 for its queries (striking distance): links to it come first.
  const toRoses = page.getByRole('article', { name: 'Suggestion: Growing Roses' }).first();
  await expect(cards.first()).toHaveAccessibleName('Suggestion: Growing Roses');
  await expect(
    toRoses.getByText(
      /^people search “growing roses” and find “Growing Roses”: [\d,]+ impressions, position 11\.3$/,
    ),
  ).toBeVisible();
  await expect(toRoses.getByText(/in striking distance, where links can lift it/)).toBeVisible();
  await toRoses.screenshot({ path: testInfo.outputPath('suggestion-search-evidence.png') });

  const couldRank = page.getByRole('switch', { name: 'Pages that could rank' });
  await expect(couldRank).toBeEnabled();
  const filtered = page.waitForResponse(
    (response) => response.url().includes('striking=true') && response.ok(),
  );
  await couldRank.click();
  await filtered;
  await expect(page).toHaveURL(/rank=striking/);
  // Only links to /roses (their anchor is its title), fewer than before.
  const roseCards = page.getByRole('article', { name: 'Suggestion: Growing Roses' });
  await expect
    .poll(async () => {
      const shown = await cards.count();
      return shown > 0 && shown === (await roseCards.count());
    })
    .toBe(true);
  const couldRankCards = await cards.count();
  expect(couldRankCards).toBeLessThan(everyCard);
  await expect(page.getByText(`Showing ${couldRankCards} of ${couldRankCards}`)).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('review-pages-that-could-rank.png'),
    fullPage: true,
  });

  await page.goto(`/websites/${uuid}`);
  await card.getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByRole('button', { name: 'Connect Search Console' })).toBeVisible();

  // Without search data the filter is off, and says what it needs.
  await page.goto(`/websites/${uuid}/link-suggestions?rank=striking`);
  await expect(page.getByRole('switch', { name: 'Pages that could rank' })).toBeDisabled();
  await expect(page.getByText('Needs Search Console data')).toBeVisible();
  await expect(cards).toHaveCount(everyCard);
  await page.screenshot({ path: testInfo.outputPath('review-without-search-data.png') });
});

/** Processes every page of the garden site once its crawl has finished, as the API does. */
async function processEveryPage(
  request: APIRequestContext,
  headers: Record<string, string>,
  websiteId: string,
) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/websites/${websiteId}/stats`, { headers });
        return ((await response.json()) as { data: { crawlStatus: string } }).data.crawlStatus;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  const started = await request.post(`/api/websites/${websiteId}/process-selected`, {
    headers,
    data: { urls: Object.keys(GARDEN_PAGES).map((path) => `${site.origin}${path}`) },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { jobId } = ((await started.json()) as { data: { jobId: string } }).data;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/websites/${websiteId}/queue-status?jobId=${jobId}`,
          { headers },
        );
        return ((await response.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
}

test('the trial sees Search Console with a sample and is asked to upgrade', async ({
  page,
}, testInfo) => {
  const { refreshToken } = await signUpThroughApi(page.request, uniqueEmail('search-trial'));
  const headers = { authorization: `Bearer ${await idTokenFor(page.request, refreshToken)}` };
  const created = await page.request.post('/api/websites', {
    headers,
    data: { name: 'Garden trial', url: site.origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)});`,
  });
  await page.goto(`/websites/${uuid}`);
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Google Search Console' }),
  });
  await expect(card.getByText('Search Console is part of every paid plan.')).toBeVisible();
  await expect(card.getByText(/Sample data from a coffee blog/)).toBeVisible();
  await expect(
    card.getByRole('list', { name: 'Top queries of https://coffee.example/burr-grinders' }),
  ).toContainText('“burr grinder”');
  await expect(card.getByRole('button', { name: 'Connect Search Console' })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('search-console-trial-sample.png') });
});
