import { setTimeout as delay } from 'node:timers/promises';

/**
 * Polls `probe` every 100 ms until it answers something other than undefined, and answers
 * that; fails with `what` (read then, when a function) once `timeoutMs` has passed.
 */
export async function until<T>(
  probe: () => Promise<T | undefined>,
  what: string | (() => string),
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      const waitingFor = typeof what === 'string' ? what : what();
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${waitingFor}.`);
    }
    await delay(100);
  }
}
