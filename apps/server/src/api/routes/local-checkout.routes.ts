import { PLANS } from '@linkloom/contracts';
import type { BillingService } from '@linkloom/services';
import type { FastifyInstance } from 'fastify';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2430}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:90%}
.badge{display:inline-block;background:#fff4d6;color:#7a5300;border:1px solid #f0c36d;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
h1{font-size:20px;margin:12px 0 4px}.price{font-size:28px;font-weight:700;margin:16px 0}p{color:#5b6270;line-height:1.5}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:15px;font-weight:600;cursor:pointer;margin-top:8px}
.pay{background:#4f46e5;color:#fff}.cancel{background:#eef0f4;color:#1f2430}</style></head><body><main>${body}</main></body></html>`;
}

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
          if (!result || outcome === 'cancel') {
            return reply.redirect('/billing', 303);
          }
          return reply.redirect(`/payment-success?plan=${result.planId}`, 303);
        },
      );
    }
  });
}
