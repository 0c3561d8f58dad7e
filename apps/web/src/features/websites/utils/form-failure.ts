import { isApiError } from '@/lib/api-client';

export type ProjectFormFailure = { message: string; isPlanLimit: boolean };

/** The server's refusal in words for the form: duplicate site, plan limit, bad input. */
export function toFormFailure(error: unknown): ProjectFormFailure {
  if (isApiError(error)) {
    return { message: error.message, isPlanLimit: error.code === 'PLAN_LIMIT_REACHED' };
  }
  return { message: 'Could not save the project. Please try again.', isPlanLimit: false };
}
