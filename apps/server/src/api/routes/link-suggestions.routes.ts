import {
  bulkApproveBodySchema,
  bulkRejectWithReasonBodySchema,
  bulkResultSchema,
  createSuggestionBodySchema,
  envelopeSchema,
  exportQuerySchema,
  inboundSuggestionsSchema,
  linkSuggestionSchema,
  pageParamsSchema,
  rejectWithReasonBodySchema,
  suggestionParamsSchema,
  suggestionsByTargetSchema,
  suggestionsPageSchema,
  suggestionsQuerySchema,
  suggestionStatsSchema,
  suggestionTargetsSchema,
  updateSuggestionBodySchema,
  websiteParamsSchema,
} from '@linkloom/contracts';
import type { JsonText, SuggestionsService } from '@linkloom/services';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ZodType } from 'zod';
import type { CachedAnswers } from '../answer-cache/cached-answers';
import { currentUser } from '../plugins/authenticate';

const base = '/websites/:id/link-suggestions';

/** A route's schema, with the tags and security every link-suggestions call shares. */
function documented<Schema extends FastifySchema>(schema: Schema) {
  return { tags: ['link-suggestions'], security: [{ bearer: [] }], ...schema };
}

/** A 200 answer of `data` in the API's envelope. */
function ok<Data extends ZodType>(data: Data) {
  return { 200: envelopeSchema(data) };
}

/** Every link-suggestions call of spec §7. Mounted inside the authenticated scope. */
export function linkSuggestionsRoutes({
  suggestions,
  cachedAnswers,
}: {
  suggestions: SuggestionsService;
  cachedAnswers: CachedAnswers;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const owner = (request: FastifyRequest) => currentUser(request).userId;
    // The review list's reads are kept and served again until the website changes; their
    // answers are serialised once, by the cache, or (the pages of the list) answered by the
    // service as JSON text put together from stored cards, so the response schemas stay for
    // the docs and the types.
    const cached = { preValidation: cachedAnswers.serve };
    const inEnvelope = (data: JsonText<unknown>) => `{"data":${data}}`;

    app.get(
      base,
      {
        ...cached,
        schema: documented({
          params: websiteParamsSchema,
          querystring: suggestionsQuerySchema,
          response: ok(suggestionsPageSchema),
        }),
      },
      cachedAnswers.storeJson(async (request) =>
        inEnvelope(await suggestions.list(owner(request), request.params.id, request.query)),
      ),
    );

    app.get(
      `${base}/by-target-page`,
      {
        ...cached,
        schema: documented({
          params: websiteParamsSchema,
          querystring: suggestionsQuerySchema,
          response: ok(suggestionsByTargetSchema),
        }),
      },
      cachedAnswers.storeJson(async (request) =>
        inEnvelope(await suggestions.byTarget(owner(request), request.params.id, request.query)),
      ),
    );

    app.get(
      `${base}/stats`,
      {
        ...cached,
        schema: documented({
          params: websiteParamsSchema,
          response: ok(suggestionStatsSchema),
        }),
      },
      cachedAnswers.store(async (request) => ({
        data: await suggestions.stats(owner(request), request.params.id),
      })),
    );

    app.get(
      `${base}/target-urls`,
      {
        schema: documented({
          params: websiteParamsSchema,
          response: ok(suggestionTargetsSchema),
        }),
      },
      async (request) => ({ data: await suggestions.targets(owner(request), request.params.id) }),
    );

    // "Links to this post": from a target page, the suggestions that would link to it. Not
    // cached: it is one index range of one website's suggestions.
    app.get(
      '/websites/:id/pages/:pageId/inbound-suggestions',
      {
        schema: documented({
          summary: 'The suggestions that would link to this page (Links to this post), best first',
          params: pageParamsSchema,
          querystring: suggestionsQuerySchema,
          response: ok(inboundSuggestionsSchema),
        }),
      },
      async (request) => ({
        data: await suggestions.inbound(
          owner(request),
          request.params.id,
          request.params.pageId,
          request.query,
        ),
      }),
    );

    app.get(
      `${base}/export`,
      {
        schema: documented({
          summary: 'Downloads the suggestions as CSV (default) or JSON',
          params: websiteParamsSchema,
          querystring: exportQuerySchema,
        }),
      },
      async (request, reply) => {
        const file = await suggestions.exportFile(owner(request), request.params.id, request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );

    app.post(
      `${base}/bulk-approve`,
      {
        schema: documented({
          params: websiteParamsSchema,
          body: bulkApproveBodySchema,
          response: ok(bulkResultSchema),
        }),
      },
      async (request) => ({
        data: await suggestions.bulkApprove(
          owner(request),
          request.params.id,
          request.body.suggestionIds,
        ),
      }),
    );

    app.post(
      `${base}/bulk-reject`,
      {
        schema: documented({
          params: websiteParamsSchema,
          body: bulkRejectWithReasonBodySchema,
          response: ok(bulkResultSchema),
        }),
      },
      async (request) => ({
        data: await suggestions.bulkReject(
          owner(request),
          request.params.id,
          request.body.suggestionIds,
          { reason: request.body.reason, reasonCode: request.body.reason_code },
        ),
      }),
    );

    app.post(
      base,
      {
        schema: documented({
          params: websiteParamsSchema,
          body: createSuggestionBodySchema,
          response: { 201: envelopeSchema(linkSuggestionSchema) },
        }),
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await suggestions.create(owner(request), request.params.id, request.body),
        }),
    );

    app.get(
      `${base}/:suggestionId`,
      {
        schema: documented({
          params: suggestionParamsSchema,
          response: ok(linkSuggestionSchema),
        }),
      },
      async (request) => ({
        data: await suggestions.get(owner(request), request.params.id, request.params.suggestionId),
      }),
    );

    app.put(
      `${base}/:suggestionId`,
      {
        schema: documented({
          params: suggestionParamsSchema,
          body: updateSuggestionBodySchema,
          response: ok(linkSuggestionSchema),
        }),
      },
      async (request) => ({
        data: await suggestions.update(
          owner(request),
          request.params.id,
          request.params.suggestionId,
          request.body,
        ),
      }),
    );

    app.delete(
      `${base}/:suggestionId`,
      {
        schema: documented({
          params: suggestionParamsSchema,
          response: ok(z.object({ deleted: z.literal(true) })),
        }),
      },
      async (request) => {
        await suggestions.remove(owner(request), request.params.id, request.params.suggestionId);
        return { data: { deleted: true as const } };
      },
    );

    app.post(
      `${base}/:suggestionId/approve`,
      {
        schema: documented({
          params: suggestionParamsSchema,
          response: ok(linkSuggestionSchema),
        }),
      },
      async (request) => ({
        data: await suggestions.approve(
          owner(request),
          request.params.id,
          request.params.suggestionId,
        ),
      }),
    );

    app.post(
      `${base}/:suggestionId/reject`,
      {
        schema: documented({
          params: suggestionParamsSchema,
          body: rejectWithReasonBodySchema,
          response: ok(linkSuggestionSchema),
        }),
      },
      async (request) => ({
        data: await suggestions.reject(
          owner(request),
          request.params.id,
          request.params.suggestionId,
          { reason: request.body.reason, reasonCode: request.body.reason_code },
        ),
      }),
    );
  };
}
