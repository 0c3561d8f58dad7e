import { buildSiteIndex, suggestLinks } from '@linkloom/engine';
import type { LinkSuggester } from '@linkloom/services';

/** The built-in engine behind the services' port: the site indexed once, suggestions per page. */
export function createEngineSuggester(): LinkSuggester {
  return ({ pages, excludedPairs }) => {
    const index = buildSiteIndex(pages, { excludedPairs });
    return {
      suggestFor: (sourceUrl, maxSuggestions) =>
        suggestLinks(index, sourceUrl, { maxSuggestionsPerPage: maxSuggestions, passages: true }),
    };
  };
}
