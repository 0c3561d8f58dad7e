import { describe, expect, it } from 'vitest';
import { progressOf } from './job-progress';

describe('progressOf', () => {
  it('fills each stage its own stretch of the bar, in order, never backwards', () => {
    const order = [
      progressOf('processing', 0),
      progressOf('processing', 1),
      progressOf('analyzing_content', 0),
      progressOf('analyzing_content', 1),
      progressOf('generating_suggestions', 0),
      progressOf('generating_suggestions', 0.5),
      progressOf('generating_suggestions', 1),
      progressOf('finalizing_links', 0),
    ].map((patch) => patch.progress!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(0);
    expect(order.at(-1)).toBeLessThan(100);
  });

  it('shows the stage itself from 0 to 100, clamped', () => {
    expect(progressOf('generating_suggestions', 0.25)).toMatchObject({
      stage: 'generating_suggestions',
      stageProgress: 25,
    });
    expect(progressOf('processing', 3).stageProgress).toBe(100);
    expect(progressOf('processing', -1).stageProgress).toBe(0);
  });
});
