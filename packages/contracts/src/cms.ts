import { z } from 'zod';

/** The CMSs a website can be connected to; only WordPress is built. */
export const CMS_KINDS = ['wordpress'] as const;
export type CmsKind = (typeof CMS_KINDS)[number];

/** Said when a suggestion is applied and no CMS is connected (the UI then offers copy-ready HTML). */
export const NO_CMS_CONNECTED =
  'No CMS is connected to this website yet. Copy the link into your page, then mark the suggestion approved.';

export const wordpressConnectBodySchema = z.object({
  site_url: z
    .string()
    .trim()
    .min(1, 'The WordPress address is required')
    .pipe(
      z.url({
        protocol: /^https?$/,
        error: 'The WordPress address must start with http:// or https://',
      }),
    ),
  username: z.string().trim().min(1, 'The WordPress user name is required').max(200),
  application_password: z.string().trim().min(1, 'The application password is required').max(200),
});
export type WordpressConnectBody = z.infer<typeof wordpressConnectBodySchema>;

/** How Linkloom writes links into the website's CMS; kept with its connection. */
export const cmsLinkSettingsSchema = z.object({
  /** Links Linkloom adds to one post at most, its earlier ones included. */
  max_links_per_post: z
    .number()
    .int()
    .min(1, 'At least 1 link per post')
    .max(50, 'At most 50 links per post'),
  /** Links Linkloom adds to one paragraph at most. */
  max_links_per_paragraph: z
    .number()
    .int()
    .min(1, 'At least 1 link per paragraph')
    .max(10, 'At most 10 links per paragraph'),
  open_in_new_tab: z.boolean(),
  nofollow: z.boolean(),
  /** Write `/path/` instead of `https://site/path/` for the site's own pages. */
  relative_urls: z.boolean(),
});
export type CmsLinkSettings = z.infer<typeof cmsLinkSettingsSchema>;

export const CMS_LINK_SETTINGS_DEFAULTS: CmsLinkSettings = {
  max_links_per_post: 10,
  max_links_per_paragraph: 2,
  open_in_new_tab: false,
  nofollow: false,
  relative_urls: false,
};

export const cmsLinkSettingsBodySchema = cmsLinkSettingsSchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one setting to change.',
  });
export type CmsLinkSettingsBody = z.infer<typeof cmsLinkSettingsBodySchema>;

/**
 * "Apply to WordPress" for one suggestion, optionally with other anchor words from its sentence
 * and this link's own options (the website's settings otherwise).
 */
export const applyToCmsBodySchema = z
  .object({
    anchor_text: z.string().trim().min(1, 'The anchor text is required').max(200).optional(),
    open_in_new_tab: z.boolean().optional(),
    nofollow: z.boolean().optional(),
    relative_urls: z.boolean().optional(),
  })
  .nullish();
export type ApplyToCmsBody = z.infer<typeof applyToCmsBodySchema>;

/** A website's CMS connection as the API shows it: never the secret. */
export const cmsConnectionSchema = z.object({
  kind: z.enum(CMS_KINDS),
  site_url: z.string(),
  username: z.string(),
  /** The WordPress user's display name, as WordPress answered when checked. */
  display_name: z.string(),
  connected_at: z.string(),
  /**
   * Why the connection needs attention (WordPress stopped accepting the password, or the user
   * lost the right to edit posts), or null. Connecting again clears it.
   */
  needs_attention: z.string().nullable(),
  link_settings: cmsLinkSettingsSchema,
});
export type CmsConnection = z.infer<typeof cmsConnectionSchema>;

/**
 * Where a suggestion stands in the CMS. `written` is in the post but not yet seen on the live
 * page; `applied` was written by Linkloom and seen there (the suggestion's status is then
 * `applied`); `linked_by_author` means the post already linked the page itself, so Linkloom wrote
 * nothing and has nothing to undo; `needs_review` means nothing was written (the message says
 * why); `failed` is an error that a retry may fix; `undone` was taken out with Undo, and
 * `removed` was taken out of the post in the CMS by someone: both are decisions that stay until
 * "Apply again".
 */
