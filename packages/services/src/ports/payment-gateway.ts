import type { BillingInterval, PaidPlanId } from '@linkloom/contracts';

/** A card-payment provider: Stripe, or the built-in test-mode checkout. */
export type PaymentGateway = {
  kind: 'local' | 'stripe';
  /**
   * Where to send the user to pay for a plan. `appUrl` is the address of Linkloom the user is
   * on, where a provider inside Linkloom serves its page.
   */
  createCheckout(input: {
    appUrl: string;
    userId: string;
    email: string;
    customerId: string | null;
    planId: PaidPlanId;
    interval: BillingInterval;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  /** Where the user manages the plan, cancellation, cards and invoices. */
  createPortal(input: {
    appUrl: string;
    userId: string;
    customerId: string | null;
    returnUrl: string;
  }): Promise<{ url: string }>;
  /** Moves a paid subscription to another plan or interval, prorated. */
  changePlan(input: {
    subscriptionId: string;
    planId: PaidPlanId;
    interval: BillingInterval;
  }): Promise<void>;
  setCancelAtPeriodEnd(input: { subscriptionId: string; cancel: boolean }): Promise<void>;
};
