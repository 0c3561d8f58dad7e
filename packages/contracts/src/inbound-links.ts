import { z } from 'zod';

/** "Find links to this post": the words the screen and the API share. */
export const FIND_INBOUND_MESSAGES = {
  keywordTooLong: 'Keep the keyword under 80 characters.',
  tooManyPages:
    'This website has too many crawled pages to search at once (more than 5,000). Generate suggestions for the pages that could link to it instead.',
  noAnalysedPages:
    'No page of this website has been analysed yet. Generate suggestions first, then search them for links to this post.',
  nothingFound: 'No analysed page names this post. Try a keyword its readers would use.',
} as const;

/** The most crawled pages a search for links to one post reads: it runs while the owner waits. */
export const FIND_INBOUND_MAX_PAGES = 5_000;

/** `POST /websites/{id}/pages/{pageId}/find-inbound`: an optional keyword to look for verbatim. */
export const findInboundBodySchema = z.object({
  keyword: z.string().trim().max(80, FIND_INBOUND_MESSAGES.keywordTooLong).optional(),
});
export type FindInboundBody = z.infer<typeof findInboundBodySchema>;

/**
 * What a search for links to one post did: how many analysed pages it read, how many places
 * it found, how many of those became new pending suggestions and how many were suggested
 * already. It charges no credits: the pages were analysed before.
 */
export const findInboundResultSchema = z.object({
  analysed_pages: z.number().int().nonnegative(),
  found: z.number().int().nonnegative(),
  added: z.number().int().nonnegative(),
  already_suggested: z.number().int().nonnegative(),
  credits_charged: z.literal(0),
});
export type FindInboundResult = z.infer<typeof findInboundResultSchema>;
