import type { LearningSummary } from '@linkloom/contracts';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * One sentence on what the site's confidence rests on and how sure it is (issue 51):
 * "Confidence learnt from your 37 decisions: about 55–80 % of suggestions are right."
 */
export function describeLearning(learning: LearningSummary): string {
  const [low, high] = learning.confidence_range;
  const basis = learning.basis_text.charAt(0).toUpperCase() + learning.basis_text.slice(1);
  if (high - low >= 0.95) {
    return `${basis}; too few links yet to say how sure.`;
  }
  return `${basis}: between ${percent(low)} and ${percent(high)} of suggestions are likely right.`;
}
