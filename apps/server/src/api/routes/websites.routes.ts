import {
  createWebsiteBodySchema,
  envelopeSchema,
  linkQualitySchema,
  sitemapDataSchema,
  sitemapPagesQuerySchema,
  sitemapPagesSchema,
  startCrawlBodySchema,
  startCrawlResponseSchema,
  updateWebsiteBodySchema,
  websiteNeedingUrlSelectionSchema,
  websiteParamsSchema,
  websiteSchema,
  websiteStatsSchema,
} from '@linkloom/contracts';
import type { WebsitesService } from '@linkloom/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['websites'];
const security = [{ bearer: [] }];

/** Websites (projects) of the signed-in user. Mounted inside the authenticated scope. */
export function websitesRoutes({ websites }: { websites: WebsitesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/websites',
      {
        schema: {
          tags,
          security,
          summary: 'Your websites',
          response: { 200: envelopeSchema(z.array(websiteSchema)) },
        },
      },
      async (request) => ({ data: await websites.list(currentUser(request).userId) }),
    );

    app.get(
      '/websites/needing-url-selection',
      {
        schema: {
          tags,
          security,
          summary: 'Websites whose pages are discovered but not yet selected',
          response: { 200: envelopeSchema(z.array(websiteNeedingUrlSelectionSchema)) },
        },
      },
      async (request) => ({
        data: await websites.needingUrlSelection(currentUser(request).userId),
      }),
    );

    app.post(
      '/websites',
      {
        schema: {
          tags,
          security,
          summary: 'Adds a website and starts discovering its pages',
          body: createWebsiteBodySchema,
          response: { 201: envelopeSchema(websiteSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await websites.create(currentUser(request).userId, request.body) }),
    );

    app.get(
      '/websites/:id',
      {
        schema: {
          tags,
          security,
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(websiteSchema) },
        },
      },
      async (request) => ({
        data: await websites.get(currentUser(request).userId, request.params.id),
      }),
    );

    app.put(
      '/websites/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Updates a website; a new URL starts a new discovery',
          params: websiteParamsSchema,
          body: updateWebsiteBodySchema,
          response: { 200: envelopeSchema(websiteSchema) },
        },
      },
      async (request) => ({
        data: await websites.update(currentUser(request).userId, request.params.id, request.body),
      }),
    );

    app.delete(
      '/websites/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a website with its pages and suggestions',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await websites.remove(currentUser(request).userId, request.params.id);
        return { data: { deleted: true as const } };
      },
    );

    app.post(
      '/websites/:id/sitemap/discover',
      {
        schema: {
          tags,
          security,
          summary: 'Discovers the website’s pages again',
          params: websiteParamsSchema,
          response: { 202: envelopeSchema(websiteSchema) },
        },
      },
      async (request, reply) =>
        reply.status(202).send({
          data: await websites.rediscover(currentUser(request).userId, request.params.id),
        }),
    );

    app.post(
      '/websites/:id/crawl',
      {
        schema: {
          tags,
          security,
          summary: 'Crawls the website now; `urls` records the pages selected to process',
          params: websiteParamsSchema,
          body: startCrawlBodySchema,
          response: { 202: envelopeSchema(startCrawlResponseSchema) },
        },
      },
      async (request, reply) =>
        reply.status(202).send({
          data: await websites.startCrawl(
            currentUser(request).userId,
            request.params.id,
            request.body,
          ),
        }),
    );

    app.get(
      '/websites/:id/stats',
      {
        schema: {
          tags,
          security,
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(websiteStatsSchema) },
        },
      },
      async (request) => ({
        data: await websites.stats(currentUser(request).userId, request.params.id),
      }),
    );

    app.get(
      '/websites/:id/link-quality',
      {
        schema: {
          tags,
          security,
          summary:
            'What the last analysis measured: on the links the site already has, how many the engine found again and how often it was right (null before the first analysis)',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(linkQualitySchema.nullable()) },
        },
      },
      async (request) => ({
        data: await websites.linkQuality(currentUser(request).userId, request.params.id),
      }),
    );

    app.get(
      '/websites/:id/sitemap/data',
      {
        schema: {
          tags,
          security,
          summary: 'Discovery status, the first 1,000 pages and the discovery log',
          params: websiteParamsSchema,
          response: { 200: envelopeSchema(sitemapDataSchema) },
        },
      },
      async (request) => ({
        data: await websites.sitemapData(currentUser(request).userId, request.params.id),
      }),
    );

    app.get(
      '/websites/:id/sitemap/pages',
      {
        schema: {
          tags,
          security,
          summary: 'Discovered pages, paginated (limit up to 1,000)',
          params: websiteParamsSchema,
          querystring: sitemapPagesQuerySchema,
          response: { 200: envelopeSchema(sitemapPagesSchema) },
        },
      },
      async (request) => ({
        data: await websites.sitemapPages(
          currentUser(request).userId,
          request.params.id,
          request.query,
        ),
      }),
    );
  };
}
