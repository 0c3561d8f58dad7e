import { describe, expect, it } from 'vitest';
import { fillDays } from './fill-days';

describe('fillDays', () => {
  it('lists every day up to today, keeping the counts the server sent', () => {
    const filled = fillDays(
      [{ day: '2026-11-21', pending: 2, approved: 1, rejected: 0, applied: 0 }],
      new Date('2026-11-22T23:30:00Z'),
      3,
    );
    expect(filled).toEqual([
      { day: '2026-11-20', pending: 0, approved: 0, rejected: 0, applied: 0 },
      { day: '2026-11-21', pending: 2, approved: 1, rejected: 0, applied: 0 },
      { day: '2026-11-22', pending: 0, approved: 0, rejected: 0, applied: 0 },
    ]);
  });

  it('gives 30 days by default', () => {
    expect(fillDays([], new Date('2026-03-01T00:00:00Z'))).toHaveLength(30);
  });
});
