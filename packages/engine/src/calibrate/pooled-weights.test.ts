import { describe, expect, it } from 'vitest';
import { RANKING_WEIGHTS } from '../suggest/ranking-weights';
import type { CandidateFeatures } from '../suggest/score-candidate';
import type { EvidenceGroup } from './candidate-evidence';
import { HELD_WEIGHTS } from '../suggest/held-weights';
import { fitPooledWeights } from './pooled-weights';

const KEYS = Object.keys(RANKING_WEIGHTS) as Array<keyof CandidateFeatures>;
const none = Object.fromEntries(
  Object.keys(RANKING_WEIGHTS).map((key) => [key, 0]),
) as CandidateFeatures;
const mention = (features: Partial<CandidateFeatures>): CandidateFeatures => ({
  ...none,
  bias: 1,
  ...features,
});

/** A site where quoted names are linked `linked` times in `of`, unquoted ones once in ten. */
function site(linked: number, of: number, size = 1): EvidenceGroup[] {
  const groups: EvidenceGroup[] = [];
  for (let copy = 0; copy < size; copy += 1) {
    for (let i = 0; i < of; i += 1) {
      groups.push({ hit: i < linked, mentions: [mention({ quoted: 1 })] });
    }
    for (let i = 0; i < 10; i += 1) {
      groups.push({ hit: i === 0, mentions: [mention({})] });
    }
  }
  return groups;
}

describe('fitPooledWeights', () => {
  it('learns what the sites show and holds what they cannot show', () => {
    const weights = fitPooledWeights([site(8, 10, 30), site(7, 10, 30)], KEYS);
    expect(weights.quoted).toBeGreaterThan(2);
    expect(weights.bias).toBeLessThan(-1.5);
    // No site shows a writer's reference or search data: the engine's values stand.
    expect(weights.fromReference).toBe(HELD_WEIGHTS.fromReference);
    expect(weights.searchQuery).toBe(HELD_WEIGHTS.searchQuery);
    // Evidence no site has is pulled to nothing, not kept at a hand-set value.
    expect(weights.code).toBe(0);
  });

  it('weighs each site the same, however many pages it has', () => {
    const even = fitPooledWeights([site(9, 10, 20), site(3, 10, 20)], KEYS);
    const big = fitPooledWeights([site(9, 10, 200), site(3, 10, 20)], KEYS);
    const pooled = fitPooledWeights([site(9, 10, 200).concat(site(3, 10, 20))], KEYS);
    // Pooled as one site, the big one would pull the weight toward its own habit.
    expect(pooled.quoted - even.quoted).toBeGreaterThan(1);
    expect(Math.abs(big.quoted - even.quoted)).toBeLessThan((pooled.quoted - even.quoted) / 3);
  });

  it('fits the mention the weights would choose', () => {
    const groups: EvidenceGroup[] = Array.from({ length: 400 }, (_, i) => ({
      hit: i % 2 === 0,
      mentions: [mention({}), mention({ quoted: i % 2 === 0 ? 1 : 0 })],
    }));
    const weights = fitPooledWeights([groups], KEYS);
    expect(weights.quoted).toBeGreaterThan(1);
  });
});
