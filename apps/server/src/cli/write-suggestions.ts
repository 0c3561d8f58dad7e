import type { LinkSuggestion } from '@linkloom/engine';

/** One exported row: the eval harness reads `source`, `target` and `anchor`. */
export type SuggestionRow = {
  source: string;
  target: string;
  anchor: string;
  suggestion_type: string;
  anchor_source: string;
  context: string;
  generated_passage: string | null;
  passage_placement: string | null;
  score: number;
  /** Calibrated probability that a site editor would make this link; null for written passages. */
  confidence: number | null;
  relevance: number;
  reasons: string[];
};

/** The spec's link-suggestion fields, best first as the engine ranked them. */
export function toRow(suggestion: LinkSuggestion): SuggestionRow {
  return {
    source: suggestion.sourceUrl,
    target: suggestion.targetUrl,
    anchor: suggestion.anchorText,
    suggestion_type: suggestion.suggestionType,
    anchor_source: suggestion.anchorSource,
    context: suggestion.context,
    generated_passage: suggestion.passage,
    passage_placement: suggestion.placement,
    score: suggestion.score,
    confidence: suggestion.confidence,
    relevance: suggestion.relevance,
    reasons: suggestion.reasons,
  };
}

const CSV_COLUMNS: Array<keyof SuggestionRow> = [
  'source',
  'target',
  'anchor',
  'suggestion_type',
  'anchor_source',
  'context',
  'generated_passage',
  'passage_placement',
  'score',
  'confidence',
  'relevance',
  'reasons',
];

function csvCell(value: SuggestionRow[keyof SuggestionRow]): string {
  const text = Array.isArray(value) ? value.join('; ') : String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as JSON (an array) or CSV (a header line, then one line per row). */
export function formatRows(rows: SuggestionRow[], format: 'json' | 'csv'): string {
  if (format === 'json') {
    return `${JSON.stringify(rows, null, 1)}\n`;
  }
  const lines = rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
  return `${[CSV_COLUMNS.join(','), ...lines].join('\n')}\n`;
}
