import { and, eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import { lessLikelySuggestions } from '../schema/less-likely-suggestions';
import { linkSuggestions } from '../schema/link-suggestions';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/**
 * Every undecided link of the website (pending suggestions, passages among them, and less
 * likely candidates): what an owner's new rule is checked against.
 */
export async function listUndecidedLinks(db: Db, scope: WebsiteScope) {
  const columnsOf = (table: typeof linkSuggestions | typeof lessLikelySuggestions) => ({
    id: table.id,
    sourceUrl: table.sourceUrl,
    targetUrl: table.targetUrl,
    anchorText: table.anchorText,
  });
  const pending = await db
    .select(columnsOf(linkSuggestions))
    .from(linkSuggestions)
    .where(and(inWebsite(linkSuggestions.websiteId, scope), eq(linkSuggestions.status, 'pending')));
  const lessLikely = await db
    .select(columnsOf(lessLikelySuggestions))
    .from(lessLikelySuggestions)
    .where(inWebsite(lessLikelySuggestions.websiteId, scope));
  return [...pending, ...lessLikely];
}
