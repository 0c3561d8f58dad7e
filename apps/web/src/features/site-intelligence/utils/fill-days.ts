import type { WebsiteAnalytics } from '@linkloom/contracts';

export type SuggestionDay = WebsiteAnalytics['suggestionsOverTime'][number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last `count` UTC days up to `today`, oldest first. The server lists only days on which
 * suggestions were created; the chart needs every day so gaps read as zero, not as missing.
 */
export function fillDays(days: SuggestionDay[], today: Date, count = 30): SuggestionDay[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return byDay.get(day) ?? { day, pending: 0, approved: 0, rejected: 0, applied: 0 };
  });
}
