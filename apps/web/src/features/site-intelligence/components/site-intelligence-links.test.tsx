import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { analytics, WEBSITE_ID } from '../testing/intelligence-fixtures';
import { SiteIntelligenceLinks } from './site-intelligence-links';

function renderLinks() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SiteIntelligenceLinks websiteId={WEBSITE_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ANALYTICS = `GET /api/websites/${WEBSITE_ID}/analytics`;

describe('SiteIntelligenceLinks', () => {
  it('links to the three analysis screens with the headline figures', async () => {
    stubBackend({ [ANALYTICS]: [ok(analytics)] });
    renderLinks();

    const nav = await screen.findByRole('navigation', { name: 'Site analysis screens' });
    expect(within(nav).getByRole('link', { name: /Analytics/ })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/analytics`,
    );
    expect(within(nav).getByRole('link', { name: /Analytics/ })).toHaveTextContent(
      '1 orphan page · 1 broken link',
    );
    expect(within(nav).getByRole('link', { name: /Link equity/ })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/link-equity`,
    );
    expect(within(nav).getByRole('link', { name: /Topic clusters/ })).toHaveAttribute(
      'href',
      `/websites/${WEBSITE_ID}/topic-clusters`,
    );
  });

  it('shows nothing for a website that cannot be read', async () => {
    const backend = stubBackend({
      [ANALYTICS]: [{ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }],
    });
    const { container } = renderLinks();

    await vi.waitFor(() => expect(backend.calls.length).toBeGreaterThan(0));
    expect(container).toBeEmptyDOMElement();
  });
});
