import { buildSiteIndex, clusterTargetsBySource, suggestLinks } from '@linkloom/engine';
import type { LinkSuggester } from '@linkloom/services';

/** The built-in engine behind the services' port: the site indexed once, suggestions per page. */
export function createEngineSuggester(): LinkSuggester {
  return ({ pages, excludedPairs, clusterGaps }) => {
    const index = buildSiteIndex(pages, { excludedPairs });
    const clusterTargetsOf = clusterTargetsBySource(clusterGaps);
    return {
      suggestFor: (sourceUrl, maxSuggestions) =>
        suggestLinks(index, sourceUrl, {
          maxSuggestionsPerPage: maxSuggestions,
          passages: true,
          clusterTargets: clusterTargetsOf.get(sourceUrl),
        }),
    };
  };
}
