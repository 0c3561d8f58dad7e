import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CrawlError } from '../fetch/crawl-error';
import type { ParsePageMeta } from '../parse/parse-page';
import type { PageLinksRead } from '../parse/read-page-links';
import { tookTooLongMessage, tooMuchMemoryMessage, UNREADABLE_MESSAGE } from './parse-messages';
import type { ParsedPage, ParseJob, ParseReply, ParseResult } from './parse-protocol';

export type ParsePoolOptions = {
  /** Threads parsing at once. Default: the cores less one for the event loop, 1 to 4. */
  threads?: number;
  /** Time one page may take to parse, from the moment a thread starts on it. Default 5 s. */
  timeoutMs?: number;
  /** Heap one thread may use (its old generation). Default 512 MB. */
  maxHeapMb?: number;
  /** An idle thread ends after this long. Default 30 s. */
  idleMs?: number;
};

/** Parses pages off the calling thread, each under a time budget and a memory cap. */
export type PageParser = {
  /**
   * The page's PageText and content hash.
   * @throws CrawlError `unreadable` when the page is too deep, too slow or too big to read.
   */
  parsePage(html: string, meta: ParsePageMeta): Promise<ParsedPage>;
  /**
   * The page's followable link hrefs and its nofollow flag.
   * @throws CrawlError `unreadable` as `parsePage` does.
   */
  readLinks(html: string, finalUrl: string): Promise<PageLinksRead>;
};

export const DEFAULT_PARSE_TIMEOUT_MS = 5_000;
export const DEFAULT_PARSE_MAX_HEAP_MB = 512;

type Task = {
  job: ParseJob;
  resolve(value: ParsedPage | PageLinksRead): void;
  reject(error: Error): void;
};

type Slot = { worker: Worker | null; task: Task | null; timer: NodeJS.Timeout | null };

const ENTRY_URL = new URL('./parse-thread-entry.mjs', import.meta.url);

function defaultThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * A pool of parse threads. A page over its time budget has its thread ended (a new one
 * starts for the next page); a page over the memory cap ends its thread the same way. Both
 * reject with a CrawlError saying why, and the pool goes on with the next page.
 */
export function createParsePool(options: ParsePoolOptions = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS;
  const maxHeapMb = options.maxHeapMb ?? DEFAULT_PARSE_MAX_HEAP_MB;
  const idleMs = options.idleMs ?? 30_000;
  const slots: Slot[] = Array.from({ length: options.threads ?? defaultThreads() }, () => ({
    worker: null,
    task: null,
    timer: null,
  }));
  const queue: Task[] = [];
  let nextId = 1;

  function settle(slot: Slot, outcome: { value: ParsedPage | PageLinksRead } | { error: Error }) {
    const task = slot.task;
    if (slot.timer !== null) {
      clearTimeout(slot.timer);
    }
    slot.task = null;
    slot.timer = null;
    if (task !== null) {
      if ('value' in outcome) {
        task.resolve(outcome.value);
      } else {
        task.reject(outcome.error);
      }
    }
    dispatch();
  }

  function endWorker(slot: Slot) {
    const worker = slot.worker;
    slot.worker = null;
    void worker?.terminate();
  }

  function idleTimeout(slot: Slot) {
    slot.timer = setTimeout(() => {
      slot.timer = null;
      if (slot.task === null) {
        endWorker(slot);
      }
    }, idleMs);
    slot.timer.unref();
  }

  function startWorker(slot: Slot): Worker {
    const worker = new Worker(ENTRY_URL, {
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 },
    });
    const isCurrent = () => slot.worker === worker;
    worker.on('message', (reply: ParseReply) => {
      if (!isCurrent() || slot.task === null) {
        return;
      }
      if (reply.kind === 'started') {
        slot.timer = setTimeout(() => {
          endWorker(slot);
          settle(slot, { error: new CrawlError('unreadable', tookTooLongMessage(timeoutMs)) });
        }, timeoutMs);
        return;
      }
      worker.unref();
      settle(
        slot,
        reply.kind === 'done'
          ? { value: reply.value }
          : { error: new CrawlError('unreadable', reply.message) },
      );
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (!isCurrent()) {
        return;
      }
      endWorker(slot);
      const message =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? tooMuchMemoryMessage(maxHeapMb)
          : UNREADABLE_MESSAGE;
      settle(slot, { error: new CrawlError('unreadable', message, { cause: error }) });
    });
    worker.on('exit', () => {
      if (isCurrent()) {
        slot.worker = null;
        settle(slot, { error: new CrawlError('unreadable', UNREADABLE_MESSAGE) });
      }
    });
    return worker;
  }

  function dispatch() {
    for (const slot of slots) {
      if (queue.length === 0) {
        return;
      }
      if (slot.task !== null) {
        continue;
      }
      if (slot.timer !== null) {
        clearTimeout(slot.timer);
        slot.timer = null;
      }
      const task = queue.shift() as Task;
      slot.task = task;
      slot.worker ??= startWorker(slot);
      // A page in flight keeps the process alive; an idle thread does not.
      slot.worker.ref();
      slot.worker.postMessage({ id: nextId++, ...task.job });
    }
    for (const slot of slots) {
      if (slot.task === null && slot.worker !== null && slot.timer === null) {
        idleTimeout(slot);
      }
    }
  }

  function run<Job extends ParseJob>(job: Job): Promise<ParseResult<Job>> {
    return new Promise((resolve, reject) => {
      queue.push({ job, resolve: resolve as Task['resolve'], reject });
      dispatch();
    });
  }

  /** Ends every thread; pages waiting or in flight are rejected. */
  async function close() {
    for (const task of queue.splice(0)) {
      task.reject(new CrawlError('aborted', 'The parser was closed.'));
    }
    for (const slot of slots) {
      const worker = slot.worker;
      slot.worker = null;
      if (slot.timer !== null) {
        clearTimeout(slot.timer);
        slot.timer = null;
      }
      slot.task?.reject(new CrawlError('aborted', 'The parser was closed.'));
      slot.task = null;
      await worker?.terminate();
    }
  }

  const parser: PageParser = {
    parsePage: (html, meta) => run({ kind: 'page', html, meta }),
    readLinks: (html, finalUrl) => run({ kind: 'links', html, finalUrl }),
  };
  return { ...parser, close };
}

export type ParsePool = ReturnType<typeof createParsePool>;

let processPool: ParsePool | null = null;

/** The process's parse pool, started on first use; its threads end when idle. */
export function processParsePool(): ParsePool {
  processPool ??= createParsePool();
  return processPool;
}
