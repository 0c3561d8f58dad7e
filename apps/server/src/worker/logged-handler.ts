import type { JobHandler } from '@linkloom/db';
import type { FastifyBaseLogger } from 'fastify';

/** The error's message with its causes, as far as they go: "a: b: c". */
export function causeChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ');
}

/**
 * A job handler whose failures are logged, at error level, with the queue, the job, the attempt
 * and the cause: pg-boss keeps the error in `pgboss.job.output`, where no operator reads it
 * (issue 54, item 2). A job stopped by its signal (a worker shutting down) is logged at warn:
 * it is retried, nothing failed.
 */
export function loggedHandler<T>(
  queueName: string,
  handler: JobHandler<T>,
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): JobHandler<T> {
  return async (payload, context) => {
    try {
      return await handler(payload, context);
    } catch (error) {
      const fields = {
        err: error,
        queue: queueName,
        jobId: context.jobId,
        attempt: context.attempt,
      };
      if (context.signal.aborted) {
        logger.warn(fields, `Job ${queueName} stopped: ${causeChain(error)}`);
      } else {
        logger.error(fields, `Job ${queueName} failed: ${causeChain(error)}`);
      }
      throw error;
    }
  };
}
