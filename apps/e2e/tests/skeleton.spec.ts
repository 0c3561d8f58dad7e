import { expect, test } from '@playwright/test';
import { signInAsNewUser } from './auth-helpers';

test('the SPA loads and shows the app shell', async ({ page }) => {
  await signInAsNewUser(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(
    page.getByText("Sorry, we couldn't find the page you're looking for."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).not.toHaveURL(/no\/such\/page/);
});

test('/api/health is green', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.data).toMatchObject({
    status: 'ok',
    role: 'all',
    database: { status: 'ok', driver: 'pglite' },
    queue: { status: 'ok' },
  });
});

test('an unknown API path answers JSON, not the SPA', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect((await response.json()).error.code).toBe('NOT_FOUND');
});
