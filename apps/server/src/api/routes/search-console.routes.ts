import {
  envelopeSchema,
  linkImpactResponseSchema,
  searchConsoleCallbackBodySchema,
  searchConsoleCallbackResultSchema,
  searchConsoleConnectSchema,
  searchConsolePropertyBodySchema,
  searchConsolePropertySchema,
  searchConsoleStatusSchema,
  searchPagesQuerySchema,
  searchPagesResponseSchema,
  searchTimelineResponseSchema,
  websiteParamsSchema,
} from '@linkloom/contracts';
import type { SearchConsoleService } from '@linkloom/services';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['search-console'];
const security = [{ bearer: [] }];
const base = '/websites/:id/search-console';

/** Google Search Console: connect, pick the property, import, read each page's queries. */
export function searchConsoleRoutes({
  searchConsole,
}: {
  searchConsole: SearchConsoleService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const owner = (request: FastifyRequest) => currentUser(request).userId;
    const status = { 200: envelopeSchema(searchConsoleStatusSchema) };

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: 'The website’s Search Console connection, property and import progress',
          params: websiteParamsSchema,
          response: status,
        },
      },
      async (request) => ({ data: await searchConsole.status(owner(request), request.params.id) }),
    );

    app.post(
      `${base}/connect`,
      {
        schema: {
          tags,
          security,
          summary:
            'Starts the Google consent (webmasters.readonly): the address to send the browser to',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(searchConsoleConnectSchema) },
        },
      },
      async (request) => ({
        data: await searchConsole.startConnect(owner(request), request.params.id),
      }),
    );

    app.post(
      '/search-console/callback',
      {
        schema: {
          tags,
          security,
          summary:
            'Finishes the consent with Google’s code; the state must be the one this user started',
          body: searchConsoleCallbackBodySchema,
          response: { 200: envelopeSchema(searchConsoleCallbackResultSchema) },
        },
      },
      async (request) => ({
        data: await searchConsole.completeConnect(owner(request), request.body),
      }),
    );

    app.get(
      `${base}/properties`,
      {
        schema: {
          tags,
          security,
          summary: 'The Search Console properties the connected Google account can read',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(z.array(searchConsolePropertySchema)) },
        },
      },
      async (request) => ({
        data: await searchConsole.properties(owner(request), request.params.id),
      }),
    );

    app.put(
      `${base}/property`,
      {
        schema: {
          tags,
          security,
          summary: 'Picks the property and queues the import of its 16 months',
          params: websiteParamsSchema,
          body: searchConsolePropertyBodySchema,
          response: status,
        },
      },
      async (request) => ({
        data: await searchConsole.selectProperty(
          owner(request),
          request.params.id,
          request.body.site_url,
        ),
      }),
    );

    app.post(
      `${base}/import`,
      {
        schema: {
          tags,
          security,
          summary: 'Imports again now (the last days; everything when nothing was imported yet)',
          params: websiteParamsSchema,
          response: status,
        },
      },
      async (request) => ({
        data: await searchConsole.refreshNow(owner(request), request.params.id),
      }),
    );

    app.delete(
      base,
      {
        schema: {
          tags,
          security,
          summary: 'Disconnects: deletes the stored token and every imported figure',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await searchConsole.disconnect(owner(request), request.params.id);
        return { data: { deleted: true as const } };
      },
    );

    app.get(
      `${base}/pages`,
      {
        schema: {
          tags,
          security,
          summary:
            'Pages with clicks, impressions, average position, top queries and striking distance (the trial gets a sample)',
          params: websiteParamsSchema,
          querystring: searchPagesQuerySchema,
          response: { 200: envelopeSchema(searchPagesResponseSchema) },
        },
      },
      async (request) => ({
        data: await searchConsole.pages(owner(request), request.params.id, request.query),
      }),
    );

    app.get(
      `${base}/impact`,
      {
        schema: {
          tags,
          security,
          summary:
            'What applied links did: each target 28 days before against after, against comparable pages without new links, with the noise',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(linkImpactResponseSchema) },
        },
      },
      async (request) => ({
        data: await searchConsole.impact(owner(request), request.params.id),
      }),
    );

    app.get(
      `${base}/impact/export`,
      {
        schema: {
          tags,
          security,
          summary: 'Downloads the per-target impact table (with each 95% range) as CSV',
          params: websiteParamsSchema,
        },
      },
      async (request, reply) => {
        const file = await searchConsole.exportImpactCsv(owner(request), request.params.id);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );

    app.get(
      `${base}/timeline`,
      {
        schema: {
          tags,
          security,
          summary:
            'The impact chart: the site’s clicks and impressions per day, and the days links were applied',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(searchTimelineResponseSchema) },
        },
      },
      async (request) => ({
        data: await searchConsole.timeline(owner(request), request.params.id),
      }),
    );
  };
}
