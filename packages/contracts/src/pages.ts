import { z } from 'zod';
import { listPageSchema } from './envelope';

export const pageStatusSchema = z.enum(['pending', 'crawling', 'crawled', 'error']);

/** A page of a website as the Crawls screen shows it (spec §3 field names). */
export const pageSchema = z.object({
  _id: z.uuid(),
  url: z.string(),
  title: z.string().nullable(),
  status: pageStatusSchema,
  error: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  wordCount: z.number().int().nullable(),
  /**
   * Why the page only lists others (an archive, search results, a later page of a list, a
   * feed), as the engine read it at the last crawl: such a page is left out of links (neither
   * a source nor a target; the home page stays a target) unless `linkedAnyway`. Null for a page
   * with content of its own.
   */
  listingReason: z.string().nullable(),
  /** The owner turned this page back on: it is linked like any other. */
  linkedAnyway: z.boolean(),
  crawled_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

export const pagesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PagesQuery = z.infer<typeof pagesQuerySchema>;

export const pagesResponseSchema = listPageSchema('pages', pageSchema);
export type PagesResponse = z.infer<typeof pagesResponseSchema>;

export const pageParamsSchema = z.object({
  id: z.uuid({ error: 'Website not found' }),
  pageId: z.uuid({ error: 'Page not found' }),
});

export const createPageBodySchema = z.object({
  url: z.url({ error: 'Must be a valid URL' }).max(2000),
  title: z.string().trim().max(500).optional(),
});
export type CreatePageBody = z.infer<typeof createPageBodySchema>;

export const updatePageBodySchema = z.object({ title: z.string().trim().min(1).max(500) });
export type UpdatePageBody = z.infer<typeof updatePageBodySchema>;

/** `PUT /websites/{id}/pages/{pageId}/linking`: link a page that only lists others all the same, or not. */
export const pageLinkingBodySchema = z.object({ linkedAnyway: z.boolean() });
export type PageLinkingBody = z.infer<typeof pageLinkingBodySchema>;

export const pageLinkSchema = z.object({
  targetUrl: z.string(),
  anchorText: z.string(),
  placement: z.enum(['main', 'navigation', 'header', 'footer', 'sidebar']),
  nofollow: z.boolean(),
});
export const pageLinksResponseSchema = z.object({ links: z.array(pageLinkSchema) });
export type PageLinksResponse = z.infer<typeof pageLinksResponseSchema>;

/** `POST /websites/{id}/crawl`: crawl now; `urls` records the user's selection of pages to process. */
export const startCrawlBodySchema = z
  .object({ urls: z.array(z.string().max(2000)).max(10_000).optional() })
  .default({});
export type StartCrawlBody = z.infer<typeof startCrawlBodySchema>;

export const startCrawlResponseSchema = z.object({
  queued: z.boolean(),
  /** Why nothing was queued: a crawl is already queued or running. */
  message: z.string(),
});
export type StartCrawlResponse = z.infer<typeof startCrawlResponseSchema>;
