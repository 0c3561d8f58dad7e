import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { accountRoutes, paidSubscription } from '../testing/billing-fixtures';

const fire = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => fire) } }));

describe('payment-success page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom has no 2D canvas; pretend it has so the confetti runs.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as CanvasRenderingContext2D,
    );
    fire.mockClear();
    fire.reset.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('thanks the user, links to the dashboard and throws 300 pieces of confetti over 10 s', async () => {
    stubBackend(accountRoutes(paidSubscription('pro', 35)));
    const { unmount } = renderApp('/payment-success?plan=pro');

    expect(
      await screen.findByRole('heading', { name: 'Thank You for Your Support!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your payment was successful and your subscription is now active.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/The founder/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await vi.advanceTimersByTimeAsync(12_000);
    const pieces = fire.mock.calls.reduce(
      (sum, [options]) => sum + (options?.particleCount ?? 0),
      0,
    );
    expect(pieces).toBe(300);
    const callsAfterTenSeconds = fire.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fire.mock.calls.length).toBe(callsAfterTenSeconds);

    unmount();
    expect(fire.reset).toHaveBeenCalled();
  });
});
