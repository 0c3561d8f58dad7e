import {
  envelopeSchema,
  processingJobStatusSchema,
  processingStatusQuerySchema,
  processSelectedBodySchema,
  processSelectedResponseSchema,
  websiteParamsSchema,
} from '@linkloom/contracts';
import type { ProcessingService } from '@linkloom/services';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/authenticate';

const tags = ['processing'];
const security = [{ bearer: [] }];

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : undefined;
}

/** Processing selected URLs into suggestions, and the job's status. Mounted inside the authenticated scope. */
export function processingRoutes({
  processing,
}: {
  processing: ProcessingService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    for (const path of [
      '/websites/:id/process-selected',
      '/websites/:id/link-suggestions/generate',
    ]) {
      app.post(
        path,
        {
          schema: {
            tags,
            security,
            summary:
              'Reserves credits and queues the analysis of the selected URLs (an Idempotency-Key header makes retries safe)',
            params: websiteParamsSchema,
            body: processSelectedBodySchema,
            response: { 202: envelopeSchema(processSelectedResponseSchema) },
          },
        },
        async (request, reply) =>
          reply.status(202).send({
            data: await processing.start(
              currentUser(request).userId,
              request.params.id,
              request.body,
              idempotencyKeyOf(request),
            ),
          }),
      );
    }

    for (const path of ['/websites/:id/queue-status', '/websites/:id/process-status']) {
      app.get(
        path,
        {
          schema: {
            tags,
            security,
            summary: 'Status of a processing job (the latest when no jobId is given)',
            params: websiteParamsSchema,
            querystring: processingStatusQuerySchema,
            response: { 200: envelopeSchema(processingJobStatusSchema) },
          },
        },
        async (request) => ({
          data: await processing.status(
            currentUser(request).userId,
            request.params.id,
            request.query.jobId,
          ),
        }),
      );
    }
  };
}
