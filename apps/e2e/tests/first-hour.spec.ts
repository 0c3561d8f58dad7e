import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PLANT_PAGE_COUNT, PLANT_SITE_TITLE, startPlantSite } from '../fixtures/plant-site';
import type { ServedSite } from '../fixtures/serve-site';
import { TEST_PASSWORD, uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yViolations } from './axe-helpers';

// Issue 17: a new user's first hour, walked as they would, with axe on every screen: sign up,
// add a site that has no sitemap, select more pages than the credits cover, process, review
// (a failed load, an edit, filters in the address), pay, re-generate without paying again for
// unchanged pages, and manage the plan in the billing portal (cancel, renew).
let site: ServedSite;

test.beforeAll(async () => {
  site = await startPlantSite();
});

test.afterAll(async () => {
  await site.close();
});

function creditCard(page: Page) {
  return page.getByRole('region', { name: 'Credits' }).first();
}

const QUEUED = 'URLs queued for processing! You can close this window and check back later.';

test('the first hour: fair credits, true messages, errors that look like errors', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  // What the user sees: the viewport (the suggestion list runs to thousands of pixels).
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

  // Sign up.
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page, 'the sign-in screen');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('first-hour'));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await expectNoSeriousA11yViolations(page, 'the sign-up form');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the empty dashboard');

  // Add a site without a sitemap: discovery crawls it from the home page.
  await page.getByRole('button', { name: 'Add Your First Project' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Project' });
  await form.getByLabel('Project Name').fill(PLANT_SITE_TITLE);
  await form.getByLabel('Website URL').fill(site.origin);
  await expectNoSeriousA11yViolations(page, 'the Add New Project form');
  await form.getByRole('button', { name: 'Add Website' }).click();

  // 62 pages, 50 credits: the first 50 are pre-selected; choosing all says what will happen.
  const select = page.getByRole('dialog', { name: 'Select URLs to process' });
  await expect(select).toBeVisible({ timeout: 90_000 });
  await expect(select.getByText(`50 of ${PLANT_PAGE_COUNT} selected`)).toBeVisible();
  await select.getByRole('button', { name: 'Select all' }).click();
  await expect(
    select.getByText(`${PLANT_PAGE_COUNT} of ${PLANT_PAGE_COUNT} selected`),
  ).toBeVisible();
  await expect(
    select.getByText(`50 of ${PLANT_PAGE_COUNT} pages can be analysed now`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the URL selection');
  await shot('01-select-more-than-credits');
  await select.getByRole('button', { name: 'Process Selected URLs' }).click();

  // Not 'Credits Exhausted' with 50 credits left, and closing it keeps the choice.
  const shortfall = page.getByRole('dialog', {
    name: `50 of ${PLANT_PAGE_COUNT} pages can be analysed now`,
  });
  await expect(shortfall).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Credits Exhausted' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the credit shortfall dialog');
  await shot('02-shortfall-dialog');
  await shortfall.getByRole('button', { name: 'Back to my selection' }).click();
  await expect(
    select.getByText(`${PLANT_PAGE_COUNT} of ${PLANT_PAGE_COUNT} selected`),
  ).toBeVisible();
  await select.getByRole('button', { name: 'Process Selected URLs' }).click();
  await shortfall.getByRole('button', { name: 'Process 50 URLs now' }).click();

  // One toast for the job: 'queued' becomes its outcome; no plan dialog over the results.
  await expect(page.getByText('Processing complete')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Link suggestions generated successfully!')).toBeVisible();
  await expect(page.getByText(QUEUED)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(creditCard(page)).toContainText('50 / 50 used');

  // The dashboard's badge tells the truth about the sitemap.
  const card = page.getByRole('article', { name: PLANT_SITE_TITLE });
  await expect(card.getByText('No sitemap · pages crawled')).toBeVisible();
  await expect(card.getByText('Sitemap found')).toHaveCount(0);
  await expect(card.getByText(/[1-9]\d* pending review/)).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, 'the dashboard');
  await shot('03-dashboard');

  // At 0 credits the upgrade dialog opens by itself once in the session, not on every load.
  await page.reload();
  const exhausted = page.getByRole('dialog', { name: 'Credits Exhausted' });
  await expect(exhausted).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Credits Exhausted dialog');
  await exhausted.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(card.getByText(/pending review/)).toBeVisible();
  await expect(creditCard(page).getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
  await expect(exhausted).toHaveCount(0);

  // Review. A failed load is an error with Retry, not an empty list.
  const websiteId = (await card
    .getByRole('link', { name: /Link Suggestions/ })
    .getAttribute('href'))!.split('/')[2]!;
  const listPattern = (url: URL) => url.pathname === `/api/websites/${websiteId}/link-suggestions`;
  await page.route(listPattern, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
    }),
  );
  await card.getByRole('link', { name: /Link Suggestions/ }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Error loading suggestions' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No suggestions found')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the suggestions error state');
  await shot('04-suggestions-error');
  await page.unroute(listPattern);
  await failure.getByRole('button', { name: 'Retry' }).click();

  // Cards name the pages by title, the URL underneath.
  const cards = page.getByRole('article');
  await expect(page.getByText('Why this link').first()).toBeVisible();
  const first = cards.first();
  await expect(first.getByRole('link', { name: /^Growing / }).first()).toBeVisible();
  await expect(first.getByText(new RegExp(`^${site.origin}/`)).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the suggestions');
  await shot('05-suggestions');

  // Edit: an anchor that is not in the sentence cannot be saved; a good one refreshes the reasons.
  await first.getByRole('button', { name: 'Edit' }).click();
  const anchor = first.getByLabel('Anchor text');
  const original = await anchor.inputValue();
  await anchor.fill('words that are nowhere in the sentence');
  await expect(first.getByRole('alert')).toContainText(
    'The anchor text must appear in the context or the generated passage.',
  );
  await expect(first.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the suggestion edit form');
  const shorter = original.split(' ').slice(-1)[0]!;
  await anchor.fill(shorter);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Suggestion updated successfully!')).toBeVisible();
  await expect(first.getByText(`Edited by hand: “${shorter}” is the link text`)).toBeVisible();
  await expect(first.getByText(shorter, { exact: true }).last()).toBeVisible();

  // Filters and grouping live in the address and survive a reload.
  await page.getByRole('button', { name: 'Target Page' }).click();
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page).toHaveURL(/[?&]group=target/);
  await expect(page).toHaveURL(/[?&]status=pending/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Target Page' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Target Page', { exact: true }).first()).toBeVisible();

  // Billing: a canceled checkout says so; then pay for Pro.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page.getByRole('heading', { name: 'Free Trial Active' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the billing page');
  await page
    .getByRole('group', { name: 'Pro' })
    .getByRole('button', { name: 'Upgrade to Pro' })
    .click();
  await expect(page).toHaveURL(/\/billing\/local-checkout\//);
  await expectNoSeriousA11yViolations(page, 'the test-mode checkout');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Checkout canceled')).toBeVisible();
  await expect(page.getByText('You were not charged and your plan has not changed.')).toBeVisible();
  await page
    .getByRole('group', { name: 'Pro' })
    .getByRole('button', { name: 'Upgrade to Pro' })
    .click();
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?plan=pro$/);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(creditCard(page)).toContainText('0 / 200 used');

  // Re-generate: the picker tells analysed pages from new ones, and unchanged pages are free.
  await page.goto(`/websites/${websiteId}/link-suggestions`);
  await page.getByRole('button', { name: 'Generate New Suggestions' }).click();
  const modal = page.getByRole('dialog', { name: 'Generate New Link Suggestions' });
  const rows = modal.getByRole('list', { name: 'Website pages' }).getByRole('listitem');
  await expect(rows).toHaveCount(PLANT_PAGE_COUNT);
  // Counted on the rows: the filter above them offers "Not analysed yet" too.
  await expect(rows.getByText('Not analysed yet')).toHaveCount(PLANT_PAGE_COUNT - 50);
  await expect(modal.getByText('Analysed, no links found').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Generate New Link Suggestions picker');
  await shot('06-picker');
  await modal.getByRole('button', { name: 'Select all' }).click();
  await expect(
    modal.getByText(/^50 selected pages are unchanged since their last analysis/),
  ).toBeVisible();
  await modal.getByRole('button', { name: `Process ${PLANT_PAGE_COUNT} URLs` }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Link Suggestions Replacement' })
    .getByRole('button', { name: 'Yes, Replace Existing Suggestions' })
    .click();
  await expect(modal.getByText('Processing complete')).toBeVisible({ timeout: 120_000 });
  await expect(modal.getByText(/50 unchanged pages skipped \(not charged\)/)).toBeVisible();
  await expect(page.getByText(QUEUED)).toHaveCount(0);
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(creditCard(page)).toContainText(`${PLANT_PAGE_COUNT - 50} / 200 used`);

  // Analytics has its sidebar entry, highlighted.
  await page.goto(`/websites/${websiteId}/analytics`);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the analytics screen');

  // Every other main screen passes axe too.
  for (const [path, heading] of [
    [`/websites/${websiteId}`, PLANT_SITE_TITLE],
    [`/websites/${websiteId}/crawls`, 'Crawled Pages'],
    [`/websites/${websiteId}/link-equity`, 'Link Equity'],
    [`/websites/${websiteId}/topic-clusters`, 'Topic Clusters'],
    ['/settings', 'Settings'],
    ['/no/such/page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  }

  // On a phone the picker keeps page names readable: the state goes under the name.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/websites/${websiteId}/link-suggestions`);
  await page.getByRole('button', { name: 'Generate New Suggestions' }).click();
  const phoneRow = page
    .getByRole('dialog', { name: 'Generate New Link Suggestions' })
    .getByRole('listitem')
    .filter({ hasText: 'Growing Basil' });
  const name = phoneRow.getByText('Growing Basil', { exact: true });
  await expect(name).toBeVisible();
  const nameBox = (await name.boundingBox())!;
  expect(nameBox.width).toBeGreaterThan(80);
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the picker on a phone');
  await shot('08-picker-phone');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The billing portal: Downgrade reads Downgrade; cancel at the period's end, then renew.
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Current Plan' })).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Starter' })
      .getByRole('button', { name: 'Downgrade to Starter' }),
  ).toHaveText('Downgrade');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/billing\/local-portal\/bps_local_/);
  await expect(page.getByText('Linkloom Pro, monthly')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the billing portal');
  await shot('07-portal');
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(/Your plan will be canceled on/)).toBeVisible();
  await page.getByRole('button', { name: 'Renew plan' }).click();
  await expect(page.getByText(/Your plan renews on/)).toBeVisible();
  await page.getByRole('link', { name: '← Return to Linkloom' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText(/Renews on/)).toBeVisible();
});
