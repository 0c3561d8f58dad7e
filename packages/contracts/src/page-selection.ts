import { z } from 'zod';

/**
 * Which pages a selection screen lists (issue 55): not analysed yet, orphans (no other page
 * links to them) or pages that could rank (position 5–20 in Search Console).
 */
export const PAGE_SELECTION_FILTERS = ['all', 'not_analysed', 'orphans', 'could_rank'] as const;
export const pageSelectionFilterSchema = z.enum(PAGE_SELECTION_FILTERS);
export type PageSelectionFilter = z.infer<typeof pageSelectionFilterSchema>;

export const PAGE_SELECTION_FILTER_LABELS: Record<PageSelectionFilter, string> = {
  all: 'All pages',
  not_analysed: 'Not analysed yet',
  orphans: 'Orphans (no page links to them)',
  could_rank: 'Pages that could rank',
};

/**
 * The pages a selection covers, as the page lists filter them: a substring of the URL or
 * title, a folder (path prefix) and a filter. Also what "Select all N matching" sends.
 */
export const pageSelectionSchema = z.object({
  search: z.string().trim().max(200).optional(),
  folder: z
    .string()
    .trim()
    .max(200)
    .transform((folder) => (folder === '' || folder.startsWith('/') ? folder : `/${folder}`))
    .optional(),
  filter: pageSelectionFilterSchema.default('all'),
});
export type PageSelection = z.infer<typeof pageSelectionSchema>;

export const PAGE_SELECTION_MESSAGES = {
  couldRankNeedsSearchData:
    'Connect Search Console and import its data to list the pages that could rank (position 5–20 with impressions).',
  noneMatching: 'No pages match this search or filter.',
  selectAllMatching: (total: number) => `Select all ${total.toLocaleString('en-US')} matching`,
  allMatchingSelected: (total: number) =>
    `All ${total.toLocaleString('en-US')} matching pages are selected.`,
} as const;
