import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/** Spec/storage contract: the web app keeps its refresh token under this key. */
export const REFRESH_TOKEN_KEY = 'linkloom.refreshToken';

export const TEST_PASSWORD = 'correct-horse-42';

let counter = 0;

/** An e-mail no other test in this run uses. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Creates an account through the identity API; answers its refresh token. */
export async function signUpThroughApi(
  request: APIRequestContext,
  email: string = uniqueEmail(),
  password: string = TEST_PASSWORD,
): Promise<{ email: string; refreshToken: string }> {
  const response = await request.post('/identity/sign-up/email', {
    data: { email, password, name: '' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { email, refreshToken: token };
}

/**
 * Opens the app already signed in as a new user (the storage contract: the app reads the
 * refresh token from localStorage on load). Answers the account's e-mail.
 */
export async function signInAsNewUser(page: Page, email: string = uniqueEmail()): Promise<string> {
  const { refreshToken } = await signUpThroughApi(page.request, email);
  // Seeded once per tab, so a later sign-out in the test sticks across reloads.
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('e2e.seeded')) {
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)});
    }`,
  });
  return email;
}

/** The refresh token the app stored, or null after sign-out. */
export function readStoredRefreshToken(page: Page): Promise<string | null> {
  return page.evaluate(`localStorage.getItem(${JSON.stringify(REFRESH_TOKEN_KEY)})`);
}

/** Stores a refresh token the way the app does (the storage contract). */
export async function storeRefreshToken(page: Page, refreshToken: string): Promise<void> {
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)})`,
  );
}
