import type { LinkSuggestion } from '@linkloom/contracts';
import type { SuggestionListRow, SuggestionRow } from '@linkloom/db';
import type { EquityEstimator } from '@linkloom/engine';

/**
 * A suggestion row as the API shows it (spec §3 field names), with its pages' titles, its
 * target's equity and the estimated gain from the website's latest analysis (null without one).
 */
export function toLinkSuggestion(
  row: SuggestionListRow | SuggestionRow,
  equity: EquityEstimator | null,
  titles: ReadonlyMap<string, string> = new Map(),
): LinkSuggestion {
  return {
    uuid: row.id,
    status: row.status,
    suggestion_type: row.suggestionType,
    source_url: row.sourceUrl,
    target_url: row.targetUrl,
    source_title: titles.get(row.sourceUrl) ?? null,
    target_title: titles.get(row.targetUrl) ?? null,
    anchor_text: row.anchorText,
    context: row.context,
    generated_passage: row.generatedPassage,
    passage_placement: row.passagePlacement,
    anchor_source: row.anchorSource,
    score: row.score,
    confidence: row.confidence,
    reasons: row.reasons,
    rejection_reason: row.rejectionReason,
    target_equity: equity?.equityOf(row.targetUrl) ?? null,
    estimated_equity_gain: equity?.gainOf(row.sourceUrl, row.targetUrl) ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
