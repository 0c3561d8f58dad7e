import {
  envelopeSchema,
  findInboundBodySchema,
  findInboundResultSchema,
  pageParamsSchema,
} from '@linkloom/contracts';
import type { InboundLinksService } from '@linkloom/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/authenticate';

/** "Find links to this post" (issue 52 §3). Mounted inside the authenticated scope. */
export function inboundLinksRoutes({
  inboundLinks,
}: {
  inboundLinks: InboundLinksService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/websites/:id/pages/:pageId/find-inbound',
      {
        schema: {
          tags: ['link-suggestions'],
          security: [{ bearer: [] }],
          summary:
            'Searches every analysed page for sentences naming this page (and an optional keyword); adds them as pending suggestions, charging no credits',
          params: pageParamsSchema,
          body: findInboundBodySchema,
          response: { 200: envelopeSchema(findInboundResultSchema) },
        },
      },
      async (request) => ({
        data: await inboundLinks.find(
          currentUser(request).userId,
          request.params.id,
          request.params.pageId,
          request.body,
        ),
      }),
    );
  };
}
