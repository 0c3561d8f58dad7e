import { PROCESSING_DEFAULTS, processSelectedResponseSchema } from '@linkloom/contracts';
import type { ProcessSelectedBody } from '@linkloom/contracts';
import { api } from '@/lib/api-client';
import { choiceBody } from '@/components/page-selection/page-choice';
import type { PageChoice } from '@/components/page-selection/page-choice';

/**
 * `POST /websites/{id}/process-selected` (spec §3, §9 options). `idempotencyKey` is one per
 * click: a retried request (a flaky network, a double click) returns the same job and is
 * never charged twice.
 */
export function processSelected(websiteId: string, choice: PageChoice, idempotencyKey: string) {
  const body: ProcessSelectedBody = {
    ...choiceBody(choice),
    options: { isGenerateSuggestions: true, ...PROCESSING_DEFAULTS },
  };
  return api.post(`/websites/${encodeURIComponent(websiteId)}/process-selected`, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: processSelectedResponseSchema,
  });
}
