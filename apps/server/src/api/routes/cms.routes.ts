import {
  applyToCmsBodySchema,
  cmsApplyPreviewSchema,
  cmsApplyRunSchema,
  cmsLinkSettingsBodySchema,
  cmsConnectionSchema,
  cmsPublicationSchema,
  cmsRunParamsSchema,
  envelopeSchema,
  suggestionParamsSchema,
  websiteParamsSchema,
  wordpressConnectBodySchema,
} from '@linkloom/contracts';
import type { CmsService } from '@linkloom/services';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['cms'];
const security = [{ bearer: [] }];
const base = '/websites/:id/cms';

/** Connecting a website to WordPress and publishing suggestions there. Mounted inside the authenticated scope. */
export function cmsRoutes({ cms }: { cms: CmsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const owner = (request: FastifyRequest) => currentUser(request).userId;
    const publication = {
      params: suggestionParamsSchema,
      response: { 200: envelopeSchema(cmsPublicationSchema) },
    };

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: 'The website’s CMS connection (never its secret), or null',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(cmsConnectionSchema.nullable()) },
        },
      },
      async (request) => ({ data: await cms.connection(owner(request), request.params.id) }),
    );

    app.put(
      `${base}/wordpress`,
      {
        schema: {
          tags,
          security,
          summary:
            'Connects WordPress with an application password, checked against its REST API first',
          params: websiteParamsSchema,
          body: wordpressConnectBodySchema,
          response: { 200: envelopeSchema(cmsConnectionSchema) },
        },
      },
      async (request) => ({
        data: await cms.connectWordpress(owner(request), request.params.id, request.body),
      }),
    );

    app.delete(
      base,
      {
        schema: {
          tags,
          security,
          summary: 'Removes the connection and its stored secret',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await cms.disconnect(owner(request), request.params.id);
        return { data: { deleted: true as const } };
      },
    );

    app.get(
      `${base}/publications`,
      {
        schema: {
          tags,
          security,
          summary: 'Where each suggestion stands in the CMS',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(z.array(cmsPublicationSchema)) },
        },
      },
      async (request) => ({ data: await cms.publications(owner(request), request.params.id) }),
    );

    app.post(
      '/websites/:id/link-suggestions/:suggestionId/apply-to-cms',
      {
        schema: {
          tags: ['link-suggestions'],
          security,
          summary:
            'Writes an approved suggestion into its post in the connected CMS (also "Apply again" after Undo), then checks the live page; other anchor words from its sentence and this link’s options may be given',
          ...publication,
          body: applyToCmsBodySchema,
        },
      },
      async (request) => ({
        data: await cms.applyOne(
          owner(request),
          request.params.id,
          request.params.suggestionId,
          request.body ?? null,
        ),
      }),
    );

    app.patch(
      `${base}/settings`,
      {
        schema: {
          tags,
          security,
          summary:
            'How links are written into the CMS: links per post and per paragraph at most, new tab, nofollow, relative addresses',
          params: websiteParamsSchema,
          body: cmsLinkSettingsBodySchema,
          response: { 200: envelopeSchema(cmsConnectionSchema) },
        },
      },
      async (request) => ({
        data: await cms.updateLinkSettings(owner(request), request.params.id, request.body),
      }),
    );

    app.post(
      `${base}/publications/:suggestionId/verify`,
      {
        schema: {
          tags,
          security,
          summary: 'Reads the live page again for the link',
          ...publication,
        },
      },
      async (request) => ({
        data: await cms.verify(owner(request), request.params.id, request.params.suggestionId),
      }),
    );

    app.post(
      `${base}/publications/:suggestionId/undo`,
      {
        schema: {
          tags,
          security,
          summary: 'Takes this suggestion’s link out of its post, and nothing else',
          ...publication,
        },
      },
      async (request) => ({
        data: await cms.undo(owner(request), request.params.id, request.params.suggestionId),
      }),
    );

    app.get(
      `${base}/apply-approved`,
      {
        schema: {
          tags,
          security,
          summary: 'What "Apply approved" would write now: how many links, into which posts',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(cmsApplyPreviewSchema) },
        },
      },
      async (request) => ({ data: await cms.applyPreview(owner(request), request.params.id) }),
    );

    app.post(
      `${base}/apply-approved`,
      {
        schema: {
          tags,
          security,
          summary: 'Starts writing every approved suggestion into the CMS (a background job)',
          params: websiteParamsSchema,
          response: { 202: envelopeSchema(cmsApplyRunSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send({ data: await cms.startBulkApply(owner(request), request.params.id) }),
    );

    app.get(
      `${base}/apply-runs/latest`,
      {
        schema: {
          tags,
          security,
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(cmsApplyRunSchema.nullable()) },
        },
      },
      async (request) => ({ data: await cms.latestRun(owner(request), request.params.id) }),
    );

    app.get(
      `${base}/apply-runs/:runId`,
      {
        schema: {
          tags,
          security,
          params: cmsRunParamsSchema,
          response: { 200: envelopeSchema(cmsApplyRunSchema) },
        },
      },
      async (request) => ({
        data: await cms.run(owner(request), request.params.id, request.params.runId),
      }),
    );
  };
}
