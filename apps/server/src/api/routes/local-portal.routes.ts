import { billingIntervalSchema, paidPlanIdSchema, PLANS } from '@linkloom/contracts';
import type { BillingInterval, PaidPlanId } from '@linkloom/contracts';
import { AppError } from '@linkloom/services';
import type { BillingService, LocalPortalAction, LocalPortalView } from '@linkloom/services';
import type { FastifyInstance } from 'fastify';
import { billingPage, escapeHtml } from '../../billing/local-billing-page';

const PLAN_ORDER: Record<PaidPlanId, number> = { starter: 1, pro: 2, business: 3 };
const NOTICES = {
  changed: 'Your plan was changed. The difference for the rest of the period is on your invoices.',
  canceled:
    'Your plan is set to cancel at the end of the period. You keep it until then, and can renew it.',
  reactivated: 'Your plan renews again.',
} as const;
type Notice = keyof typeof NOTICES;

function formatDate(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
    : 'unknown';
}

function formatCents(cents: number): string {
  const amount = `$${(Math.abs(cents) / 100).toFixed(2)}`;
  return cents < 0 ? `−${amount}` : amount;
}

function priceOf(planId: PaidPlanId, interval: BillingInterval): string {
  const plan = PLANS[planId];
  return interval === 'year'
    ? `$${plan.yearlyPrice}/month, billed yearly ($${plan.yearlyPrice * 12})`
    : `$${plan.monthlyPrice}/month`;
}

/** Upgrade, Downgrade or Switch: what moving from the current plan to this one is. */
function changeLabel(
  current: { planId: PaidPlanId; interval: BillingInterval },
  planId: PaidPlanId,
): string {
  if (planId === current.planId) {
    return 'Switch';
  }
  return PLAN_ORDER[planId] > PLAN_ORDER[current.planId] ? 'Upgrade' : 'Downgrade';
}

function renderPlanOptions(
  action: string,
  current: { planId: PaidPlanId; interval: BillingInterval },
) {
  const rows: string[] = [];
  for (const interval of ['month', 'year'] as const) {
    for (const planId of ['starter', 'pro', 'business'] as const) {
      if (planId === current.planId && interval === current.interval) {
        continue;
      }
      const label = changeLabel(current, planId);
      rows.push(`<form class="row" method="post" action="${action}/change">
<input type="hidden" name="plan" value="${planId}"><input type="hidden" name="interval" value="${interval}">
<span><strong>${escapeHtml(PLANS[planId].name)}</strong> · ${escapeHtml(priceOf(planId, interval))}</span>
<button class="${label === 'Downgrade' ? 'cancel' : 'pay'}" type="submit" aria-label="${label} to ${escapeHtml(PLANS[planId].name)}, ${interval === 'year' ? 'yearly' : 'monthly'}">${label}</button></form>`);
    }
  }
  return rows.join('\n');
}

