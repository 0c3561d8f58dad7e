import type { LinkSuggestion } from '@linkloom/contracts';
import type { SuggestionRow } from '@linkloom/db';

/** A suggestion row as the API shows it (spec §3 field names). */
export function toLinkSuggestion(row: SuggestionRow): LinkSuggestion {
  return {
    uuid: row.id,
    status: row.status,
    suggestion_type: row.suggestionType,
    source_url: row.sourceUrl,
    target_url: row.targetUrl,
    anchor_text: row.anchorText,
    context: row.context,
    generated_passage: row.generatedPassage,
    passage_placement: row.passagePlacement,
    anchor_source: row.anchorSource,
    score: row.score,
    reasons: row.reasons,
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
