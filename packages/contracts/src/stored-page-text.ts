import { z } from 'zod';

/*
 * What the crawler stores of a page (`pages.page_text`), as the engine reads it (its
 * `PageText`). Read back through this schema: a row that no longer reads as one is no text.
 */

const textSpanSchema = z.object({ start: z.number(), end: z.number() });

const contentBlockSchema = z.object({
  kind: z.enum(['paragraph', 'list_item', 'table_cell', 'quote', 'definition']),
  text: z.string(),
  links: z.array(textSpanSchema.extend({ href: z.string() })),
  code: z.array(textSpanSchema),
  section: z.number(),
});

export const storedPageTextSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  redirects: z.array(z.string()).optional(),
  status: z.number(),
  title: z.string(),
  metaDescription: z.string(),
  canonical: z.string().nullable(),
  noindex: z.boolean(),
  nofollow: z.boolean(),
  lang: z.string().nullable(),
  headings: z.array(z.object({ level: z.number(), text: z.string() })),
  blocks: z.array(contentBlockSchema),
  links: z.array(
    z.object({
      href: z.string(),
      anchorText: z.string(),
      rel: z.array(z.string()),
      placement: z.enum(['main', 'navigation', 'header', 'footer', 'sidebar']),
    }),
  ),
  wordCount: z.number(),
  /** What the page's template says when it only lists others; absent on pages crawled before. */
  listing: z.enum(['archive', 'search', 'paginated']).nullable().optional(),
});
export type StoredPageText = z.infer<typeof storedPageTextSchema>;

/** The stored text of a page, or null when there is none or it no longer reads as one. */
export function readStoredPageText(value: unknown): StoredPageText | null {
  const parsed = storedPageTextSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
