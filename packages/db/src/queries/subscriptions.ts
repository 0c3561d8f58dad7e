import { eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import { subscriptions } from '../schema/subscriptions';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscription = typeof subscriptions.$inferInsert;

/** The user's subscription, creating it from `initial` the first time. */
export async function findOrCreateSubscription(
  db: Db,
  initial: NewSubscription,
): Promise<SubscriptionRow> {
  await db.insert(subscriptions).values(initial).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, initial.userId));
  return row!;
}

/**
 * Locks the user's subscription row until the transaction ends: credit movements
 * of one user are serialised, so concurrent requests cannot overspend.
 */
export async function lockSubscription(tx: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  return row ?? null;
}

export async function updateSubscription(
  db: Db,
  userId: string,
  patch: Partial<Omit<NewSubscription, 'userId' | 'createdAt'>>,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row ?? null;
}
