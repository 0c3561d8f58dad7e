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

let wordpress: WordpressSite;
let source: WordpressPost;
let target: WordpressPost;

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
});
