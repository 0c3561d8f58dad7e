import { AppError } from '@linkloom/services';
import type { PaymentGateway } from '@linkloom/services';
import type Stripe from 'stripe';
import type { StripePrices } from './stripe-prices';

/** Stripe behind the payment-gateway port: Checkout in subscription mode, the billing portal, prorated changes. */
export function createStripeGateway({
  stripe,
  prices,
}: {
  stripe: Stripe;
  prices: StripePrices;
}): PaymentGateway {
  return {
    kind: 'stripe',
    async createCheckout({ userId, email, customerId, planId, interval, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: prices.priceFor(planId, interval), quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: userId,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        metadata: { userId, planId, interval },
        subscription_data: { metadata: { userId } },
      });
      if (!session.url) {
        throw new AppError('UNAVAILABLE', 'Failed to create checkout session');
      }
      return { url: session.url };
    },
    async createPortal({ customerId, returnUrl }) {
      if (!customerId) {
        throw new AppError(
          'CONFLICT',
          'There is no billing account yet: subscribe to a plan first.',
        );
      }
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
    async changePlan({ subscriptionId, planId, interval }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) {
        throw new AppError('UNPROCESSABLE', 'The subscription has no plan to change.');
      }
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: prices.priceFor(planId, interval) }],
        proration_behavior: 'create_prorations',
      });
    },
    async setCancelAtPeriodEnd({ subscriptionId, cancel }) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
  };
}
