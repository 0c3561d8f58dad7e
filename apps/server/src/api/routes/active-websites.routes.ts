import { activeWebsitesBodySchema, activeWebsitesSchema, envelopeSchema } from '@linkloom/contracts';
import type { ActiveWebsitesService } from '@linkloom/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['billing'];
const security = [{ bearer: [] }];

/**
 * Which websites stay active when the plan allows fewer than the user has (issue 54).
 * Mounted inside the authenticated scope.
 */
export function activeWebsitesRoutes({
  activeWebsites,
}: {
  activeWebsites: ActiveWebsitesService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account/active-websites',
      {
        schema: {
          tags,
          security,
          summary: 'The websites, which are active and which paused by the plan, and its limit',
          response: { 200: envelopeSchema(activeWebsitesSchema) },
        },
      },
      async (request) => ({ data: await activeWebsites.summary(currentUser(request).userId) }),
    );

    app.put(
      '/account/active-websites',
      {
        schema: {
          tags,
          security,
          summary:
            'Chooses the websites that stay active (up to the plan limit); the others are paused',
          body: activeWebsitesBodySchema,
          response: { 200: envelopeSchema(activeWebsitesSchema) },
        },
      },
      async (request) => ({
        data: await activeWebsites.choose(currentUser(request).userId, request.body.websiteIds),
      }),
    );
  };
}
