import type { ActiveWebsites } from '@linkloom/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { accountRoutes, paidSubscription } from '../testing/billing-fixtures';

const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];

function afterDowngrade(activeIndex = 0): ActiveWebsites {
  return {
    planName: 'Starter',
    limit: 1,
    activeCount: 1,
    websites: ['Acme Blog', 'Acme Shop', 'Acme Docs'].map((name, index) => ({
      uuid: ids[index]!,
      name,
      url: `https://${name.split(' ')[1]!.toLowerCase()}.acme.test/`,
      pausedByPlan: index !== activeIndex,
    })),
  };
}

// Issue 54, item 10: over the plan's limit, the owner chooses which sites stay active.
describe('the active websites chooser on the billing page', () => {
  it('lists the websites with their state and saves the one the owner keeps', async () => {
    let hasSaved = false;
    const backend = stubBackend(
      accountRoutes(paidSubscription('starter', 15), {
        'GET /api/account/active-websites': [
          async () => jsonResponse(200, { data: afterDowngrade(hasSaved ? 2 : 0) }),
        ],
        'PUT /api/account/active-websites': [
          async () => {
            hasSaved = true;
            return jsonResponse(200, { data: afterDowngrade(2) });
          },
        ],
      }),
    );
    const { user } = renderApp('/billing');

    const card = (await screen.findByRole('heading', { name: 'Active websites' })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    expect(
      within(card).getByText(
        'Your Starter plan allows 1 active website. Paused websites keep their data, read-only, until you choose them here or upgrade.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('1 of 1 active')).toBeInTheDocument();
    expect(within(card).getAllByText('Paused: over plan limit')).toHaveLength(2);
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(within(card).getByRole('checkbox', { name: /Acme Docs/ }));
    expect(within(card).getByText('2 of 1 active')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Choose at most 1 website, or upgrade for more.',
    );
    expect(save).toBeDisabled();

    await user.click(within(card).getByRole('checkbox', { name: /Acme Blog/ }));
    expect(save).toBeEnabled();
    await user.click(save);

    // The card starts again from what the server kept.
    expect(await screen.findByRole('checkbox', { name: /Acme Docs/, checked: true })).toBeVisible();
    const puts = backend
      .callsTo('/api/account/active-websites')
      .filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([{ websiteIds: [ids[2]] }]);
    expect(screen.getByRole('checkbox', { name: /Acme Blog/ })).not.toBeChecked();
    expect(screen.getByText('1 of 1 active')).toBeInTheDocument();
  });

  it('says why a choice was refused', async () => {
    stubBackend(
      accountRoutes(paidSubscription('starter', 15), {
        'GET /api/account/active-websites': [ok(afterDowngrade(0))],
        'PUT /api/account/active-websites': [
          {
            status: 403,
            body: {
              error: {
                code: 'PLAN_LIMIT_REACHED',
                message:
                  'Your Starter plan allows 1 active website; you chose 2. Choose fewer, or upgrade.',
              },
            },
          },
        ],
      }),
    );
    const { user } = renderApp('/billing');

    await user.click(await screen.findByRole('checkbox', { name: /Acme Shop/ }));
    await user.click(screen.getByRole('checkbox', { name: /Acme Blog/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Starter plan allows 1 active website; you chose 2. Choose fewer, or upgrade.',
    );
  });

  it('shows no chooser while every website fits the plan', async () => {
    stubBackend(accountRoutes(paidSubscription('pro', 25)));
    renderApp('/billing');

    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Active websites' })).not.toBeInTheDocument();
  });
});
