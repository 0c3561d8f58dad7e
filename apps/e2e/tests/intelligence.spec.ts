import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { REFRESH_TOKEN_KEY, signUpThroughApi, uniqueEmail } from './auth-helpers';
import { startGardenSite } from './intelligence-fixture-site';

// Issue 9: the three analysis screens on a crawled fixture site, against the real stack.
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startGardenSite>>;
let api: APIRequestContext;
let refreshToken: string;
let websiteId: string;

async function idTokenFor(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken: token } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { idToken: string } }).data.idToken;
}

async function openSignedIn(page: Page, path: string) {
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)});`,
  });
  await page.goto(path);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  site = await startGardenSite();
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  ({ refreshToken } = await signUpThroughApi(api, uniqueEmail('intelligence')));
  const headers = { Authorization: `Bearer ${await idTokenFor(api, refreshToken)}` };
  const created = await api.post('/api/websites', {
    headers,
    data: { name: 'Garden Notes', url: site.origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  websiteId = ((await created.json()) as { data: { uuid: string } }).data.uuid;

  // Discovery, the crawl and the analysis run on their own after the website is added.
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/websites/${websiteId}/analytics`, { headers });
        return ((await response.json()) as { data?: { computedAt: string | null } }).data
          ?.computedAt;
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toEqual(expect.any(String));
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.close();
});

test('analytics shows page status, orphans and broken links of the crawl', async ({ page }) => {
  // The way in: the website detail's Site analysis links.
  await openSignedIn(page, `/websites/${websiteId}`);
  const analysisLinks = page.getByRole('navigation', { name: 'Site analysis screens' });
  // The first screen of the run: the app's bundle and the website's queries load first.
  await expect(analysisLinks.getByRole('link', { name: /Analytics/ })).toContainText(
    '1 orphan page · 1 broken link',
    { timeout: 30_000 },
  );
  await analysisLinks.getByRole('link', { name: /Analytics/ }).click();
  await expect(page).toHaveURL(new RegExp(`/websites/${websiteId}/analytics$`));

  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText(/Last analysed/)).toBeVisible();
  for (const title of [
    'Pages by status',
    'Inbound link distribution',
    'Click depth',
    'Suggestions over time',
    'Approved vs rejected',
  ]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  // The bars are drawn (recharts renders an SVG path per bar).
  await expect(
    page.getByRole('region', { name: 'Click depth' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  const orphans = page.getByRole('region', { name: 'Orphan pages' });
  await expect(orphans.getByRole('link', { name: '/tulips/mania' })).toBeVisible();
  const broken = page.getByRole('region', { name: 'Broken links' });
  await expect(broken.getByRole('row', { name: /\/bulbs\/daffodils/ })).toContainText('404');
  await expect(broken.getByRole('row', { name: /\/bulbs\/daffodils/ })).toContainText('/tulips');
  const redirects = page.getByRole('region', { name: 'Redirect chains' });
  await expect(redirects.getByRole('row', { name: /\/guide/ })).toContainText('/roses/');
  await expect(redirects.getByRole('row', { name: /\/guide/ })).toContainText('1 page');

  await page.screenshot({ path: test.info().outputPath('analytics-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('analytics-mobile.png'), fullPage: true });
});

test('link equity lists the weakest page first and filters to orphans', async ({ page }) => {
  await openSignedIn(page, `/websites/${websiteId}/link-equity`);

  const table = page.getByRole('table');
  const firstRow = table.getByRole('row').nth(1);
  // The screen's chunk (the treemap's charts) loads first.
  await expect(firstRow).toContainText('/tulips/mania', { timeout: 30_000 });
  await expect(firstRow).toContainText('Orphan');
  await expect(page.getByTestId('equity-treemap')).toContainText('/roses/');

  await page.getByRole('switch', { name: 'Orphans only' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.screenshot({
    path: test.info().outputPath('link-equity-desktop.png'),
    fullPage: true,
  });

  await firstRow.getByRole('link', { name: /Suggestions for/ }).click();
  await expect(page).toHaveURL(new RegExp(`/websites/${websiteId}/link-suggestions$`));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/websites/${websiteId}/link-equity`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('/tulips/mania');
  await page.screenshot({ path: test.info().outputPath('link-equity-mobile.png'), fullPage: true });
});

test('topic clusters show the rose cluster and generate its suggestions', async ({ page }) => {
  // Generating runs a processing job; its poll below may take up to a minute on a busy machine.
  test.setTimeout(120_000);
  await openSignedIn(page, `/websites/${websiteId}/topic-clusters`);

  const card = page.getByRole('article', { name: 'rose' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pillar page')).toBeVisible();
  // Members are shown by their titles.
  await expect(card.getByRole('region', { name: 'Members' })).toContainText('Pruning roses');
  await expect(card.getByRole('region', { name: 'Members' })).toContainText('Feeding roses');
  await expect(
    card.getByRole('listitem', { name: 'pillar → member: /roses/ should link to /roses/feeding' }),
  ).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('topic-clusters-desktop.png'),
    fullPage: true,
  });

  await card.getByRole('button', { name: 'Generate suggestions for this cluster' }).click();
  await expect(card.getByText(/This uses up to 3 credits/)).toBeVisible();
  await card.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(card.getByText(/Generating suggestions for 3 pages/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Review suggestions' })).toHaveAttribute(
    'href',
    `/websites/${websiteId}/link-suggestions`,
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: test.info().outputPath('topic-clusters-mobile.png'),
    fullPage: true,
  });

  // The gap becomes a cluster link: the guide names 'feeding roses' in its prose.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/websites/${websiteId}/link-suggestions`);
  const clusterLink = page.getByRole('article').filter({ hasText: 'cluster link' }).first();
  await expect(async () => {
    await page.reload();
    await expect(clusterLink).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(clusterLink.getByText(/completes the topic cluster “rose/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cluster-link.png'), fullPage: true });
});
