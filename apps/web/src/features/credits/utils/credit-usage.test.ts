import { describe, expect, it } from 'vitest';
import { creditUsageOf } from './credit-usage';

function usage(used: number, total: number) {
  return creditUsageOf({
    creditsUsedThisMonth: used,
    creditsPerMonth: total,
    creditsRemaining: Math.max(0, total - used),
  });
}

describe('creditUsageOf', () => {
  it('is ok below 80 % used', () => {
    expect(usage(39, 50)).toMatchObject({ level: 'ok', percentUsed: 78, remaining: 11 });
  });

  it('warns from 80 % used', () => {
    expect(usage(40, 50).level).toBe('warning');
    expect(usage(199, 200).level).toBe('warning');
  });

  it('is exhausted at 100 % or with nothing left', () => {
    expect(usage(50, 50)).toMatchObject({ level: 'exhausted', percentUsed: 100, remaining: 0 });
    expect(usage(60, 50)).toMatchObject({ level: 'exhausted', percentUsed: 100 });
    expect(
      creditUsageOf({ creditsUsedThisMonth: 0, creditsPerMonth: 50, creditsRemaining: 0 }).level,
    ).toBe('exhausted');
  });

  it('holds a run’s reservation apart: not used, no call to buy more (issue 52)', () => {
    const during = creditUsageOf({
      creditsUsedThisMonth: 0,
      creditsReservedInRuns: 44,
      creditsPerMonth: 50,
      creditsRemaining: 6,
    });
    expect(during).toMatchObject({ used: 0, reserved: 44, remaining: 6, level: 'ok' });
    const allHeld = creditUsageOf({
      creditsUsedThisMonth: 0,
      creditsReservedInRuns: 50,
      creditsPerMonth: 50,
      creditsRemaining: 0,
    });
    expect(allHeld.level).toBe('ok');
  });
});
