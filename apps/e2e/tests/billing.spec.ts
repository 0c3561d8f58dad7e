import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsNewUser } from './auth-helpers';

function creditCard(page: Page) {
  // The desktop sidebar's card (the mobile panel holds a second one only when open).
  return page.getByRole('region', { name: 'Credits' }).first();
}

test('a trial user upgrades to Pro through the test-mode checkout and gets 200 credits', async ({
  page,
}) => {
  await signInAsNewUser(page);
  await page.goto('/billing');

  await expect(page.getByRole('heading', { name: 'Free Trial Active' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Plan' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Free Trial\s*14 days remaining/ })).toBeVisible();
  await expect(creditCard(page)).toContainText('0 / 50 used');
  const pro = page.getByRole('group', { name: 'Pro' });
  await expect(pro.getByText('Most Popular')).toBeVisible();

  await page.getByRole('radio', { name: /Yearly/ }).click();
  await expect(pro.getByText('Billed annually ($480/year)')).toBeVisible();
  await page.getByRole('radio', { name: /Monthly/ }).click();

  await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/local-checkout\/cs_local_/);
  await expect(page.getByText(/TEST MODE — no card is charged/)).toBeVisible();
  await expect(page.getByText('$49/month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();

  await expect(page).toHaveURL(/\/payment-success\?plan=pro$/);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Support!' })).toBeVisible();
  await expect(
    page.getByText('Your payment was successful and your subscription is now active.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(creditCard(page)).toContainText('0 / 200 used');
  await expect(creditCard(page)).toContainText('200 credits left this month');
  await expect(page.getByText(/days remaining/)).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page.getByRole('heading', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByText('Most Popular')).toHaveCount(0);

  // A paid plan moves in place after the confirmation dialog (prorated).
  await page
    .getByRole('group', { name: 'Business' })
    .getByRole('button', { name: 'Upgrade to Business' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Plan Change' });
  await dialog.getByRole('button', { name: 'Switch to Business' }).click();
  await expect(page.getByText('Subscription upgraded successfully!')).toBeVisible();
  await expect(creditCard(page)).toContainText('0 / 500 used');
});

// The server cannot be told to end a trial early, so the answers of an account whose trial
// has ended (or whose credits are used up) are served to the browser from here.
test('an ended trial shows the paywall everywhere but the billing page', async ({ page }) => {
  await signInAsNewUser(page);
  await page.route('**/api/users/subscription', async (route) => {
    const response = await route.fetch();
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { data: { ...data, status: 'pending', trialEnd: '2026-01-15T10:00:00.000Z' } },
    });
  });
  await page.goto('/dashboard');

  const paywall = page.getByRole('dialog', { name: 'Your Free Trial Has Ended' });
  await expect(paywall).toBeVisible();
  await paywall.getByRole('link', { name: 'View plans and billing' }).click();

  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Trial Expired' })).toBeVisible();
  await expect(paywall).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Starter' })
    .getByRole('button', { name: 'Upgrade to Starter' })
    .click();
  await expect(page).toHaveURL(/\/billing\/local-checkout\//);
});

test('used-up credits turn the card into Upgrade Plan and open Credits Exhausted', async ({
  page,
}) => {
  await signInAsNewUser(page);
  await page.route('**/api/credits/status', async (route) => {
    const response = await route.fetch();
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { data: { ...data, creditsUsedThisMonth: 50, creditsRemaining: 0, hasCredits: false } },
    });
  });
  await page.route('**/api/credits/upgrade-recommendation', (route) =>
    route.fulfill({
      json: {
        data: { needsUpgrade: true, reason: 'credits_exhausted', recommendedPlan: 'starter' },
      },
    }),
  );
  await page.goto('/dashboard');

  const dialog = page.getByRole('dialog', { name: 'Credits Exhausted' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('200 credits')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(creditCard(page).getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
});
