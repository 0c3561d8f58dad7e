import { z } from 'zod';
import { MESSAGES } from './messages';
import { pageSelectionSchema } from './page-selection';

/** The most pages one processing request may name, listed or matched. */
export const PROCESS_MAX_URLS = 10_000;

export const PROCESSING_DEFAULTS = { batchSize: 10, maxSuggestionsPerPage: 8 } as const;

/** `POST /websites/{id}/process-selected` (spec §3). */
export const processSelectedBodySchema = z
  .object({
    urls: z
      .array(z.string().trim().min(1).max(2000))
      .min(1, MESSAGES.selectAtLeastOneUrl)
      .max(PROCESS_MAX_URLS)
      .optional(),
    /**
     * "Select all N matching" (issue 55): the pages this selection matches, in list order, at
     * most 10,000, in place of `urls`; charged like a list, only for what is analysed.
     */
    matching: pageSelectionSchema.optional(),
    options: z
      .object({
        isGenerateSuggestions: z.boolean().default(true),
        batchSize: z.number().int().min(1).max(100).default(PROCESSING_DEFAULTS.batchSize),
        maxSuggestionsPerPage: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(PROCESSING_DEFAULTS.maxSuggestionsPerPage),
      })
      .default({ isGenerateSuggestions: true, ...PROCESSING_DEFAULTS }),
  })
  .refine((body) => body.urls !== undefined || body.matching !== undefined, {
    error: MESSAGES.selectAtLeastOneUrl,
    path: ['urls'],
  });
export type ProcessSelectedBody = z.infer<typeof processSelectedBodySchema>;

export const processSelectedResponseSchema = z.object({
  jobId: z.uuid(),
  websiteId: z.uuid(),
  credits: z.object({
    isPartial: z.boolean(),
    consumed: z.number().int(),
    remaining: z.number().int(),
    needsUpgrade: z.boolean(),
  }),
  processing: z.object({
    urlsRequested: z.number().int(),
    urlsProcessed: z.number().int(),
    urlsSkipped: z.number().int(),
  }),
});
export type ProcessSelectedResponse = z.infer<typeof processSelectedResponseSchema>;

export const processingStageSchema = z.enum([
  'initializing',
  'queued',
  'processing',
  'analyzing_content',
  'generating_suggestions',
  'finalizing_links',
  'completed',
  'failed',
]);
export type ProcessingStage = z.infer<typeof processingStageSchema>;

/** What a finished processing job produced (kept as the job's result, read back through this schema). */
export const processingResultSchema = z.object({
  suggestions_count: z.number().int(),
  processing_time: z.number(),
  early_duplicate_prevention: z.object({
    enabled: z.boolean(),
    urls_processed: z.number().int(),
    urls_filtered: z.number().int(),
    efficiency_gain: z.number(),
  }),
  /**
   * Processed pages that got no suggestion (no sentence on them names another page's
   * topic): how many, and the first 100 of them. Older results read as none.
   */
  pages_without_suggestions_count: z.number().int().default(0),
  pages_without_suggestions: z.array(z.string()).default([]),
  /** Selected pages that could not be crawled (not analysed, not charged). */
  urls_failed: z.number().int().default(0),
  /**
   * Selected pages that only list others (an archive, a home page of posts): never a source,
   * not charged. `early_duplicate_prevention.urls_filtered` counts them with the unchanged pages.
   */
  urls_left_out: z.number().int().default(0),
});
export type ProcessingResult = z.infer<typeof processingResultSchema>;

/** `GET /websites/{id}/queue-status` and `process-status` (spec §3 processing job status). */
export const processingJobStatusSchema = z.object({
  jobId: z.uuid(),
  websiteId: z.uuid(),
  status: z.enum(['started', 'completed', 'failed']),
  progress: z.number().min(0).max(100),
  stage: processingStageSchema,
  stageProgress: z.number().min(0).max(100),
  processedUrls: z.number().int(),
  totalUrls: z.number().int(),
  queueStatus: z.enum(['queued', 'processing']),
  /** Seconds, or null until there is enough progress to estimate. */
  estimatedTimeRemaining: z.number().int().nullable(),
  error: z.string().nullable(),
  result: processingResultSchema.nullable(),
});
export type ProcessingJobStatus = z.infer<typeof processingJobStatusSchema>;

export const processingStatusQuerySchema = z.object({ jobId: z.uuid().optional() });
