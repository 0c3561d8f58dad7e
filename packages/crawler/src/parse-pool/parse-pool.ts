import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CrawlError } from '../fetch/crawl-error';
import type { ParsePageMeta } from '../parse/parse-page';
import type { PageLinksRead } from '../parse/read-page-links';
import { tookTooLongMessage, tooMuchMemoryMessage, UNREADABLE_MESSAGE } from './parse-messages';
import type { ParsedPage, ParseJob, ParseReply, ParseResult } from './parse-protocol';

export type ParsePoolOptions = {
  /** Processes parsing at once. Default: the cores less one for the event loop, 1 to 4. */
  processes?: number;
  /** Time one page may take to parse, from the moment a process starts on it. Default 5 s. */
  timeoutMs?: number;
  /** Heap one process may use (its old generation). Default 512 MB. */
  maxHeapMb?: number;
  /** An idle process ends after this long. Default 30 s. */
  idleMs?: number;
};

/** Parses pages off the calling process, each under a time budget and a memory cap. */
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

type Slot = { child: ChildProcess | null; task: Task | null; timer: NodeJS.Timeout | null };

const ENTRY = fileURLToPath(new URL('./parse-child-entry.mjs', import.meta.url));

function defaultProcesses(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** A page in flight keeps this process alive; an idle parse process does not. */
function holdOpen(child: ChildProcess, hold: boolean) {
  if (hold) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/**
 * A pool of parse processes (`parse-child.ts`). A page over its time budget has its process
 * ended (a new one starts for the next page); a page over the memory cap ends its process the
 * same way. Both reject with a CrawlError saying why, and the pool goes on with the next page.
 */
export function createParsePool(options: ParsePoolOptions = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS;
  const maxHeapMb = options.maxHeapMb ?? DEFAULT_PARSE_MAX_HEAP_MB;
  const idleMs = options.idleMs ?? 30_000;
  const slots: Slot[] = Array.from({ length: options.processes ?? defaultProcesses() }, () => ({
    child: null,
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

  function endChild(slot: Slot) {
    const child = slot.child;
    slot.child = null;
    child?.kill('SIGKILL');
  }

  function idleTimeout(slot: Slot) {
    slot.timer = setTimeout(() => {
      slot.timer = null;
      if (slot.task === null) {
        endChild(slot);
      }
    }, idleMs);
    slot.timer.unref();
  }

  function startChild(slot: Slot): ChildProcess {
    const child = fork(ENTRY, [], {
      execArgv: [`--max-old-space-size=${maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const isCurrent = () => slot.child === child;
    child.on('message', (reply: ParseReply) => {
      if (!isCurrent() || slot.task === null) {
        return;
      }
      if (reply.kind === 'started') {
        slot.timer = setTimeout(() => {
          endChild(slot);
          settle(slot, { error: new CrawlError('unreadable', tookTooLongMessage(timeoutMs)) });
        }, timeoutMs);
        return;
      }
      holdOpen(child, false);
      settle(
        slot,
        reply.kind === 'done'
          ? { value: reply.value }
          : { error: new CrawlError('unreadable', reply.message) },
      );
    });
    child.on('error', (error) => {
      if (isCurrent()) {
        endChild(slot);
        settle(slot, { error: new CrawlError('unreadable', UNREADABLE_MESSAGE, { cause: error }) });
      }
    });
    child.on('exit', (code, signal) => {
      if (isCurrent()) {
        slot.child = null;
        // V8 aborts a process that reaches its heap limit.
        const outOfMemory = signal === 'SIGABRT' || code === 134;
        const message = outOfMemory ? tooMuchMemoryMessage(maxHeapMb) : UNREADABLE_MESSAGE;
        settle(slot, { error: new CrawlError('unreadable', message) });
      }
    });
    return child;
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
      slot.child ??= startChild(slot);
      holdOpen(slot.child, true);
      slot.child.send({ id: nextId++, ...task.job });
    }
    for (const slot of slots) {
      if (slot.task === null && slot.child !== null && slot.timer === null) {
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

  /** Ends every process; pages waiting or in flight are rejected. */
  async function close() {
    for (const task of queue.splice(0)) {
      task.reject(new CrawlError('aborted', 'The parser was closed.'));
    }
    const ended: Array<Promise<unknown>> = [];
    for (const slot of slots) {
      const child = slot.child;
      slot.child = null;
      if (slot.timer !== null) {
        clearTimeout(slot.timer);
        slot.timer = null;
      }
      slot.task?.reject(new CrawlError('aborted', 'The parser was closed.'));
      slot.task = null;
      if (child !== null && child.exitCode === null && child.signalCode === null) {
        ended.push(once(child, 'exit'));
        child.kill('SIGKILL');
      }
    }
    await Promise.all(ended);
  }

  const parser: PageParser = {
    parsePage: (html, meta) => run({ kind: 'page', html, meta }),
    readLinks: (html, finalUrl) => run({ kind: 'links', html, finalUrl }),
  };
  return { ...parser, close };
}

export type ParsePool = ReturnType<typeof createParsePool>;

let processPool: ParsePool | null = null;

/** The process's parse pool, started on first use; its processes end when idle. */
export function processParsePool(): ParsePool {
  processPool ??= createParsePool();
  return processPool;
}
