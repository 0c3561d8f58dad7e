import { and, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/** The website's suggestions with these ids, as a decision keeps them; others' never. */
export async function listSuggestionsForDecisions(
  db: Db,
  { suggestionIds, ...scope }: WebsiteScope & { suggestionIds: string[] },
) {
  if (suggestionIds.length === 0) {
    return [];
  }
  return db
    .select({
      id: linkSuggestions.id,
      jobId: linkSuggestions.jobId,
      score: linkSuggestions.score,
      reasons: linkSuggestions.reasons,
      sourceUrl: linkSuggestions.sourceUrl,
      targetUrl: linkSuggestions.targetUrl,
      anchorText: linkSuggestions.anchorText,
    })
    .from(linkSuggestions)
    .where(
      and(inWebsite(linkSuggestions.websiteId, scope), inArray(linkSuggestions.id, suggestionIds)),
    );
}
