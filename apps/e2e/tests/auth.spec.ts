import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  readStoredRefreshToken,
  signUpThroughApi,
  storeRefreshToken,
  TEST_PASSWORD,
  uniqueEmail,
} from './auth-helpers';

const WRONG_PASSWORD_MESSAGE =
  'Invalid email or password. Please check your credentials or make sure you have signed up and try again.';

async function signOutThroughMenu(page: Page) {
  // The sign-up toasts sit over the user menu at top-right, and a pointer over them holds
  // them open: wait for them to go, as a person would.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a visitor is sent to /login, replacing the history entry', async ({ page }) => {
  await page.goto('/404-check-start');
  await page.goto('/websites');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Turn your internal links into an SEO growth engine.')).toBeVisible();
  // Back skips the guarded page the visitor never saw.
  await page.goBack();
  await expect(page).toHaveURL(/\/404-check-start$/);
});

test('sign up, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/login');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to Linkloom!')).toBeVisible();
  await expect(
    page.getByText('Please verify your email address for full account access'),
  ).toBeVisible();
  expect(await readStoredRefreshToken(page)).toBeTruthy();

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.keyboard.press('Escape');
  await signOutThroughMenu(page);
  expect(await readStoredRefreshToken(page)).toBeNull();

  // The session is revoked: the guard keeps the visitor out.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back to Linkloom!')).toBeVisible();
});

test('a wrong password shows the invalid-credential message', async ({ page }) => {
  const { email } = await signUpThroughApi(page.request);
  await page.goto('/auth/email-signin');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD_MESSAGE);
  await expect(page).toHaveURL(/\/auth\/email-signin$/);
});

test('a signed-in user on a sign-in route is sent to /dashboard', async ({ page }) => {
  const { refreshToken } = await signUpThroughApi(page.request);
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await storeRefreshToken(page, refreshToken);

  await page.goto('/auth');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('Google sign-in through the stand-in signs in and syncs the profile', async ({ page }) => {
  await page.goto('/login');

  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to Linkloom!')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Grace Hopper')).toBeVisible();
  await expect(menu.getByText('grace@example.com')).toBeVisible();
});

test('settings: the Security tab lists this session and changes the password', async ({ page }) => {
  const { email } = await signUpThroughApi(page.request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByRole('tab', { name: 'Security' }).click();
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();

  await page.getByLabel('Current password').fill(TEST_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret-7');
  await page.getByLabel('Confirm new password').fill('a-new-secret-7');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // This tab keeps working with the session the change issued.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings/);
});

test('signing up works at another address of the server than PUBLIC_URL', async ({
  page,
  baseURL,
}) => {
  // The browser-test server's PUBLIC_URL is its 127.0.0.1 address; localhost is the other
  // name people type (issue 17: the default trusted origins are every address it listens on).
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/login`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('other-address'));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(`${other}/dashboard`);
  await expect(page.getByText('No projects yet')).toBeVisible();
});
