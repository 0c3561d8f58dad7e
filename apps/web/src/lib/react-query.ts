import { QueryClient } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

// Spec §9, "general data-query defaults in the app start-up". Features override per query
// (suggestions: stale time 0 and one retry; website list: one retry after 1 s).
export const queryDefaults = {
  queries: {
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: FIVE_MINUTES,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
