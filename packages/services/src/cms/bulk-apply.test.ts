import type { CmsApplyRunRow } from '@linkloom/db';
import { describe, expect, it } from 'vitest';
import { isUnderWay } from './bulk-apply';

const run = (state: CmsApplyRunRow['state'], minutesAgo: number): CmsApplyRunRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  websiteId: '00000000-0000-4000-8000-000000000002',
  state,
  suggestionIds: [],
  done: 0,
  applied: 0,
  needsReview: 0,
  alreadyLinked: 0,
  failed: 0,
  message: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12) - minutesAgo * 60_000),
  finishedAt: null,
});
const now = new Date(Date.UTC(2026, 0, 1, 12));

describe('isUnderWay', () => {
  it('holds a queued or running job back from a second start, but not a finished or lost one', () => {
    expect(isUnderWay(run('queued', 1), now)).toBe(true);
    expect(isUnderWay(run('running', 30), now)).toBe(true);
    expect(isUnderWay(run('completed', 1), now)).toBe(false);
    expect(isUnderWay(run('failed', 1), now)).toBe(false);
    // Longer than the job may take with every retry: its worker is gone for good.
    expect(isUnderWay(run('running', 4 * 60), now)).toBe(false);
  });
});
