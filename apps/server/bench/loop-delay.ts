// The longest event-loop delay, stage by stage: how long the loop the API shares in embedded
// mode could not answer.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The longest event-loop delay of each stage, in ms: one `monitorEventLoopDelay` histogram a
 * stage, switched at the stage's start (the previous stage ends there). 10 ms resolution: a
 * stall shorter than that is not one anyone would notice. A histogram records a delay only once
 * the loop turns again, so a stall still going on when its stage ends (the stage's last write)
 * is read from a 5 ms ticker instead: the time since it last ran.
 */
export function watchLoop() {
  const longest = new Map<string, number>();
  let current: { stage: string; histogram: ReturnType<typeof monitorEventLoopDelay> } | null = null;
  let lastTick = performance.now();
  let ticker: ReturnType<typeof setInterval> | null = null;
  const end = (countAs?: string) => {
    if (current) {
      current.histogram.disable();
      const stage = countAs ?? current.stage;
      const ongoing = performance.now() - lastTick;
      longest.set(stage, Math.max(longest.get(stage) ?? 0, current.histogram.max / 1e6, ongoing));
      current = null;
    }
    if (ticker) {
      clearInterval(ticker);
      ticker = null;
    }
  };
  return {
    /**
     * Ends the stage being watched, if any (counted as `countPreviousAs` when given), and starts
     * watching `stage`; a stage entered again keeps its longest delay.
     */
    enter(stage: string, countPreviousAs?: string) {
      end(countPreviousAs);
      const histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      current = { stage, histogram };
      lastTick = performance.now();
      ticker = setInterval(() => {
        lastTick = performance.now();
      }, 5);
    },
    end,
    /** The longest delay seen in `stage`, in ms (null when it was not watched). */
    longestOf: (stage: string) => longest.get(stage) ?? null,
  };
}

export type LoopWatch = ReturnType<typeof watchLoop>;
