import type { CreditStatus } from '@linkloom/contracts';

// Spec §9: the usage warning threshold is 80 %; the exhausted state is at 100 %.
export const CREDIT_WARNING_PERCENT = 80;
export const CREDIT_EXHAUSTED_PERCENT = 100;

export type CreditLevel = 'ok' | 'warning' | 'exhausted';

export type CreditUsage = {
  used: number;
  total: number;
  remaining: number;
  /** 0 to 100, rounded down so 99.6 % does not read as full. */
  percentUsed: number;
  level: CreditLevel;
};

export function creditUsageOf(
  status: Pick<CreditStatus, 'creditsUsedThisMonth' | 'creditsPerMonth' | 'creditsRemaining'>,
): CreditUsage {
  const total = Math.max(0, status.creditsPerMonth);
  const used = Math.max(0, status.creditsUsedThisMonth);
  const remaining = Math.max(0, status.creditsRemaining);
  const ratio = total > 0 ? (used / total) * 100 : 100;
  const percentUsed = Math.min(100, Math.floor(ratio));
  let level: CreditLevel = 'ok';
  if (remaining === 0 || ratio >= CREDIT_EXHAUSTED_PERCENT) {
    level = 'exhausted';
  } else if (ratio >= CREDIT_WARNING_PERCENT) {
    level = 'warning';
  }
  return { used, total, remaining, percentUsed, level };
}
