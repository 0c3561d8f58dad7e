import type { CreditStatus } from '@linkloom/contracts';

// Spec §9: the usage warning threshold is 80 %; the exhausted state is at 100 %.
export const CREDIT_WARNING_PERCENT = 80;
export const CREDIT_EXHAUSTED_PERCENT = 100;

export type CreditLevel = 'ok' | 'warning' | 'exhausted';

export type CreditUsage = {
  used: number;
  total: number;
  remaining: number;
  /** Held by a run in progress: neither spent nor free until the run ends. */
  reserved: number;
  /** 0 to 100, rounded down so 99.6 % does not read as full. */
  percentUsed: number;
  level: CreditLevel;
};

export function creditUsageOf(
  status: Pick<CreditStatus, 'creditsUsedThisMonth' | 'creditsPerMonth' | 'creditsRemaining'> &
    Partial<Pick<CreditStatus, 'creditsReservedInRuns'>>,
): CreditUsage {
  const total = Math.max(0, status.creditsPerMonth);
  const used = Math.max(0, status.creditsUsedThisMonth);
  const remaining = Math.max(0, status.creditsRemaining);
  const reserved = Math.max(0, status.creditsReservedInRuns ?? 0);
  const ratio = total > 0 ? (used / total) * 100 : 100;
  const percentUsed = Math.min(100, Math.floor(ratio));
  let level: CreditLevel = 'ok';
  // A run's reservation is not spent: the level reads what is charged, and nothing left is
  // exhaustion only when no run holds credits it may give back.
  if ((remaining === 0 && reserved === 0) || ratio >= CREDIT_EXHAUSTED_PERCENT) {
    level = 'exhausted';
  } else if (ratio >= CREDIT_WARNING_PERCENT) {
    level = 'warning';
  }
  return { used, total, remaining, reserved, percentUsed, level };
}
