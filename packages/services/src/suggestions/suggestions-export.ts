import type { LinkSuggestion } from '@linkloom/contracts';

const COLUMNS: Array<[string, (s: LinkSuggestion) => string | number | null]> = [
  ['id', (s) => s.uuid],
  ['status', (s) => s.status],
  ['type', (s) => s.suggestion_type],
  ['source_url', (s) => s.source_url],
  ['target_url', (s) => s.target_url],
  ['anchor_text', (s) => s.anchor_text],
  ['context', (s) => s.context],
  ['generated_passage', (s) => s.generated_passage],
  ['passage_placement', (s) => s.passage_placement],
  ['anchor_source', (s) => s.anchor_source],
  ['score', (s) => s.score],
  ['confidence', (s) => s.confidence],
  ['reasons', (s) => s.reasons.join('; ')],
  ['rejection_reason', (s) => s.rejection_reason],
  ['target_equity', (s) => s.target_equity],
  ['estimated_equity_gain', (s) => s.estimated_equity_gain],
  ['created_at', (s) => s.created_at],
];

/** One RFC 4180 cell: quoted when it holds a comma, quote or line break; formulas neutralised. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // Quote everything that needs it; a leading =,+,-,@ is neutralised so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a header row, safe to open in a spreadsheet. */
export function suggestionsToCsv(suggestions: LinkSuggestion[]): string {
  const header = COLUMNS.map(([name]) => name).join(',');
  const lines = suggestions.map((suggestion) =>
    COLUMNS.map(([, read]) => csvCell(read(suggestion))).join(','),
  );
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
