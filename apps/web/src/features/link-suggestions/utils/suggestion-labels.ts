import type { LinkSuggestion, SuggestionStatus } from '@linkloom/contracts';

/** The type with underscores shown as spaces; 'internal link' when there is none (spec §2). */
export function suggestionTypeLabel(type: string | null | undefined): string {
  const label = type?.replaceAll('_', ' ').trim();
  return label ? label : 'internal link';
}

/** Spec §2's anchor source tag. */
export function anchorSourceLabel(source: LinkSuggestion['anchor_source'] | string): string {
  if (source === 'existing_content') {
    return 'Existing Content';
  }
  if (source === 'generated_passage') {
    return 'Newly Generated';
  }
  return 'Traditional Extraction';
}

/**
 * The card's confidence tag: the calibrated chance that an editor of the site would make
 * this link ('71% likely'); 'new passage' for written text, which no backtest measures;
 * null when there is no figure (a manual link, or one suggested before calibration).
 */
export function confidenceLabel(
  suggestion: Pick<LinkSuggestion, 'anchor_source' | 'confidence'>,
): string | null {
  if (suggestion.anchor_source === 'generated_passage') {
    return 'new passage';
  }
  if (suggestion.confidence === null) {
    return null;
  }
  return `${Math.round(suggestion.confidence * 100)}% likely`;
}

export const STATUS_META: Record<SuggestionStatus, { label: string; dot: string; text: string }> = {
  pending: { label: 'Pending', dot: 'bg-amber-500', text: 'text-amber-700' },
  approved: { label: 'Approved', dot: 'bg-emerald-500', text: 'text-emerald-700' },
  rejected: { label: 'Rejected', dot: 'bg-red-500', text: 'text-red-700' },
  applied: { label: 'Applied', dot: 'bg-sky-500', text: 'text-sky-700' },
};
