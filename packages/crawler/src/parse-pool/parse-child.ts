// A parse process: turns one page's HTML at a time into data, so a hostile page can stall or
// exhaust only this process, which the pool ends, never the one the API answers on. A process,
// not a worker thread: a thread over its heap limit can abort the whole process on Node
// (nodejs/node#47224); a child over its own limit takes only itself down.
import { hashPageContent } from '../crawl/content-hash';
import { isCrawlError } from '../fetch/crawl-error';
import { parsePage } from '../parse/parse-page';
import { readPageLinks } from '../parse/read-page-links';
import type { ParsedPage, ParseReply, ParseRequest } from './parse-protocol';
import type { PageLinksRead } from '../parse/read-page-links';
import { TOO_DEEP_MESSAGE, UNREADABLE_MESSAGE } from './parse-messages';

function run(request: ParseRequest): ParsedPage | PageLinksRead {
  if (request.kind === 'links') {
    return readPageLinks(request.html, request.finalUrl);
  }
  const page = parsePage(request.html, request.meta);
  return { page, contentHash: hashPageContent(page) };
}

function failureMessage(error: unknown): string {
  if (isCrawlError(error, 'unreadable')) {
    return error.message;
  }
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return TOO_DEEP_MESSAGE;
  }
  return UNREADABLE_MESSAGE;
}

const reply = (message: ParseReply) => process.send?.(message);

process.on('message', (request: ParseRequest) => {
  reply({ id: request.id, kind: 'started' });
  try {
    reply({ id: request.id, kind: 'done', value: run(request) });
  } catch (error) {
    reply({ id: request.id, kind: 'failed', message: failureMessage(error) });
  }
});
// The pool is gone (closed, or its process ended): so is this process.
process.on('disconnect', () => process.exit(0));
