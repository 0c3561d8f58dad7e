import {
  creditCheckBodySchema,
  creditCheckSchema,
  creditStatusSchema,
  creditUsageStatsSchema,
  envelopeSchema,
  subscriptionSchema,
  upgradeRecommendationSchema,
} from '@linkloom/contracts';
import type { CreditsService } from '@linkloom/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/authenticate';

const security = [{ bearer: [] }];

/** Credits and the subscription they come from. Mounted inside the authenticated scope. */
export function creditsRoutes({ credits }: { credits: CreditsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/credits/status',
      {
        schema: {
          tags: ['credits'],
          security,
          summary: 'Credits of the current period',
          response: { 200: envelopeSchema(creditStatusSchema) },
        },
      },
      async (request) => ({ data: await credits.status(currentUser(request).userId) }),
    );

    app.get(
      '/credits/usage-stats',
      {
        schema: {
          tags: ['credits'],
          security,
          summary: 'Credits used per day and per website',
          response: { 200: envelopeSchema(creditUsageStatsSchema) },
        },
      },
      async (request) => ({ data: await credits.usageStats(currentUser(request).userId) }),
    );

    app.get(
      '/credits/upgrade-recommendation',
      {
        schema: {
          tags: ['credits'],
          security,
          response: { 200: envelopeSchema(upgradeRecommendationSchema) },
        },
      },
      async (request) => ({
        data: await credits.upgradeRecommendation(currentUser(request).userId),
      }),
    );

    app.post(
      '/credits/check',
      {
        schema: {
          tags: ['credits'],
          security,
          summary: 'Whether the balance covers this many credits',
          body: creditCheckBodySchema,
          response: { 200: envelopeSchema(creditCheckSchema) },
        },
      },
      async (request) => ({
        data: await credits.check(currentUser(request).userId, request.body.creditsNeeded),
      }),
    );

    app.get(
      '/users/subscription',
      {
        schema: {
          tags: ['billing'],
          security,
          summary: 'Your plan and its status',
          response: { 200: envelopeSchema(subscriptionSchema) },
        },
      },
      async (request) => ({ data: await credits.getSubscription(currentUser(request).userId) }),
    );
  };
}
