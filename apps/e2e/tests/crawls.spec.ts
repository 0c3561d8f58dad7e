import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { serveSite } from '../fixtures/serve-site';
import type { ServedSite } from '../fixtures/serve-site';
import { REFRESH_TOKEN_KEY, signUpThroughApi, uniqueEmail } from './auth-helpers';

// A four-page site on 127.0.0.1 (the e2e server may crawl it: CRAWLER_ALLOW_HOSTS), whose
// sitemap also lists a page that answers 404. `delayMs` slows every page down so a crawl
// lasts long enough to watch its progress bar.
let delayMs = 0;
let site: ServedSite;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<header><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/blog/first-post">Blog</a></nav></header>
<main><article><h1>${title}</h1>${body}</article></main>
<footer><a href="https://roaster.example/" rel="nofollow">Our roaster</a></footer></body></html>`;
}

const sitePages: Record<string, string> = {
  '/': layout(
    'Fixture Coffee',
    '<p>Welcome to our coffee site. Read the <a href="/blog/first-post">brewing guide for beginners</a> and learn <a href="/about">about the team</a>.</p>',
  ),
  '/about': layout(
    'About us',
    '<p>We roast beans and write about brewing. Start with the <a href="/blog/first-post">first post</a>.</p>',
  ),
  '/blog/first-post': layout(
    'Brewing guide',
    '<p>Grind fresh, weigh the beans and mind the water temperature. Back to the <a href="/">home page</a>.</p>',
  ),
};

test.beforeAll(async () => {
  site = await serveSite(sitePages, { extraSitemapPaths: ['/missing'], delayMs: () => delayMs });
});

test.afterAll(async () => {
  await site.close();
});

/** A new account with the fixture site as its project; the app opens signed in as it. */
async function signInWithFixtureSite(page: Page): Promise<string> {
  const { refreshToken } = await signUpThroughApi(page.request, uniqueEmail('crawls'));
  const idToken = await exchangeForIdToken(page.request, refreshToken);
  const created = await page.request.post('/api/websites', {
    data: { name: 'Fixture Coffee', url: site.origin },
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { uuid: string } };
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)})`,
  });
  return data.uuid;
}

async function exchangeForIdToken(request: APIRequestContext, refreshToken: string) {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { idToken: string } }).data.idToken;
}

function pageRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Pages' }).getByRole('listitem', { name, exact: true });
}

test.describe('Crawls screen', () => {
  test.beforeEach(() => {
    delayMs = 0;
  });

  test('shows the pages of a new website turning crawled, with search and each page’s links', async ({
    page,
  }) => {
    const websiteId = await signInWithFixtureSite(page);
    await page.goto(`/websites/${websiteId}/crawls`);
    await expect(page.getByRole('heading', { name: 'Crawled Pages' })).toBeVisible();

    // Discovery reads the sitemap, then the server crawls every page on its own.
    const home = pageRow(page, 'Fixture Coffee');
    await expect(home.getByText('Crawled', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(pageRow(page, 'About us').getByText('Crawled', { exact: true })).toBeVisible();
    await expect(
      pageRow(page, 'Brewing guide').getByText('Crawled', { exact: true }),
    ).toBeVisible();
    const missing = pageRow(page, `${site.origin}/missing`);
    await expect(missing.getByText('Error', { exact: true })).toBeVisible();
    await expect(missing.getByText('The page answered HTTP 404.')).toBeVisible();
    await expect(home.getByRole('link', { name: `Open ${site.origin}/` })).toHaveAttribute(
      'href',
      `${site.origin}/`,
    );
    await expect(page.getByText('Showing 1–4 of 4 pages')).toBeVisible();
    await expect(page.getByText(/Fixture Coffee · Last crawled/)).toBeVisible();

    // The server searches titles and URLs.
    const search = page.getByRole('searchbox', { name: 'Search pages' });
    await search.fill('brewing');
    await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem')).toHaveCount(1);
    await expect(pageRow(page, 'Brewing guide')).toBeVisible();
    await search.fill('espresso');
    await expect(page.getByText('No pages found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem')).toHaveCount(4);

    // A row opens onto the page's internal and external links with where each sits.
    await home.getByRole('button', { name: 'Show links' }).click();
    const internal = home.getByRole('region', { name: /Internal links/ });
    const guideLink = internal
      .getByRole('listitem')
      .filter({ hasText: 'brewing guide for beginners' });
    await expect(guideLink.getByText('Main content')).toBeVisible();
    await expect(
      internal
        .getByRole('listitem')
        .filter({ has: page.getByText('Blog', { exact: true }) })
        .getByText('Navigation'),
    ).toBeVisible();
    const external = home.getByRole('region', { name: /External links/ });
    await expect(external.getByText('Our roaster')).toBeVisible();
    await expect(external.getByText('Footer')).toBeVisible();
    await expect(external.getByText('nofollow')).toBeVisible();
  });

  test('Start Crawl recrawls the site with a live progress bar, and /crawls shows the selected website', async ({
    page,
  }) => {
    const websiteId = await signInWithFixtureSite(page);
    await page.goto(`/websites/${websiteId}/crawls`);
    const start = page.getByRole('button', { name: 'Start Crawl' });
    await expect(start).toBeEnabled({ timeout: 30_000 });
    await expect(
      pageRow(page, 'Brewing guide').getByText('Crawled', { exact: true }),
    ).toBeVisible();

    delayMs = 1500;
    await start.click();
    await expect(page.getByText('Crawl started.')).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Crawl progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByText('Crawling pages')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('4 pages in this crawl')).toBeVisible();
    await expect(progress).toBeHidden({ timeout: 30_000 });
    await expect(start).toBeEnabled();

    // The unscoped route works on the selected project.
    await page.goto('/crawls');
    await expect(page.getByRole('heading', { name: 'Crawled Pages' })).toBeVisible();
    await expect(pageRow(page, 'About us').getByText('Crawled', { exact: true })).toBeVisible();
  });
});
