import { PLANS } from '@linkloom/contracts';
import type { BillingService } from '@linkloom/services';
import type { FastifyInstance } from 'fastify';
import { billingPage as page, escapeHtml } from '../../billing/local-billing-page';

/**
 * The built-in test-mode checkout (the embedded payment provider). No card is taken:
 * 'Pay' completes the checkout exactly as a provider webhook would.
 */
export function registerLocalCheckout(
  app: FastifyInstance,
  { billing }: { billing: BillingService },
) {
  app.register(async (scope) => {
    // The page's forms post no fields; accept and ignore the form body.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );

    scope.get<{ Params: { id: string } }>(
      '/billing/local-checkout/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const session = await billing.localCheckout(request.params.id);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!session || session.status !== 'open') {
          return reply
            .status(404)
            .send(
              page(
                'Checkout not found',
                '<h1>This checkout is no longer open</h1><p><a href="/billing">Back to billing</a></p>',
              ),
            );
        }
        const plan = PLANS[session.planId];
        const yearly = session.billingInterval === 'year';
        const price = yearly
          ? `$${plan.yearlyPrice}/month, billed annually ($${plan.yearlyPrice * 12})`
          : `$${plan.monthlyPrice}/month`;
        const action = `/billing/local-checkout/${encodeURIComponent(session.id)}`;
        return reply.send(
          page(
            'Linkloom checkout (test mode)',
            `<span class="badge">TEST MODE — no card is charged</span><h1>Linkloom ${escapeHtml(plan.name)}</h1>
<p>${plan.creditsPerMonth} webpages a month, up to ${plan.websiteLimit} website${plan.websiteLimit === 1 ? '' : 's'}.</p>
<div class="price">${escapeHtml(price)}</div>
<p>This installation has no card payment provider configured (set STRIPE_SECRET_KEY for real payments). Paying here activates the plan at once.</p>
<form method="post" action="${action}/complete"><button class="pay" type="submit">Pay (test mode)</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
          ),
        );
      },
    );

    for (const outcome of ['complete', 'cancel'] as const) {
      scope.post<{ Params: { id: string } }>(
        `/billing/local-checkout/:id/${outcome}`,
        { schema: { hide: true } },
        async (request, reply) => {
          const result = await billing.closeLocalCheckout(
            request.params.id,
            outcome === 'complete' ? 'completed' : 'canceled',
          );
          if (outcome === 'cancel') {
            // The billing page says the checkout was canceled and nothing was charged.
            return reply.redirect('/billing?checkout=canceled', 303);
          }
          if (!result) {
            return reply.redirect('/billing', 303);
          }
          return reply.redirect(`/payment-success?plan=${result.planId}`, 303);
        },
      );
    }
  });
}
