import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import { ownerRules } from '../schema/owner-rules';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

export type OwnerRuleRow = typeof ownerRules.$inferSelect;

/** The website's rules, oldest first. */
export async function listOwnerRules(db: Db, scope: WebsiteScope): Promise<OwnerRuleRow[]> {
  return db
    .select()
    .from(ownerRules)
    .where(inWebsite(ownerRules.websiteId, scope))
    .orderBy(asc(ownerRules.createdAt), asc(ownerRules.id));
}

/**
 * Saves a rule; null when the same rule exists already.
 * @throws WebsiteNotOwnedError when the website is not the owner's.
 */
export async function insertOwnerRule(
  db: Db,
  { kind, value, ...scope }: WebsiteScope & Pick<OwnerRuleRow, 'kind' | 'value'>,
): Promise<OwnerRuleRow | null> {
  await assertOwnsWebsite(db, scope);
  const [row] = await db
    .insert(ownerRules)
    .values({ websiteId: scope.websiteId, kind, value })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Deletes one of the website's rules; false when there is no such rule of the owner's. */
export async function deleteOwnerRule(
  db: Db,
  { ruleId, ...scope }: WebsiteScope & { ruleId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(ownerRules)
    .where(and(inWebsite(ownerRules.websiteId, scope), eq(ownerRules.id, ruleId)))
    .returning({ id: ownerRules.id });
  return deleted.length > 0;
}
