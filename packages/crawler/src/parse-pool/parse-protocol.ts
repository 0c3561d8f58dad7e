import type { PageText } from '@linkloom/engine';
import type { ParsePageMeta } from '../parse/parse-page';
import type { PageLinksRead } from '../parse/read-page-links';

/** A parsed page and `hashPageContent` of it. */
export type ParsedPage = { page: PageText; contentHash: string };

/** What a parse thread is asked to do with one page's HTML. */
export type ParseJob =
  | { kind: 'page'; html: string; meta: ParsePageMeta }
  | { kind: 'links'; html: string; finalUrl: string };

export type ParseResult<Job extends ParseJob> = Job extends { kind: 'page' }
  ? ParsedPage
  : PageLinksRead;

export type ParseRequest = ParseJob & { id: number };

/** `started` comes first so the time budget counts parsing only, not the wait for a thread. */
export type ParseReply =
  | { id: number; kind: 'started' }
  | { id: number; kind: 'done'; value: ParsedPage | PageLinksRead }
  | { id: number; kind: 'failed'; message: string };
