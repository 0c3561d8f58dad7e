import { describe, expect, it } from 'vitest';
import { planImport } from './import-plan';

describe('planImport', () => {
  it('covers the 16 months Search Console keeps, month by month, up to two days ago', () => {
    const steps = planImport('full', new Date('2026-11-27T05:00:00Z'));
    const days = steps.filter((step) => step.kind === 'page-days');
    const queries = steps.filter((step) => step.kind === 'page-queries');
    expect(days).toHaveLength(16);
    expect(queries).toHaveLength(16);
    expect(days[0]).toEqual({ kind: 'page-days', startDate: '2025-08-01', endDate: '2025-08-31' });
    expect(days.at(-1)).toEqual({
      kind: 'page-days',
      startDate: '2026-11-01',
      endDate: '2026-11-25',
    });
    expect(queries.at(-1)).toEqual({
      kind: 'page-queries',
      month: '2026-11-01',
      startDate: '2026-11-01',
      endDate: '2026-11-25',
    });
  });

  it('re-reads the last five days, and the whole months they fall in for the queries', () => {
    const steps = planImport('recent', new Date('2026-12-03T05:00:00Z'));
    expect(steps).toEqual([
      { kind: 'page-days', startDate: '2026-11-27', endDate: '2026-11-30' },
      { kind: 'page-days', startDate: '2026-12-01', endDate: '2026-12-01' },
      { kind: 'page-queries', month: '2026-11-01', startDate: '2026-11-01', endDate: '2026-11-30' },
      { kind: 'page-queries', month: '2026-12-01', startDate: '2026-12-01', endDate: '2026-12-01' },
    ]);
  });
});
