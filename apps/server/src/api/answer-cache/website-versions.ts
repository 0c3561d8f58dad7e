import { WEBSITE_CHANGED_CHANNEL } from '@linkloom/db';
import type { Database } from '@linkloom/db';

export type WebsiteVersions = Awaited<ReturnType<typeof watchWebsiteVersions>>;

/**
 * The version of each website's reviewed data as this process knows it: a new one with each
 * notice of migration 0014's triggers (every process hears every write, on commit) and with each
 * write this process answers itself (`bump`). An answer read at one version may be served again
 * while the version holds. While the notices cannot be heard (PostgreSQL's listening connection
 * dropped), there is no version and nothing may be kept; `onReset` says when kept answers are void.
 */
export async function watchWebsiteVersions(
  database: Pick<Database, 'listen'>,
  { onReset }: { onReset: () => void },
) {
  const versions = new Map<string, number>();
  let latest = 0;
  // Every website's version after a reset is above every version handed out before it, so a
  // read that began before the reset is never kept as current.
  let floor = 0;
  let listening = false;

  const bump = (websiteId: string) => {
    latest += 1;
    versions.set(websiteId, latest);
  };
  const reset = (nowListening: boolean) => {
    latest += 1;
    floor = latest;
    versions.clear();
    listening = nowListening;
    onReset();
  };

  const listener = await database.listen(WEBSITE_CHANGED_CHANNEL, {
    notice: bump,
    listening: () => reset(true),
    lost: () => reset(false),
  });

  return {
    /** The website's current version; null while changes cannot be heard. */
    versionOf: (websiteId: string): number | null =>
      listening ? Math.max(versions.get(websiteId) ?? 0, floor) : null,
    bump,
    stop: () => listener.stop(),
  };
}
