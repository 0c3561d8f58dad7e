import { z } from 'zod';
import { listPageSchema } from './envelope';

/**
 * Said on the website detail when the operator has not configured the Google OAuth client.
 * A user reads it, so it names no setting: the README tells the operator which to set.
 */
export const SEARCH_CONSOLE_NOT_CONFIGURED =
  'Search Console cannot be connected on this Linkloom server yet: its administrator has not set up the Google connection.';
/** The trial sees a sample instead of its own data. */
export const SEARCH_CONSOLE_PAID_ONLY =
  'Search Console is part of every paid plan. Upgrade to connect your own property; until then you see a sample.';
export const SEARCH_CONSOLE_STATE_INVALID =
  'This Google sign-in link is not valid for you any more (expired, used, or started by another account). Click "Connect Search Console" again.';
export const SEARCH_CONSOLE_NOT_CONNECTED = 'Search Console is not connected to this website.';
export const SEARCH_CONSOLE_PROPERTY_UNKNOWN =
  'This property is not one your Google account can read in Search Console.';
export const SEARCH_CONSOLE_TOKEN_REFUSED =
  'Google refused the stored Search Console access (revoked or expired). Connect Search Console again.';

/** How far back the first import reaches: the 16 months Search Console keeps. */
export const SEARCH_CONSOLE_HISTORY_MONTHS = 16;
/** Rows one searchAnalytics.query request asks for (the API's maximum). */
export const SEARCH_CONSOLE_ROWS_PER_REQUEST = 25_000;
/** Striking distance: an average position in this range, with impressions. */
export const STRIKING_DISTANCE = { minPosition: 5, maxPosition: 20 } as const;

export const SEARCH_CONSOLE_IMPORT_STATUSES = [
  'idle',
  'queued',
  'importing',
  'completed',
  'failed',
] as const;
export type SearchConsoleImportStatus = (typeof SEARCH_CONSOLE_IMPORT_STATUSES)[number];

export const searchConsoleImportSchema = z.object({
  status: z.enum(SEARCH_CONSOLE_IMPORT_STATUSES),
  /** Requests (months of data) done and to do in the running import. */
  steps_done: z.number().int().min(0),
  steps_total: z.number().int().min(0),
  rows_imported: z.number().int().min(0),
  /** The last day of data imported (YYYY-MM-DD), null before the first import. */
  data_through: z.string().nullable(),
  last_imported_at: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type SearchConsoleImport = z.infer<typeof searchConsoleImportSchema>;

/** The website's Search Console state: what the website detail shows. */
export const searchConsoleStatusSchema = z.object({
  /** Whether the server has a Google OAuth client for Search Console. */
  configured: z.boolean(),
  /** False on the trial: the screens show a sample. */
  plan_allows: z.boolean(),
  connected: z.boolean(),
  /** The chosen property (`https://…/` or `sc-domain:…`), null until picked. */
  property: z.string().nullable(),
  connected_at: z.iso.datetime().nullable(),
  import: searchConsoleImportSchema,
});
export type SearchConsoleStatus = z.infer<typeof searchConsoleStatusSchema>;

export const searchConsoleConnectSchema = z.object({ auth_url: z.url() });
export type SearchConsoleConnect = z.infer<typeof searchConsoleConnectSchema>;

export const searchConsoleCallbackBodySchema = z.object({
  code: z.string().min(1, 'The Google sign-in answered without a code').max(4096),
  state: z.string().min(1, SEARCH_CONSOLE_STATE_INVALID).max(4096),
});
export type SearchConsoleCallbackBody = z.infer<typeof searchConsoleCallbackBodySchema>;

export const searchConsoleCallbackResultSchema = z.object({ website_id: z.uuid() });

export const searchConsolePropertySchema = z.object({
  site_url: z.string(),
  permission_level: z.string(),
  kind: z.enum(['url-prefix', 'domain']),
  /** Whether the property covers the website's address. */
  matches_website: z.boolean(),
});
export type SearchConsoleProperty = z.infer<typeof searchConsolePropertySchema>;

export const searchConsolePropertyBodySchema = z.object({
  site_url: z.string().trim().min(1, 'Pick a Search Console property').max(2048),
});
export type SearchConsolePropertyBody = z.infer<typeof searchConsolePropertyBodySchema>;

export const searchQueryFiguresSchema = z.object({
  query: z.string(),
  clicks: z.number().int().min(0),
  impressions: z.number().int().min(0),
  /** Average position, impression-weighted over the window (1 is the top). */
  position: z.number(),
});
export type SearchQueryFigures = z.infer<typeof searchQueryFiguresSchema>;

export const searchPageQueriesSchema = z.object({
  url: z.string(),
  clicks: z.number().int().min(0),
  impressions: z.number().int().min(0),
  position: z.number(),
  /** Average position 5–20 with impressions: a page links could lift to page one. */
  striking_distance: z.boolean(),
  top_queries: z.array(searchQueryFiguresSchema),
});
export type SearchPageQueries = z.infer<typeof searchPageQueriesSchema>;

export const searchPagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** Only pages in striking distance ("Pages that could rank"). */
  striking: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** The window the figures cover, in days back from the newest data. */
  days: z.coerce.number().int().min(7).max(480).default(90),
});
export type SearchPagesQuery = z.input<typeof searchPagesQuerySchema>;

