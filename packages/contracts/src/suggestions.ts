import { z } from 'zod';
import { paginationSchema } from './envelope';
import { MESSAGES } from './messages';

/** The suggestion vocabulary (spec §3), defined once: the db's enums and the engine's types follow it. */
/** Why a reviewer rejected a suggestion, one click each (issue 51); stored as these codes. */
export const REJECTION_REASONS = [
  'generic_words',
  'wrong_page',
  'already_linked',
  'reads_badly',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected', 'applied'] as const;
export const SUGGESTION_TYPES = [
  'contextual_link',
  'new_passage',
  'cluster_link',
  'manual',
] as const;
export const ANCHOR_SOURCES = ['existing_content', 'generated_passage', 'other'] as const;

export const suggestionStatusSchema = z.enum(SUGGESTION_STATUSES);
export type SuggestionStatus = z.infer<typeof suggestionStatusSchema>;
export const suggestionTypeSchema = z.enum(SUGGESTION_TYPES);
export type SuggestionType = z.infer<typeof suggestionTypeSchema>;
export type AnchorSource = (typeof ANCHOR_SOURCES)[number];

/** A link suggestion (spec §3 field names), with the reasons it was proposed. */
export const linkSuggestionSchema = z.object({
  uuid: z.uuid(),
  status: suggestionStatusSchema,
  suggestion_type: suggestionTypeSchema,
  source_url: z.string(),
  target_url: z.string(),
  /** The pages' crawled titles, shown before their URLs; null until crawled (or from an older server). */
  source_title: z.string().nullable().default(null),
  target_title: z.string().nullable().default(null),
  anchor_text: z.string(),
  context: z.string(),
  generated_passage: z.string().nullable(),
  passage_placement: z.string().nullable(),
  anchor_source: z.enum(ANCHOR_SOURCES),
  /** Raw ranking score, comparable within one site only. */
  score: z.number(),
  /**
   * Calibrated confidence (0–1): the estimated probability that a site editor would make
   * this link, from the website's backtest. Null for a written passage, a manual link, or a
   * suggestion made before calibration (a response without it reads as null).
   */
  confidence: z.number().min(0).max(1).nullable().default(null),
  reasons: z.array(z.string()),
  rejection_reason: z.string().nullable(),
  /**
   * The target's current link equity (0–100) and the points a new prose link from the
   * source is estimated to add, from the website's latest site analysis; null until there
   * is one (a response without them, from an older server, reads as null).
   */
  target_equity: z.number().nullable().default(null),
  estimated_equity_gain: z.number().nullable().default(null),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LinkSuggestion = z.infer<typeof linkSuggestionSchema>;

export const suggestionParamsSchema = z.object({
  id: z.uuid({ error: 'Website not found' }),
  suggestionId: z.uuid({ error: 'Suggestion not found' }),
});

/** The review list's filter "Pages that could rank": its label, and why it may be unavailable. */
export const COULD_RANK_FILTER_LABEL = 'Pages that could rank';
export const COULD_RANK_NEEDS_SEARCH_DATA =
  'Connect Search Console and import its data to see the suggestions whose target ranks in striking distance (position 5–20), where a few more links can lift it to page one.';

/**
 * `striking=true`: only suggestions whose target ranks in striking distance (average position
 * 5–20 with impressions, from Search Console): "Pages that could rank".
 */
const strikingFilterSchema = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * The review list's page, limit and filters. Its order: suggestions with search priority first
 * (a striking-distance target, a source with clicks, weighed by confidence), then by source page
 * and score; a website without search data has only the second.
 */
export const suggestionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(50),
  status: suggestionStatusSchema.optional(),
  striking: strikingFilterSchema,
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const suggestionsPageSchema = z.object({
  suggestions: z.array(linkSuggestionSchema),
  pagination: paginationSchema,
});
export type SuggestionsPage = z.infer<typeof suggestionsPageSchema>;

/** Said when an edited anchor is not in the sentence (or passage) that would carry the link. */
export const ANCHOR_NOT_IN_TEXT =
  'The anchor text must appear in the context or the generated passage. Change the anchor, or edit the context to include it.';

/**
 * Whether `anchor` occurs (ignoring case) in the context or the passage that would carry the
 * link; true when both are empty (a link added by hand with no sentence yet).
 */
export function isAnchorInText(anchor: string, context: string, passage: string | null): boolean {
  const texts = [context, passage ?? ''].filter((text) => text.trim().length > 0);
  if (texts.length === 0) {
    return true;
  }
  const needle = anchor.trim().toLocaleLowerCase();
  return needle.length > 0 && texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

export const updateSuggestionBodySchema = z
  .object({
    anchor_text: z.string().trim().min(1).max(300).optional(),
    context: z.string().max(5000).optional(),
    generated_passage: z.string().max(5000).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateSuggestionBody = z.infer<typeof updateSuggestionBodySchema>;

export const createSuggestionBodySchema = z.object({
  source_url: z.url(),
  target_url: z.url(),
  anchor_text: z.string().trim().min(1).max(300),
  context: z.string().max(5000).default(''),
});
export type CreateSuggestionBody = z.infer<typeof createSuggestionBodySchema>;

export const rejectSuggestionBodySchema = z
  .object({ reason: z.string().trim().max(1000).optional() })
  .default({});

export const bulkApproveBodySchema = z.object({
  suggestionIds: z.array(z.uuid()).min(1, MESSAGES.selectSuggestionsToApprove).max(1000),
});
export const bulkRejectBodySchema = bulkApproveBodySchema.extend({
  reason: z.string().trim().max(1000).optional(),
});

export const bulkResultSchema = z.object({ updated: z.number().int(), skipped: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const suggestionStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  applied: z.number().int(),
});
export type SuggestionStats = z.infer<typeof suggestionStatsSchema>;

export const suggestionTargetsSchema = z.array(
  z.object({ target_url: z.string(), total: z.number().int(), pending: z.number().int() }),
);

/**
 * A page of suggestions in target page order (the list's page, limit and status), grouped by
 * their target page. A target's suggestions may go on in the first group of the next page.
 */
export const suggestionsByTargetSchema = z.object({
  groups: z.array(z.object({ target_url: z.string(), suggestions: z.array(linkSuggestionSchema) })),
  pagination: paginationSchema,
});
export type SuggestionsByTarget = z.infer<typeof suggestionsByTargetSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'json']).default('csv'),
  status: suggestionStatusSchema.optional(),
  striking: strikingFilterSchema,
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/**
 * `GET /websites/{id}/pages/{pageId}/inbound-suggestions` ("Links to this post"): the
 * suggestions whose target is that page, best first, a page of them at a time (the list's page,
 * limit and status), with the page itself and how many link to it in each status.
 */
export const inboundSuggestionsSchema = suggestionsPageSchema.extend({
  target: z.object({ page_id: z.uuid(), url: z.string(), title: z.string().nullable() }),
  counts: suggestionStatsSchema,
  /** The analysed pages "Find links to this post" would search (archives and the page left out). */
  analysed_pages: z.number().int().nonnegative(),
});
export type InboundSuggestions = z.infer<typeof inboundSuggestionsSchema>;