function renderInvoices(view: LocalPortalView): string {
  if (view.invoices.length === 0) {
    return '<p>No invoices yet.</p>';
  }
  const rows = view.invoices
    .map(
      (invoice) =>
        `<tr><td>${escapeHtml(formatDate(invoice.createdAt.toISOString()))}</td><td>${escapeHtml(invoice.description)}</td><td class="amount">${formatCents(invoice.amountCents)}</td><td>${invoice.amountCents < 0 ? 'Credit' : 'Paid'}</td></tr>`,
    )
    .join('');
  return `<table aria-label="Invoice history"><thead><tr><th>Date</th><th>Description</th><th class="amount">Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderPortal(
  view: LocalPortalView,
  { notice, error }: { notice?: Notice; error?: string },
) {
  const action = `/billing/local-portal/${encodeURIComponent(view.session.id)}`;
  const back = `<p><a href="${escapeHtml(view.session.returnUrl)}">← Return to Linkloom</a></p>`;
  const banner = error
    ? `<p class="error" role="alert">${escapeHtml(error)}</p>`
    : notice
      ? `<p class="notice" role="status">${escapeHtml(NOTICES[notice])}</p>`
      : '';
  const { subscription } = view;
  if (!view.isPaid) {
    return billingPage(
      'Linkloom billing (test mode)',
      `<span class="badge">TEST MODE — no card is charged</span><h1>Linkloom billing</h1>${back}${banner}
<p>You have no paid plan yet. Choose one on the billing page; its invoices will show here.</p>
<h2>Invoice history</h2>${renderInvoices(view)}`,
      { isWide: true },
    );
  }
  const current = {
    planId: subscription.plan.id as PaidPlanId,
    interval: subscription.plan.interval,
  };
  const ends = formatDate(subscription.currentPeriodEnd);
  const renewal = subscription.cancelAtPeriodEnd
    ? `<p>Your plan will be canceled on <strong>${escapeHtml(ends)}</strong>.</p>
<form method="post" action="${action}/reactivate"><button class="pay" type="submit">Renew plan</button></form>`
    : `<p>Your plan renews on <strong>${escapeHtml(ends)}</strong>.</p>`;
  const cancel = subscription.cancelAtPeriodEnd
    ? ''
    : `<h2>Cancel plan</h2><p>Your plan stays active until ${escapeHtml(ends)}; after that no payment is taken and the free plan's limits apply.</p>
<form method="post" action="${action}/cancel"><button class="danger" type="submit">Cancel plan</button></form>`;
  return billingPage(
    'Linkloom billing (test mode)',
    `<span class="badge">TEST MODE — no card is charged</span><h1>Linkloom billing</h1>${back}${banner}
<h2>Current plan</h2><p class="price">${escapeHtml(subscription.plan.name)}</p><p>${escapeHtml(priceOf(current.planId, current.interval))}</p>${renewal}
<h2>Update plan</h2><p>Changes take effect now; the price difference for the rest of the period is charged or credited.</p>
${renderPlanOptions(action, current)}
${cancel}
<h2>Payment method</h2><p>Test mode: no card is needed or kept.</p>
<h2>Invoice history</h2>${renderInvoices(view)}`,
    { isWide: true },
  );
}

function actionOf(kind: string, form: URLSearchParams): LocalPortalAction | null {
  if (kind === 'cancel' || kind === 'reactivate') {
    return { kind };
  }
  const planId = paidPlanIdSchema.safeParse(form.get('plan'));
  const interval = billingIntervalSchema.safeParse(form.get('interval'));
  return planId.success && interval.success
    ? { kind: 'change', plan: { planId: planId.data, billingInterval: interval.data } }
    : null;
}

const EXPIRED_PAGE = billingPage(
  'Billing session expired',
  '<h1>This billing session has expired</h1><p>Open it again with Manage Billing on the billing page.</p><p><a href="/billing">Back to billing</a></p>',
);

/**
 * The built-in test-mode billing portal, as a card provider's hosted portal: the current
 * plan with Update plan (upgrade, downgrade, switch interval), Cancel plan (at the period's
 * end) and Renew plan, and the invoice history from the local billing ledger.
 */
export function registerLocalPortal(
  app: FastifyInstance,
  { billing }: { billing: BillingService },
) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );

    scope.get<{ Params: { id: string }; Querystring: { notice?: string } }>(
      '/billing/local-portal/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const view = await billing.localPortal(request.params.id);
        if (!view) {
          return reply.status(404).send(EXPIRED_PAGE);
        }
        const notice = request.query.notice;
        return reply.send(
          renderPortal(view, {
            notice: notice && notice in NOTICES ? (notice as Notice) : undefined,
          }),
        );
      },
    );

    scope.post<{ Params: { id: string; action: string }; Body: URLSearchParams }>(
      '/billing/local-portal/:id/:action',
      { schema: { hide: true } },
      async (request, reply) => {
        const { id, action: kind } = request.params;
        const action = actionOf(
          kind,
          request.body instanceof URLSearchParams ? request.body : new URLSearchParams(),
        );
        reply.header('cache-control', 'no-store');
        if (!action) {
          return reply.status(404).type('text/html; charset=utf-8').send(EXPIRED_PAGE);
        }
        try {
          await billing.actInLocalPortal(id, action);
        } catch (error) {
          const view = await billing.localPortal(id);
          if (!(error instanceof AppError) || !view) {
            throw error;
          }
          return reply
            .status(409)
            .type('text/html; charset=utf-8')
            .send(renderPortal(view, { error: error.message }));
        }
        const notice: Notice =
          action.kind === 'change'
            ? 'changed'
            : action.kind === 'cancel'
              ? 'canceled'
              : 'reactivated';
        return reply.redirect(
          `/billing/local-portal/${encodeURIComponent(id)}?notice=${notice}`,
          303,
        );
      },
    );
  });
}
