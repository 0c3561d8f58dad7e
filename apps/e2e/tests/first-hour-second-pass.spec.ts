import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { serveSite } from '../fixtures/serve-site';
import type { ServedSite } from '../fixtures/serve-site';
import { REFRESH_TOKEN_KEY, signUpThroughApi, uniqueEmail } from './auth-helpers';

// Issue 29: a new user's first hour, second pass. Paying from an address other than
// PUBLIC_URL comes back signed in; a sitemap that leaves out the home page still gives true
// analytics; unchanged pages are never charged, not even for a while; a filter with nothing
// to show says so; a malformed id in a deep link settles on 'Website not found'.
let site: ServedSite;

function html(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main><article><h1>${title}</h1>${body}</article></main></body></html>`;
}

const GUIDES = {
  '/roses': html(
    'Growing Roses',
    '<p>Roses love sun. Feed them with Making Compost tips and plant them near Planting Tulips beds for colour.</p>',
  ),
  '/tulips': html(
    'Planting Tulips',
    '<p>Tulip bulbs go in the ground in autumn. Pair them with Growing Roses for a long season, and mulch them with Making Compost.</p>',
  ),
  '/compost': html(
    'Making Compost',
    '<p>Compost is made from green and brown waste; Growing Roses and Planting Tulips both need it.</p>',
  ),
};
const GUIDE_PATHS = Object.keys(GUIDES);

test.beforeAll(async () => {
  site = await serveSite(
    {
      // Only the home page links to the guides, and the sitemap leaves it out.
      '/': html(
        'Garden Journal',
        '<p>Start with <a href="/roses">our rose guide</a>, then <a href="/tulips">the tulip guide</a> and <a href="/compost">the compost guide</a>. Members read <a href="/members">the members page</a>.</p>',
      ),
      ...GUIDES,
      '/members': html('Members', '<p>For members only.</p>'),
    },
    // Linked from the home page, but robots.txt keeps Linkloom out: a page it cannot read.
    { leftOutOfSitemap: ['/', '/members'], disallowed: ['/members'] },
  );
});

test.afterAll(async () => {
  await site.close();
});

function creditCard(page: Page) {
  return page.getByRole('region', { name: 'Credits' }).first();
}

async function idTokenFor(request: APIRequestContext, refreshToken: string): Promise<string> {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { idToken: string } }).data.idToken;
}

async function seedSession(page: Page, refreshToken: string): Promise<void> {
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)});`,
  });
}

