import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { REFRESH_TOKEN_KEY, signUpThroughApi, uniqueEmail } from './auth-helpers';

const SCREENS = '../../test-results/e2e/screens';

async function idTokenFor(request: APIRequestContext, refreshToken: string) {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { idToken: string } }).data.idToken;
}

// Issue 54, item 10: Business with websites -> Starter keeps the first active and pauses the
// others; the owner chooses which one stays active on the billing page.
test('after a downgrade the owner sees the paused websites and chooses the active one', async ({
  page,
}) => {
  const { refreshToken } = await signUpThroughApi(page.request, uniqueEmail('downgrade'));
  const headers = { authorization: `Bearer ${await idTokenFor(page.request, refreshToken)}` };
  const checkout = await page.request.post('/api/billing/checkout', {
    headers,
    data: { planId: 'business', billingInterval: 'month' },
  });
  const { pathname } = new URL(((await checkout.json()) as { data: { url: string } }).data.url);
  await page.request.post(`${pathname}/complete`, { form: {}, maxRedirects: 0 });
  for (const name of ['Alpha Garden', 'Beta Kitchen', 'Gamma Tools']) {
    const slug = name.split(' ')[0]!.toLowerCase();
    const created = await page.request.post('/api/websites', {
      headers,
      data: { name, url: `https://${slug}.example.com/` },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const downgraded = await page.request.post('/api/billing/upgrade', {
    headers,
    data: { planId: 'starter', billingInterval: 'month' },
  });
  expect(downgraded.status(), await downgraded.text()).toBe(200);
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(REFRESH_TOKEN_KEY)}, ${JSON.stringify(refreshToken)})`,
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByText(/2 of your websites are paused/)).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Beta Kitchen' }).getByText('Paused: over plan limit'),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/active-websites-dashboard-1366.png` });

  await page.getByRole('link', { name: 'Choose active websites' }).click();
  const chooser = page.locator('#active-websites');
  await expect(chooser.getByRole('heading', { name: 'Active websites' })).toBeVisible();
  await expect(chooser.getByText('1 of 1 active')).toBeVisible();
  await expect(chooser.getByRole('checkbox', { name: /Alpha Garden/ })).toBeChecked();
  await chooser.screenshot({ path: `${SCREENS}/active-websites-chooser-1366.png` });

  await chooser.getByRole('checkbox', { name: /Gamma Tools/ }).click();
  await expect(chooser.getByText('2 of 1 active')).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Save' })).toBeDisabled();
  await chooser.getByRole('checkbox', { name: /Alpha Garden/ }).click();
  await chooser.getByRole('button', { name: 'Save' }).click();
  await expect(chooser.getByRole('checkbox', { name: /Alpha Garden/ })).not.toBeChecked();
  await expect(chooser.getByRole('checkbox', { name: /Gamma Tools/ })).toBeChecked();
  // Saved: the server's answer moves the badge to the website now paused.
  await expect(chooser.getByRole('button', { name: 'Save' })).toHaveText('Save');
  const row = (name: string) => chooser.getByRole('listitem').filter({ hasText: name });
  await expect(row('Alpha Garden').getByText('Paused: over plan limit')).toBeVisible();
  await expect(row('Gamma Tools').getByText('Paused: over plan limit')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await chooser.scrollIntoViewIfNeeded();
  await chooser.screenshot({ path: `${SCREENS}/active-websites-chooser-390.png` });

  // A write on a paused website is refused with why; its data still reads.
  const sites = (await (await page.request.get('/api/websites', { headers })).json()) as {
    data: Array<{ uuid: string; name: string; pausedByPlan: boolean }>;
  };
  const alpha = sites.data.find((site) => site.name === 'Alpha Garden')!;
  expect(alpha.pausedByPlan).toBe(true);
  const crawl = await page.request.post(`/api/websites/${alpha.uuid}/crawl`, {
    headers,
    data: {},
  });
  expect(crawl.status()).toBe(403);
  expect(((await crawl.json()) as { error: { message: string } }).error.message).toBe(
    'This website is paused: your Starter plan allows 1 active website. Choose which website stays active, or upgrade.',
  );
});
