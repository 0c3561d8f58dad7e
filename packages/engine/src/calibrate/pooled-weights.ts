import { HELD_WEIGHTS } from '../suggest/held-weights';
import type { CandidateFeatures, FeatureWeights } from '../suggest/score-candidate';
import { bestEvidence } from './candidate-evidence';
import type { EvidenceGroup } from './candidate-evidence';
import { fitWeights } from './fit-weights';

const HELD = new Set(Object.keys(HELD_WEIGHTS) as Array<keyof CandidateFeatures>);
// Across sites the bias and the density are evidence like the rest, not one site's base rate.
const NONE = new Set<keyof CandidateFeatures>();
// Which mention of a target is its best depends on the weights: every mention to start with,
// then the best under the last fit, twice.
const ROUNDS = 2;

/**
 * The engine's weights of the evidence, fitted on sites whose authors' links are known: a
 * logistic regression of each page's best-placed mention of each target on whether the page's
 * author linked it, each site weighing the same, every weight pulled toward 0 but those of
 * evidence no such site shows (`HELD_WEIGHTS`), which stay where they are set.
 */
export function fitPooledWeights(
  sites: ReadonlyArray<readonly EvidenceGroup[]>,
  keys: ReadonlyArray<keyof CandidateFeatures>,
): FeatureWeights {
  const prior = Object.fromEntries(
    keys.map((key) => [key, (HELD_WEIGHTS as Partial<FeatureWeights>)[key] ?? 0]),
  ) as FeatureWeights;
  const mean = sites.reduce((sum, groups) => sum + groups.length, 0) / sites.length;
  const everyMention = sites.flatMap((groups) =>
    groups.flatMap(({ hit, mentions }) =>
      mentions.map((features) => ({
        features,
        hit,
        weight: mean / groups.length / mentions.length,
      })),
    ),
  );
  let weights = fitWeights(everyMention, prior, { held: HELD, free: NONE });
  for (let round = 0; round < ROUNDS; round += 1) {
    const data = sites.flatMap((groups) =>
      bestEvidence(groups, weights).map((row) => ({ ...row, weight: mean / groups.length })),
    );
    weights = fitWeights(data, prior, { held: HELD, free: NONE, from: weights });
  }
  return weights;
}
