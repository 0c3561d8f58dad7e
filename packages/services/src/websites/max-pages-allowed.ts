import { maxPagesLimitMessage, maxPagesOf, planWithMorePages } from '@linkloom/contracts';
import type { PlanId } from '@linkloom/contracts';
import { AppError } from '../app-error';

/**
 * Accepts a website's max pages within the owner's plan ceiling (absent: nothing to check).
 * @throws AppError PLAN_LIMIT_REACHED saying the plan's ceiling and the plan that raises it.
 */
export function assertMaxPagesAllowed(plan: PlanId, maxPages: number | undefined): void {
  if (maxPages === undefined || maxPages <= maxPagesOf(plan)) {
    return;
  }
  throw new AppError('PLAN_LIMIT_REACHED', maxPagesLimitMessage(plan), {
    plan,
    maxPages,
    max: maxPagesOf(plan),
    upgradeTo: planWithMorePages(plan)?.id ?? null,
  });
}
