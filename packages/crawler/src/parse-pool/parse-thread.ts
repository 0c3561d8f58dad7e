// A parse thread: turns one page's HTML at a time into data, so a hostile page can stall or
// exhaust only this thread, which the pool ends, never the event loop the API answers on.
import { parentPort } from 'node:worker_threads';
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

parentPort?.on('message', (request: ParseRequest) => {
  parentPort?.postMessage({ id: request.id, kind: 'started' } satisfies ParseReply);
  let reply: ParseReply;
  try {
    reply = { id: request.id, kind: 'done', value: run(request) };
  } catch (error) {
    reply = { id: request.id, kind: 'failed', message: failureMessage(error) };
  }
  parentPort?.postMessage(reply);
});
