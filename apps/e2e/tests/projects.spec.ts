import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { startFixtureSite } from '../fixtures/fixture-site';
import type { FixtureSite } from '../fixtures/fixture-site';
import { REFRESH_TOKEN_KEY, signUpThroughApi } from './auth-helpers';

// Issue 4 in the browser: add a project pointing at a fixture website on 127.0.0.1, watch its
// sitemap being discovered, choose URLs, and find the project on the dashboard.
let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

/** Signs up through the API and seeds the app's refresh token before the first page load. */
async function signIn(page: Page): Promise<string> {
  const { refreshToken } = await signUpThroughApi(page.request);
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)});`,
  });
  return refreshToken;
}

async function idTokenFor(request: APIRequestContext, refreshToken: string): Promise<string> {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { idToken: string } }).data.idToken;
}

test('adds a project, watches discovery, selects URLs and sees it on the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Website' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Project' }).click();

  const form = page.getByRole('dialog', { name: 'Add New Project' });
  await form.getByRole('button', { name: 'Add Website' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('URL is required')).toBeVisible();
  await form.getByLabel('Project Name').fill('Fixture Site');
  await form.getByLabel('Website URL').fill(site.url);
  await form.getByRole('button', { name: 'Add Website' }).click();

  // Discovery runs in the server's worker; the modal polls it and moves on when it is done.
  const select = page.getByRole('dialog', { name: 'Select URLs to process' });
  await expect(select).toBeVisible({ timeout: 60_000 });
  await expect(select.getByText('5 of 5 selected')).toBeVisible();
  for (const url of site.pageUrls) {
    await expect(select.getByRole('checkbox', { name: url, exact: true })).toBeChecked();
  }
  await select.getByRole('button', { name: 'Clear' }).click();
  await expect(select.getByText('Please select at least one URL to continue')).toBeVisible();
  await expect(select.getByRole('button', { name: 'Process Selected URLs' })).toBeDisabled();
  await select.getByRole('button', { name: 'Select all' }).click();
  await select.getByRole('checkbox', { name: site.pageUrls[4], exact: true }).click();
  await expect(select.getByText('4 of 5 selected')).toBeVisible();
  await select.getByRole('button', { name: 'Process Selected URLs' }).click();

  await expect(page.getByText('Processing complete')).toBeVisible();
  await expect(page.getByText('Redirecting to your dashboard')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
  await expect(page).toHaveURL(/\/dashboard$/);

  const card = page.getByRole('article', { name: 'Fixture Site' });
  await expect(card).toBeVisible();
  await expect(card.getByText(site.url)).toBeVisible();
  await expect(card.getByText('Sitemap found')).toBeVisible();
  await expect(card.getByText('Total Pages')).toBeVisible();
  await expect(card.getByText('Ready for review')).toBeVisible();
  // The header names the project selected automatically; the switcher lists it.
  await expect(page.getByRole('banner').getByText('Fixture Site')).toBeVisible();

  // Free plan: one website, so the switcher's add entry is locked with the upgrade hint.
  await page.getByRole('button', { name: 'Project: Fixture Site' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Active')).toBeVisible();
  await expect(
    menu.getByText('Upgrade to Pro to add up to 3 websites (currently 1/1)'),
  ).toBeVisible();
  await menu.getByRole('menuitem', { name: /Add New Project/ }).click();
  await expect(page).toHaveURL(/\/billing$/);
});

test('offers to finish the setup of a discovered website from the crawls page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const refreshToken = await signIn(page);
  const idToken = await idTokenFor(page.request, refreshToken);
  const headers = { authorization: `Bearer ${idToken}` };
  const created = await page.request.post('/api/websites', {
    headers,
    data: { name: 'Waiting Site', url: site.url },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/websites/${uuid}/sitemap/data`, { headers });
        return ((await response.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 60_000 },
    )
    .toBe('found');

  await page.goto('/crawls');
  const banner = page.getByRole('region', { name: 'Complete Your Website Setup' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText('5 pages discovered', { exact: false })).toBeVisible();
  await banner.getByRole('button', { name: 'Continue Setup' }).click();

  const modal = page.getByRole('dialog', { name: 'Continue setup: Waiting Site' });
  await expect(modal.getByRole('button', { name: 'Continue with 5 pages' })).toBeVisible();
  await modal.getByRole('checkbox', { name: 'Select All' }).click();
  await expect(modal.getByRole('button', { name: 'Continue with 0 pages' })).toBeDisabled();
  await modal.getByRole('checkbox', { name: site.pageUrls[0], exact: true }).click();
  await modal.getByRole('button', { name: 'Continue with 1 pages' }).click();

  // Continuing processes the chosen page into suggestions, then opens them.
  await expect(modal.getByText('Processing complete')).toBeVisible({ timeout: 60_000 });
  await expect(modal.getByText('Opening the link suggestions')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`/websites/${uuid}/link-suggestions`);
  await expect(banner).toHaveCount(0);
});
