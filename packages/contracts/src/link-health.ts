import { z } from 'zod';
import { paginationSchema } from './envelope';

/** The kinds of internal link problem the Link health screen lists, in the order it lists them. */
export const LINK_ISSUE_KINDS = [
  'broken',
  'redirect',
  'redirect_chain',
  'canonicalised',
  'noindex',
  'nofollow',
  'menu_only',
] as const;
export const linkIssueKindSchema = z.enum(LINK_ISSUE_KINDS);
export type LinkIssueKind = z.infer<typeof linkIssueKindSchema>;

/** What each kind is called on the screen and in the CSV. */
export const LINK_ISSUE_LABELS: Record<LinkIssueKind, string> = {
  broken: 'Broken link',
  redirect: 'Redirect',
  redirect_chain: 'Redirect chain',
  canonicalised: 'Canonicalised target',
  noindex: 'Noindex target',
  nofollow: 'Internal nofollow',
  menu_only: 'Only in menus',
};

/**
 * One internal link problem (the engine's `LinkIssue`), as stored with the site analysis and as
 * the API answers it.
 */
export const linkIssueSchema = z.object({
  kind: linkIssueKindSchema,
  /** The page carrying the link; null for `menu_only`, which is about the target page itself. */
  sourceUrl: z.string().nullable(),
  targetUrl: z.string(),
  anchorText: z.string(),
  placement: z.enum(['main', 'navigation', 'header', 'footer', 'sidebar']).nullable(),
  /** The target's HTTP status when it answers an error. */
  status: z.number().int().nullable(),
  /** The URLs redirected to, in order. */
  hops: z.array(z.string()),
  /** What the link should point at instead: the final URL of a redirect, or the canonical. */
  fixUrl: z.string().nullable(),
  /** `menu_only`: how many pages link to it from their menus, header, footer or sidebar. */
  linkedFrom: z.number().int(),
});
export type LinkIssue = z.infer<typeof linkIssueSchema>;

/** `GET /websites/{id}/link-health` (and its `/export`): which problems, one page of them. */
export const linkHealthQuerySchema = z.object({
  kind: linkIssueKindSchema.optional(),
  /** Part of the source page's URL (the page itself for `menu_only`), case-insensitive. */
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type LinkHealthQuery = z.infer<typeof linkHealthQuerySchema>;

export const linkHealthExportQuerySchema = linkHealthQuerySchema.pick({ kind: true, search: true });
export type LinkHealthExportQuery = z.infer<typeof linkHealthExportQuerySchema>;

/** `GET /websites/{id}/link-health`. */
export const linkHealthResponseSchema = z.object({
  /** When the analysis behind the list ran; null before the first crawl was analysed. */
  computedAt: z.string().nullable(),
  /**
   * False when there is no analysis yet, or the latest one predates link health: the list is
   * empty because nothing was checked, not because nothing is wrong.
   */
  checked: z.boolean(),
  /** Problems of each kind on the whole site, whatever the filters. */
  counts: z.record(linkIssueKindSchema, z.number().int()),
  issues: z.array(linkIssueSchema),
  pagination: paginationSchema,
});
export type LinkHealthResponse = z.infer<typeof linkHealthResponseSchema>;
