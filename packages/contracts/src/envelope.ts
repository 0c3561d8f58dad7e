import { z } from 'zod';

/** Every successful API answer is `{ data: … }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;
