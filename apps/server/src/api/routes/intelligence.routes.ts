import {
  envelopeSchema,
  linkEquityHeatmapSchema,
  linkEquityQuerySchema,
  pageEquitySchema,
  pageParamsSchema,
  topicalAuthoritySchema,
  topicClustersQuerySchema,
  topicClustersSchema,
  websiteAnalyticsSchema,
  websiteParamsSchema,
} from '@linkloom/contracts';
import type { IntelligenceService } from '@linkloom/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['site-intelligence'];
const security = [{ bearer: [] }];

/** Analytics, the link-equity heatmap and topic clusters. Mounted inside the authenticated scope. */
export function intelligenceRoutes({
  intelligence,
}: {
  intelligence: IntelligenceService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/websites/:id/analytics',
      {
        schema: {
          tags,
          security,
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(websiteAnalyticsSchema) },
        },
      },
      async (request) => ({
        data: await intelligence.analytics(currentUser(request).userId, request.params.id),
      }),
    );
    app.get(
      '/websites/:id/link-equity-heatmap',
      {
        schema: {
          tags,
          security,
          summary: 'Link equity: figures over every page, one page of the table, the folders',
          params: websiteParamsSchema,
          querystring: linkEquityQuerySchema,
          response: { 200: envelopeSchema(linkEquityHeatmapSchema) },
        },
      },
      async (request) => ({
        data: await intelligence.heatmap(
          currentUser(request).userId,
          request.params.id,
          request.query,
        ),
      }),
    );
    app.get(
      '/websites/:id/topic-clusters',
      {
        schema: {
          tags,
          security,
          summary: 'One page of the topic clusters, largest first, with the totals of them all',
          params: websiteParamsSchema,
          querystring: topicClustersQuerySchema,
          response: { 200: envelopeSchema(topicClustersSchema) },
        },
      },
      async (request) => ({
        data: await intelligence.clusters(
          currentUser(request).userId,
          request.params.id,
          request.query,
        ),
      }),
    );
    app.get(
      '/websites/:id/pages/:pageId/link-equity-score',
      {
        schema: {
          tags,
          security,
          params: pageParamsSchema,
          response: { 200: envelopeSchema(pageEquitySchema) },
        },
      },
      async (request) => ({
        data: await intelligence.pageEquity(
          currentUser(request).userId,
          request.params.id,
          request.params.pageId,
        ),
      }),
    );
    app.get(
      '/websites/:id/pages/:pageId/topical-authority',
      {
        schema: {
          tags,
          security,
          params: pageParamsSchema,
          response: { 200: envelopeSchema(topicalAuthoritySchema) },
        },
      },
      async (request) => ({
        data: await intelligence.topicalAuthority(
          currentUser(request).userId,
          request.params.id,
          request.params.pageId,
        ),
      }),
    );
  };
}
