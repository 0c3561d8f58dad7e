import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import {
  accountRoutes,
  expiredSubscription,
  paidSubscription,
  trialSubscription,
} from '../testing/billing-fixtures';
import { redirectTo } from '../utils/redirect-to';

vi.mock('../utils/redirect-to', () => ({ redirectTo: vi.fn() }));

function planCard(name: string) {
  return screen.getByRole('group', { name });
}

describe('billing page', () => {
  beforeEach(() => {
    vi.mocked(redirectTo).mockClear();
  });

  it('shows the Free Trial Active card during a trial, no current plan and Pro as Most Popular', async () => {
    stubBackend(accountRoutes(trialSubscription()));
    renderApp('/billing');

    expect(await screen.findByRole('heading', { name: 'Free Trial Active' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Current Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Current Plan' })).not.toBeInTheDocument();
    for (const name of ['Starter', 'Pro', 'Business']) {
      expect(
        within(planCard(name)).getByRole('button', { name: `Upgrade to ${name}` }),
      ).toBeEnabled();
    }
    expect(within(planCard('Pro')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('$49')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('200 webpages a month')).toBeInTheDocument();
  });

  it('shows yearly prices per month with the annual total', async () => {
    stubBackend(accountRoutes(trialSubscription()));
    const { user } = renderApp('/billing');

    await user.click(await screen.findByRole('radio', { name: /Yearly/ }));

    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveTextContent('20% off');
    expect(within(planCard('Starter')).getByText('$16')).toBeInTheDocument();
    expect(
      within(planCard('Starter')).getByText('Billed annually ($192/year)'),
    ).toBeInTheDocument();
    expect(
      within(planCard('Business')).getByText('Billed annually ($948/year)'),
    ).toBeInTheDocument();
  });

  it('starts a checkout for a trial user and sends the browser to it', async () => {
    const backend = stubBackend(
      accountRoutes(trialSubscription(), {
        'POST /api/billing/checkout': [ok({ url: 'http://localhost/billing/local-checkout/cs_1' })],
      }),
    );
    const { user } = renderApp('/billing');

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));

    expect(backend.callsTo('/api/billing/checkout')[0]?.body).toEqual({
      planId: 'pro',
      billingInterval: 'month',
    });
    expect(vi.mocked(redirectTo)).toHaveBeenCalledWith(
      'http://localhost/billing/local-checkout/cs_1',
    );
    expect(within(planCard('Pro')).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it("shows the server's message when a checkout fails, else the spec's", async () => {
    stubBackend(
      accountRoutes(trialSubscription(), {
        'POST /api/billing/checkout': [
          {
            status: 409,
            body: { error: { code: 'CONFLICT', message: 'You already pay for a plan.' } },
          },
          () => Promise.reject(new TypeError('offline')),
        ],
      }),
    );
    const { user } = renderApp('/billing');

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Starter' }));
    expect(await screen.findByText('You already pay for a plan.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Starter' }));
    expect(await screen.findByText('Failed to create checkout session')).toBeInTheDocument();
  });

  it('shows the red Trial Expired card when the trial has ended, without the paywall', async () => {
    stubBackend(accountRoutes(expiredSubscription()));
    renderApp('/billing');

    expect(await screen.findByRole('heading', { name: 'Trial Expired' })).toBeInTheDocument();
    expect(screen.getByText(/January 15, 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Your Free Trial Has Ended')).not.toBeInTheDocument();
  });

  it('shows the Current Plan card for a paid plan, marks it current and hides Most Popular', async () => {
    const backend = stubBackend(
      accountRoutes(paidSubscription('pro', 35), {
        'POST /api/billing/portal': [ok({ url: 'http://localhost/billing' })],
      }),
    );
    const { user } = renderApp('/billing');

    const current = (await screen.findByRole('heading', { name: 'Current Plan' })).closest('div')!;
    expect(within(current.parentElement!).getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/\$49\/month/)).toBeInTheDocument();
    expect(within(planCard('Pro')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(backend.callsTo('/api/billing/portal')[0]?.body).toEqual({
      returnUrl: 'http://localhost:3000/billing',
    });
    expect(vi.mocked(redirectTo)).toHaveBeenCalledWith('http://localhost/billing');
  });

  it('takes the current plan from the tier number (47 is Business yearly) and opens on yearly', async () => {
    stubBackend(accountRoutes(paidSubscription('starter', 47, { status: 'canceled' })));
    const { user } = renderApp('/billing');

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    expect(
      within(planCard('Business')).getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    // The same plan by the month is a switch; a cheaper plan is a downgrade, not an upgrade.
    const business = within(planCard('Business')).getByRole('button', {
      name: 'Switch to Business',
    });
    expect(business).toHaveTextContent('Switch to monthly');
    expect(
      within(planCard('Pro')).getByRole('button', { name: 'Downgrade to Pro' }),
    ).toHaveTextContent(/^Downgrade$/);
  });

  it('changes a paid plan after confirmation, with the downgrade flag and the toasts', async () => {
    const backend = stubBackend(
      accountRoutes(paidSubscription('business', 45), {
        'POST /api/billing/upgrade': [
          ok(paidSubscription('pro', 35)),
          {
            status: 502,
            body: { error: { code: 'UNAVAILABLE', message: 'The payment provider is down.' } },
          },
        ],
      }),
    );
    const { user } = renderApp('/billing');

    await user.click(await screen.findByRole('button', { name: 'Downgrade to Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Plan Downgrade' });
    expect(within(dialog).getByText('Business')).toBeInTheDocument();
    expect(within(dialog).getByText('Pro')).toBeInTheDocument();
    expect(within(dialog).getByText('Monthly')).toBeInTheDocument();
    expect(within(dialog).getByText(/This is a downgrade/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Pro' }));

    expect(await screen.findByText('Subscription changed successfully!')).toBeInTheDocument();
    expect(backend.callsTo('/api/billing/upgrade')[0]?.body).toEqual({
      planId: 'pro',
      billingInterval: 'month',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says upgraded for a move up and shows the server message when a change fails', async () => {
    stubBackend(
      accountRoutes(paidSubscription('starter', 25), {
        'POST /api/billing/upgrade': [
          {
            status: 502,
            body: { error: { code: 'UNAVAILABLE', message: 'The payment provider is down.' } },
          },
          ok(paidSubscription('pro', 35)),
        ],
      }),
    );
    const { user } = renderApp('/billing');

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Plan Change' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Pro' }));
    expect(await screen.findByText('The payment provider is down.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Pro' }));
    expect(await screen.findByText('Subscription upgraded successfully!')).toBeInTheDocument();
  });

  it('says a canceled checkout charged nothing, once', async () => {
    stubBackend(accountRoutes(trialSubscription()));
    const { user, router } = renderApp('/billing?checkout=canceled');
    const notice = await screen.findByText('Checkout canceled');
    expect(notice.parentElement).toHaveTextContent(
      'You were not charged and your plan has not changed.',
    );
    // The address loses the flag, so a reload does not say it again.
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Checkout canceled')).not.toBeInTheDocument();
  });

  it('uses the free plan when there is no subscription (404)', async () => {
    stubBackend(
      accountRoutes(trialSubscription(), {
        'GET /api/users/subscription': [
          { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No subscription' } } },
        ],
      }),
    );
    renderApp('/billing');

    expect(await screen.findByRole('button', { name: 'Upgrade to Starter' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Current Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Free Trial Active' })).not.toBeInTheDocument();
  });
});
