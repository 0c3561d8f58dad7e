import type { Website } from '@linkloom/contracts';
import { useEffect } from 'react';
import { useWebsites } from '@/lib/queries/get-websites';
import { setSelectedWebsiteId, useStoredWebsiteId } from '../utils/selected-website-store';

export type SelectedWebsite = {
  websites: ReturnType<typeof useWebsites>;
  selectedWebsite: Website | null;
  selectWebsite: (websiteId: string) => void;
};

/**
 * The project every screen works on (spec §4): the stored choice while it still exists,
 * otherwise the first website, selected automatically. `pathWebsiteId` is the website the
 * current path names, if any.
 */
export function useSelectedWebsite(pathWebsiteId: string | null = null): SelectedWebsite {
  const websites = useWebsites();
  const storedId = useStoredWebsiteId();
  const list = websites.data;
  // A screen of one website (/websites/{id}/…) makes that website the selected one.
  const preferredId =
    pathWebsiteId && list?.some((website) => website.uuid === pathWebsiteId)
      ? pathWebsiteId
      : storedId;
  const selectedWebsite = list
    ? (list.find((website) => website.uuid === preferredId) ?? list[0] ?? null)
    : null;
  const selectedId = selectedWebsite?.uuid ?? null;

  useEffect(() => {
    if (list && selectedId !== storedId) {
      setSelectedWebsiteId(selectedId);
    }
  }, [list, selectedId, storedId]);

  return { websites, selectedWebsite, selectWebsite: setSelectedWebsiteId };
}
