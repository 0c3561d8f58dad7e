import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import {
  announceWordpressSkip,
  startWordpressSite,
  wordpressUnavailable,
} from '../../server/test/wordpress/wordpress-site';
import type { WordpressPost, WordpressSite } from '../../server/test/wordpress/wordpress-site';
import { REFRESH_TOKEN_KEY, signUpThroughApi, uniqueEmail } from './auth-helpers';

// Issue 16: connect a website to a real WordPress and write an approved link into a post.
const unavailable = await wordpressUnavailable();
if (unavailable) {
  announceWordpressSkip('the WordPress browser test', unavailable);
}
const SENTENCE = 'Feed your sourdough starter twice a day with rye flour.';
const SECOND_SENTENCE = 'A dark rye loaf keeps for a week.';

let wordpress: WordpressSite;
let source: WordpressPost;
let target: WordpressPost;
let secondSource: WordpressPost;

test.beforeAll(async () => {
  test.skip(unavailable !== null, `no WordPress: ${unavailable}`);
  test.setTimeout(120_000);
  wordpress = await startWordpressSite();
  target = await wordpress.createPost({
    title: 'Rye flour guide',
    content: '<p>All about rye.</p>',
  });
  source = await wordpress.createPost({
    title: 'Starter care',
    content: `<!-- wp:paragraph -->\n<p>${SENTENCE}</p>\n<!-- /wp:paragraph -->`,
  });
  secondSource = await wordpress.createPost({
    title: 'Rye loaves',
    content: `<!-- wp:paragraph -->\n<p>${SECOND_SENTENCE}</p>\n<!-- /wp:paragraph -->`,
  });
});

test.afterAll(async () => {
  await wordpress?.stop();
});

async function idTokenFor(request: APIRequestContext, refreshToken: string): Promise<string> {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { idToken: string } }).data.idToken;
}

test('copy-ready HTML without a CMS; connect WordPress, apply an approved link, undo it: it stays off until Apply again', async ({
  page,
}, testInfo) => {
  test.skip(unavailable !== null, `no WordPress: ${unavailable}`);
  test.setTimeout(120_000);
  const { refreshToken } = await signUpThroughApi(page.request, uniqueEmail('wordpress'));
  const headers = { authorization: `Bearer ${await idTokenFor(page.request, refreshToken)}` };
  const created = await page.request.post('/api/websites', {
    headers,
    data: { name: 'Bakery blog', url: wordpress.url },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
  // A link added by hand joins two of the website's own pages (discovery may have found them already).
  for (const [post, title] of [
    [target, 'Rye flour guide'],
    [source, 'Starter care'],
    [secondSource, 'Rye loaves'],
  ] as const) {
    const added = await page.request.post(`/api/websites/${uuid}/pages`, {
      headers,
      data: { url: post.link, title },
    });
    expect([201, 409], await added.text()).toContain(added.status());
  }
  const suggestion = await page.request.post(`/api/websites/${uuid}/link-suggestions`, {
    headers,
    data: {
      source_url: source.link,
      target_url: target.link,
      anchor_text: 'sourdough starter',
      context: SENTENCE,
    },
  });
  expect(suggestion.status(), await suggestion.text()).toBe(201);
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)});`,
  });

  // Before WordPress is connected, an approved card offers its paragraph as HTML to paste.
  await page.goto(`/websites/${uuid}/link-suggestions`);
  const card = page.getByRole('article', { name: 'Suggestion: sourdough starter' });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Copy-ready HTML')).toBeVisible();
  await expect(card.locator('code')).toHaveText(
    `<p>Feed your <a href="${target.link}">sourdough starter</a> twice a day with rye flour.</p>`,
  );

  await page.goto(`/websites/${uuid}`);
  const section = page.getByRole('region', { name: 'WordPress' });
  await section.getByRole('button', { name: 'Connect WordPress' }).click();
  await section.getByLabel('WordPress address').fill(wordpress.url);
  await section.getByLabel('User name').fill(wordpress.username);
  await section.getByLabel('Application password').fill('wrong pass word');
  await section.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(section.getByRole('alert')).toContainText('did not accept');
  await section.getByLabel('Application password').fill(wordpress.applicationPassword);
  await section.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(section.getByText(`Connected to ${wordpress.url} as admin`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wordpress-connected.png'), fullPage: true });

  await page.goto(`/websites/${uuid}/link-suggestions`);
  await card.getByRole('button', { name: 'Apply to WordPress' }).click();
  await expect(card.getByText(/Applied by Linkloom, live on WordPress since/)).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: testInfo.outputPath('wordpress-applied.png'), fullPage: true });
  expect(await wordpress.rawContent(source)).toContain(`>sourdough starter</a> twice a day`);

  const original = `<!-- wp:paragraph -->\n<p>${SENTENCE}</p>\n<!-- /wp:paragraph -->`;
  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByText(/^Undone: taken out of WordPress/)).toBeVisible();
  expect(await wordpress.rawContent(source)).toBe(original);

  // An undone link is a decision: "Apply approved" leaves it out.
  await page.goto(`/websites/${uuid}`);
  await section.getByRole('button', { name: 'Apply approved' }).click();
  await expect(page.getByText('No approved suggestions are waiting to be applied.')).toBeVisible();
  expect(await wordpress.rawContent(source)).toBe(original);

  await page.goto(`/websites/${uuid}/link-suggestions`);
  await expect(card.getByText(/It stays out until you choose Apply again/)).toBeVisible();
  await card.getByRole('button', { name: 'Apply again' }).click();
  await expect(card.getByText(/Applied by Linkloom, live on WordPress since/)).toBeVisible({
    timeout: 20_000,
  });
  expect(await wordpress.rawContent(source)).toContain(`>sourdough starter</a> twice a day`);

  // Links to this post (issue 28): from the target's row on Crawled Pages, every suggestion
  // that would link to it, approved and applied in one place.
  const second = await page.request.post(`/api/websites/${uuid}/link-suggestions`, {
    headers,
    data: {
      source_url: secondSource.link,
      target_url: target.link,
      anchor_text: 'dark rye loaf',
      context: SECOND_SENTENCE,
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  await page.goto(`/websites/${uuid}/crawls`);
  await page.getByLabel('Search pages').fill('Rye flour guide');
  // The home page lists the post's title too: take the post's own row.
  await page.getByRole('link', { name: /^Links to this post: Rye flour guide/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Links to this post' })).toBeVisible();
  const applied = page.getByRole('article', { name: 'Suggestion: sourdough starter' });
  await expect(applied.getByText(/Applied by Linkloom, live on WordPress since/)).toBeVisible();
  const fresh = page.getByRole('article', { name: 'Suggestion: dark rye loaf' });
  await fresh.getByRole('button', { name: 'Approve' }).click();
  await fresh.getByRole('button', { name: 'Apply to WordPress' }).click();
  await expect(fresh.getByText(/Applied by Linkloom, live on WordPress since/)).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: testInfo.outputPath('links-to-this-post.png'), fullPage: true });
  expect(await wordpress.rawContent(secondSource)).toContain(`>dark rye loaf</a> keeps`);
});
