import type { ScoredCandidate } from './score-candidate';

function normalisedText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Picks the best candidates, at most `limit`: one per target, spans that never overlap,
 * and one target per anchor text. `scored` must already be best first.
 */
export function chooseAnchors(scored: ScoredCandidate[], limit: number): ScoredCandidate[] {
  const chosen: ScoredCandidate[] = [];
  const usedTargets = new Set<number>();
  const targetByText = new Map<string, number>();
  for (const entry of scored) {
    if (chosen.length >= limit) {
      break;
    }
    const { candidate } = entry;
    const text = normalisedText(candidate.text);
    const clash = chosen.some(
      ({ candidate: other }) =>
        other.blockIndex === candidate.blockIndex &&
        candidate.start < other.end &&
        candidate.end > other.start,
    );
    const textTarget = targetByText.get(text);
    if (
      clash ||
      usedTargets.has(candidate.phrase.target) ||
      (textTarget !== undefined && textTarget !== candidate.phrase.target)
    ) {
      continue;
    }
    usedTargets.add(candidate.phrase.target);
    targetByText.set(text, candidate.phrase.target);
    chosen.push(entry);
  }
  return chosen;
}
