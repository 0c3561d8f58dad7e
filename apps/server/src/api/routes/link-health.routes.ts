import {
  approveLinkFixBodySchema,
  envelopeSchema,
  linkFixesResponseSchema,
  linkFixParamsSchema,
  linkFixSchema,
  linkHealthExportQuerySchema,
  linkHealthQuerySchema,
  linkHealthResponseSchema,
  websiteParamsSchema,
} from '@linkloom/contracts';
import type { LinkFixesService, LinkHealthService } from '@linkloom/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['link-health'];
const security = [{ bearer: [] }];

/** The Link health screen's list, its CSV and its link fixes. Mounted inside the authenticated scope. */
export function linkHealthRoutes({
  linkHealth,
  linkFixes,
}: {
  linkHealth: LinkHealthService;
  linkFixes: LinkFixesService;
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
    app.get(
      '/websites/:id/link-health/fixes',
      {
        schema: {
          tags,
          security,
          summary: 'The link fixes of the website, newest first (verified once a crawl sees them)',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(linkFixesResponseSchema) },
        },
      },
      async (request) => ({
        data: await linkFixes.list(currentUser(request).userId, request.params.id),
      }),
    );
    app.post(
      '/websites/:id/link-health/fixes',
      {
        schema: {
          tags,
          security,
          summary: 'Approves pointing a listed link at its final URL or canonical',
          params: websiteParamsSchema,
          body: approveLinkFixBodySchema,
          response: { 201: envelopeSchema(linkFixSchema) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          data: await linkFixes.approve(
            currentUser(request).userId,
            request.params.id,
            request.body,
          ),
        }),
    );
    app.post(
      '/websites/:id/link-health/fixes/:fixId/publish',
      {
        schema: {
          tags,
          security,
          summary: "Publishes an approved fix to WordPress: only the link's href changes",
          params: linkFixParamsSchema,
          response: { 200: envelopeSchema(linkFixSchema) },
        },
      },
      async (request) => ({
        data: await linkFixes.publish(
          currentUser(request).userId,
          request.params.id,
          request.params.fixId,
        ),
      }),
    );
    app.post(
      '/websites/:id/link-health/fixes/:fixId/undo',
      {
        schema: {
          tags,
          security,
          summary: "Puts the link's old href back in WordPress",
          params: linkFixParamsSchema,
          response: { 200: envelopeSchema(linkFixSchema) },
        },
      },
      async (request) => ({
        data: await linkFixes.undo(
          currentUser(request).userId,
          request.params.id,
          request.params.fixId,
        ),
      }),
    );
  };
}
