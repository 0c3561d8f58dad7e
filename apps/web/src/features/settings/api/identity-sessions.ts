import { z } from 'zod';

/**
 * A signed-in device as the server lists it (only the fields the Security tab shows): never its
 * token; `current` marks this device.
 */
export const identitySessionSchema = z.looseObject({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type IdentitySession = z.infer<typeof identitySessionSchema>;

export const identityStatusSchema = z.looseObject({ status: z.boolean().optional() });