export const searchPagesResponseSchema = listPageSchema('pages', searchPageQueriesSchema).extend({
  /** True when the figures are the trial's sample, not the website's own. */
  sample: z.boolean(),
});
export type SearchPagesResponse = z.infer<typeof searchPagesResponseSchema>;

export const LINK_IMPACT_STATUSES = ['measured', 'waiting', 'no_data', 'no_controls'] as const;

/** A change against comparable pages, with its 95% interval (`is_clear`: it excludes 0). */
export const impactEffectSchema = z.object({
  estimate: z.number(),
  low: z.number(),
  high: z.number(),
  is_clear: z.boolean(),
});

const windowFiguresSchema = z.object({
  clicks: z.number().int(),
  impressions: z.number().int(),
  position: z.number().nullable(),
});

export const APPLIED_VIA = ['published', 'seen_live', 'both'] as const;
export type AppliedVia = (typeof APPLIED_VIA)[number];

/** What the links applied to one target did, 28 days before against 28 days after. */
export const linkImpactSchema = z.object({
  target_url: z.string(),
  applied_on: z.string(),
  links: z.number().int(),
  /**
   * How the links went live: `published` by Linkloom into the CMS, `seen_live` (approved, then
   * found on the page by a re-crawl), or `both` when the target's links came both ways.
   */
  applied_via: z.enum(APPLIED_VIA),
  status: z.enum(LINK_IMPACT_STATUSES),
  before: windowFiguresSchema,
  after: windowFiguresSchema,
  /** Comparable pages without new links in the same window. */
  controls: z.number().int(),
  /** Relative: 0.12 is 12% more than the comparable pages moved. */
  clicks: impactEffectSchema.nullable(),
  impressions: impactEffectSchema.nullable(),
  /** Positions: negative is better (higher up). */
  position: impactEffectSchema.nullable(),
});
export type LinkImpact = z.infer<typeof linkImpactSchema>;

/**
 * What the links applied from one page did to that page (the page that gained the links):
 * controlled tests often find the gain there rather than on the targets.
 */
export const sourceImpactSchema = linkImpactSchema
  .omit({ target_url: true })
  .extend({ source_url: z.string() });
export type SourceImpact = z.infer<typeof sourceImpactSchema>;

export const linkImpactResponseSchema = z.object({
  window_days: z.number().int(),
  data_through: z.string().nullable(),
  /** Links live now (published by Linkloom or seen live), measured or not yet. */
  applied_links: z.number().int().default(0),
  targets: z.array(linkImpactSchema),
  /** The linking pages, measured the same way. */
  sources: z.array(sourceImpactSchema).default([]),
});
export type LinkImpactResponse = z.infer<typeof linkImpactResponseSchema>;

/** The whole site's Search Console figures on one day (every page summed). */
export const searchSiteDaySchema = z.object({
  day: z.string(),
  clicks: z.number().int(),
  impressions: z.number().int(),
});

/**
 * A day links went live: one batch marked on the impact chart, with how many of its links
 * Linkloom published into the CMS and how many a re-crawl found live (approved, not published).
 */
export const appliedLinksDaySchema = z.object({
  day: z.string(),
  links: z.number().int(),
  published: z.number().int(),
  seen_live: z.number().int(),
});

/** The impact chart: daily site figures over the imported data, and the days links were applied. */
export const searchTimelineResponseSchema = z.object({
  data_through: z.string().nullable(),
  days: z.array(searchSiteDaySchema),
  applied_days: z.array(appliedLinksDaySchema),
});
export type SearchTimelineResponse = z.infer<typeof searchTimelineResponseSchema>;
