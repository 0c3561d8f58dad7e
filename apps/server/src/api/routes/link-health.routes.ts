import {
  envelopeSchema,
  linkHealthExportQuerySchema,
  linkHealthQuerySchema,
  linkHealthResponseSchema,
  websiteParamsSchema,
} from '@linkloom/contracts';
import type { LinkHealthService } from '@linkloom/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['link-health'];
const security = [{ bearer: [] }];

/** The Link health screen's list and its CSV. Mounted inside the authenticated scope. */
export function linkHealthRoutes({
  linkHealth,
}: {
  linkHealth: LinkHealthService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/websites/:id/link-health',
      {
        schema: {
          tags,
          security,
          summary: 'Internal link problems found by the latest crawl, counted, filtered and paged',
          params: websiteParamsSchema,
          querystring: linkHealthQuerySchema,
          response: { 200: envelopeSchema(linkHealthResponseSchema) },
        },
      },
      async (request) => ({
        data: await linkHealth.list(currentUser(request).userId, request.params.id, request.query),
      }),
    );
    app.get(
      '/websites/:id/link-health/export',
      {
        schema: {
          tags,
          security,
          summary: 'Downloads the internal link problems matching the filters as CSV',
          params: websiteParamsSchema,
          querystring: linkHealthExportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await linkHealth.exportCsv(
          currentUser(request).userId,
          request.params.id,
          request.query,
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );
  };
}
