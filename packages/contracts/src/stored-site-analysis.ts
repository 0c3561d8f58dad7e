import { z } from 'zod';
import { linkIssueSchema } from './link-health';

/*
 * A website's site-intelligence figures as stored (`site_analyses.data`), as the engine
 * computes them (its `SiteAnalysis`). Fields absent in older analyses are optional.
 */

const pageFiguresSchema = z.object({
  url: z.string(),
  equity: z.number(),
  rank: z.number().optional(),
  outWeight: z.number().optional(),
  linksTo: z.array(z.number()).optional(),
  depth: z.number().nullable(),
  inboundMain: z.number(),
  inboundAll: z.number(),
  outboundInternal: z.number(),
  orphan: z.boolean(),
  redirectsTo: z.string().nullable().optional(),
  broken: z.boolean().optional(),
  unread: z.boolean().optional(),
  cluster: z.number().nullable(),
});

const urlPairSchema = z.object({ sourceUrl: z.string(), targetUrl: z.string() });

export const storedSiteAnalysisSchema = z.object({
  pages: z.array(pageFiguresSchema),
  clusters: z.array(
    z.object({
      label: z.string(),
      terms: z.array(z.string()),
      pillarUrl: z.string(),
      memberUrls: z.array(z.string()),
      gaps: z.array(urlPairSchema),
    }),
  ),
  brokenLinks: z.array(urlPairSchema.extend({ status: z.number() })),
  redirectChains: z
    .array(z.object({ url: z.string(), hops: z.array(z.string()), linkedFrom: z.number() }))
    .optional(),
  linkIssues: z.array(linkIssueSchema).optional(),
  iterations: z.number(),
  equityScale: z
    .object({ minRank: z.number(), maxRank: z.number(), damping: z.number() })
    .optional(),
});
export type StoredSiteAnalysis = z.infer<typeof storedSiteAnalysisSchema>;
