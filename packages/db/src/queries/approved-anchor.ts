import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/**
 * The anchor words of an approved (or applied) suggestion, changed at apply time; its offsets
 * into the crawled text no longer point at it. Null when there is no such suggestion.
 */
export async function updateApprovedAnchor(
  db: Db,
  {
    suggestionId,
    anchorText,
    at,
    ...scope
  }: WebsiteScope & { suggestionId: string; anchorText: string; at: Date },
) {
  const [row] = await db
    .update(linkSuggestions)
    .set({ anchorText, anchorStart: null, anchorEnd: null, updatedAt: at })
    .where(
      and(
        inWebsite(linkSuggestions.websiteId, scope),
        eq(linkSuggestions.id, suggestionId),
        inArray(linkSuggestions.status, ['approved', 'applied']),
      ),
    )
    .returning();
  return row ?? null;
}
