import {
  findOrCreateSubscription,
  findSubscriptionByCustomer,
  findUser,
  recordPaymentEvent,
} from '@linkloom/db';
import type { BillingInterval, PaidPlanId } from '@linkloom/contracts';
import type { ServiceDeps } from '../ports/service-deps';
import { updateKeepingCredits } from './credit-carry';

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

/** A provider's event, as far as ordering and replays go. */
export type ProviderEvent = { id: string; type: string; createdAt: Date };

type ProviderEventDeps = Pick<ServiceDeps, 'db' | 'clock'> & {
  onPlanChanged: (userId: string) => Promise<unknown>;
};

/**
 * Applies a provider's subscription event once, in order: a replayed event id is
 * ignored, and so is an event older than the newest one applied.
 */
export async function applyProviderEvent(
  { db, clock, onPlanChanged }: ProviderEventDeps,
  event: ProviderEvent,
  state: ProviderSubscriptionState & { userId?: string },
): Promise<'applied' | 'duplicate' | 'stale' | 'unknown_customer'> {
  let changedUserId: string | null = null;
  const outcome = await db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, { id: event.id, type: event.type }))) {
      return 'duplicate';
    }
    // The event is recorded either way: one naming a user who no longer exists (or never
    // did) is acknowledged, not retried by the provider for days.
    const isKnownUser = state.userId
      ? (await findUser(tx, { userId: state.userId })) !== null
      : false;
    const row = isKnownUser
      ? await findOrCreateSubscription(tx, { userId: state.userId! })
      : await findSubscriptionByCustomer(tx, state.customerId);
    if (!row) {
      return 'unknown_customer';
    }
    if (row.providerEventAt && row.providerEventAt.getTime() > event.createdAt.getTime()) {
      return 'stale';
    }
    const ended = state.status === 'canceled';
    await updateKeepingCredits(
      tx,
      row,
      {
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
      },
      clock.now(),
    );
    changedUserId = row.userId;
    return 'applied' as const;
  });
  if (changedUserId !== null) {
    await onPlanChanged(changedUserId);
  }
  return outcome;
}
