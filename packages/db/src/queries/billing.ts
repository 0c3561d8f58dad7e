import { and, eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import { checkoutSessions } from '../schema/checkout-sessions';
import { paymentEvents } from '../schema/payment-events';
import { subscriptions } from '../schema/subscriptions';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export async function insertCheckoutSession(
  db: Db,
  session: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSessionRow> {
  const [row] = await db.insert(checkoutSessions).values(session).returning();
  return row!;
}

/** A checkout session by its secret id. */
export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row ?? null;
}

/** Closes an open session; returns whether this call closed it (so it takes effect once). */
export async function closeCheckoutSession(
  db: Db,
  { id, status, at }: { id: string; status: 'completed' | 'canceled'; at: Date },
) {
  const closed = await db
    .update(checkoutSessions)
    .set({ status, completedAt: at })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return closed.length > 0;
}

/** Records a provider event; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  db: Db,
  { id, type }: { id: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** System access for webhooks: the subscription a provider customer belongs to. */
export async function findSubscriptionByCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId));
  return row ?? null;
}
