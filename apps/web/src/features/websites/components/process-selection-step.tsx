import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { logError } from '@/lib/error-log';
import { useProcessSelectedUrls } from '../api/process-selected-urls';

/** Spec §9: the modal closes 2 s after completion. */
export const CLOSE_AFTER_MS = 2000;

export const START_PROCESSING_FAILED = 'Failed to start processing. Please try again.';

export type ProcessSelectionProps = {
  websiteId: string;
  urls: string[];
  /** Completion shown: close the modal, refresh the list, go to the dashboard. */
  onFinished: () => void;
  /** Starting failed (the error was toasted): back to the URL list. */
  onFailed: () => void;
};

/**
 * Step 4 as a slot, so the processing feature (issue 7) can plug its job view in from the
 * route that composes the modal.
 */
export type RenderProcessSelection = (props: ProcessSelectionProps) => ReactNode;

export function ProcessingComplete() {
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-8 text-center">
      <CircleCheck className="size-10 text-emerald-600" aria-hidden />
      <p className="text-base font-semibold text-zinc-900">Processing complete</p>
      <p className="text-sm text-zinc-600">Redirecting to your dashboard</p>
    </div>
  );
}

/**
 * Step 4 until processing lands (issue 4): the selection is recorded and the chosen pages
 * crawled through `POST /websites/{id}/crawl`.
 */
export function CrawlSelectionStep({
  websiteId,
  urls,
  onFinished,
  onFailed,
}: ProcessSelectionProps) {
  const { mutate, isSuccess } = useProcessSelectedUrls();
  const isStarted = useRef(false);
  const callbacks = useRef({ onFinished, onFailed });
  useEffect(() => {
    callbacks.current = { onFinished, onFailed };
  });

  useEffect(() => {
    // Once per step, even when development mode mounts it twice.
    if (isStarted.current) {
      return;
    }
    isStarted.current = true;
    mutate(
      { websiteId, urls },
      {
        onError: (error) => {
          logError(error, 'Starting the crawl of the selected URLs failed');
          toast.error(START_PROCESSING_FAILED, { description: error.message });
          callbacks.current.onFailed();
        },
      },
    );
  }, [mutate, websiteId, urls]);

  useEffect(() => {
    if (!isSuccess) {
      return;
    }
    const timer = setTimeout(() => callbacks.current.onFinished(), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isSuccess]);

  if (isSuccess) {
    return <ProcessingComplete />;
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden />
      <p className="text-sm text-zinc-700">Processing {urls.length} selected URLs...</p>
    </div>
  );
}
