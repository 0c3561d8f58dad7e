import type { LinkSuggestion } from '@linkloom/contracts';

export type Grouping = 'source' | 'target';

export type SuggestionGroup = { url: string; suggestions: LinkSuggestion[] };

/**
 * Groups by source page (outgoing links) or target page (incoming links), keeping the server's
 * order: groups appear where their first suggestion does, so the best-scored page leads.
 */
export function groupSuggestions(
  suggestions: readonly LinkSuggestion[],
  grouping: Grouping,
): SuggestionGroup[] {
  const groups = new Map<string, LinkSuggestion[]>();
  for (const suggestion of suggestions) {
    const url = grouping === 'source' ? suggestion.source_url : suggestion.target_url;
    const group = groups.get(url);
    if (group) {
      group.push(suggestion);
    } else {
      groups.set(url, [suggestion]);
    }
  }
  return [...groups].map(([url, items]) => ({ url, suggestions: items }));
}
