import {
  billingProviderSchema,
  checkoutSessionSchema,
  envelopeSchema,
  maxPagesFeatureOf,
  PLANS,
  planCatalogueSchema,
  planChoiceBodySchema,
  portalBodySchema,
  portalSessionSchema,
  subscriptionSchema,
} from '@linkloom/contracts';
import type { BillingService } from '@linkloom/services';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authenticate';

const security = [{ bearer: [] }];
const tags = ['billing'];

function catalogue() {
  return Object.values(PLANS).map((plan) => ({
    id: plan.id,
    name: plan.name,
    monthlyPrice: plan.monthlyPrice,
    yearlyPrice: plan.yearlyPrice,
    creditsPerMonth: plan.creditsPerMonth,
    websiteLimit: plan.websiteLimit,
    popular: plan.popular,
    features: [
      plan.id === 'free' ? '50 pages a month' : `${plan.creditsPerMonth} webpages a month`,
      `${plan.websiteLimit} website${plan.websiteLimit === 1 ? '' : 's'}`,
      maxPagesFeatureOf(plan),
      'Internal linking suggestions',
      'Topic clustering',
      'SEO insights',
      ...(plan.id === 'free' ? [] : ['Custom reporting and analytics']),
      // The WordPress and Search Console connections work on every plan (issue 52); GA4 does not exist yet.
      'CMS integration (WordPress), included',
      'Google Search Console integration, included',
      'GA4 integration (coming soon)',
    ],
  }));
}

/** The public plan catalogue. */
export function plansRoutes({ billing }: { billing: BillingService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/plans',
      {
        schema: {
          tags,
          summary: 'The plan catalogue (public)',
          response: { 200: envelopeSchema(planCatalogueSchema) },
        },
      },
      async () => ({ data: catalogue() }),
    );
    app.get(
      '/billing/provider',
      {
        schema: {
          tags,
          summary: 'Which payment provider takes payments (public)',
          response: { 200: envelopeSchema(billingProviderSchema) },
        },
      },
      async () => ({ data: { provider: billing.provider } }),
    );
  };
}

/** Checkout, portal and plan changes. Mounted inside the authenticated scope. */
export function billingRoutes({
  billing,
  emailOf,
  appUrlOf,
}: {
  billing: BillingService;
  emailOf: (request: FastifyRequest) => string;
  /** The trusted address of Linkloom the user is on: checkout and portal return there. */
  appUrlOf: (request: FastifyRequest) => string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/billing/checkout',
      {
        schema: {
          tags,
          security,
          summary: 'Starts paying for a plan; answers the checkout page to redirect to',
          body: planChoiceBodySchema,
          response: { 200: envelopeSchema(checkoutSessionSchema) },
        },
      },
      async (request) => ({
        data: await billing.checkout(
          currentUser(request).userId,
          emailOf(request),
          request.body,
          appUrlOf(request),
        ),
      }),
    );

    app.post(
      '/billing/upgrade',
      {
        schema: {
          tags,
          security,
          summary: 'Moves a paid subscription to another plan (prorated)',
          body: planChoiceBodySchema,
          response: { 200: envelopeSchema(subscriptionSchema) },
        },
      },
      async (request) => ({
        data: await billing.changePlan(currentUser(request).userId, request.body),
      }),
    );

    app.post(
      '/billing/portal',
      {
        schema: {
          tags,
          security,
          summary: 'The billing portal to manage cards and invoices',
          body: portalBodySchema,
          response: { 200: envelopeSchema(portalSessionSchema) },
        },
      },
      async (request) => ({
        data: await billing.portal(
          currentUser(request).userId,
          request.body.returnUrl,
          appUrlOf(request),
        ),
      }),
    );

    app.post(
      '/billing/cancel',
      {
        schema: {
          tags,
          security,
          summary: 'Cancels at the end of the paid period',
          response: { 200: envelopeSchema(subscriptionSchema) },
        },
      },
      async (request) => ({ data: await billing.cancel(currentUser(request).userId) }),
    );

    app.post(
      '/billing/reactivate',
      {
        schema: {
          tags,
          security,
          summary: 'Keeps a subscription that was set to cancel',
          response: { 200: envelopeSchema(subscriptionSchema) },
        },
      },
      async (request) => ({ data: await billing.reactivate(currentUser(request).userId) }),
    );

    app.put(
      '/users/subscription',
      {
        schema: {
          tags,
          security,
          summary: 'Changes what the user may change of a subscription: cancelling at period end',
          body: z.object({ cancelAtPeriodEnd: z.boolean() }),
          response: { 200: envelopeSchema(subscriptionSchema) },
        },
      },
      async (request) => ({
        data: await (request.body.cancelAtPeriodEnd ? billing.cancel : billing.reactivate)(
          currentUser(request).userId,
        ),
      }),
    );
  };
}
