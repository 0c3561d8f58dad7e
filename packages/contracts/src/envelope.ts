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

/** One page of a list: its items under their name (`pages`, `suggestions`, …) and where the page stands. */
export function listPageSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), pagination: paginationSchema };
  return z.object(shape as Record<K, z.ZodArray<T>> & { pagination: typeof paginationSchema });
}
