/**
 * Keys of the queries that several features read (the website, the website list, the credit
 * balance). A feature keys its own queries in its `api/*-query-keys.ts`, under
 * `websiteKeys.detail(id)` when they belong to one website, so a website update refreshes them.
 */
export const websiteKeys = {
  all: ['websites'] as const,
  lists: () => ['websites', 'list'] as const,
  // Keyed by user so the next account in this tab never sees the last one's projects.
  list: (userId: string | null) => ['websites', 'list', userId] as const,
  detail: (websiteId: string) => ['websites', websiteId] as const,
  stats: (websiteId: string) => ['websites', websiteId, 'stats'] as const,
};

// Keyed by user: spec §4 loads credits when signed in and clears them on sign-out, so
// another account never sees the last one's figures.
export const creditKeys = {
  all: ['credits'] as const,
  status: (userId: string | null) => ['credits', 'status', userId] as const,
  upgradeRecommendation: (userId: string | null) =>
    ['credits', 'upgrade-recommendation', userId] as const,
  usageStats: (userId: string | null) => ['credits', 'usage-stats', userId] as const,
};
