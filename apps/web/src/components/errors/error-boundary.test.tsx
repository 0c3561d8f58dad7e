import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) {
    throw new Error('render failed');
  }
  return <p>Recovered content</p>;
}

function renderGuarded(resetKey?: string) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={({ reset }) => <ErrorScreen onRetry={reset} />}>
      <Flaky />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary with ErrorScreen', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the generic error screen when a child fails to render', () => {
    render(renderGuarded());

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error occurred. Please try refreshing the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('clears the error on Try Again and renders the children again', async () => {
    const user = userEvent.setup();
    render(renderGuarded());

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('Recovered content')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the error screen again when the retry fails too', async () => {
    const user = userEvent.setup();
    render(renderGuarded());

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('clears the error when the reset key changes (a navigation)', () => {
    const { rerender } = render(renderGuarded('/dashboard'));

    shouldThrow = false;
    rerender(renderGuarded('/billing'));

    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });
});
