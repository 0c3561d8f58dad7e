import { processingJobStatusSchema } from '@linkloom/contracts';
import { api } from '@/lib/api-client';

/** `GET /websites/{id}/process-status`: the fallback when a queue-status poll fails (spec §4). */
export function getProcessStatus(websiteId: string, jobId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/process-status`, {
    query: { jobId },
    schema: processingJobStatusSchema,
    signal,
  });
}
