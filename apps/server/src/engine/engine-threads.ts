import { Worker } from 'node:worker_threads';
import type {
  KnownPage,
  LinkSuggestion,
  PageText,
  SiteAnalysis,
  SiteCalibration,
} from '@linkloom/engine';
import type { EngineCall, EngineReply } from './engine-protocol';

// Pages a message when a site goes to its thread: copying a message holds the sending event
// loop (5,000 pages in one took a quarter of a second), so a big site goes in parts.
const PAGES_PER_MESSAGE = 250;

/** One engine thread, leased for one site's analysis and the suggestions that follow it. */
export type EngineThread = {
  analyse(
    call: Extract<EngineCall, { kind: 'analyse' }> & { pages: PageText[] },
  ): Promise<SiteCalibration>;
  /** A page's suggestions; with `minScore`, down to that raw score and without passages. */
  suggest(sourceUrl: string, maxSuggestions: number, minScore?: number): Promise<LinkSuggestion[]>;
  /** "Find links to this post": the site indexed, one target's places found; holds nothing afterwards. */
  findLinksTo(
    call: Extract<EngineCall, { kind: 'findLinksTo' }> & { pages: PageText[] },
  ): Promise<LinkSuggestion[]>;
  /** The site-intelligence figures of a website's pages; holds nothing afterwards. */
  analyseSite(pages: KnownPage[], homeUrl: string): Promise<SiteAnalysis>;
  /** Drops the site's index and gives the thread back; calls after it fail. */
  release(): void;
};

async function sendInParts<Page>(pages: Page[], send: (part: Page[]) => Promise<unknown>) {
  for (let start = 0; start < pages.length; start += PAGES_PER_MESSAGE) {
    await send(pages.slice(start, start + PAGES_PER_MESSAGE));
  }
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

const THREAD_URL = new URL('./engine-thread-entry.mjs', import.meta.url);

function startThread() {
  const worker = new Worker(THREAD_URL);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let broken: Error | null = null;
  worker.unref();

  function failAll(error: Error) {
    broken = error;
    for (const { reject } of pending.values()) {
      reject(error);
    }
    pending.clear();
  }
  worker.on('message', (reply: EngineReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) {
      worker.unref();
    }
    if (reply.ok) {
      waiting?.resolve(reply.value);
    } else {
      waiting?.reject(new Error(reply.message));
    }
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The engine thread stopped (exit code ${code}).`)));

  return {
    get broken() {
      return broken !== null;
    },
    call<T>(call: EngineCall): Promise<T> {
      if (broken) {
        return Promise.reject(broken);
      }
      const id = nextId++;
      // A call in flight keeps the process alive; an idle thread does not.
      worker.ref();
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ id, ...call });
      });
    },
    terminate: () => worker.terminate(),
  };
}

type RawThread = ReturnType<typeof startThread>;

/**
 * Engine threads for the process: a site's analysis leases one, so each thread holds at most
 * one site's index, and gets it back when the job releases it. At most `maxLeases` are out at
 * once (one by default: a worker holds one site's index at a time); a lease beyond that waits
 * for a release. Idle threads end after `idleMs`.
 */
export function createEngineThreads({
  idleMs = 30_000,
  maxLeases = 1,
}: { idleMs?: number; maxLeases?: number } = {}) {
  const idle: Array<{ thread: RawThread; timer: NodeJS.Timeout }> = [];
  const waiting: Array<() => void> = [];
  let leased = 0;

  function giveBack(thread: RawThread) {
    if (thread.broken) {
      return;
    }
    void thread.call({ kind: 'drop' }).catch(() => undefined);
    const timer = setTimeout(() => {
      idle.splice(
        idle.findIndex((entry) => entry.thread === thread),
        1,
      );
      void thread.terminate();
    }, idleMs);
    timer.unref();
    idle.push({ thread, timer });
  }

  async function lease(): Promise<EngineThread> {
    while (leased >= maxLeases) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    leased += 1;
    const reused = idle.pop();
    if (reused) {
      clearTimeout(reused.timer);
    }
    const thread = reused?.thread ?? startThread();
    let released = false;
    const ensureLeased = () => {
      if (released) {
        throw new Error('This engine thread was released.');
      }
    };
    return {
      analyse: async ({ pages, ...call }) => {
        ensureLeased();
        await sendInParts(pages, (part) => thread.call({ kind: 'addPages', pages: part }));
        return thread.call<SiteCalibration>(call);
      },
      suggest: async (sourceUrl, maxSuggestions, minScore) => {
        ensureLeased();
        return thread.call<LinkSuggestion[]>({
          kind: 'suggest',
          sourceUrl,
          maxSuggestions,
          ...(minScore === undefined ? {} : { minScore }),
        });
      },
      findLinksTo: async ({ pages, ...call }) => {
        ensureLeased();
        await sendInParts(pages, (part) => thread.call({ kind: 'addPages', pages: part }));
        return thread.call<LinkSuggestion[]>(call);
      },
      analyseSite: async (pages, homeUrl) => {
        ensureLeased();
        await sendInParts(pages, (part) => thread.call({ kind: 'addKnownPages', pages: part }));
        return thread.call<SiteAnalysis>({ kind: 'analyseSite', homeUrl });
      },
      release: () => {
        if (!released) {
          released = true;
          leased -= 1;
          giveBack(thread);
          waiting.shift()?.();
        }
      },
    };
  }

  async function close() {
    for (const { thread, timer } of idle.splice(0)) {
      clearTimeout(timer);
      await thread.terminate();
    }
  }

  /** The engine's `analyzeSite` on a leased thread. */
  async function analyzeSite(pages: KnownPage[], homeUrl: string): Promise<SiteAnalysis> {
    const thread = await lease();
    try {
      return await thread.analyseSite(pages, homeUrl);
    } finally {
      thread.release();
    }
  }

  return { lease, analyzeSite, close };
}

export type EngineThreads = ReturnType<typeof createEngineThreads>;

/** The process's pool: one site's index at a time, no thread while nothing is analysed. */
export const processEngineThreads = createEngineThreads();
