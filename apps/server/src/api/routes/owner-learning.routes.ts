import {
  createOwnerRuleBodySchema,
  envelopeSchema,
  learningSummarySchema,
  lessLikelyParamsSchema,
  lessLikelyQuerySchema,
  lessLikelySuggestionSchema,
  ownerRuleCreatedSchema,
  ownerRuleParamsSchema,
  ownerRuleSchema,
  websiteParamsSchema,
} from '@linkloom/contracts';
import type { LearningService, OwnerRulesService } from '@linkloom/services';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['owner-learning'];
const security = [{ bearer: [] }];

/**
 * Learning from the owner (issue 51): what the site's model rests on, each page's "less
 * likely" candidates, and the owner's rules. Mounted inside the authenticated scope.
 */
export function ownerLearningRoutes({
  learning,
  ownerRules,
}: {
  learning: LearningService;
  ownerRules: OwnerRulesService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const owner = (request: FastifyRequest) => currentUser(request).userId;

    app.get(
      '/websites/:id/learning',
      {
        schema: {
          tags,
          security,
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(learningSummarySchema) },
        },
      },
      async (request) => ({ data: await learning.summary(owner(request), request.params.id) }),
    );

    app.get(
      '/websites/:id/link-suggestions/less-likely',
      {
        schema: {
          tags,
          security,
          params: websiteParamsSchema,
          querystring: lessLikelyQuerySchema,
          response: { 200: envelopeSchema(z.array(lessLikelySuggestionSchema)) },
        },
      },
      async (request) => ({
        data: await learning.lessLikely(
          owner(request),
          request.params.id,
          request.query.source_url,
        ),
      }),
    );

    app.post(
      '/websites/:id/link-suggestions/less-likely/:candidateId/restore',
      {
        schema: {
          tags,
          security,
          params: lessLikelyParamsSchema,
          response: { 200: envelopeSchema(z.object({ restored: z.literal(true) })) },
        },
      },
      async (request) => {
        await learning.restore(owner(request), request.params.id, request.params.candidateId);
        return { data: { restored: true as const } };
      },
    );

    app.get(
      '/websites/:id/owner-rules',
      {
        schema: {
          tags,
          security,
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(z.array(ownerRuleSchema)) },
        },
      },
      async (request) => ({ data: await ownerRules.list(owner(request), request.params.id) }),
    );

    app.post(
      '/websites/:id/owner-rules',
      {
        schema: {
          tags,
          security,
          params: websiteParamsSchema,
          body: createOwnerRuleBodySchema,
          response: { 201: envelopeSchema(ownerRuleCreatedSchema) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          data: await ownerRules.create(owner(request), request.params.id, request.body),
        }),
    );

    app.delete(
      '/websites/:id/owner-rules/:ruleId',
      {
        schema: {
          tags,
          security,
          params: ownerRuleParamsSchema,
          response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await ownerRules.remove(owner(request), request.params.id, request.params.ruleId);
        return { data: { deleted: true as const } };
      },
    );
  };
}
