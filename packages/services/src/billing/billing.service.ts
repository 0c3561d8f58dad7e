import type {
  CheckoutSession,
  PaidPlanId,
  PlanChoiceBody,
  Subscription,
} from '@linkloom/contracts';
import {
  closeCheckoutSession,
  findCheckoutSession,
  findOrCreateSubscription,
  findPortalSession,
  insertInvoice,
  listInvoices,
  updateSubscription,
} from '@linkloom/db';
import type { SubscriptionRow } from '@linkloom/db';
import { AppError } from '../app-error';
import type { CreditsService } from '../credits/credits.service';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { ServiceDeps } from '../ports/service-deps';
import type { LocalPortalAction, LocalPortalView } from './billing-views';
import { applyProviderEvent } from './apply-provider-event';
import type { ProviderEvent, ProviderSubscriptionState } from './apply-provider-event';
import { updateKeepingCredits } from './credit-carry';
import { addInterval, chargeForChange, chargeForPlan } from './local-charges';
import { trustedReturnUrl } from './return-url';
import { effectiveStatus, toSubscription } from './subscription-rules';

type BillingServiceDeps = Pick<ServiceDeps, 'db' | 'clock'> & {
  gateway: PaymentGateway;
  credits: Pick<CreditsService, 'getSubscription'>;
  publicUrl: string;
  /** Origins the web app is served from besides `publicUrl`; the portal may return to them. */
  trustedOrigins?: string[];
  /**
   * Told after the user's plan changed, to fit their active websites to its limit (issue 54):
   * a downgrade pauses the websites over it, an upgrade re-activates them.
   */
  onPlanChanged?: (userId: string) => Promise<unknown>;
};

// The portal shows the latest charges; older ones are of no use in a test-mode ledger.
const PORTAL_INVOICES = 24;

/** Plans and payments: checkout, portal, plan changes, cancel/reactivate, and the provider's events. */
export function createBillingService({
  db,
  clock,
  gateway,
  credits,
  publicUrl,
  trustedOrigins = [],
  onPlanChanged = async () => undefined,
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

  /** `appUrl`: the address of Linkloom the user is on, to come back to; PUBLIC_URL by default. */
  async function checkout(
    userId: string,
    email: string,
    body: PlanChoiceBody,
    appUrl = publicUrl,
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
      appUrl,
      userId,
      email,
      customerId: row.providerCustomerId,
      planId: body.planId,
      interval: body.billingInterval,
      successUrl: `${appUrl}/payment-success?plan=${body.planId}`,
      // The billing page says a canceled checkout charged nothing (issue 17).
      cancelUrl: `${appUrl}/billing?checkout=canceled`,
    });
  }

  /**
   * `appUrl`: the address of Linkloom the user is on, to come back to; PUBLIC_URL by default.
   * @throws AppError VALIDATION_FAILED when `returnUrl` is not on a trusted origin.
   */
  async function portal(
    userId: string,
    returnUrl?: string,
    appUrl = publicUrl,
  ): Promise<{ url: string }> {
    const safeReturnUrl =
      returnUrl === undefined
        ? `${appUrl}/billing`
        : trustedReturnUrl(returnUrl, {
            publicUrl: appUrl,
            trustedOrigins: [publicUrl, ...trustedOrigins],
          });
    const row = await subscriptionRow(userId);
    return gateway.createPortal({
      appUrl,
      userId,
      customerId: row.providerCustomerId,
      returnUrl: safeReturnUrl,
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
    const now = clock.now();
    const updated = await db.transaction(async (tx) => {
      // The test-mode provider keeps its ledger here; a card provider invoices on its side.
      const charge = gateway.kind === 'local' ? chargeForChange(row, body, now) : null;
      if (charge) {
        await insertInvoice(tx, { userId, ...charge });
      }
      const period = charge?.isNewPeriod
        ? { currentPeriodStart: charge.periodStart, currentPeriodEnd: charge.periodEnd }
        : {};
      const plan = { planId: body.planId, billingInterval: body.billingInterval };
      return updateKeepingCredits(tx, row, { ...plan, ...period }, now);
    });
    await onPlanChanged(userId);
    return toSubscription(updated!, now);
  }

  async function setCancel(userId: string, cancel: boolean): Promise<Subscription> {
    const row = requirePaid(await subscriptionRow(userId));
    await gateway.setCancelAtPeriodEnd({ subscriptionId: row.providerSubscriptionId, cancel });
    const updated = await updateSubscription(db, userId, { cancelAtPeriodEnd: cancel });
    return toSubscription(updated!, clock.now());
  }

  /** The local billing portal's page: null for an unknown or expired session. */
  async function localPortal(sessionId: string): Promise<LocalPortalView | null> {
    const session = await findPortalSession(db, { id: sessionId, now: clock.now() });
    if (!session) {
      return null;
    }
    const row = await subscriptionRow(session.userId);
    const status = effectiveStatus(row, clock.now());
    return {
      session,
      subscription: toSubscription(row, clock.now()),
      isPaid: row.planId !== 'free' && (status === 'active' || status === 'past_due'),
      invoices: await listInvoices(db, { userId: session.userId, limit: PORTAL_INVOICES }),
    };
  }

  /**
   * What the local billing portal's buttons do, for the session's user: change plan,
   * cancel at the period's end, or keep a subscription set to cancel.
   * @throws AppError NOT_FOUND for an unknown or expired session, CONFLICT as the actions do.
   */
  async function actInLocalPortal(sessionId: string, action: LocalPortalAction): Promise<void> {
    const session = await findPortalSession(db, { id: sessionId, now: clock.now() });
    if (!session) {
      throw new AppError('NOT_FOUND', 'This billing session has expired.');
    }
    if (action.kind === 'change') {
      await changePlan(session.userId, action.plan);
    } else {
      await setCancel(session.userId, action.kind === 'cancel');
    }
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
      await insertInvoice(tx, {
        userId: session.userId,
        ...chargeForPlan(session.planId, session.billingInterval, now),
      });
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
    if (!applied) {
      return null;
    }
    await onPlanChanged(session.userId);
    return { planId: session.planId };
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
    localPortal,
    actInLocalPortal,
    applyProviderEvent: (
      event: ProviderEvent,
      state: ProviderSubscriptionState & { userId?: string },
    ) => applyProviderEvent({ db, clock, onPlanChanged }, event, state),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
