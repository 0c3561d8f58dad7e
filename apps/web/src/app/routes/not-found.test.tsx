import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, stubHealth } from '@/testing/render-app';

describe('404 page', () => {
  beforeEach(() => {
    stubHealth();
  });

  it('shows the spec texts for an unknown path, outside the app shell', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, we couldn't find the page you're looking for."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("links 'Go back home' to /, which lands on the dashboard", async () => {
    const { router, user } = renderApp('/websites/w1/nothing-here');

    const link = await screen.findByRole('link', { name: 'Go back home' });
    expect(link).toHaveAttribute('href', '/');

    await user.click(link);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
