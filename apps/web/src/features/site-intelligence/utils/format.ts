const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday", "just now": how long since `iso`, seen from `now`. */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return 'just now';
}

/** "22 Nov 2026, 14:05" in the reader's time zone, for a tooltip beside a relative time. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A page URL as its path (with query), which is what tells pages of one site apart; the
 * origin is the same on every row.
 */
export function formatPagePath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${decodeURI(parsed.pathname)}${parsed.search}` || '/';
  } catch {
    return url;
  }
}

export function formatEquity(equity: number): string {
  return equity.toFixed(1);
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}
