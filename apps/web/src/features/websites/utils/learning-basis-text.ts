import type { LearningSummary } from '@linkloom/contracts';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * One sentence: what the confidence rests on and how sure it is, and what the owner's
 * decisions taught the model when there are any.
 */
export function describeLearningBasis(learning: LearningSummary): string {
  const basis = learning.basis_text.charAt(0).toUpperCase() + learning.basis_text.slice(1);
  const [low, high] = learning.confidence_range;
  const sure =
    high - low >= 0.95
      ? 'too few links yet to say how sure'
      : `between ${percent(low)} and ${percent(high)} of suggestions likely right`;
  if (learning.source !== 'decisions') {
    return `Confidence ${learning.basis_text}: ${sure}. Approve and reject suggestions and it learns from you.`;
  }
  const rejected = learning.decisions - learning.approvals;
  return `${basis} (${learning.approvals} approved, ${rejected} rejected): ${sure}.`;
}
