import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../create-db';
import { billingPortalSessions } from '../schema/billing-portal-sessions';
import { checkoutSessions } from '../schema/checkout-sessions';
import { invoices } from '../schema/invoices';
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

export type PortalSessionRow = typeof billingPortalSessions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export async function insertPortalSession(
  db: Db,
  session: typeof billingPortalSessions.$inferInsert,
): Promise<PortalSessionRow> {
  const [row] = await db.insert(billingPortalSessions).values(session).returning();
  return row!;
}

/** A billing portal session by its secret id, while it has not expired at `now`. */
export async function findPortalSession(
  db: Db,
  { id, now }: { id: string; now: Date },
): Promise<PortalSessionRow | null> {
  const [row] = await db
    .select()
    .from(billingPortalSessions)
    .where(and(eq(billingPortalSessions.id, id), gt(billingPortalSessions.expiresAt, now)));
  return row ?? null;
}

/** Adds a charge (or a credit) to the user's local billing ledger. */
export async function insertInvoice(
  db: Db,
  invoice: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(invoice).returning();
  return row!;
}

/** The user's local invoices, newest first. */
export async function listInvoices(
  db: Db,
  { userId, limit }: { userId: string; limit: number },
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}
