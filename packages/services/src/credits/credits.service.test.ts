import { schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase, testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { createCreditsService } from './credits.service';

describe.each(testDatabaseKinds())('credits ledger on %s', (kind) => {
  let database: Database;
  let now = new Date('2026-11-22T12:00:00Z');
  const clock = { now: () => now };
  let credits: ReturnType<typeof createCreditsService>;

  async function addUser(id: string) {
    await database.db.insert(schema.users).values({ id, name: id, email: `${id}@example.com` });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    credits = createCreditsService({ db: database.db, clock });
    await Promise.all(['ada', 'bob', 'cy', 'dee', 'eve'].map(addUser));
  });
  afterAll(() => database?.close());

  it('starts a new account on a 14-day trial with 50 credits', async () => {
    expect(await credits.status('ada')).toMatchObject({
      plan: 'free',
      creditsUsedThisMonth: 0,
      creditsRemaining: 50,
      creditsPerMonth: 50,
      hasCredits: true,
    });
    expect(await credits.getSubscription('ada')).toMatchObject({
      status: 'trialing',
      isTrial: true,
      pricingTierNumber: 0,
      trialEnd: '2026-12-06T12:00:00.000Z',
    });
  });

  it('reserves credits once per idempotency key', async () => {
    const first = await database.db.transaction((tx) =>
      credits.reserve(tx, { userId: 'ada', amount: 20, idempotencyKey: 'job-1' }),
    );
    const again = await database.db.transaction((tx) =>
      credits.reserve(tx, { userId: 'ada', amount: 20, idempotencyKey: 'job-1' }),
    );
    expect(first).toMatchObject({ consumed: 20, remaining: 30, isPartial: false });
    expect(again).toMatchObject({ consumed: 20, remaining: 30 });
    expect((await credits.status('ada')).creditsRemaining).toBe(30);
  });

  it('reserves only what is left when credits cover part of a request', async () => {
    const partial = await database.db.transaction((tx) =>
      credits.reserve(tx, { userId: 'ada', amount: 40, idempotencyKey: 'job-2' }),
    );
    expect(partial).toEqual({
      requested: 40,
      consumed: 30,
      remaining: 0,
      isPartial: true,
      needsUpgrade: true,
    });
    await expect(
      database.db.transaction((tx) =>
        credits.reserve(tx, { userId: 'ada', amount: 1, idempotencyKey: 'job-3' }),
      ),
    ).rejects.toMatchObject({
      code: 'CREDITS_EXHAUSTED',
    });
  });

  it('refunds unprocessed URLs once, within the reservation', async () => {
    const refunded = await database.db.transaction((tx) =>
      credits.refund(tx, {
        userId: 'ada',
        amount: 12,
        idempotencyKey: 'job-2:refund',
        reservationKey: 'job-2',
      }),
    );
    const twice = await database.db.transaction((tx) =>
      credits.refund(tx, {
        userId: 'ada',
        amount: 12,
        idempotencyKey: 'job-2:refund',
        reservationKey: 'job-2',
      }),
    );
    expect([refunded, twice]).toEqual([12, 0]);
    expect(await credits.status('ada')).toMatchObject({
      creditsUsedThisMonth: 38,
      creditsRemaining: 12,
    });
  });

  it('never lets fifty concurrent requests spend more than the balance', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        database.db.transaction((tx) =>
          credits.reserve(tx, { userId: 'bob', amount: 3, idempotencyKey: `burst-${index}` }),
        ),
      ),
    );
    const consumed = attempts.reduce(
      (sum, attempt) => sum + (attempt.status === 'fulfilled' ? attempt.value.consumed : 0),
      0,
    );
    expect(consumed).toBe(50);
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(
      refused.every((attempt) => (attempt as PromiseRejectedResult).reason instanceof AppError),
    ).toBe(true);
    expect(await credits.status('bob')).toMatchObject({
      creditsUsedThisMonth: 50,
      creditsRemaining: 0,
      hasCredits: false,
    });
  });

  it('resets with the calendar month on the free plan', async () => {
    await database.db.transaction((tx) =>
      credits.reserve(tx, { userId: 'cy', amount: 50, idempotencyKey: 'november' }),
    );
    now = new Date('2026-12-01T00:00:01Z');
    expect((await credits.status('cy')).creditsRemaining).toBe(50);
    now = new Date('2026-11-22T12:00:00Z');
  });

  it('leaves no credits once the trial has ended', async () => {
    await credits.status('dee');
    now = new Date('2026-12-07T00:00:00Z');
    expect(await credits.getSubscription('dee')).toMatchObject({
      status: 'pending',
      isTrial: false,
    });
    expect(await credits.upgradeRecommendation('dee')).toEqual({
      needsUpgrade: true,
      reason: 'trial_expired',
      recommendedPlan: 'starter',
    });
    await expect(
      database.db.transaction((tx) =>
        credits.reserve(tx, { userId: 'dee', amount: 1, idempotencyKey: 'late' }),
      ),
    ).rejects.toThrow('Your free trial has ended. Upgrade to continue.');
    now = new Date('2026-11-22T12:00:00Z');
  });

  it('holds a run’s reservation apart from what is used until the run ends (issue 52)', async () => {
    const [website] = await database.db
      .insert(schema.websites)
      .values({ ownerId: 'eve', name: 'Blog', url: 'https://blog.test' })
      .returning();
    await database.db.transaction((tx) =>
      credits.reserve(tx, { userId: 'eve', amount: 44, idempotencyKey: 'process:run' }),
    );
    const [job] = await database.db
      .insert(schema.processingJobs)
      .values({
        ownerId: 'eve',
        websiteId: website!.id,
        idempotencyKey: 'run',
        urls: [],
        urlsRequested: 44,
        creditsConsumed: 44,
        options: { isGenerateSuggestions: true, batchSize: 10, maxSuggestionsPerPage: 8 },
        createdAt: now,
      })
      .returning();
    // During the run: nothing is spent yet, 44 are held, 6 are free to spend.
    expect(await credits.status('eve')).toMatchObject({
      creditsUsedThisMonth: 0,
      creditsReservedInRuns: 44,
      creditsRemaining: 6,
    });
    // The run ends: the 21 pages left out are given back, the 23 analysed are charged.
    await database.db.transaction(async (tx) => {
      const refunded = await credits.refund(tx, {
        userId: 'eve',
        amount: 21,
        idempotencyKey: 'process:run:refund',
        reservationKey: 'process:run',
      });
      await tx
        .update(schema.processingJobs)
        .set({ status: 'completed', creditsRefunded: refunded })
        .where(eq(schema.processingJobs.id, job!.id));
    });
    expect(await credits.status('eve')).toMatchObject({
      creditsUsedThisMonth: 23,
      creditsReservedInRuns: 0,
      creditsRemaining: 27,
    });
  });
});
