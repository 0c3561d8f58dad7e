import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { creditLedger } from '../schema/credit-ledger';

type Period = { userId: string; periodStart: Date };

/** Credits used in a period: reservations minus refunds. */
export async function sumCreditsUsed(db: Db, { userId, periodStart }: Period): Promise<number> {
  const [row] = await db
    .select({
      used: sql<number>`coalesce(sum(case when ${creditLedger.kind} = 'reserve' then ${creditLedger.amount} else -${creditLedger.amount} end), 0)::int`,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.periodStart, periodStart)));
  return row?.used ?? 0;
}

/**
 * Moves a credit period's movements to another period's start: a plan change that starts a
 * new billing period mid-month carries what was used, so the month's credits do not reset.
 * Returns how many movements moved.
 */
export async function moveCreditPeriod(
  db: Db,
  { userId, from, to }: { userId: string; from: Date; to: Date },
): Promise<number> {
  const moved = await db
    .update(creditLedger)
    .set({ periodStart: to })
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.periodStart, from)))
    .returning({ id: creditLedger.id });
  return moved.length;
}

/** The ledger entry a request with this idempotency key already made, if any. */
export async function findLedgerEntry(
  db: Db,
  {
    userId,
    kind,
    idempotencyKey,
  }: { userId: string; kind: 'reserve' | 'refund'; idempotencyKey: string },
) {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.kind, kind),
        eq(creditLedger.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
}

export async function insertLedgerEntry(db: Db, entry: typeof creditLedger.$inferInsert) {
  const [row] = await db.insert(creditLedger).values(entry).returning();
  return row!;
}

/** Net credits used per day and per website in a period, for the usage chart. */
export async function listCreditUsage(db: Db, { userId, periodStart }: Period) {
  const net = sql<number>`sum(case when ${creditLedger.kind} = 'reserve' then ${creditLedger.amount} else -${creditLedger.amount} end)::int`;
  const where = and(eq(creditLedger.userId, userId), eq(creditLedger.periodStart, periodStart));
  const [daily, perWebsite] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        used: net,
      })
      .from(creditLedger)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ websiteId: creditLedger.websiteId, used: net })
      .from(creditLedger)
      .where(where)
      .groupBy(creditLedger.websiteId),
  ]);
  return { daily, perWebsite };
}
