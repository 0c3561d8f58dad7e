import type { ProcessingStage } from '@linkloom/contracts';
import type { ProcessingJobPatch } from '@linkloom/db';

/** The stretch of the job's progress bar (0–100) each working stage fills, in order. */
const STRETCH = {
  processing: [5, 25],
  analyzing_content: [25, 40],
  generating_suggestions: [40, 90],
  finalizing_links: [92, 100],
} as const satisfies Partial<Record<ProcessingStage, readonly [number, number]>>;

export type WorkingStage = keyof typeof STRETCH;

/** The patch that shows a stage `done` (0–1) of the way through, on its own bar and the job's. */
export function progressOf(stage: WorkingStage, done: number): ProcessingJobPatch {
  const [from, to] = STRETCH[stage];
  const share = Math.min(1, Math.max(0, done));
  return { stage, progress: from + (to - from) * share, stageProgress: share * 100 };
}