test('paying from a trusted address other than PUBLIC_URL comes back there, signed in', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // PUBLIC_URL is http://127.0.0.1:PORT here; localhost on the same port is trusted too.
  const publicUrl = new URL(testInfo.project.use.baseURL!);
  const other = `http://localhost:${publicUrl.port}`;
  const { refreshToken } = await signUpThroughApi(page.request, uniqueEmail('other-address'));
  await seedSession(page, refreshToken);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

  await page.goto(`${other}/billing`);
  await page
    .getByRole('group', { name: 'Pro' })
    .getByRole('button', { name: 'Upgrade to Pro' })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${other}/billing/local-checkout/cs_local_`));
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();

  await expect(page).toHaveURL(`${other}/payment-success?plan=pro`);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Support!' })).toBeVisible();
  await shot('01-paid-back-on-localhost');

  await page.goto(`${other}/billing`);
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(new RegExp(`^${other}/billing/local-portal/bps_local_`));
  await shot('02-portal-on-localhost');
  await page.getByRole('link', { name: '← Return to Linkloom' }).click();
  await expect(page).toHaveURL(`${other}/billing`);
  await expect(page.getByRole('heading', { name: 'Current Plan' })).toBeVisible();
  await expect(creditCard(page)).toContainText('0 / 200 used');
});

test('a sitemap without the home page, unchanged pages, an empty filter and a malformed deep link', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const { refreshToken } = await signUpThroughApi(page.request, uniqueEmail('second-pass'));
  const headers = { authorization: `Bearer ${await idTokenFor(page.request, refreshToken)}` };
  const api = {
    get: async (path: string) =>
      ((await (await page.request.get(path, { headers })).json()) as { data: never }).data,
    post: async (path: string, data: object, key?: string) => {
      const response = await page.request.post(path, {
        headers: key ? { ...headers, 'idempotency-key': key } : headers,
        data,
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: never }).data;
    },
  };
  const created: { uuid: string } = await api.post('/api/websites', {
    name: 'Garden Journal',
    url: site.origin,
  });
  const websiteId = created.uuid;
  await seedSession(page, refreshToken);

  // The crawl reads the home page though the sitemap leaves it out, and the analysis follows.
  await expect
    .poll(
      async () =>
        ((await api.get(`/api/websites/${websiteId}/analytics`)) as { computedAt: string | null })
          .computedAt,
      { timeout: 90_000 },
    )
    .not.toBeNull();
  await page.goto(`/websites/${websiteId}/analytics`);
  // Every page is known and read, none orphaned nor out of reach: the home page links them all.
  const tile = (label: string) => page.getByText(label, { exact: true }).first().locator('..');
  await expect(tile('Crawled pages')).toContainText('Crawled pages4of 5 known pages');
  await expect(tile('Orphan pages')).toContainText('Orphan pages0');
  await expect(tile('Hard to reach')).toContainText('Hard to reach0');
  // The page robots.txt keeps out is named: its own links are missing from the figures.
  const unread = page.getByRole('region', { name: 'Pages not analysed' });
  await expect(unread).toContainText('1 of 5 pages could not be read for these figures');
  await unread.getByText('Show the page').click();
  await expect(unread.getByRole('link', { name: '/members' })).toBeVisible();
  await shot('03-analytics-home-page-crawled');
  await page.goto(`/websites/${websiteId}/link-equity`);
  await expect(tile('Orphan pages')).toContainText('Orphan pages0');
  await expect(page.getByRole('region', { name: 'Pages not analysed' })).toBeVisible();
  // The home page holds the equity and passes it on: every guide one click away, linked once.
  await expect(page.getByRole('row', { name: /^\/ / })).toContainText('100.0');
  for (const path of GUIDE_PATHS) {
    await expect(page.getByRole('row', { name: new RegExp(`^${path} `) })).toContainText('1 (1)1');
  }
  await shot('04-link-equity');

  // Process the guides once: three credits.
  const urls = GUIDE_PATHS.map((path) => `${site.origin}${path}`);
  const waitForJob = async (jobId: string) =>
    expect
      .poll(
        async () =>
          (
            (await api.get(`/api/websites/${websiteId}/queue-status?jobId=${jobId}`)) as {
              status: string;
            }
          ).status,
        { timeout: 90_000 },
      )
      .toBe('completed');
  const first: { jobId: string } = await api.post(`/api/websites/${websiteId}/process-selected`, {
    urls,
  });
  await waitForJob(first.jobId);
  await page.goto(`/websites/${websiteId}/link-suggestions`);
  await expect(creditCard(page)).toContainText('3 / 50 used');

  // Again, nothing changed: nothing is reserved, so the balance never moves.
  const again: { jobId: string; credits: { consumed: number } } = await api.post(
    `/api/websites/${websiteId}/process-selected`,
    { urls },
    'second-run',
  );
  expect(again.jobId).not.toBe(first.jobId);
  expect(again.credits.consumed).toBe(0);
  await page.reload();
  await expect(creditCard(page)).toContainText('3 / 50 used');
  await waitForJob(again.jobId);
  await page.reload();
  await expect(creditCard(page)).toContainText('3 / 50 used');

  // Approve them all: the Pending filter has nothing to show, and says so.
  const list = (await api.get(`/api/websites/${websiteId}/link-suggestions?limit=50`)) as {
    suggestions: Array<{ uuid: string }>;
  };
  expect(list.suggestions.length).toBeGreaterThan(0);
  await api.post(`/api/websites/${websiteId}/link-suggestions/bulk-approve`, {
    suggestionIds: list.suggestions.map((suggestion) => suggestion.uuid),
  });
  await page.goto(`/websites/${websiteId}/link-suggestions?status=pending`);
  await expect(page.getByText('No pending suggestions')).toBeVisible();
  await expect(page.getByText(/Pick pages of your site/)).toHaveCount(0);
  await shot('05-pending-filter-empty');
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page).toHaveURL(new RegExp(`/websites/${websiteId}/link-suggestions$`));
  await expect(page.getByRole('article', { name: /^Suggestion: / }).first()).toBeVisible();

  // The donut counts the reviewed ones and says so.
  await page.goto(`/websites/${websiteId}/analytics`);
  const outcomes = page.getByRole('region', { name: 'Approved vs rejected' });
  await expect(outcomes.getByText('100%', { exact: true })).toBeVisible();
  await expect(outcomes.getByText(`of ${list.suggestions.length} reviewed`)).toBeVisible();
  await outcomes.screenshot({ path: testInfo.outputPath('06-review-donut.png') });

  // A malformed website id in a deep link settles on the same screen as an unknown one.
  await page.goto('/websites/not-a-uuid/link-suggestions');
  await expect(page.getByText('Website not found')).toBeVisible();
  await expect(page.getByText('Loading the website…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate New Suggestions' })).toHaveCount(0);
  await expect(page.getByText(/params\.id/)).toHaveCount(0);
  await shot('07-malformed-id');
});
