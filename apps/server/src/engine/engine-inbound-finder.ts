import type { InboundLinkFinder } from '@linkloom/services';
import { createEngineThreads } from './engine-threads';
import type { EngineThreads } from './engine-threads';

/**
 * The process's threads for "Find links to this post": a pool of their own, so an owner
 * waiting on one post never queues behind a whole site's processing job (which holds a
 * thread of the processing pool for its length). One search at a time; the next waits.
 */
const inboundEngineThreads = createEngineThreads();

/** The engine's `findLinksToPage` on an engine thread: the site indexed there, then dropped. */
export function createEngineInboundFinder(
  threads: EngineThreads = inboundEngineThreads,
): InboundLinkFinder {
  return async ({ pages, ...call }) => {
    const thread = await threads.lease();
    try {
      return await thread.findLinksTo({ kind: 'findLinksTo', pages, ...call });
    } finally {
      thread.release();
    }
  };
}
