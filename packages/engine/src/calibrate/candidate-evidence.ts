import type { SiteIndex } from '../index/site-index';
import { allowedTargetsOf, evidencedCandidates } from '../suggest/page-candidates';
import { scoreOf } from '../suggest/score-candidate';
import type { CandidateFeatures, FeatureWeights } from '../suggest/score-candidate';
import type { LabelledEvidence } from './fit-weights';

/** One target a page may link to: the evidence of each of its mentions there, and whether the author linked it. */
export type EvidenceGroup = { hit: boolean; mentions: CandidateFeatures[] };

/** Every target the page may link to, each with all its mentions on the page. */
export function candidateGroups(
  index: SiteIndex,
  source: number,
  linked: ReadonlySet<number>,
): EvidenceGroup[] {
  const byTarget = new Map<number, CandidateFeatures[]>();
  for (const { candidate, features } of evidencedCandidates(
    index,
    source,
    allowedTargetsOf(index, source),
  )) {
    const mentions = byTarget.get(candidate.phrase.target) ?? [];
    mentions.push(features);
    byTarget.set(candidate.phrase.target, mentions);
  }
  return [...byTarget].map(([target, mentions]) => ({ hit: linked.has(target), mentions }));
}

/** Each group's best-placed mention under `weights`, as the engine would choose it. */
export function bestEvidence(
  groups: readonly EvidenceGroup[],
  weights: FeatureWeights,
): LabelledEvidence[] {
  return groups.map(({ hit, mentions }) => {
    let best = mentions[0]!;
    let bestScore = scoreOf(best, weights);
    for (const features of mentions.slice(1)) {
      const score = scoreOf(features, weights);
      if (score > bestScore) {
        best = features;
        bestScore = score;
      }
    }
    return { features: best, hit };
  });
}

/** Each target the page may link to, with the evidence of its best-placed mention and whether the author linked it. */
export function evidenceOf(
  index: SiteIndex,
  source: number,
  linked: ReadonlySet<number>,
  weights: FeatureWeights,
): LabelledEvidence[] {
  return bestEvidence(candidateGroups(index, source, linked), weights);
}
