import { afterAll, beforeAll } from 'vitest';
import { announceWordpressSkip, startWordpressSite, wordpressUnavailable } from './wordpress-site';
import type { WordpressSite } from './wordpress-site';

/** Why the WordPress tests of `suite` cannot run here (said loudly), or null. */
export async function wordpressSkipReason(suite: string): Promise<string | null> {
  const reason = await wordpressUnavailable();
  if (reason) {
    announceWordpressSkip(suite, reason);
  }
  return reason;
}

/** Serves one throwaway WordPress for the enclosing suite; `use` receives it once installed. */
export function useWordpressSite(use: (site: WordpressSite) => void): void {
  let site: WordpressSite | undefined;
  beforeAll(async () => {
    site = await startWordpressSite();
    use(site);
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
  });
}
