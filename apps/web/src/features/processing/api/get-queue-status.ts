import { processingJobStatusSchema } from '@linkloom/contracts';
import { api } from '@/lib/api-client';

/** `GET /websites/{id}/queue-status`: the job's status, polled every 2 s. */
export function getQueueStatus(websiteId: string, jobId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/queue-status`, {
    query: { jobId },
    schema: processingJobStatusSchema,
    signal,
  });
}
