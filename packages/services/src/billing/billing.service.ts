import type {
  BillingInterval,
  CheckoutSession,
  PaidPlanId,
  PlanChoiceBody,
  Subscription,
} from '@linkloom/contracts';
import {
  closeCheckoutSession,
  findCheckoutSession,
  findOrCreateSubscription,
  findSubscriptionByCustomer,
  recordPaymentEvent,
  updateSubscription,
} from '@linkloom/db';
import type { Db, SubscriptionRow } from '@linkloom/db';
import { AppError } from '../app-error';
import type { CreditsService } from '../credits/credits.service';
import type { Clock } from '../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';
import { effectiveStatus, toSubscription } from './subscription-rules';

type BillingServiceDeps = {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  credits: Pick<CreditsService, 'getSubscription'>;
  publicUrl: string;
};

/** What a provider reports about a subscription, in our terms. */
export type ProviderSubscriptionState = {
  customerId: string;
  subscriptionId: string;
  planId: PaidPlanId;
  interval: BillingInterval;
  status: 'active' | 'trialing' | 'past_due' | 'canceled';
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  priceId: string | null;
};

function addInterval(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'year') {
    end.setUTCFullYear(end.getUTCFullYear() + 1);
  } else {
    end.setUTCMonth(end.getUTCMonth() + 1);
  }
  return end;
}

/** Plans and payments: checkout, portal, plan changes, cancel/reactivate, and the provider's events. */
export function createBillingService({
  db,
  clock,
  gateway,
  credits,
  publicUrl,
}: BillingServiceDeps) {
  async function subscriptionRow(userId: string): Promise<SubscriptionRow> {
    await credits.getSubscription(userId);
    return findOrCreateSubscription(db, { userId });
  }

  function requirePaid(row: SubscriptionRow): SubscriptionRow & { providerSubscriptionId: string } {
    const status = effectiveStatus(row, clock.now());
    if (
      row.planId === 'free' ||
      !row.providerSubscriptionId ||
      (status !== 'active' && status !== 'past_due')
    ) {
      throw new AppError('CONFLICT', 'You have no paid plan yet. Choose a plan to subscribe.');
    }
    return row as SubscriptionRow & { providerSubscriptionId: string };
  }

  async function checkout(
    userId: string,
    email: string,
    body: PlanChoiceBody,
  ): Promise<CheckoutSession> {
    const row = await subscriptionRow(userId);
    const status = effectiveStatus(row, clock.now());
    if (row.planId !== 'free' && (status === 'active' || status === 'past_due')) {
      throw new AppError(
        'CONFLICT',
        'You already have a paid plan. Change it from the billing page instead.',
      );
    }
    return gateway.createCheckout({
      userId,
      email,
      customerId: row.providerCustomerId,
      planId: body.planId,
      interval: body.billingInterval,
      successUrl: `${publicUrl}/payment-success?plan=${body.planId}`,
      cancelUrl: `${publicUrl}/billing`,
    });
  }

  async function portal(userId: string, returnUrl?: string): Promise<{ url: string }> {
    const row = await subscriptionRow(userId);
    return gateway.createPortal({
      customerId: row.providerCustomerId,
      returnUrl: returnUrl ?? `${publicUrl}/billing`,
    });
  }

  async function changePlan(userId: string, body: PlanChoiceBody): Promise<Subscription> {
    const row = requirePaid(await subscriptionRow(userId));
    if (row.planId === body.planId && row.billingInterval === body.billingInterval) {
      throw new AppError('CONFLICT', 'You are already on this plan.');
    }
    await gateway.changePlan({
      subscriptionId: row.providerSubscriptionId,
      planId: body.planId,
      interval: body.billingInterval,
    });
    const updated = await updateSubscription(db, userId, {
      planId: body.planId,
      billingInterval: body.billingInterval,
    });
    return toSubscription(updated!, clock.now());
  }

  async function setCancel(userId: string, cancel: boolean): Promise<Subscription> {
    const row = requirePaid(await subscriptionRow(userId));
    await gateway.setCancelAtPeriodEnd({ subscriptionId: row.providerSubscriptionId, cancel });
    const updated = await updateSubscription(db, userId, { cancelAtPeriodEnd: cancel });
    return toSubscription(updated!, clock.now());
  }

  /** The local test-mode checkout's page data, or null for an unknown session. */
  async function localCheckout(sessionId: string) {
    return findCheckoutSession(db, sessionId);
  }

  /**
   * Completes (or abandons) a local test-mode checkout: the same transition a card
   * provider's `checkout.session.completed` webhook drives. Takes effect once; returns
   * the plan when this call activated it.
   */
  async function closeLocalCheckout(
    sessionId: string,
    outcome: 'completed' | 'canceled',
  ): Promise<{ planId: PaidPlanId } | null> {
    const session = await findCheckoutSession(db, sessionId);
    if (!session) {
      return null;
    }
    const now = clock.now();
    const applied = await db.transaction(async (tx) => {
      if (
        !(await closeCheckoutSession(tx, { id: sessionId, status: outcome, at: now })) ||
        outcome === 'canceled'
      ) {
        return false;
      }
      await findOrCreateSubscription(tx, { userId: session.userId });
      await updateSubscription(tx, session.userId, {
        planId: session.planId,
        billingInterval: session.billingInterval,
        status: 'active',
        trialEnd: null,
        currentPeriodStart: now,
        currentPeriodEnd: addInterval(now, session.billingInterval),
        cancelAtPeriodEnd: false,
        provider: 'local',
        providerCustomerId: `cus_local_${session.userId}`,
        providerSubscriptionId: `sub_local_${session.id}`,
      });
      return true;
    });
    return applied ? { planId: session.planId } : null;
  }

  /**
   * Applies a provider's subscription event once, in order: a replayed event id is
   * ignored, and so is an event older than the newest one applied.
   */
  async function applyProviderEvent(
    event: { id: string; type: string; createdAt: Date },
    state: ProviderSubscriptionState & { userId?: string },
  ): Promise<'applied' | 'duplicate' | 'stale' | 'unknown_customer'> {
    return db.transaction(async (tx) => {
      if (!(await recordPaymentEvent(tx, { id: event.id, type: event.type }))) {
        return 'duplicate';
      }
      const row = state.userId
        ? await findOrCreateSubscription(tx, { userId: state.userId })
        : await findSubscriptionByCustomer(tx, state.customerId);
      if (!row) {
        return 'unknown_customer';
      }
      if (row.providerEventAt && row.providerEventAt.getTime() > event.createdAt.getTime()) {
        return 'stale';
      }
      const ended = state.status === 'canceled';
      await updateSubscription(tx, row.userId, {
        planId: ended ? 'free' : state.planId,
        billingInterval: ended ? 'month' : state.interval,
        status: state.status,
        trialEnd: null,
        currentPeriodStart: ended ? null : state.periodStart,
        currentPeriodEnd: ended ? null : state.periodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        provider: 'stripe',
        providerCustomerId: state.customerId,
        providerSubscriptionId: state.subscriptionId,
        providerPriceId: state.priceId,
        providerEventAt: event.createdAt,
      });
      return 'applied';
    });
  }

  return {
    provider: gateway.kind,
    checkout,
    portal,
    changePlan,
    cancel: (userId: string) => setCancel(userId, true),
    reactivate: (userId: string) => setCancel(userId, false),
    localCheckout,
    closeLocalCheckout,
    applyProviderEvent,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
