import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearErrorLog,
  ERROR_LOG_LIMIT,
  getErrorLog,
  installGlobalErrorLog,
  logError,
} from './error-log';

function rejectionOf(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('error log', () => {
  afterEach(() => {
    clearErrorLog();
  });

  it('keeps message, stack, time, page and browser of each error', () => {
    logError(new Error('boom'));

    const [entry] = getErrorLog();
    expect(entry).toMatchObject({ message: 'boom', url: window.location.href });
    expect(entry?.stack).toContain('boom');
    expect(entry?.userAgent).toBe(navigator.userAgent);
    expect(Date.parse(entry?.timestamp ?? '')).not.toBeNaN();
  });

  it('keeps only the last 50 entries', () => {
    for (let index = 0; index < ERROR_LOG_LIMIT + 5; index += 1) {
      logError(`error ${index}`);
    }

    const log = getErrorLog();
    expect(log).toHaveLength(50);
    expect(log[0]?.message).toBe('error 5');
    expect(log.at(-1)?.message).toBe('error 54');
  });

  it('records unhandled errors and promise rejections', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = installGlobalErrorLog(window);

    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is not a function') }));
    window.dispatchEvent(rejectionOf(new Error('no answer')));
    stop();
    window.dispatchEvent(rejectionOf(new Error('after stop')));

    expect(getErrorLog().map((entry) => entry.message)).toEqual([
      'x is not a function',
      'no answer',
    ]);
    // Spec §8: TypeError and ReferenceError are also logged to the console.
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
