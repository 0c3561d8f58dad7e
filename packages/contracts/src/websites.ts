import { z } from 'zod';
import { MESSAGES } from './messages';
import { listPageSchema } from './envelope';
import { pageSelectionSchema } from './page-selection';
import { TARGET_PRECISION, targetPrecisionSchema } from './link-quality';

const websiteUrlSchema = z
  .string({ error: MESSAGES.urlRequired })
  .trim()
  .min(1, MESSAGES.urlRequired)
  .max(2000, MESSAGES.urlInvalid)
  // An owner types `example.com` as often as a full address: read it as https://example.com.
  .transform((url) => (url === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `https://${url}`))
  .pipe(z.url({ error: MESSAGES.urlInvalid }))
  .refine((url) => /^https?:\/\//i.test(url), MESSAGES.urlScheme);

export const crawlFrequencySchema = z.enum(['daily', 'weekly', 'monthly', 'manual']);
export type CrawlFrequency = z.infer<typeof crawlFrequencySchema>;

/**
 * The most pages a website's crawl may hold on any plan (the biggest plan's ceiling); each
 * plan sets its own below it (`maxPagesOf`), checked by the API against the owner's plan.
 */
export const MAX_PAGES_LIMIT = 50_000;

/**
 * An address pattern of crawl settings: a path from the site's root, `*` for any characters
 * within a segment and `**` across segments (`/blog/**`, `/tag/*`).
 */
export const urlPatternSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((pattern) => pattern.startsWith('/'), {
    error: 'A pattern starts with / (a path on the site, such as /blog/**)',
  });

const crawlSettingsSchema = z.object({
  crawlDepth: z.number().int().min(1).max(10),
  crawlFrequency: crawlFrequencySchema,
  robotsTxtRespected: z.boolean(),
  maxPages: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGES_LIMIT, { error: `At most ${MAX_PAGES_LIMIT.toLocaleString('en-US')} pages` }),
  /** Pages discovery keeps (any of these); empty: every page. */
  includePatterns: z.array(urlPatternSchema).max(20),
  /** Pages discovery leaves out (any of these). */
  excludePatterns: z.array(urlPatternSchema).max(20),
});

/** `POST /websites`: the project form (spec §5). */
export const createWebsiteBodySchema = z
  .object({
    name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(200),
    url: websiteUrlSchema,
  })
  .extend(crawlSettingsSchema.partial().shape);
export type CreateWebsiteBody = z.infer<typeof createWebsiteBodySchema>;

/** `PUT /websites/{id}`: any of the website's editable fields, the target precision among them. */
export const updateWebsiteBodySchema = createWebsiteBodySchema
  .partial()
  .extend({ targetPrecision: targetPrecisionSchema.optional() });
export type UpdateWebsiteBody = z.infer<typeof updateWebsiteBodySchema>;

export const sitemapStatusSchema = z.enum(['pending', 'discovering', 'found', 'empty', 'failed']);
export const crawlStatusSchema = z.enum(['idle', 'in_progress', 'completed', 'failed']);

/** A website (project) as the spec names its fields. */
export const websiteSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  url: z.string(),
  sitemap_status: sitemapStatusSchema,
  /**
   * How discovery found the pages: from a sitemap, or by crawling links from the home page
   * when the site has none; null before discovery (a response without it reads as null).
   */
  discovery_method: z.enum(['sitemap', 'crawl']).nullable().default(null),
  crawlStatus: crawlStatusSchema,
  lastCrawledAt: z.string().nullable(),
  crawlDepth: z.number().int(),
  crawlFrequency: crawlFrequencySchema,
  robotsTxtRespected: z.boolean(),
  maxPages: z.number().int(),
  /**
   * Pages the last discovery found beyond max pages, which no crawl or analysis covers until
   * the limit is raised; 0 when everything found fits (a response without it reads as 0).
   */
  pagesBeyondLimit: z.number().int().default(0),
  includePatterns: z.array(z.string()).default([]),
  excludePatterns: z.array(z.string()).default([]),
  /**
   * When the crawl frequency next makes a crawl due (the sweep starts it then); null for a
   * manual frequency, or before a first crawl is known.
   */
  nextCrawlAt: z.string().nullable().default(null),
  /**
   * The precision the website's suggestions aim for (0.3–0.95); it sets the cut-off at the
   * next analysis. A response without it, from an older server, reads as the default.
   */
  targetPrecision: z.number().default(TARGET_PRECISION.default),
  /**
   * Paused because the plan allows fewer active websites (issue 54): its data stays readable,
   * nothing runs or changes on it until the owner picks it as active or upgrades.
   */
  pausedByPlan: z.boolean().default(false),
  createdAt: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

