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

/** The kinds of problem a fix can correct by pointing the link elsewhere. */
export const FIXABLE_LINK_ISSUE_KINDS = ['redirect', 'redirect_chain', 'canonicalised'] as const;

/**
 * Where a link fix stands: `approved` (not written yet), `published` (the link's href was changed
 * in WordPress), `verified` (a crawl after publishing found the page linking the new URL),
 * `needs_review` (nothing was written: the message says why), `failed` (an error a retry may fix),
 * `undone` (the old href was put back).
 */
export const LINK_FIX_STATES = [
  'approved',
  'published',
  'verified',
  'needs_review',
  'failed',
  'undone',
] as const;
export const linkFixStateSchema = z.enum(LINK_FIX_STATES);
export type LinkFixState = z.infer<typeof linkFixStateSchema>;

/** A link fix: point the anchor on `sourceUrl` that links `targetUrl` at `fixUrl` instead. */
export const linkFixSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FIXABLE_LINK_ISSUE_KINDS),
  sourceUrl: z.string(),
  targetUrl: z.string(),
  anchorText: z.string(),
  fixUrl: z.string(),
  state: linkFixStateSchema,
  message: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type LinkFix = z.infer<typeof linkFixSchema>;

/** `POST /websites/{id}/link-health/fixes`: approve the fix of one listed problem. */
export const approveLinkFixBodySchema = z.object({
  sourceUrl: z.string().min(1).max(2000),
  targetUrl: z.string().min(1).max(2000),
  anchorText: z.string().max(1000),
});
export type ApproveLinkFixBody = z.infer<typeof approveLinkFixBodySchema>;

export const linkFixParamsSchema = z.object({
  id: z.uuid({ error: 'Website not found' }),
  fixId: z.uuid({ error: 'Fix not found' }),
});

/** `GET /websites/{id}/link-health/fixes`: the website's link fixes, newest first. */
export const linkFixesResponseSchema = z.object({ fixes: z.array(linkFixSchema) });
export type LinkFixesResponse = z.infer<typeof linkFixesResponseSchema>;

/** Said when a fix is asked for a problem the latest analysis does not list (or cannot fix). */
export const LINK_FIX_NOT_LISTED =
  'This link problem is not in the latest analysis, or is not fixed by pointing the link elsewhere. Reload Link health.';

/** Said when a fix is published and no CMS is connected. */
export const LINK_FIX_NO_CMS =
  'No CMS is connected to this website yet. Connect WordPress on the website page to publish fixes, or change the link in your CMS yourself.';
