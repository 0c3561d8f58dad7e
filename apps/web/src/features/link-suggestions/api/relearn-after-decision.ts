import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getLearning } from './get-learning';
import { suggestionKeys } from './suggestion-query-keys';

/**
 * After a decision the server has re-fitted the site's model and re-rated the pending list:
 * read what it learnt, say what it changed ("4 more suggestions, learnt from your
 * decisions"), and refresh the list so it shows the new order and confidences.
 */
export async function relearnAfterDecision(queryClient: QueryClient, websiteId: string) {
  const learning = await getLearning(websiteId);
  queryClient.setQueryData(suggestionKeys.learning(websiteId), learning);
  const { promoted, demoted, decisions } = learning.last_change;
  if (decisions === learning.decisions && (promoted > 0 || demoted > 0)) {
    const parts = [
      promoted > 0
        ? `${promoted} more ${promoted === 1 ? 'suggestion' : 'suggestions'}, learnt from your decisions`
        : null,
      demoted > 0 ? `${demoted} moved to “Less likely”` : null,
    ].filter(Boolean);
    toast.success(parts.join('; '));
  }
  await queryClient.invalidateQueries({ queryKey: suggestionKeys.lists(websiteId) });
  await queryClient.invalidateQueries({ queryKey: suggestionKeys.stats(websiteId) });
  await queryClient.invalidateQueries({ queryKey: ['link-suggestions', websiteId, 'less-likely'] });
}
