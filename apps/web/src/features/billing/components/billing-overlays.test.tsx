import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import {
  accountRoutes,
  creditStatus,
  expiredSubscription,
  paidSubscription,
  trialSubscription,
} from '../testing/billing-fixtures';
import { redirectTo } from '../utils/redirect-to';
import { closeUpgradeDialog, openUpgradeDialog } from './use-upgrade-dialog';

vi.mock('../utils/redirect-to', () => ({ redirectTo: vi.fn() }));

describe('trial paywall, upgrade dialog and sidebar', () => {
  afterEach(() => {
    act(() => closeUpgradeDialog());
  });

  it('covers the app with the paywall once the trial has ended, and checks out from it', async () => {
    const backend = stubBackend(
      accountRoutes(expiredSubscription(), {
        'POST /api/billing/checkout': [ok({ url: 'http://localhost/billing/local-checkout/cs_2' })],
      }),
    );
    const { user } = renderApp('/settings');

    const paywall = await screen.findByRole('dialog', { name: 'Your Free Trial Has Ended' });
    await user.click(within(paywall).getByRole('radio', { name: /Yearly/ }));
    await user.click(within(paywall).getByRole('button', { name: 'Choose Business' }));

    expect(backend.callsTo('/api/billing/checkout')[0]?.body).toEqual({
      planId: 'business',
      billingInterval: 'year',
    });
    expect(vi.mocked(redirectTo)).toHaveBeenCalledWith(
      'http://localhost/billing/local-checkout/cs_2',
    );
    expect(await screen.findByRole('link', { name: /Free trial ended/ })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('opens Credits Exhausted by itself when credits are gone and an upgrade is needed', async () => {
    stubBackend(
      accountRoutes(trialSubscription(), {
        'GET /api/credits/status': [ok(creditStatus(50))],
        'GET /api/credits/upgrade-recommendation': [
          ok({ needsUpgrade: true, reason: 'credits_exhausted', recommendedPlan: 'starter' }),
        ],
      }),
    );
    const { user } = renderApp('/settings');

    const dialog = await screen.findByRole('dialog', { name: 'Credits Exhausted' });
    expect(within(dialog).getByText('Free Trial')).toBeInTheDocument();
    expect(within(dialog).getByText('$0')).toBeInTheDocument();
    expect(within(dialog).getByText('$19')).toBeInTheDocument();
    expect(within(dialog).getByText('$49')).toBeInTheDocument();
    expect(within(dialog).getByText('$99')).toBeInTheDocument();
    expect(within(dialog).getByText('Popular')).toBeInTheDocument();
    expect(within(dialog).getAllByText('50 credits')).toHaveLength(2);
    expect(within(dialog).getByText('200 credits')).toBeInTheDocument();
    expect(within(dialog).getByText('500 credits')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from other features: Trial Ended, and a paid plan goes through the plan-change dialog', async () => {
    stubBackend(accountRoutes(paidSubscription('starter', 25)));
    const { user } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });

    act(() => openUpgradeDialog('trial_ended'));
    expect(await screen.findByRole('dialog', { name: 'Trial Ended' })).toBeInTheDocument();
    act(() => openUpgradeDialog('credits_exhausted'));
    const dialog = await screen.findByRole('dialog', { name: 'Credits Exhausted' });
    expect(within(dialog).queryByText('Free Trial')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose Pro' }));

    expect(await screen.findByRole('dialog', { name: 'Confirm Plan Change' })).toBeInTheDocument();
  });

  it.each([
    [10, null],
    [40, 'Get More Credits'],
    [50, 'Upgrade Plan'],
  ])('with %i of 50 credits used the sidebar card offers %s', async (used, action) => {
    stubBackend(
      accountRoutes(paidSubscription('starter', 25), {
        'GET /api/credits/status': [ok(creditStatus(used))],
      }),
    );
    renderApp('/settings');

    const card = (await screen.findAllByRole('region', { name: 'Credits' }))[0]!;
    expect(await within(card).findByText(`${used} / 50 used`)).toBeInTheDocument();
    expect(within(card).getByText(String(50 - used))).toBeInTheDocument();
    if (action) {
      expect(within(card).getByRole('link', { name: action })).toHaveAttribute('href', '/billing');
    } else {
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    }
  });

  it('counts one credit left as one credit', async () => {
    stubBackend(
      accountRoutes(paidSubscription('starter', 25), {
        'GET /api/credits/status': [ok(creditStatus(49))],
      }),
    );
    renderApp('/settings');

    const card = (await screen.findAllByRole('region', { name: 'Credits' }))[0]!;
    expect(await within(card).findByText('49 / 50 used')).toBeInTheDocument();
    expect(card).toHaveTextContent('1 credit left this month');
  });

  it("shows 'Failed to fetch credit data' when credits cannot be loaded", async () => {
    stubBackend(
      accountRoutes(trialSubscription(), {
        'GET /api/credits/status': [() => Promise.reject(new TypeError('offline'))],
      }),
    );
    renderApp('/settings');

    expect(await screen.findByText('Failed to fetch credit data')).toBeInTheDocument();
  });

  it('shows the trial days in the sidebar and the user menu, with a warning from 3 days', async () => {
    stubBackend(accountRoutes(trialSubscription(3)));
    const { user } = renderApp('/settings');

    expect(
      await screen.findByRole('link', {
        name: /Free Trial\s*3 days remaining · upgrade to keep going/,
      }),
    ).toHaveAttribute('href', '/billing');
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Trial days left: 3' })).toBeInTheDocument();
  });

  it('shows no trial notice on a paid plan', async () => {
    stubBackend(accountRoutes(paidSubscription('pro', 35)));
    const { user } = renderApp('/settings');

    await screen.findAllByRole('region', { name: 'Credits' });
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await screen.findByRole('menuitem', { name: 'Settings' });
    expect(screen.queryByText(/Trial days left/)).not.toBeInTheDocument();
    expect(screen.queryByText(/days remaining/)).not.toBeInTheDocument();
  });
});
