import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearErrorLog, getErrorLog } from '@/lib/error-log';
import { ok, stubBackend } from '@/testing/fake-backend';
import { ProcessingStep } from './processing-step';
import { useProcessingJob } from './use-processing-job';

const WEBSITE_ID = '7b0c1f3e-7a51-4f4e-9a43-4f7e0f6f2a01';
const JOB_ID = '3f2a9c1e-8b7d-4e6f-9a5b-1c2d3e4f5a6b';
const queue = `/api/websites/${WEBSITE_ID}/queue-status`;
const fallback = `/api/websites/${WEBSITE_ID}/process-status`;
const down = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down' } } };

function status(overrides = {}) {
  return {
    jobId: JOB_ID,
    websiteId: WEBSITE_ID,
    status: 'started',
    progress: 10,
    stage: 'queued',
    stageProgress: 0,
    processedUrls: 0,
    totalUrls: 2,
    queueStatus: 'queued',
    estimatedTimeRemaining: null,
    error: null,
    result: null,
    ...overrides,
  };
}
const done = status({ status: 'completed', stage: 'completed', progress: 100, processedUrls: 2 });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useProcessingJob', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearErrorLog();
  });

  it('polls until the job completes', async () => {
    const backend = stubBackend({ [`GET ${queue}`]: [ok(status()), ok(status()), ok(done)] });
    const { result } = renderHook(
      () => useProcessingJob({ websiteId: WEBSITE_ID, jobId: JOB_ID, intervalMs: 5 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.phase).toBe('completed'));
    expect(backend.callsTo(queue)).toHaveLength(3);
    expect(result.current.status?.progress).toBe(100);
  });

  it('falls back to process-status for the first three failed polls only, and logs each', async () => {
    const backend = stubBackend({
      [`GET ${queue}`]: [down, down, down, down, ok(done)],
      [`GET ${fallback}`]: [ok(status())],
    });
    const { result } = renderHook(
      () => useProcessingJob({ websiteId: WEBSITE_ID, jobId: JOB_ID, intervalMs: 5 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.phase).toBe('completed'));
    expect(backend.callsTo(queue)).toHaveLength(5);
    expect(backend.callsTo(fallback)).toHaveLength(3);
    expect(getErrorLog().filter((entry) => entry.message.includes('poll failed'))).toHaveLength(4);
  });

  it("gives up after the last poll with 'Processing failed. Please try again.'", async () => {
    const backend = stubBackend({ [`GET ${queue}`]: [ok(status())] });
    const { result } = renderHook(
      () => useProcessingJob({ websiteId: WEBSITE_ID, jobId: JOB_ID, intervalMs: 5, maxPolls: 4 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.phase).toBe('timed_out'));
    expect(result.current.error).toBe('Processing failed. Please try again.');
    expect(backend.callsTo(queue)).toHaveLength(4);
  });

  it('polls every 2 s and stops after 180 polls by default', async () => {
    vi.useFakeTimers();
    const backend = stubBackend({ [`GET ${queue}`]: [ok(status())] });
    const { result } = renderHook(
      () => useProcessingJob({ websiteId: WEBSITE_ID, jobId: JOB_ID }),
      { wrapper },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.callsTo(queue)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(backend.callsTo(queue)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.callsTo(queue)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(2000 * 200));
    expect(backend.callsTo(queue)).toHaveLength(180);
    expect(result.current.phase).toBe('timed_out');
  });

  it('reports a failed job', async () => {
    stubBackend({
      [`GET ${queue}`]: [ok(status({ status: 'failed', stage: 'failed', error: 'Crawl failed' }))],
    });
    const { result } = renderHook(
      () => useProcessingJob({ websiteId: WEBSITE_ID, jobId: JOB_ID }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(result.current.error).toBe('Crawl failed');
  });
});

describe('ProcessingStep (Add New Project step 4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows progress, then 'Processing complete' and finishes 2 s later", async () => {
    stubBackend({ [`GET ${queue}`]: [ok(status({ stage: 'generating_suggestions' })), ok(done)] });
    const onFinished = vi.fn();
    render(<ProcessingStep websiteId={WEBSITE_ID} jobId={JOB_ID} onFinished={onFinished} />, {
      wrapper,
    });
    expect(await screen.findByText('Generating suggestions')).toBeInTheDocument();
    expect(
      await screen.findByText('Processing complete', undefined, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByText('Redirecting to your dashboard')).toBeVisible();
    expect(onFinished).not.toHaveBeenCalled();
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
