import { z } from 'zod';
import { linkIssueSchema } from './link-health';

/*
 * A website's site-intelligence figures as stored (`site_analyses.data`), as the engine
 * computes them (its `SiteAnalysis`). Fields absent in older analyses are optional.
 */

const pageFiguresSchema = z.object({
  url: z.string(),
  title: z.string().optional(),
  equity: z.number(),
  rank: z.number().optional(),
  outWeight: z.number().optional(),
  linksTo: z.array(z.number()).optional(),
  depth: z.number().nullable(),
  inboundMain: z.number(),
  inboundAll: z.number(),
  outboundInternal: z.number(),
  inboundText: z.number().optional(),
  content: z.boolean().optional(),
  orphan: z.boolean(),
  menusOnly: z.boolean().optional(),
  redirectsTo: z.string().nullable().optional(),
  broken: z.boolean().optional(),
  unread: z.boolean().optional(),
  cluster: z.number().nullable(),
});

const urlPairSchema = z.object({ sourceUrl: z.string(), targetUrl: z.string() });

const clusterSchema = z.object({
  label: z.string(),
  terms: z.array(z.string()),
  pillarUrl: z.string(),
  memberUrls: z.array(z.string()),
  memberTitles: z.array(z.string()).optional(),
  gaps: z.array(urlPairSchema),
});
const brokenLinkSchema = urlPairSchema.extend({ status: z.number() });
const redirectChainSchema = z.object({
  url: z.string(),
  hops: z.array(z.string()),
  linkedFrom: z.number(),
});
/** Links from one content page's text to another, out of how many content pages. */
const textLinksSchema = z.object({ contentToContent: z.number(), contentPages: z.number() });
const equityScaleSchema = z.object({
  minRank: z.number(),
  maxRank: z.number(),
  damping: z.number(),
});

export const storedSiteAnalysisSchema = z.object({
  pages: z.array(pageFiguresSchema),
  clusters: z.array(clusterSchema),
  brokenLinks: z.array(brokenLinkSchema),
  redirectChains: z.array(redirectChainSchema).optional(),
  /** Absent in an analysis made before Link health. */
  linkIssues: z.array(linkIssueSchema).optional(),
  iterations: z.number(),
  equityScale: equityScaleSchema.optional(),
  /** Absent in an analysis made before posts were told from archives. */
  textLinks: textLinksSchema.optional(),
});
export type StoredSiteAnalysis = z.infer<typeof storedSiteAnalysisSchema>;

/*
 * Since migration 0020 an analysis is stored in parts: its head (`site_analyses.data`) and
 * its four lists cut in chunks (`site_analysis_parts`), each read only by the screens that
 * show it.
 */

/** The lists of an analysis, each stored in chunks of its own. */
export const SITE_ANALYSIS_SECTIONS = [
  'pages',
  'clusters',
  'brokenLinks',
  'redirectChains',
  'linkIssues',
] as const;
export type SiteAnalysisSection = (typeof SITE_ANALYSIS_SECTIONS)[number];

/** The entries of each section, to read a stored chunk with. */
export const siteAnalysisSectionSchemas = {
  pages: pageFiguresSchema,
  clusters: clusterSchema,
  brokenLinks: brokenLinkSchema,
  redirectChains: redirectChainSchema,
  linkIssues: linkIssueSchema,
} satisfies Record<SiteAnalysisSection, z.ZodType>;

/** What an analysis stored in parts keeps beside them: its scalars and its sections' sizes. */
export const storedSiteAnalysisHeadSchema = z.object({
  iterations: z.number(),
  equityScale: equityScaleSchema.optional(),
  textLinks: textLinksSchema.optional(),
  counts: z.object({
    pages: z.number(),
    clusters: z.number(),
    brokenLinks: z.number(),
    redirectChains: z.number(),
    /** Absent in an analysis made before Link health: its problems are not known yet. */
    linkIssues: z.number().optional(),
  }),
});
export type StoredSiteAnalysisHead = z.infer<typeof storedSiteAnalysisHeadSchema>;
