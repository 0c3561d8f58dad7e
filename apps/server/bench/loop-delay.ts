// The longest event-loop delay, stage by stage: how long the loop the API shares in embedded
// mode could not answer.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The CPU ms this thread has run (Linux's schedstat, in ns), or null where it cannot be read. A
 * stall's wall time on a busy shared machine is mostly time the process waited for a core;
 * the CPU the thread ran between two turns of its loop is what it would be on an idle one.
 */
function threadCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

type Longest = { wall: number; cpu: number | null };

/**
 * With BENCH_STALLS=ms, every stall whose CPU reaches that many ms is printed to stderr with its
 * stage and its start and end on the monotonic clock in µs (the clock of a `node --cpu-prof`
 * profile's samples), to find in a profile what ran during it.
 */
const STALL_LOG_CPU_MS = process.env.BENCH_STALLS ? Number(process.env.BENCH_STALLS) : null;

/**
 * The longest event-loop delay of each stage, in ms: one `monitorEventLoopDelay` histogram a
 * stage, switched at the stage's start (the previous stage ends there). 10 ms resolution: a
 * stall shorter than that is not one anyone would notice. A histogram records a delay only once
 * the loop turns again, so a stall still going on when its stage ends (the stage's last write)
 * is read from a 5 ms ticker instead: the time since it last ran. The ticker also reads the
 * thread's CPU, so each stage's longest stall is given as CPU too: the most CPU the thread ran
 * between two of its turns.
 */
export function watchLoop() {
  const longest = new Map<string, Longest>();
  let current: { stage: string; histogram: ReturnType<typeof monitorEventLoopDelay> } | null = null;
  let lastTick = performance.now();
  let lastTickCpu = threadCpuMs();
  let longestCpu: number | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let lastTickAt = process.hrtime.bigint();
  const tick = () => {
    const cpu = threadCpuMs();
    const at = process.hrtime.bigint();
    if (cpu !== null && lastTickCpu !== null) {
      longestCpu = Math.max(longestCpu ?? 0, cpu - lastTickCpu);
      if (STALL_LOG_CPU_MS !== null && cpu - lastTickCpu >= STALL_LOG_CPU_MS) {
        // For `node --cpu-prof`: the profile's sample times are this clock's, in µs.
        console.error(
          `stall ${JSON.stringify({ stage: current?.stage ?? null, fromUs: Number(lastTickAt / 1000n), toUs: Number(at / 1000n), cpuMs: Math.round(cpu - lastTickCpu) })}`,
        );
      }
    }
    lastTick = performance.now();
    lastTickAt = at;
    lastTickCpu = cpu;
  };
  const end = (countAs?: string) => {
    if (current) {
      current.histogram.disable();
      const stage = countAs ?? current.stage;
      const ongoing = performance.now() - lastTick;
      tick();
      const before = longest.get(stage);
      longest.set(stage, {
        wall: Math.max(before?.wall ?? 0, current.histogram.max / 1e6, ongoing),
        cpu: longestCpu === null ? (before?.cpu ?? null) : Math.max(before?.cpu ?? 0, longestCpu),
      });
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
      lastTickAt = process.hrtime.bigint();
      lastTickCpu = threadCpuMs();
      longestCpu = null;
      ticker = setInterval(tick, 5);
    },
    end,
    /** The longest delay seen in `stage`, wall and CPU ms (undefined when it was not watched). */
    longestOf: (stage: string): Longest | undefined => longest.get(stage),
  };
}

/** A stage's longest delay as `wall ms (CPU ms)`, or `-`. */
export function formatDelay(delay: Longest | undefined): string {
  if (!delay) {
    return '-';
  }
  const wall = delay.wall.toFixed(0);
  return delay.cpu === null ? wall : `${wall} (${delay.cpu.toFixed(0)})`;
}

export type LoopWatch = ReturnType<typeof watchLoop>;
