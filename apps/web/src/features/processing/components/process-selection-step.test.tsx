import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { aCompletedJob, acceptedProcessing } from '@/testing/processing-fixtures';
import { WEBSITE_ID } from '@/testing/website-fixtures';
import { ProcessSelectionStep } from './process-selection-step';
import { LazyToaster } from '@/components/ui/lazy-toaster';

const api = `/api/websites/${WEBSITE_ID}`;
const urls = ['https://acme.test/a', 'https://acme.test/b'];

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        {children}
        <LazyToaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('ProcessSelectionStep (Add New Project step 4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks credits, processes the selection and finishes 2 s after Processing complete', async () => {
    const backend = stubBackend({
      'POST /api/credits/check': [ok({ hasEnoughCredits: true, creditsRemaining: 50 })],
      [`POST ${api}/process-selected`]: [acceptedProcessing()],
      [`GET ${api}/queue-status`]: [ok(aCompletedJob())],
    });
    const onFinished = vi.fn();
    const onFailed = vi.fn();
    render(
      <ProcessSelectionStep
        websiteId={WEBSITE_ID}
        urls={urls}
        onFinished={onFinished}
        onFailed={onFailed}
      />,
      { wrapper },
    );
    expect(await screen.findByText('Processing complete')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to your dashboard')).toBeInTheDocument();
    expect(backend.callsTo(`${api}/process-selected`)).toHaveLength(1);
    expect(backend.callsTo(`${api}/process-selected`)[0]?.body).toMatchObject({ urls });
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('goes back when processing cannot start', async () => {
    stubBackend({
      'POST /api/credits/check': [ok({ hasEnoughCredits: true, creditsRemaining: 50 })],
      [`POST ${api}/process-selected`]: [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
      ],
    });
    const onFailed = vi.fn();
    render(
      <ProcessSelectionStep
        websiteId={WEBSITE_ID}
        urls={urls}
        onFinished={vi.fn()}
        onFailed={onFailed}
      />,
      { wrapper },
    );
    expect(
      await screen.findByText('Failed to start processing. Please try again.'),
    ).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});
