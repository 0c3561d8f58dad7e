import type { ReactNode } from 'react';
import type { PageChoice } from '@/components/page-selection/page-choice';

export type ProcessSelectionProps = {
  websiteId: string;
  /** The URLs chosen, or every page a selection matches (issue 55). */
  urls: PageChoice;
  /** Completion shown: close the modal and move on. */
  onFinished: () => void;
  /** Starting failed (the error was toasted) or the job failed: back to the URL list. */
  onFailed: () => void;
  /** The line under 'Processing complete'; the dashboard by default. */
  completionNote?: string;
};

/**
 * Processing the selected URLs as a slot, so the processing feature plugs its job view in
 * from the route that composes the add-project modal and the setup banner.
 */
export type RenderProcessSelection = (props: ProcessSelectionProps) => ReactNode;
