import { useWebsiteLearning } from '../api/get-website-learning';
import { describeLearningBasis } from '../utils/learning-basis-text';

/**
 * What the quality card's figures rest on and how sure they are (issue 51): "Learnt from your
 * 37 decisions (reject 5 generic anchors and it learns): 55–80 % right."
 */
export function LearningBasis({ websiteId }: { websiteId: string }) {
  const learning = useWebsiteLearning(websiteId);
  if (!learning.data) {
    return null;
  }
  return (
    <p className="text-sm text-zinc-800" data-testid="learning-basis">
      {describeLearningBasis(learning.data)}
    </p>
  );
}
