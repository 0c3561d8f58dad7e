import { z } from 'zod';
import { bulkApproveBodySchema, REJECTION_REASONS } from './suggestions';

/**
 * What an owner did to a suggestion (issue 51): each is kept with the suggestion's raw score
 * and evidence, and the site's model learns from them. `edited`: the anchor was changed;
 * `unpublished`: undone after publishing; `removed_by_owner`: a re-crawl found the link gone.
 */
export const DECISION_ACTIONS = [
  'approved',
  'rejected',
  'edited',
  'unpublished',
  'removed_by_owner',
] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/** The reviewer's one-click reasons, as the review screen labels them. */
export const REJECTION_REASON_LABELS = {
  generic_words: 'Generic words',
  wrong_page: 'Wrong page',
  already_linked: 'Already linked',
  reads_badly: 'Reads badly',
  other: 'Other',
} as const satisfies Record<(typeof REJECTION_REASONS)[number], string>;

export const rejectionReasonSchema = z.enum(REJECTION_REASONS, {
  error: 'Pick one of the reasons: generic words, wrong page, already linked, reads badly or other',
});

/**
 * An owner's standing rule on a website: never this phrase as an anchor; never a link to or
 * from this page; links only within this folder (a URL path prefix) for pages in it.
 */
export const OWNER_RULE_KINDS = ['never_anchor', 'never_page', 'same_folder'] as const;
export type OwnerRuleKind = (typeof OWNER_RULE_KINDS)[number];

export const OWNER_RULE_MESSAGES = {
  kind: 'Choose what the rule does: never this anchor, never this page, or keep links within a folder',
  value: 'Write the phrase, page address or folder the rule is about',
  page: 'Write the page as a full address (https://…) or a path starting with /',
  folder: 'Write the folder as a path starting with / (for example /blog/)',
  duplicate: 'This rule already exists',
} as const;

export const createOwnerRuleBodySchema = z.object({
  kind: z.enum(OWNER_RULE_KINDS, { error: OWNER_RULE_MESSAGES.kind }),
  value: z
    .string({ error: OWNER_RULE_MESSAGES.value })
    .trim()
    .min(1, OWNER_RULE_MESSAGES.value)
    .max(500),
});
export type CreateOwnerRuleBody = z.infer<typeof createOwnerRuleBodySchema>;

export const ownerRuleSchema = z.object({
  id: z.uuid(),
  kind: z.enum(OWNER_RULE_KINDS),
  value: z.string(),
  created_at: z.string(),
});
export type OwnerRule = z.infer<typeof ownerRuleSchema>;

/** A rule saved, with how many pending suggestions it took away at once. */
export const ownerRuleCreatedSchema = z.object({
  rule: ownerRuleSchema,
  removed: z.number().int(),
});

/**
 * What the site's confidence rests on, and how sure it is: `decisions` (learnt from the
 * owner's), `site` (its own links), `developer_sites` (other sites).
 */
export const learningSummarySchema = z.object({
  source: z.enum(['decisions', 'site', 'developer_sites']),
  decisions: z.number().int(),
  approvals: z.number().int(),
  /** "learnt from your 37 decisions", "estimated from your site's own links", … */
  basis_text: z.string(),
  /** How sure: the plausible range of the site's precision at its cut-off (0–1). */
  confidence_range: z.tuple([z.number(), z.number()]),
  /** The last re-rating: suggestions it showed again, and those it moved to "less likely". */
  last_change: z.object({
    decisions: z.number().int(),
    promoted: z.number().int(),
    demoted: z.number().int(),
  }),
  less_likely: z.number().int(),
  /**
   * Decisions the model has not learnt from yet: the re-fit runs a moment after them (a burst
   * gives one), and the review list is re-rated when it ends.
   */
  rerating: z.boolean(),
});
export type LearningSummary = z.infer<typeof learningSummarySchema>;

/** A candidate below the site's cut-off, kept so a reviewer can give back recall. */
export const lessLikelySuggestionSchema = z.object({
  uuid: z.uuid(),
  source_url: z.string(),
  target_url: z.string(),
  anchor_text: z.string(),
  context: z.string(),
  confidence: z.number().nullable(),
  reasons: z.array(z.string()),
});
export type LessLikelySuggestion = z.infer<typeof lessLikelySuggestionSchema>;

export const LESS_LIKELY_SOURCE_REQUIRED = 'Choose the page whose less likely suggestions to show';

// Checked by the service after the website's ownership, so another owner's website is a 404
// whatever the query.
export const lessLikelyQuerySchema = z.object({ source_url: z.string().default('') });

/** Reject with a one-click reason code, and optional words of the reviewer's own. */
export const rejectWithReasonBodySchema = z
  .object({
    reason: z.string().trim().max(1000).optional(),
    reason_code: rejectionReasonSchema.optional(),
  })
  .default({});
export type RejectWithReasonBody = z.infer<typeof rejectWithReasonBodySchema>;

export const bulkRejectWithReasonBodySchema = bulkApproveBodySchema.extend({
  reason: z.string().trim().max(1000).optional(),
  reason_code: rejectionReasonSchema.optional(),
});

export const ownerRuleParamsSchema = z.object({
  id: z.uuid({ error: 'Website not found' }),
  ruleId: z.uuid({ error: 'Rule not found' }),
});
export const lessLikelyParamsSchema = z.object({
  id: z.uuid({ error: 'Website not found' }),
  candidateId: z.uuid({ error: 'Suggestion not found' }),
});
