import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import type { FakeAnswer } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, OTHER_WEBSITE_ID, someStats, WEBSITE_ID } from '@/testing/website-fixtures';
import { setAddProjectDialogOpen } from '../utils/add-project-dialog-store';
import {
  reloadSelectedWebsiteIdForTests,
  SELECTED_WEBSITE_KEY,
} from '../utils/selected-website-store';

const shop = aWebsite({ uuid: OTHER_WEBSITE_ID, name: 'Shop', url: 'https://shop.test/' });

function creditStatus(plan: string) {
  return ok({
    plan,
    creditsUsedThisMonth: 0,
    creditsRemaining: 50,
    creditsPerMonth: 50,
    hasCredits: true,
    periodStart: '2025-03-01T00:00:00.000Z',
    periodEnd: '2025-04-01T00:00:00.000Z',
  });
}

function stub(websites: unknown[], plan = 'free', extra: Record<string, FakeAnswer[]> = {}) {
  return stubBackend({
    'GET /api/websites': [ok(websites)],
    'GET /api/credits/status': [creditStatus(plan)],
    [`GET /api/websites/${WEBSITE_ID}/stats`]: [ok(someStats())],
    [`GET /api/websites/${OTHER_WEBSITE_ID}/stats`]: [ok(someStats())],
    ...extra,
  });
}

function sidebar() {
  return screen.getAllByText('Project')[0]!.parentElement!;
}

describe('project switcher', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSelectedWebsiteIdForTests();
  });
  afterEach(() => {
    setAddProjectDialogOpen(false);
  });

  it("offers 'Add New Website' when there are no websites", async () => {
    stub([]);
    const { user } = renderApp('/settings');

    const add = await screen.findByRole('button', { name: 'Add New Website' });
    expect(screen.getByRole('banner')).toHaveTextContent('No project selected');
    await user.click(add);
    expect(await screen.findByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
  });

  it('selects the first website automatically, names it in the header and remembers it', async () => {
    stub([aWebsite(), shop], 'pro');
    renderApp('/settings');

    expect(
      await screen.findByRole('button', { name: /^Project: Acme Blog\b/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Acme Blog');
    expect(localStorage.getItem(SELECTED_WEBSITE_KEY)).toBe(WEBSITE_ID);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Crawls',
      }),
    ).toHaveAttribute('href', `/websites/${WEBSITE_ID}/crawls`);
  });

  it("lists each website with 'Active' on the selected one and switches, keeping the screen", async () => {
    stub([aWebsite(), shop], 'pro');
    const { user, router } = renderApp(`/websites/${WEBSITE_ID}/crawls`);

    await user.click(await screen.findByRole('button', { name: /^Project: Acme Blog\b/ }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Acme Bloghttps://acme.test/Active',
      'Shophttps://shop.test/',
      'Add New Project',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: /Shop/ }));

    expect(await screen.findByRole('button', { name: /^Project: Shop\b/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/websites/${OTHER_WEBSITE_ID}/crawls`);
    expect(localStorage.getItem(SELECTED_WEBSITE_KEY)).toBe(OTHER_WEBSITE_ID);
  });

  it('selects the website a path names', async () => {
    localStorage.setItem(SELECTED_WEBSITE_KEY, WEBSITE_ID);
    reloadSelectedWebsiteIdForTests();
    stub([aWebsite(), shop], 'pro', {
      [`GET /api/websites/${OTHER_WEBSITE_ID}`]: [ok(shop)],
    });
    renderApp(`/websites/${OTHER_WEBSITE_ID}`);

    expect(await screen.findByRole('button', { name: /^Project: Shop\b/ })).toBeInTheDocument();
  });

  it('locks Add New Project at the Free plan limit, linking to /billing with the upgrade hint', async () => {
    stub([aWebsite()], 'free');
    const { user } = renderApp('/settings');

    await user.click(await screen.findByRole('button', { name: /^Project: Acme Blog\b/ }));
    const menu = await screen.findByRole('menu');
    const locked = await within(menu).findByRole('menuitem', {
      name: /Add New Project \(locked\)/,
    });
    expect(locked).toHaveAttribute('href', '/billing');
    expect(locked).toHaveTextContent('Upgrade to Pro to add up to 3 websites (currently 1/1)');
    expect(locked).toHaveTextContent('Upgrade to Pro');
  });

  it('points a full Pro plan to Business', async () => {
    stub(
      [aWebsite(), shop, aWebsite({ uuid: '33333333-3333-4333-8333-333333333333', name: 'Third' })],
      'pro',
    );
    const { user } = renderApp('/settings');

    await user.click(await screen.findByRole('button', { name: /^Project: Acme Blog\b/ }));
    const locked = await within(await screen.findByRole('menu')).findByRole('menuitem', {
      name: /locked/,
    });
    expect(locked).toHaveTextContent(
      'Upgrade to Business to add up to 10 websites (currently 3/3)',
    );
    expect(locked).toHaveTextContent('Upgrade to Business');
  });

  it("shows 'Loading...' while the list reloads after a failed first try", async () => {
    stubBackend({ 'GET /api/websites': [{ status: 500, body: {} }] });
    renderApp('/settings');

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(sidebar()).toBeInTheDocument();
  });
});
