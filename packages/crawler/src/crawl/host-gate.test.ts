import { describe, expect, it } from 'vitest';
import { createHostGate } from './host-gate';
import { parseRetryAfter } from './retry-after';

describe('createHostGate', () => {
  it('spaces starts by minIntervalMs and honours holdUntil', async () => {
    let time = 0;
    const starts: number[] = [];
    const gate = createHostGate(
      { concurrency: 2, minIntervalMs: 100 },
      {
        now: () => time,
        sleep: (ms) => {
          time += Math.max(0, ms);
          return Promise.resolve();
        },
      },
    );
    const task = () => {
      starts.push(time);
      return Promise.resolve();
    };
    await gate.run(task);
    await gate.run(task);
    await gate.run(task);
    gate.holdUntil(time + 5000);
    await gate.run(task);
    expect(starts).toEqual([0, 100, 200, 5200]);
  });

  it('never runs more than `concurrency` tasks at once', async () => {
    const gate = createHostGate(
      { concurrency: 2, minIntervalMs: 0 },
      { now: () => 0, sleep: () => Promise.resolve() },
    );
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 6 }, () => gate.run(task)));
    expect(peak).toBe(2);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores the rest', () => {
    const now = Date.parse('2024-05-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 01 May 2024 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 01 May 2024 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
