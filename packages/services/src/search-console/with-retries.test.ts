import { describe, expect, it } from 'vitest';
import { SearchConsoleApiError } from '../ports/search-console-gateway';
import { withRetries } from './with-retries';

describe('withRetries', () => {
  it('waits the growing delays through 429 and 5xx, then answers', async () => {
    const waits: number[] = [];
    const failures = [429, 503, 500];
    const answer = await withRetries(
      async () => {
        const status = failures.shift();
        if (status) {
          throw new SearchConsoleApiError(status, 'busy');
        }
        return 'rows';
      },
      { delaysMs: [1, 2, 4, 8], sleep: async (ms) => void waits.push(ms) },
    );
    expect(answer).toBe('rows');
    expect(waits).toEqual([1, 2, 4]);
  });

  it('gives up after the last delay, and at once on a refusal', async () => {
    let calls = 0;
    const always503 = withRetries(
      async () => {
        calls += 1;
        throw new SearchConsoleApiError(503, 'down');
      },
      { delaysMs: [1, 1], sleep: async () => undefined },
    );
    await expect(always503).rejects.toThrow('down');
    expect(calls).toBe(3);
    calls = 0;
    const refused = withRetries(
      async () => {
        calls += 1;
        throw new SearchConsoleApiError(403, 'no permission');
      },
      { delaysMs: [1, 1], sleep: async () => undefined },
    );
    await expect(refused).rejects.toThrow('no permission');
    expect(calls).toBe(1);
  });
});
