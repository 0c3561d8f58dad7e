import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { REFRESH_TOKEN_KEY, signUpThroughApi, uniqueEmail } from './auth-helpers';

// A four-page garden site on 127.0.0.1 whose prose names the other pages' titles, so the
// engine has anchors to propose (the e2e server may crawl it: CRAWLER_ALLOW_HOSTS).
function article(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main><article><h1>${title}</h1><p>${body}</p></article></main></body></html>`;
}

const PAGES: Record<string, string> = {
  '/': article(
    'Garden Journal',
    'Start with Growing Roses in spring, then read about Planting Tulips before autumn and Making Compost all year.',
  ),
  '/roses': article(
    'Growing Roses',
    'Roses love sun. Feed them with Making Compost tips and plant them near Planting Tulips beds for colour.',
  ),
  '/tulips': article(
    'Planting Tulips',
    'Tulip bulbs go in the ground in autumn. Pair them with Growing Roses for a long season, and mulch them with Making Compost.',
  ),
  '/compost': article(
    'Making Compost',
    'Compost is made from green and brown waste; Growing Roses and Planting Tulips both need it.',
  ),
};

let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    if (path === '/sitemap.xml') {
      const urls = Object.keys(PAGES)
        .map((key) => `<url><loc>${origin}${key}</loc></url>`)
        .join('');
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
        );
      return;
    }
    const html = PAGES[path];
    if (html) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function exchangeForIdToken(request: APIRequestContext, refreshToken: string) {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { idToken: string } }).data.idToken;
}

/** A new account whose garden project is discovered and crawled; the app opens signed in. */
async function signInWithCrawledSite(page: Page): Promise<string> {
  const { refreshToken } = await signUpThroughApi(page.request, uniqueEmail('suggestions'));
  const headers = {
    authorization: `Bearer ${await exchangeForIdToken(page.request, refreshToken)}`,
  };
  const created = await page.request.post('/api/websites', {
    data: { name: 'Garden Journal', url: origin },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const websiteId = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  await expect
    .poll(
      async () => {
        const stats = await page.request.get(`/api/websites/${websiteId}/stats`, { headers });
        return ((await stats.json()) as { data: { crawlStatus: string } }).data.crawlStatus;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe('completed');
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)})`,
  });
  return websiteId;
}

test('generates suggestions for selected URLs, reviews them, bulk-approves and exports CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const websiteId = await signInWithCrawledSite(page);

  await page.goto('/link-suggestions');
  await expect(page.getByText('Select a Project')).toBeVisible();
  await page
    .getByRole('link', { name: /Garden Journal/ })
    .last()
    .click();
  await expect(page).toHaveURL(`/websites/${websiteId}/link-suggestions`);
  await expect(page.getByText('No suggestions found')).toBeVisible();

  // Generate: pick pages, pass the credit check, follow the job to completion.
  await page.getByRole('button', { name: 'Generate New Suggestions' }).click();
  const modal = page.getByRole('dialog', { name: 'Generate New Link Suggestions' });
  await expect(modal.getByText('Growing Roses')).toBeVisible();
  await expect(modal.getByText('0 of 4 selected')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Process 0 URLs' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Select all' }).click();
  await modal.getByRole('button', { name: 'Process 4 URLs' }).click();
  await expect(
    page.getByText('URLs queued for processing! You can close this window and check back later.'),
  ).toBeVisible();
  await expect(modal.getByRole('progressbar', { name: 'Processing progress' })).toBeVisible();
  await expect(modal.getByText('Processing complete')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Link suggestions generated successfully!')).toBeVisible();
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Review: each card says why it was proposed; decisions use the spec's toasts.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(4);
  await expect(cards.first().getByText('Why this link')).toBeVisible();
  await expect(cards.first().getByRole('link').first()).toHaveAttribute('target', '_blank');

  const first = cards.nth(0);
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Link suggestion approved!')).toBeVisible();
  await expect(first.getByText('Approved', { exact: true })).toBeVisible();
  await expect(first.getByRole('button')).toHaveCount(0);

  const second = cards.nth(1);
  await second.getByRole('button', { name: 'Reject' }).click();
  await second.getByLabel('Reason for rejection').fill('Not relevant here');
  await second.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Link suggestion rejected!')).toBeVisible();
  await expect(second.getByText('Not relevant here')).toBeVisible();

  const third = cards.nth(2);
  await third.getByRole('button', { name: 'Edit' }).click();
  await third.getByLabel('Context').fill('An edited sentence that names the target page.');
  await third.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Suggestion updated successfully!')).toBeVisible();
  await expect(third.getByText('An edited sentence that names the target page.')).toBeVisible();

  // Bulk approve: nothing selected says so; then every pending one.
  await page.getByRole('button', { name: 'Approve Selected' }).click();
  await expect(page.getByText('Please select suggestions to approve')).toBeVisible();
  await page.getByText('Select all pending').click();
  await page.getByRole('button', { name: /^Approve Selected \(\d+\)$/ }).click();
  await expect(page.getByText('Bulk approval completed!')).toBeVisible();
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page.getByText('No suggestions found')).toBeVisible();
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

  // Generating again marks and pre-selects the pages that have suggestions, and asks first.
  await page.getByRole('button', { name: 'Generate New Suggestions' }).click();
  await expect(modal.getByText('Has suggestions').first()).toBeVisible();
  await modal.getByRole('button', { name: /^Process \d+ URLs?$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Link Suggestions Replacement' });
  await expect(
    confirm.getByText(
      'This action cannot be undone. New suggestions will replace the existing ones for the selected URLs.',
    ),
  ).toBeVisible();
  await expect(
    confirm.getByRole('button', { name: 'Yes, Replace Existing Suggestions' }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
