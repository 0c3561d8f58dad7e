import { screen } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { accountRoutes, paidSubscription } from '../testing/billing-fixtures';

vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { reset: vi.fn() }) }));

describe('payment-success page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom has no 2D canvas; pretend it has so the confetti runs.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as CanvasRenderingContext2D,
    );
    vi.mocked(confetti).mockClear();
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
    const pieces = vi
      .mocked(confetti)
      .mock.calls.reduce((sum, [options]) => sum + (options?.particleCount ?? 0), 0);
    expect(pieces).toBe(300);
    const callsAfterTenSeconds = vi.mocked(confetti).mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(vi.mocked(confetti).mock.calls.length).toBe(callsAfterTenSeconds);

    unmount();
    expect(vi.mocked(confetti.reset)).toHaveBeenCalled();
  });
});
