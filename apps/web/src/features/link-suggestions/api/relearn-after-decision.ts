import type { LearningSummary } from '@linkloom/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getLearning } from './get-learning';
import { suggestionKeys } from './suggestion-query-keys';

/**
 * The site's model has been re-fitted and the pending list re-rated: say what it changed ("4
 * more suggestions, learnt from your decisions"), and refresh the list so it shows the new
 * order and confidences.
 */
export async function showRelearnt(
  queryClient: QueryClient,
  websiteId: string,
  learning: LearningSummary,
) {
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

/**
 * After a decision the server re-fits the site's model in a job a moment later (one for a
 * burst of decisions). Reads where that stands: while it runs, the list is read again (the
 * decided card leaves it) and the learning panel says so and polls (useLearning), and shows what
 * changed when it ends; if it has ended already, shows it now.
 */
export async function relearnAfterDecision(queryClient: QueryClient, websiteId: string) {
  const learning = await getLearning(websiteId);
  queryClient.setQueryData(suggestionKeys.learning(websiteId), learning);
  if (!learning.rerating) {
    await showRelearnt(queryClient, websiteId, learning);
    return;
  }
  // The decided card leaves the list now; the re-rated list follows when the re-fit ends.
  await queryClient.invalidateQueries({ queryKey: suggestionKeys.lists(websiteId) });
  await queryClient.invalidateQueries({ queryKey: suggestionKeys.stats(websiteId) });
}
