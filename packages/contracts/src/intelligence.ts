import { z } from 'zod';
import { paginationSchema } from './envelope';

const histogramSchema = z.array(z.object({ bucket: z.string(), pages: z.number().int() }));

/**
 * The site's pages the analysis knows of but could not read (not crawled yet, or the fetch
 * failed): their links are missing, so pages they link to may look less linked than they are.
 */
export const unreadPagesSchema = z.object({
  count: z.number().int(),
  /** Out of this many pages the analysis counts. */
  of: z.number().int(),
  /** The first few, by URL. */
  urls: z.array(z.string()),
});
export type UnreadPages = z.infer<typeof unreadPagesSchema>;

// Answers from before the figures said so read as 'every page was read'.
const unreadPagesField = unreadPagesSchema.default({ count: 0, of: 0, urls: [] });

/** `GET /websites/{id}/analytics`. */
export const websiteAnalyticsSchema = z.object({
  computedAt: z.string().nullable(),
  pagesByStatus: z.object({
    pending: z.number().int(),
    crawling: z.number().int(),
    crawled: z.number().int(),
    error: z.number().int(),
  }),
  inboundLinks: histogramSchema,
  clickDepth: histogramSchema,
  /** Posts and pages no other page links to at all, not even a menu. */
  orphans: z.array(
    z.object({ url: z.string(), title: z.string().default(''), equity: z.number() }),
  ),
  orphanCount: z.number().int(),
  /** Posts and pages linked only from menus and lists (menus, archives, the home page), not from any post's text. */
  menusOnly: z
    .array(z.object({ url: z.string(), title: z.string(), inboundAll: z.number().int() }))
    .default([]),
  menusOnlyCount: z.number().int().default(0),
  /**
   * Links from one post's text to another, out of how many posts and pages; null for an
   * analysis made before posts were told from archives.
   */
  textLinks: z
    .object({ contentToContent: z.number().int(), contentPages: z.number().int() })
    .nullable()
    .default(null),
  unreadPages: unreadPagesField,
  brokenLinks: z.array(
    z.object({ sourceUrl: z.string(), targetUrl: z.string(), status: z.number().int() }),
  ),
  /** Pages whose URL redirects: every hop, and how many pages still link to the old URL. */
  redirectChains: z.array(
    z.object({ url: z.string(), hops: z.array(z.string()), linkedFrom: z.number().int() }),
  ),
  suggestionsOverTime: z.array(
    z.object({
      day: z.string(),
      pending: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      applied: z.number().int(),
    }),
  ),
  suggestionsByStatus: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    applied: z.number().int(),
  }),
});
export type WebsiteAnalytics = z.infer<typeof websiteAnalyticsSchema>;

export const equityPageSchema = z.object({
  url: z.string(),
  folder: z.string(),
  equity: z.number(),
  inboundMain: z.number().int(),
  inboundAll: z.number().int(),
  depth: z.number().int().nullable(),
  orphan: z.boolean(),
});

/** Equity under this (of 100) is weak: the page gets little of the site's link equity. */
export const WEAK_EQUITY = 25;

export const EQUITY_SORT_KEYS = ['equity', 'inboundMain', 'depth', 'url'] as const;
export type EquitySortKey = (typeof EQUITY_SORT_KEYS)[number];

/**
 * `GET /websites/{id}/link-equity-heatmap?…`: the table's page, filtered and sorted on the
 * server (a 50,000-page site's every row weighed 8.5 MB).
 */
export const linkEquityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(300).default(''),
  folder: z.string().max(500).optional(),
  orphans: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  sort: z.enum(EQUITY_SORT_KEYS).default('equity'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type LinkEquityQuery = z.infer<typeof linkEquityQuerySchema>;

/**
 * The site's equity: its figures over every page, one page of the table (filtered and sorted as
 * asked, weakest first by default), and every URL folder for the treemap.
 */
export const linkEquityHeatmapSchema = z.object({
  computedAt: z.string().nullable(),
  unreadPages: unreadPagesField,
  summary: z.object({
    pages: z.number().int(),
    weak: z.number().int(),
    orphans: z.number().int(),
    medianEquity: z.number(),
  }),
  pages: z.array(equityPageSchema),
  /** Of the rows the filters keep. */
  pagination: paginationSchema,
  folders: z.array(
    z.object({
      folder: z.string(),
      pages: z.number().int(),
      meanEquity: z.number(),
      minEquity: z.number(),
    }),
  ),
});
export type LinkEquityHeatmap = z.infer<typeof linkEquityHeatmapSchema>;

/** `GET /websites/{id}/topic-clusters`. */
export const topicClustersSchema = z.object({
  computedAt: z.string().nullable(),
  clusters: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      terms: z.array(z.string()),
      pillarUrl: z.string(),
      memberUrls: z.array(z.string()),
      /** The members' titles, in the order of `memberUrls`. */
      memberTitles: z.array(z.string()).default([]),
      gaps: z.array(z.object({ sourceUrl: z.string(), targetUrl: z.string() })),
    }),
  ),
  /** Where this page of clusters stands: a site of 50,000 pages has hundreds of them. */
  pagination: paginationSchema,
  /** Of every cluster, not only this page's. */
  totals: z.object({
    clusters: z.number().int(),
    members: z.number().int(),
    gaps: z.number().int(),
  }),
  /** Posts and pages in no cluster: the first `UNCLUSTERED_SHOWN`, and how many in all. */
  unclustered: z.array(z.object({ url: z.string(), title: z.string() })),
  unclusteredTotal: z.number().int(),
});
export type TopicClusters = z.infer<typeof topicClustersSchema>;

/** How many unclustered pages one answer lists; the rest are counted. */
export const UNCLUSTERED_SHOWN = 200;

/** `GET /websites/{id}/topic-clusters?page=&limit=`: the largest clusters first. */
export const topicClustersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TopicClustersQuery = z.infer<typeof topicClustersQuerySchema>;

/** `GET /websites/{id}/pages/{pageId}/link-equity-score`. */
export const pageEquitySchema = equityPageSchema.extend({ computedAt: z.string().nullable() });

/** `GET /websites/{id}/pages/{pageId}/topical-authority`. */
export const topicalAuthoritySchema = z.object({
  url: z.string(),
  cluster: z.string().nullable(),
  isPillar: z.boolean(),
  clusterSize: z.number().int(),
  equityRankInCluster: z.number().int().nullable(),
});
