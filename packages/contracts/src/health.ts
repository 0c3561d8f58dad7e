import { z } from 'zod';

const componentStatusSchema = z.object({
  status: z.enum(['ok', 'error']),
  latencyMs: z.number().optional(),
  message: z.string().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  role: z.enum(['all', 'api', 'worker']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: componentStatusSchema.extend({ driver: z.enum(['pglite', 'postgres']) }),
  queue: componentStatusSchema.extend({
    queued: z.number().int().optional(),
    active: z.number().int().optional(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
