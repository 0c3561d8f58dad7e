import { creditCheckSchema } from '@linkloom/contracts';
import type { CreditCheck } from '@linkloom/contracts';
import { api } from '@/lib/api-client';
import { logError } from '@/lib/error-log';

export const CREDIT_CHECK_ERROR = 'Failed to check credits';

export type CreditCheckResult = CreditCheck & { errorMessage: string | null };

/**
 * Spec §5/§8: whether the balance covers `creditsNeeded` (default 1). A failed check keeps
 * its message and counts as not enough credits, so the caller opens the paywall.
 */
export async function checkCredits(creditsNeeded = 1): Promise<CreditCheckResult> {
  try {
    const result = await api.post('/credits/check', {
      body: { creditsNeeded },
      schema: creditCheckSchema,
    });
    return { ...result, errorMessage: null };
  } catch (error) {
    logError(error, CREDIT_CHECK_ERROR);
    const message = error instanceof Error && error.message ? error.message : CREDIT_CHECK_ERROR;
    return { hasEnoughCredits: false, creditsRemaining: 0, errorMessage: message };
  }
}
