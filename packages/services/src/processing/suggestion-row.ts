import type { SuggestedLink } from '../ports/link-suggester';

/** A suggested link as the row the processing job stores for it. */
export function toSuggestionRow(websiteId: string, jobId: string | null, link: SuggestedLink) {
  const isPassage = link.kind === 'passage';
  return {
    websiteId,
    jobId,
    suggestionType: link.suggestionType,
    sourceUrl: link.sourceUrl,
    targetUrl: link.targetUrl,
    anchorText: link.anchorText,
    context: link.context,
    generatedPassage: link.passage,
    passagePlacement: link.placement,
    anchorSource: isPassage ? ('generated_passage' as const) : ('existing_content' as const),
    score: link.score,
    confidence: link.confidence,
    reasons: link.reasons,
    blockIndex: link.blockIndex,
    anchorStart: link.start,
    anchorEnd: link.end,
  };
}

/** A candidate below the cut-off as the row kept for it ("less likely", issue 51). */
export function toLessLikelyRow(jobId: string, link: SuggestedLink) {
  return {
    jobId,
    suggestionType: link.suggestionType,
    sourceUrl: link.sourceUrl,
    targetUrl: link.targetUrl,
    anchorText: link.anchorText,
    context: link.context,
    score: link.score,
    confidence: link.confidence,
    reasons: link.reasons,
    blockIndex: link.blockIndex,
    anchorStart: link.start,
    anchorEnd: link.end,
  };
}
