import { SearchConsoleCallback } from '@/features/search-console';

/** /search-console/callback: Google's consent comes back here. */
export function SearchConsoleCallbackRoute() {
  return <SearchConsoleCallback />;
}
