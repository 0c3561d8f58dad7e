import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { serveSite } from '../fixtures/serve-site';
import { REFRESH_TOKEN_KEY, signUpThroughApi, uniqueEmail } from './auth-helpers';

// Issue 31, item 4: the Link health screen on a crawled fixture site, against the real stack.
test.describe.configure({ mode: 'serial' });

const NAV = '<a href="/">Home</a> <a href="/roses">Roses</a> <a href="/about">About us</a>';

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body><nav>${NAV}</nav><main><article><h1>${title}</h1>${body}</article></main></body></html>`;
}

/** Every kind of link problem once or twice; one anchor holds a comma, quotes and a line break. */
const PAGES = {
  '/': page(
    'Garden Notes',
    '<p>Read our <a href="/roses">rose guide</a>, the <a href="/old-tulips">tulips, "the best",\nguide</a> and the <a href="/print">printable roses</a>.</p>' +
      '<p>Notes in progress: <a href="/draft">draft notes</a>, and <a href="/roses" rel="nofollow">more roses</a>.</p>',
  ),
  '/roses': page(
    'Growing roses',
    '<p>Roses need sun. See <a href="/tulips">tulips</a> and the <a href="/gone">old pruning page</a>.</p>',
  ),
  '/tulips': page(
    'Tulips',
    '<p>Tulips flower in spring. The <a href="/bulbs">bulbs page</a> moved twice.</p>',
  ),
  '/about': page('About', '<p>Who writes these garden notes.</p>'),
  '/print': page(
    'Print roses',
    '<p>A printable copy of the roses guide.</p>',
    '<link rel="canonical" href="/roses">',
  ),
  '/draft': page('Draft', '<p>Not ready.</p>', '<meta name="robots" content="noindex">'),
  '/gone': null,
  '/old-tulips': { redirectTo: '/tulips' },
  '/bulbs': { redirectTo: '/bulbs-2019' },
  '/bulbs-2019': { redirectTo: '/tulips' },
};

let site: Awaited<ReturnType<typeof serveSite>>;
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
  site = await serveSite(PAGES);
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  ({ refreshToken } = await signUpThroughApi(api, uniqueEmail('link-health')));
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
        const response = await api.get(`/api/websites/${websiteId}/link-health`, { headers });
        return ((await response.json()) as { data?: { checked: boolean } }).data?.checked;
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.close();
});

test('link health lists the problems, filters them and exports them as CSV', async ({ page }) => {
  // The way in: the website detail's Site analysis links.
  await openSignedIn(page, `/websites/${websiteId}`);
  await page
    .getByRole('navigation', { name: 'Site analysis screens' })
    .getByRole('link', { name: /Link health/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/websites/${websiteId}/link-health$`));
  await expect(page.getByRole('heading', { name: 'Link health', level: 1 })).toBeVisible();
  // The sidebar keeps Dashboard highlighted, as on the other website analysis screens.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The problems; the Link fixes card below has a table of its own.
  const table = page.getByRole('table').first();
  // /about is linked from the menu only, /roses from the menu and the home page: neither from a
  // post's text (the home page is a list of the site, not a post).
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(page.getByText('6 link problems · 2 pages linked only from menus')).toBeVisible();
  const redirect = table.getByRole('row').filter({ hasText: 'old-tulips' });
  await expect(redirect).toContainText('Redirect');
  await expect(redirect).toContainText('“tulips, "the best", guide”');
  await expect(redirect.getByRole('link', { name: '/tulips' })).toHaveAttribute(
    'href',
    `${site.origin}/tulips`,
  );
  await expect(table.getByRole('row').filter({ hasText: '/bulbs' })).toContainText(
    /Redirect chain\s*2 hops/,
  );
  // A fix that is a link: approve it; publishing needs WordPress, and says so.
  await redirect.getByRole('button', { name: /^Approve fix/ }).click();
  await expect(redirect).toContainText('Approved');
  await redirect.getByRole('button', { name: /^Publish fix to WordPress/ }).click();
  await expect(
    page.getByText('No CMS is connected to this website yet.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Link fixes' })).toContainText(
    'tulips, "the best", guide',
  );
  await page.screenshot({ path: '../../test-results/e2e/link-health.png', fullPage: true });

  // Filter by kind: only broken links, and the address says so.
  await page.getByRole('button', { name: /^Broken link/ }).click();
  await expect(page).toHaveURL(/kind=broken/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('“old pruning page”');
  await expect(table).toContainText('404: remove or replace');

  // Search source pages within all kinds.
  await page.getByRole('button', { name: /^All/ }).click();
  await page.getByRole('searchbox', { name: 'Search source pages' }).fill('tulips');
  await expect(page).toHaveURL(/search=tulips/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Redirect chain');

  // Export what the filters show: a real CSV download, the anchor quoted per RFC 4180.
  await page.getByRole('searchbox', { name: 'Search source pages' }).fill('');
  // The search is debounced: the export follows the filters once the address has them.
  await expect(page).not.toHaveURL(/search=/);
  await page.getByRole('button', { name: /^Redirect\s*1/ }).click();
  await expect(page).toHaveURL(/kind=redirect(&|$)/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText('Redirect chain');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('link-health-redirect.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'issue,source_url,target_url,anchor_text,placement,status,redirect_hops,link_instead,linked_from_menus',
  );
  expect(lines[1]).toBe(
    `Redirect,${site.origin}/,${site.origin}/old-tulips,"tulips, ""the best"", guide",main,,${site.origin}/tulips,${site.origin}/tulips,`,
  );
  expect(lines).toHaveLength(3);
});

test('the analytics screen leads to link health', async ({ page }) => {
  await openSignedIn(page, `/websites/${websiteId}/analytics`);
  await page
    .getByRole('navigation', { name: 'Site analysis' })
    .getByRole('link', { name: 'Link health' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/websites/${websiteId}/link-health$`));
  await expect(
    page
      .getByRole('navigation', { name: 'Site analysis' })
      .getByRole('link', { name: 'Link health', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});
