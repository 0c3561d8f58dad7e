import { creditCheckSchema } from '@linkloom/contracts';
import { api } from '@/lib/api-client';

/** `POST /credits/check`: whether the balance covers one credit per selected URL (spec §5). */
export function checkCredits(creditsNeeded: number) {
  return api.post('/credits/check', { body: { creditsNeeded }, schema: creditCheckSchema });
}
