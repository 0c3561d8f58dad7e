import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { healthyReport, renderApp, stubHealth } from '@/testing/render-app';

describe('ServerStatus', () => {
  it('reads /api/health and reports a healthy server', async () => {
    const fetch = stubHealth();
    renderApp('/dashboard');

    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText(/v0\.1\.0 · embedded/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.objectContaining({ method: 'GET' }));
  });

  it('reports a degraded server from the 503 report', async () => {
    stubHealth(
      { ...healthyReport, status: 'degraded', queue: { status: 'error', message: 'down' } },
      503,
    );
    renderApp('/dashboard');

    expect(await screen.findByText('Service degraded')).toBeInTheDocument();
  });

  it('reports an unreachable server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/dashboard');

    expect(await screen.findByText('Server unreachable')).toBeInTheDocument();
  });
});
