import type { Sleep } from './timing';

export type HostGatePolicy = { concurrency: number; minIntervalMs: number };

export type HostGate = {
  /** Runs `task` once a slot is free and the spacing since the last start has passed. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Holds every new start until `time` (after a 429 or 503 with Retry-After). */
  holdUntil(time: number): void;
};

/**
 * Politeness for one host: at most `concurrency` requests in flight and
 * starts at least `minIntervalMs` apart. A start's slot is reserved before
 * waiting, so concurrent callers space out instead of bunching.
 */
export function createHostGate(
  policy: HostGatePolicy,
  { now, sleep }: { now: () => number; sleep: Sleep },
): HostGate {
  let active = 0;
  let nextStartAt = 0;
  const waiting: Array<() => void> = [];

  async function acquire(signal?: AbortSignal): Promise<void> {
    while (active >= policy.concurrency) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active += 1;
    const startAt = Math.max(now(), nextStartAt);
    nextStartAt = startAt + policy.minIntervalMs;
    await sleep(startAt - now(), signal);
  }

  function release(): void {
    active -= 1;
    waiting.shift()?.();
  }

  return {
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    holdUntil(time) {
      nextStartAt = Math.max(nextStartAt, time);
    },
  };
}
