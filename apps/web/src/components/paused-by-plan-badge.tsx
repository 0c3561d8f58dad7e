import { PauseCircle } from 'lucide-react';

/** Marks a website the plan has paused (issue 54): its data is kept, read-only. */
export function PausedByPlanBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
      <PauseCircle className="size-3!" aria-hidden />
      Paused: over plan limit
    </span>
  );
}
