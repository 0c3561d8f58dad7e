/** One of the site's own candidates: its raw score and the confidence the pooled curves give it. */
export type ScoredCandidate = { score: number; confidence: number };

/**
 * A cold site's cut-off, read off its own candidates: where the F1 they are expected to reach
 * is best. Each candidate counts as right with the confidence the other sites' curve gives its
 * score; the links there are to find are the expected right ones over `coverage`, the share of
 * their authors' links the other sites had among their candidates. A site whose candidates
 * score high keeps more of them, one whose candidates are mostly weak keeps fewer, where one
 * pooled cut-off would treat both alike. With `floorPrecision` (an owner who asks for more
 * precision than the default), never below the lowest score where the expected precision of
 * what is kept still reaches it, when one does. The cut-off lies halfway between the last
 * candidate kept and the first left out, so pages analysed later are held to the same boundary;
 * `keepsAll` when no candidate is left out (any lower cut-off keeps the same). Null when the
 * site has no candidates.
 */
export function siteCutoff(
  candidates: readonly ScoredCandidate[],
  coverage: number,
  floorPrecision: number | null,
): { cutoff: number; keepsAll: boolean; expectedPrecision: number } | null {
  if (candidates.length === 0 || coverage <= 0) {
    return null;
  }
  const sorted = [...candidates].sort((a, b) => b.score - a.score);
  const toFind = sorted.reduce((sum, candidate) => sum + candidate.confidence, 0) / coverage;
  let right = 0;
  let best = { cutoff: sorted[0]!.score, f1: -1, kept: 0, right: 0 };
  let meeting: typeof best | null = null;
  sorted.forEach((candidate, position) => {
    right += candidate.confidence;
    if (sorted[position + 1]?.score === candidate.score) {
      return;
    }
    const kept = position + 1;
    const here = { cutoff: candidate.score, f1: (2 * right) / (kept + toFind), kept, right };
    if (here.f1 > best.f1) {
      best = here;
    }
    if (floorPrecision !== null && right / kept >= floorPrecision) {
      meeting = here;
    }
  });
  const chosen: typeof best =
    meeting !== null && (meeting as typeof best).cutoff > best.cutoff ? meeting : best;
  const below = sorted[chosen.kept]?.score;
  return {
    cutoff: below === undefined ? chosen.cutoff : (chosen.cutoff + below) / 2,
    keepsAll: below === undefined,
    expectedPrecision: chosen.right / chosen.kept,
  };
}
