import { PLANS } from '@linkloom/contracts';
import type {
  CreditCheck,
  CreditStatus,
  CreditUsageStats,
  PlanId,
  Subscription,
  UpgradeRecommendation,
} from '@linkloom/contracts';
import {
  findLedgerEntry,
  findOrCreateSubscription,
  insertLedgerEntry,
  listCreditUsage,
  lockSubscription,
  sumCreditsReservedInRuns,
  sumCreditsUsed,
} from '@linkloom/db';
import type { Db, SubscriptionRow } from '@linkloom/db';
import { AppError } from '../app-error';
import {
  creditPeriod,
  effectiveStatus,
  toSubscription,
  TRIAL_DAYS,
} from '../billing/subscription-rules';
import type { Clock } from '../ports/clock';

type CreditsServiceDeps = { db: Db; clock: Clock };

export type Reservation = {
  requested: number;
  consumed: number;
  remaining: number;
  isPartial: boolean;
  needsUpgrade: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const UPGRADE_PATH: Record<PlanId, PlanId | null> = {
  free: 'starter',
  starter: 'pro',
  pro: 'business',
  business: null,
};

/** Credits and the subscription they come from: a ledger of reservations and refunds per period. */
export function createCreditsService({ db, clock }: CreditsServiceDeps) {
  async function subscriptionOf(userId: string, tx: Db = db): Promise<SubscriptionRow> {
    const now = clock.now();
    return findOrCreateSubscription(tx, {
      userId,
      planId: 'free',
      status: 'trialing',
      trialEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    });
  }

  function balanceOf(row: SubscriptionRow, used: number) {
    const perMonth = PLANS[row.planId].creditsPerMonth;
    const expired = effectiveStatus(row, clock.now()) === 'pending';
    return { perMonth, remaining: expired ? 0 : Math.max(0, perMonth - used) };
  }

  async function getSubscription(userId: string): Promise<Subscription> {
    return toSubscription(await subscriptionOf(userId), clock.now());
  }

  async function planOf(userId: string): Promise<PlanId> {
    return (await subscriptionOf(userId)).planId;
  }

  async function status(userId: string): Promise<CreditStatus> {
    const row = await subscriptionOf(userId);
    const period = creditPeriod(row, clock.now());
    const [used, reserved] = await Promise.all([
      sumCreditsUsed(db, { userId, periodStart: period.start }),
      sumCreditsReservedInRuns(db, { ownerId: userId, since: period.start }),
    ]);
    const { perMonth, remaining } = balanceOf(row, used);
    // The ledger counts a run's reservation at once; until the run ends it is held, not spent.
    const held = Math.min(reserved, used);
    return {
      plan: row.planId,
      creditsUsedThisMonth: used - held,
      creditsReservedInRuns: held,
      creditsRemaining: remaining,
      creditsPerMonth: perMonth,
      hasCredits: remaining > 0,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    };
  }

  async function check(userId: string, creditsNeeded: number): Promise<CreditCheck> {
    const { creditsRemaining } = await status(userId);
    return { hasEnoughCredits: creditsRemaining >= creditsNeeded, creditsRemaining };
  }

  async function upgradeRecommendation(userId: string): Promise<UpgradeRecommendation> {
    const row = await subscriptionOf(userId);
    const { creditsRemaining, creditsPerMonth } = await status(userId);
    const recommendedPlan = UPGRADE_PATH[row.planId];
    if (effectiveStatus(row, clock.now()) === 'pending') {
      return {
        needsUpgrade: true,
        reason: 'trial_expired',
        recommendedPlan: recommendedPlan ?? 'starter',
      };
    }
    if (creditsRemaining === 0) {
      return {
        needsUpgrade: recommendedPlan !== null,
        reason: 'credits_exhausted',
        recommendedPlan,
      };
    }
    if (creditsRemaining <= creditsPerMonth * 0.2) {
      return { needsUpgrade: false, reason: 'credits_low', recommendedPlan };
    }
    return { needsUpgrade: false, reason: 'none', recommendedPlan: null };
  }

  async function usageStats(userId: string): Promise<CreditUsageStats> {
    const row = await subscriptionOf(userId);
    const period = creditPeriod(row, clock.now());
    const usage = await listCreditUsage(db, { userId, periodStart: period.start });
    return {
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      ...usage,
    };
  }

  /**
   * Reserves up to `amount` credits inside the caller's transaction: all of them when
   * the balance allows, else what is left (partial). The user's subscription row is
   * locked first, so concurrent reservations queue up and never overspend. The same
   * idempotency key returns the first reservation again without charging.
   * @throws AppError CREDITS_EXHAUSTED when nothing can be reserved.
   */
  async function reserve(
    tx: Db,
    {
      userId,
      amount,
      idempotencyKey,
      websiteId,
      jobId,
    }: {
      userId: string;
      amount: number;
      idempotencyKey: string;
      websiteId?: string;
      jobId?: string;
    },
  ): Promise<Reservation> {
    await subscriptionOf(userId, tx);
    const row = (await lockSubscription(tx, userId))!;
    const period = creditPeriod(row, clock.now());
    const previous = await findLedgerEntry(tx, { userId, kind: 'reserve', idempotencyKey });
    const used = await sumCreditsUsed(tx, { userId, periodStart: period.start });
    const { remaining } = balanceOf(row, used);
    if (previous) {
      return {
        requested: amount,
        consumed: previous.amount,
        remaining,
        isPartial: previous.amount < amount,
        needsUpgrade: remaining === 0,
      };
    }
    const consumed = Math.min(amount, remaining);
    if (consumed === 0) {
      const expired = effectiveStatus(row, clock.now()) === 'pending';
      throw new AppError(
        'CREDITS_EXHAUSTED',
        expired
          ? 'Your free trial has ended. Upgrade to continue.'
          : 'You have no credits left this month. Upgrade to get more.',
        { needsUpgrade: true, remaining: 0 },
      );
    }
    await insertLedgerEntry(tx, {
      userId,
      kind: 'reserve',
      amount: consumed,
      periodStart: period.start,
      idempotencyKey,
      websiteId,
      jobId,
    });
    return {
      requested: amount,
      consumed,
      remaining: remaining - consumed,
      isPartial: consumed < amount,
      needsUpgrade: remaining - consumed === 0,
    };
  }

  /** Gives back credits for URLs that were not processed; once per idempotency key, in the reservation's period. */
  async function refund(
    tx: Db,
    {
      userId,
      amount,
      idempotencyKey,
      reservationKey,
    }: { userId: string; amount: number; idempotencyKey: string; reservationKey: string },
  ): Promise<number> {
    if (amount <= 0) {
      return 0;
    }
    await lockSubscription(tx, userId);
    const reservation = await findLedgerEntry(tx, {
      userId,
      kind: 'reserve',
      idempotencyKey: reservationKey,
    });
    if (!reservation || (await findLedgerEntry(tx, { userId, kind: 'refund', idempotencyKey }))) {
      return 0;
    }
    const refunded = Math.min(amount, reservation.amount);
    await insertLedgerEntry(tx, {
      userId,
      kind: 'refund',
      amount: refunded,
      periodStart: reservation.periodStart,
      idempotencyKey,
      websiteId: reservation.websiteId,
      jobId: reservation.jobId,
    });
    return refunded;
  }

  return {
    getSubscription,
    planOf,
    status,
    check,
    upgradeRecommendation,
    usageStats,
    reserve,
    refund,
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
