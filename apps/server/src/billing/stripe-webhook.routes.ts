import type { BillingService, ProviderSubscriptionState } from '@linkloom/services';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { StripePrices } from './stripe-prices';

const STATUS: Record<string, ProviderSubscriptionState['status']> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'past_due',
};

function stateOf(
  subscription: Stripe.Subscription,
  prices: StripePrices,
): (ProviderSubscriptionState & { userId?: string }) | null {
  // A subscription without items (or a price we do not sell) cannot set a plan: ignored.
  const item = subscription.items?.data?.[0];
  const plan = item ? prices.planOf(item.price.id) : null;
  if (!item || !plan) {
    return null;
  }
  return {
    userId: subscription.metadata?.userId || undefined,
    customerId:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    subscriptionId: subscription.id,
    planId: plan.planId,
    interval: plan.interval,
    status: STATUS[subscription.status] ?? 'past_due',
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    priceId: item.price.id,
  };
}

/**
 * `POST /api/billing/webhook`: Stripe's events, verified on the raw body with the
 * webhook secret; each event is applied once and never over a newer one.
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  {
    stripe,
    prices,
    webhookSecret,
    billing,
  }: { stripe: Stripe; prices: StripePrices; webhookSecret: string; billing: BillingService },
) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/billing/webhook',
      { config: { rateLimit: false }, schema: { hide: true } },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            request.body as Buffer,
            typeof signature === 'string' ? signature : '',
            webhookSecret,
          );
        } catch {
          return reply
            .status(400)
            .send({ error: { code: 'VALIDATION_FAILED', message: 'Invalid webhook signature.' } });
        }
        let subscription: Stripe.Subscription | null = null;
        if (event.type.startsWith('customer.subscription.')) {
          subscription = event.data.object as Stripe.Subscription;
        } else if (event.type === 'checkout.session.completed') {
          const session = event.data.object as Stripe.Checkout.Session;
          const id =
            typeof session.subscription === 'string'
              ? session.subscription
              : session.subscription?.id;
          subscription = id ? await stripe.subscriptions.retrieve(id) : null;
          if (subscription && session.client_reference_id) {
            subscription.metadata = {
              ...subscription.metadata,
              userId: session.client_reference_id,
            };
          }
        }
        const state = subscription ? stateOf(subscription, prices) : null;
        const outcome = state
          ? await billing.applyProviderEvent(
              { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) },
              state,
            )
          : 'ignored';
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
        return reply.send({ received: true, outcome });
      },
    );
  });
}
