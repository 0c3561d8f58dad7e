import type { SuggestionStatus } from '@linkloom/contracts';

/** One place for the suggestion query keys, so mutations refresh exactly what they change. */
export const suggestionKeys = {
  all: (websiteId: string) => ['link-suggestions', websiteId] as const,
  lists: (websiteId: string) => ['link-suggestions', websiteId, 'list'] as const,
  list: (websiteId: string, status: SuggestionStatus | null, isStrikingOnly = false) =>
    [
      'link-suggestions',
      websiteId,
      'list',
      status ?? 'all',
      ...(isStrikingOnly ? ['striking'] : []),
    ] as const,
  stats: (websiteId: string) => ['link-suggestions', websiteId, 'stats'] as const,
  /** What the site's model learnt (issue 51); refetched after each decision. */
  learning: (websiteId: string) => ['link-suggestions', websiteId, 'learning'] as const,
  lessLikely: (websiteId: string, sourceUrl: string) =>
    ['link-suggestions', websiteId, 'less-likely', sourceUrl] as const,
  rules: (websiteId: string) => ['link-suggestions', websiteId, 'rules'] as const,
  /** "Links to this post": under `lists`, so a decision updates its cards in place too. */
  inbound: (websiteId: string) => ['link-suggestions', websiteId, 'list', 'inbound'] as const,
  inboundOf: (websiteId: string, pageId: string, status: SuggestionStatus | null) =>
    ['link-suggestions', websiteId, 'list', 'inbound', pageId, status ?? 'all'] as const,
};

// Spec §9: suggestion queries are never fresh, kept 1 minute and retried once.
export const suggestionQueryCaching = { staleTime: 0, gcTime: 60_000, retry: 1 } as const;
