import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startGardenSite } from '../fixtures/garden-site';
import type { ServedSite } from '../fixtures/serve-site';
import { TEST_PASSWORD, uniqueEmail } from './auth-helpers';

// The whole mission as a new user lives it (spec §1): sign up, add a project, watch its
// sitemap being discovered, select URLs, process them with progress, review the
// suggestions (approve, reject with a reason, edit), bulk-approve, export CSV, and ask for
// new suggestions, which replace the old ones only after a confirmation.
let site: ServedSite;

test.beforeAll(async () => {
  site = await startGardenSite();
});

test.afterAll(async () => {
  await site.close();
});

test('sign up, add a project, process selected URLs, review, bulk-approve, export', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // Sign up.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('mission'));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Add the project; discovery runs in the server's worker while the modal shows its log.
  await page.getByRole('button', { name: 'Add Your First Project' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Project' });
  await form.getByLabel('Project Name').fill('Garden Journal');
  await form.getByLabel('Website URL').fill(site.origin);
  await form.getByRole('button', { name: 'Add Website' }).click();

  // Select URLs: all four are pre-selected; keep three.
  const select = page.getByRole('dialog', { name: 'Select URLs to process' });
  await expect(select).toBeVisible({ timeout: 60_000 });
  await expect(select.getByText('4 of 4 selected')).toBeVisible();
  await select.getByRole('checkbox', { name: `${site.origin}/compost`, exact: true }).click();
  await expect(select.getByText('3 of 4 selected')).toBeVisible();
  await shot('1-select-urls');
  await select.getByRole('button', { name: 'Process Selected URLs' }).click();

  // Processing: credits checked, the job followed with its progress, then back to the dashboard.
  // The job's one toast says 'queued' until the first poll turns it into the outcome, which
  // for four short pages can be before the toast is first drawn.
  await expect(
    page
      .getByText('URLs queued for processing! You can close this window and check back later.')
      .or(page.getByText('Link suggestions generated successfully!')),
  ).toBeVisible();
  // Four short pages finish in a second or two, so the bar may already have given way.
  await expect(
    page
      .getByRole('progressbar', { name: 'Processing progress' })
      .or(page.getByText('Processing complete'))
      .first(),
  ).toBeVisible();
  await shot('2-processing');
  await expect(page.getByText('Processing complete')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Redirecting to your dashboard')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
  await expect(page).toHaveURL(/\/dashboard$/);

  const card = page.getByRole('article', { name: 'Garden Journal' });
  await expect(card.getByText(/[1-9]\d* pending review/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('3 / 50 used')).toBeVisible();
  await card.getByRole('link', { name: /Link Suggestions/ }).click();
  await expect(page).toHaveURL(/\/websites\/[0-9a-f-]+\/link-suggestions$/);

  // Review: each card says why it was proposed; decisions use the spec's toasts. (Until the
  // screen has loaded, the dashboard's website card is an article too.)
  await expect(page.getByText('Why this link').first()).toBeVisible();
  const cards = page.getByRole('article');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(cards.first().getByText('Why this link')).toBeVisible();
  // Each card shows how likely the link is (or that it is a new passage), not a raw score.
  await expect(cards.first().getByText(/^\d+% likely$|^new passage$/)).toBeVisible();
  await expect(cards.first().getByRole('link').first()).toHaveAttribute('target', '_blank');
  await shot('3-review');

  const first = cards.nth(0);
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Link suggestion approved!')).toBeVisible();
  await expect(first.getByText('Approved', { exact: true })).toBeVisible();
  // Review is over for it: no Approve, Reject or Edit; with no CMS connected it offers its
  // paragraph as copy-ready HTML instead.
  await expect(first.getByRole('button')).toHaveText(['Copy HTML']);

  const second = cards.nth(1);
  await second.getByRole('button', { name: 'Reject' }).click();
  await second.getByLabel('Reason for rejection').fill('Not relevant here');
  await second.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Link suggestion rejected!')).toBeVisible();
  await expect(second.getByText('Not relevant here')).toBeVisible();

  const third = cards.nth(2);
  await third.getByRole('button', { name: 'Edit' }).click();
  // The anchor must stay in the sentence that carries the link (issue 17).
  const anchorText = await third.getByLabel('Anchor text').inputValue();
  const edited = `An edited sentence that names ${anchorText}.`;
  await third.getByLabel('Context').fill(edited);
  await third.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Suggestion updated successfully!')).toBeVisible();
  await expect(third.getByText(edited)).toBeVisible();

  // Bulk approve: nothing selected says so; then every pending one.
  await page.getByRole('button', { name: 'Approve Selected' }).click();
  await expect(page.getByText('Please select suggestions to approve')).toBeVisible();
  await page.getByText('Select all pending').click();
  await page.getByRole('button', { name: /^Approve Selected \(\d+\)$/ }).click();
  await expect(page.getByText('Bulk approval completed!')).toBeVisible();
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page.getByText('No pending suggestions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filter' })).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(cards).toHaveCount(total);

  // Export: a real CSV download with a header and one row per suggestion.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toContain('source_url,target_url,anchor_text');
  expect(rows.length).toBeGreaterThanOrEqual(total);
  expect(csv).toContain('Not relevant here');

  // New suggestions: the processed pages are pre-selected and marked; replacing asks first.
  await page.getByRole('button', { name: 'Generate New Suggestions' }).click();
  const modal = page.getByRole('dialog', { name: 'Generate New Link Suggestions' });
  await expect(modal.getByText('Has suggestions').first()).toBeVisible();
  await expect(modal.getByText('3 of 4 selected')).toBeVisible();
  await modal.getByRole('button', { name: 'Select all' }).click();
  await modal.getByRole('button', { name: 'Process 4 URLs' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Link Suggestions Replacement' });
  await expect(
    confirm.getByText(
      'This action cannot be undone. New suggestions will replace the existing ones for the selected URLs.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Replace Existing Suggestions' }).click();
  // The bar, or already the end (both show once the job is done).
  await expect(
    modal
      .getByRole('progressbar', { name: 'Processing progress' })
      .or(modal.getByText('Processing complete'))
      .first(),
  ).toBeVisible();
  await expect(modal.getByText('Processing complete')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Link suggestions generated successfully!')).toBeVisible();
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Decisions survive regeneration: the rejected pair is still rejected and not proposed again.
  await page.getByRole('button', { name: 'Rejected', exact: true }).click();
  await expect(page.getByText('Not relevant here')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await shot('4-after-regeneration');

  // Four pages carry too few links of their own to measure on: the website detail says so.
  await page.goto(new URL(page.url()).pathname.replace(/\/link-suggestions$/, ''));
  await expect(
    page
      .getByRole('region', { name: 'Suggestion quality' })
      .getByText(
        /^(Your site has no links in its pages’ text yet|Too few of the \d+ links? in your pages’ text are ones Linkloom can find again by name) to measure (Linkloom|it) on, so these figures come from reference documentation sites/,
      ),
  ).toBeVisible();
  await shot('5-website-detail');
});