export const websiteParamsSchema = z.object({ id: z.uuid({ error: 'Website not found' }) });

export const websiteStatsSchema = z.object({
  totalPages: z.number().int(),
  crawledPages: z.number().int(),
  linkSuggestions: z.number().int(),
  pendingSuggestions: z.number().int(),
  topicClusters: z.number().int(),
  crawlProgress: z.number().min(0).max(100),
  crawlStatus: crawlStatusSchema,
  /** Why the last crawl stopped early, in words for the owner. */
  crawlReason: z.string().nullable(),
  lastCrawledAt: z.string().nullable(),
});
export type WebsiteStats = z.infer<typeof websiteStatsSchema>;

export const discoveryLogLineSchema = z.object({
  at: z.string(),
  level: z.enum(['info', 'warn', 'error']),
  message: z.string(),
});
export type DiscoveryLogLine = z.infer<typeof discoveryLogLineSchema>;

/** `GET /websites/{id}/sitemap/data`: discovery's state, the first pages and the log. */
export const sitemapDataSchema = z.object({
  status: sitemapStatusSchema,
  method: z.enum(['sitemap', 'crawl']).nullable(),
  reason: z.string().nullable(),
  totalPages: z.number().int(),
  lastExtraction: z.string().nullable(),
  /** The first 1,000 discovered URLs; page through the rest with sitemap/pages. */
  discoveredPages: z.array(z.string()),
  log: z.array(discoveryLogLineSchema),
});
export type SitemapData = z.infer<typeof sitemapDataSchema>;

/** `GET /websites/{id}/sitemap/pages`: one page of the pages the selection (issue 55) matches. */
export const sitemapPagesQuerySchema = pageSelectionSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type SitemapPagesQuery = z.infer<typeof sitemapPagesQuerySchema>;

/**
 * Where a page's analysis stands: never analysed; analysed at its present text, site and
 * target precision ('current': analysing it again would find the same and is not charged);
 * or analysed before one of them changed.
 */
export const pageAnalysisStateSchema = z.enum(['none', 'current', 'outdated']);
export type PageAnalysisState = z.infer<typeof pageAnalysisStateSchema>;

export const discoveredPageSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  status: z.enum(['pending', 'crawling', 'crawled', 'error']),
  /** A response without it, from an older server, reads as never analysed. */
  analysis: pageAnalysisStateSchema.default('none'),
  /** The page's suggestions as a source: waiting for review, and decided (approved, rejected, applied). */
  suggestions: z
    .object({ pending: z.number().int(), decided: z.number().int() })
    .default({ pending: 0, decided: 0 }),
  /**
   * Why processing will not analyse the page nor charge for it (it only lists others: an
   * archive, a later page of a list), as its template or, before it is read, its address
   * says; null for a page that will be analysed.
   */
  leftOut: z.string().nullable().default(null),
});
export type DiscoveredPage = z.infer<typeof discoveredPageSchema>;

export const sitemapPagesSchema = listPageSchema('pages', discoveredPageSchema);
export type SitemapPages = z.infer<typeof sitemapPagesSchema>;

export const websiteNeedingUrlSelectionSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  url: z.string(),
  sitemapInfo: z.object({ totalPages: z.number().int(), lastExtraction: z.string().nullable() }),
});
export type WebsiteNeedingUrlSelection = z.infer<typeof websiteNeedingUrlSelectionSchema>;
