import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../create-db';
import { websites } from '../schema/websites';

/**
 * Pauses (a date) or re-activates (null) these websites of the owner; another owner's ids
 * are left alone. Returns the ids changed.
 */
export async function setWebsitesPausedByPlan(
  db: Db,
  {
    ownerId,
    websiteIds,
    pausedAt,
  }: { ownerId: string; websiteIds: string[]; pausedAt: Date | null },
): Promise<string[]> {
  if (websiteIds.length === 0) {
    return [];
  }
  const rows = await db
    .update(websites)
    .set({ pausedByPlanAt: pausedAt })
    .where(and(eq(websites.ownerId, ownerId), inArray(websites.id, websiteIds)))
    .returning({ id: websites.id });
  return rows.map((row) => row.id);
}

/**
 * System access for job handlers: whether the website is paused by its owner's plan. An
 * unknown website is not paused (the handler finds it gone on its own).
 */
export async function isWebsitePausedByPlan(db: Db, websiteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.id, websiteId), isNotNull(websites.pausedByPlanAt)));
  return row !== undefined;
}
