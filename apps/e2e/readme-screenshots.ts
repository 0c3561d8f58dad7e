// The README's two screenshots, taken on the running product: serves the e2e plant site, signs
// up, adds it, processes its pre-selected pages, and saves the dashboard and the review list
// under docs/images/. Start Linkloom first, then:
//   CRAWLER_ALLOW_HOSTS=127.0.0.1 PORT=3457 DATA_DIR=/tmp/shots npm start
//   BASE_URL=http://127.0.0.1:3457 node --import tsx apps/e2e/readme-screenshots.ts
import { chromium } from 'playwright-core';
import { PLANT_SITE_TITLE, startPlantSite } from './fixtures/plant-site';
import { TEST_PASSWORD, uniqueEmail } from './tests/auth-helpers';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const images = new URL('../../docs/images/', import.meta.url).pathname;

const site = await startPlantSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(60_000);
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('readme'));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Add Your First Project' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Project' });
  await form.getByLabel('Project Name').fill(PLANT_SITE_TITLE);
  await form.getByLabel('Website URL').fill(site.origin);
  await form.getByRole('button', { name: 'Add Website' }).click();
  const select = page.getByRole('dialog', { name: 'Select URLs to process' });
  await select.waitFor({ timeout: 300_000 });
  await select.getByRole('button', { name: 'Process Selected URLs' }).click();
  await page.getByText('Processing complete').waitFor({ timeout: 600_000 });

  const card = page.getByRole('article', { name: PLANT_SITE_TITLE });
  await card.getByText(/pending review/).waitFor();
  const upgrade = page.getByRole('dialog', { name: 'Credits Exhausted' });
  if (await upgrade.isVisible()) {
    await upgrade.getByRole('button', { name: 'Close' }).click();
  }
  await page.screenshot({ path: `${images}dashboard.png` });

  await card.getByRole('link', { name: /Link Suggestions/ }).click();
  await page.getByText('Why this link').first().waitFor();
  await page.screenshot({ path: `${images}review-list.png` });
  console.log(`saved ${images}dashboard.png and ${images}review-list.png`);
} finally {
  await browser.close();
  await site.close();
}