export const CMS_PUBLICATION_STATES = [
  'queued',
  'written',
  'applied',
  'linked_by_author',
  'needs_review',
  'failed',
  'undone',
  'removed',
] as const;
export type CmsPublicationState = (typeof CMS_PUBLICATION_STATES)[number];

/** States "Apply approved" never writes again: only the card's explicit "Apply again" does. */
export const CMS_STATES_KEPT_OFF: readonly CmsPublicationState[] = [
  'undone',
  'removed',
  'linked_by_author',
];

/** Said when Undo needs WordPress and none is connected any more. */
export const CMS_NOT_CONNECTED_FOR_UNDO =
  'WordPress is no longer connected to this website. Connect it again to take the link out; until then the link stays in the post.';

export const cmsPublicationSchema = z.object({
  suggestion_id: z.uuid(),
  state: z.enum(CMS_PUBLICATION_STATES),
  message: z.string().nullable(),
  post_id: z.number().int().nullable(),
  applied_at: z.string().nullable(),
  updated_at: z.string(),
});
export type CmsPublication = z.infer<typeof cmsPublicationSchema>;

export const CMS_RUN_STATES = ['queued', 'running', 'completed', 'failed'] as const;

/** A bulk "Apply approved" job and its progress. */
export const cmsApplyRunSchema = z.object({
  id: z.uuid(),
  state: z.enum(CMS_RUN_STATES),
  total: z.number().int(),
  done: z.number().int(),
  applied: z.number().int(),
  needs_review: z.number().int(),
  /** Posts that already linked the page themselves: nothing written, not counted as applied. */
  already_linked: z.number().int(),
  failed: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CmsApplyRun = z.infer<typeof cmsApplyRunSchema>;

/** What "Apply approved" would write now: the links, and the posts they go into (the first 50). */
export const cmsApplyPreviewSchema = z.object({
  links: z.number().int(),
  post_count: z.number().int(),
  posts: z.array(
    z.object({ url: z.string(), title: z.string().nullable(), links: z.number().int() }),
  ),
});
export type CmsApplyPreview = z.infer<typeof cmsApplyPreviewSchema>;

/** Any run id: one that is not a job of this website (or not an id at all) is simply not found. */
export const cmsRunParamsSchema = z.object({
  id: z.uuid({ error: 'Website not found' }),
  runId: z.string().min(1).max(100),
});

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The paragraph that carries a suggestion, as HTML ready to paste into a page: the passage or
 * the context with the first occurrence of the anchor (ignoring case) made a link to the target.
 */
export function linkedParagraphHtml(suggestion: {
  anchor_text: string;
  target_url: string;
  context: string;
  generated_passage: string | null;
}): string {
  const text = (suggestion.generated_passage ?? '').trim() || suggestion.context.trim();
  const link = (anchor: string) =>
    `<a href="${escapeHtml(suggestion.target_url)}">${escapeHtml(anchor)}</a>`;
  const at = text.toLocaleLowerCase().indexOf(suggestion.anchor_text.toLocaleLowerCase());
  if (text === '' || at < 0) {
    return `<p>${link(suggestion.anchor_text)}</p>`;
  }
  const end = at + suggestion.anchor_text.length;
  return `<p>${escapeHtml(text.slice(0, at))}${link(text.slice(at, end))}${escapeHtml(text.slice(end))}</p>`;
}

/** One link a CMS connector writes: wrap the anchor in its sentence, or add the passage after its paragraph. */
export type CmsLinkEdit = {
  /** The suggestion's id; the connector marks the link with it to find it again. */
  id: string;
  targetUrl: string;
  anchorText: string;
  context: string;
  /** A passage to insert as its own paragraph (it contains the anchor); null to wrap existing words. */
  passage: string | null;
  /** What the link's href says (a relative address, say); the target URL when absent. */
  href?: string;
  newTab?: boolean;
  nofollow?: boolean;
};

/** The website's limits on the links Linkloom adds to one post (absent: no limit). */
export type CmsEditRules = { maxPerPost?: number; maxPerParagraph?: number };
