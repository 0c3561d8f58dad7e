import type { AnchorCandidate } from './find-anchors';

/** How one source page names the pages it could link to. */
export type PageMentions = {
  /** How often the page names each target. */
  repeats: Map<number, number>;
};

/** Summarises a page's candidates by target. */
export function pageMentionsOf(candidates: AnchorCandidate[]): PageMentions {
  const repeats = new Map<number, number>();
  for (const candidate of candidates) {
    const target = candidate.phrase.target;
    repeats.set(target, (repeats.get(target) ?? 0) + 1);
  }
  return { repeats };
}
