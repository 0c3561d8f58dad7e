/**
 * Reads a Retry-After header (seconds or an HTTP date) as milliseconds from
 * `now`, or null when it is absent or unreadable.
 */
export function parseRetryAfter(header: string | undefined, now: number): number | null {
  if (header === undefined) {
    return null;
  }
  const value = header.trim();
  if (/^\d+$/.test(value)) {
    return Number(value) * 1000;
  }
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
