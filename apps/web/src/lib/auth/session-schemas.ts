import { authUserSchema } from '@linkloom/contracts';
import { z } from 'zod';

export { verifyResponseSchema } from '@linkloom/contracts';

export const logoutResponseSchema = z.object({ success: z.literal(true) });

export const socialAuthCallbackResponseSchema = z.object({ user: authUserSchema });
