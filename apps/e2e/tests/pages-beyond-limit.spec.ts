import { expect, test } from '@playwright/test';
import { startFixtureSite } from '../fixtures/fixture-site';
import type { FixtureSite } from '../fixtures/fixture-site';
import { REFRESH_TOKEN_KEY, signUpThroughApi } from './auth-helpers';

// Issue 55 in the browser: a site with more pages than the website's max pages says so.
let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

test('says how many pages were found beyond the limit, with the way to raise it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { refreshToken } = await signUpThroughApi(page.request);
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)});`,
  });
  const refreshed = await page.request.post('/api/auth/refresh-token', { data: { refreshToken } });
  const idToken = ((await refreshed.json()) as { data: { idToken: string } }).data.idToken;
  const created = await page.request.post('/api/websites', {
    headers: { authorization: `Bearer ${idToken}` },
    data: { name: 'Fixture', url: site.url, maxPages: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const websiteId = ((await created.json()) as { data: { uuid: string } }).data.uuid;

  await page.goto(`/websites/${websiteId}`);
  const notice = page.getByRole('region', { name: "Pages beyond this website's limit" });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText(/more pages? found than this website's limit/);
  await expect(
    notice.getByRole('link', { name: 'Raise max pages in the crawl settings' }),
  ).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('pages-beyond-limit-1366.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: testInfo.outputPath('pages-beyond-limit-390.png'),
    fullPage: true,
  });
});
