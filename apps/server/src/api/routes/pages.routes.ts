import {
  createPageBodySchema,
  envelopeSchema,
  pageLinksResponseSchema,
  pageLinkingBodySchema,
  pageParamsSchema,
  pageSchema,
  pagesQuerySchema,
  pagesResponseSchema,
  updatePageBodySchema,
  websiteParamsSchema,
} from '@linkloom/contracts';
import type { PagesService } from '@linkloom/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['pages'];
const security = [{ bearer: [] }];

/** A website's crawled pages and their links. Mounted inside the authenticated scope. */
export function pagesRoutes({ pages }: { pages: PagesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/websites/:id/pages',
      {
        schema: {
          tags,
          security,
          summary: 'The website’s pages with their crawl status; search by URL or title',
          params: websiteParamsSchema,
          querystring: pagesQuerySchema,
          response: { 200: envelopeSchema(pagesResponseSchema) },
        },
      },
      async (request) => ({
        data: await pages.list(currentUser(request).userId, request.params.id, request.query),
      }),
    );

    app.post(
      '/websites/:id/pages',
      {
        schema: {
          tags,
          security,
          summary: 'Adds a page by hand; the next crawl fetches it',
          params: websiteParamsSchema,
          body: createPageBodySchema,
          response: { 201: envelopeSchema(pageSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await pages.create(currentUser(request).userId, request.params.id, request.body),
        }),
    );

    app.get(
      '/websites/:id/pages/:pageId',
      {
        schema: {
          tags,
          security,
          params: pageParamsSchema,
          response: { 200: envelopeSchema(pageSchema) },
        },
      },
      async (request) => ({
        data: await pages.get(
          currentUser(request).userId,
          request.params.id,
          request.params.pageId,
        ),
      }),
    );

    app.put(
      '/websites/:id/pages/:pageId',
      {
        schema: {
          tags,
          security,
          params: pageParamsSchema,
          body: updatePageBodySchema,
          response: { 200: envelopeSchema(pageSchema) },
        },
      },
      async (request) => ({
        data: await pages.update(
          currentUser(request).userId,
          request.params.id,
          request.params.pageId,
          request.body,
        ),
      }),
    );

    app.put(
      '/websites/:id/pages/:pageId/linking',
      {
        schema: {
          tags,
          security,
          summary:
            'Links a page that only lists or repeats others (an archive, search results, a later page of a list, a feed, a print version) all the same, or leaves it out again',
          description:
            'Such pages are neither sources nor targets of suggestions by default (the home page stays a target). `linkedAnyway: true` turns the page back on from the next processing; `false` leaves it out again.',
          params: pageParamsSchema,
          body: pageLinkingBodySchema,
          response: { 200: envelopeSchema(pageSchema) },
        },
      },
      async (request) => ({
        data: await pages.setLinking(
          currentUser(request).userId,
          request.params.id,
          request.params.pageId,
          request.body,
        ),
      }),
    );

    app.delete(
      '/websites/:id/pages/:pageId',
      {
        schema: {
          tags,
          security,
          params: pageParamsSchema,
          response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await pages.remove(currentUser(request).userId, request.params.id, request.params.pageId);
        return { data: { deleted: true as const } };
      },
    );

    for (const [path, internal] of [
      ['internal-links', true],
      ['external-links', false],
    ] as const) {
      app.get(
        `/websites/:id/pages/:pageId/${path}`,
        {
          schema: {
            tags,
            security,
            summary: internal
              ? 'Links from this page to the same site'
              : 'Links from this page to other sites',
            params: pageParamsSchema,
            response: { 200: envelopeSchema(pageLinksResponseSchema) },
          },
        },
        async (request) => ({
          data: await pages.links(
            currentUser(request).userId,
            request.params.id,
            request.params.pageId,
            internal,
          ),
        }),
      );
    }
  };
}
