import { SEARCH_CONSOLE_HISTORY_MONTHS } from '@linkloom/contracts';

/** Search Console's figures settle about two days late: the import stops there. */
export const DATA_LAG_DAYS = 2;
/** The daily refresh imports the last days again: Google revises recent days. */
export const RECENT_DAYS = 5;

/** One request series of an import: one dimension set over one span of days. */
export type ImportStep =
  | { kind: 'page-days'; startDate: string; endDate: string }
  /** A calendar month's page + query totals (`endDate` may stop before the month's end). */
  | { kind: 'page-queries'; month: string; startDate: string; endDate: string };

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function addMonths(day: string, months: number): string {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDay(date);
}

function monthEnd(month: string): string {
  return isoDay(new Date(new Date(`${addMonths(month, 1)}T00:00:00Z`).getTime() - DAY_MS));
}

/** Months from `from`'s to `to`'s, each clipped to [from, to]. */
function monthSpans(from: string, to: string) {
  const spans: { month: string; startDate: string; endDate: string }[] = [];
  for (let month = monthStart(from); month <= to; month = addMonths(month, 1)) {
    const end = monthEnd(month);
    spans.push({
      month,
      startDate: month < from ? from : month,
      endDate: end > to ? to : end,
    });
  }
  return spans;
}

/**
 * The requests of an import as of `today`: `full` covers the 16 months Search Console keeps,
 * month by month (per-day page figures, then each month's page + query totals); `recent`
 * re-reads the last days and the months they fall in.
 */
export function planImport(mode: 'full' | 'recent', today: Date): ImportStep[] {
  const end = isoDay(new Date(today.getTime() - DATA_LAG_DAYS * DAY_MS));
  const start =
    mode === 'full'
      ? addMonths(end, -(SEARCH_CONSOLE_HISTORY_MONTHS - 1))
      : isoDay(new Date(new Date(`${end}T00:00:00Z`).getTime() - (RECENT_DAYS - 1) * DAY_MS));
  const spans = monthSpans(start, end);
  return [
    ...spans.map(({ startDate, endDate }) => ({ kind: 'page-days' as const, startDate, endDate })),
    // A month's query totals are replaced whole, so each is read from its first day.
    ...spans.map(({ month, endDate }) => ({
      kind: 'page-queries' as const,
      month,
      startDate: month,
      endDate,
    })),
  ];
}
