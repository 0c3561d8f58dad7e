import { useState } from 'react';

/** Spec §9: the first 50 discovered URLs are pre-selected. */
export const PRESELECTED_URLS = 50;

/**
 * The first 50 discovered URLs processing will analyse: pages it leaves out (archives, later
 * pages of a list) cost nothing and find nothing, so they are not chosen for the owner.
 */
export function preselectedUrls(urls: string[], leftOut: ReadonlyMap<string, string>): string[] {
  return urls.filter((url) => !leftOut.has(url)).slice(0, PRESELECTED_URLS);
}

/** A set of chosen URLs with the list's Select all / Clear / toggle. */
export function useUrlSelection(initial: Iterable<string> = []) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial));

  function toggle(url: string, isChecked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) {
        next.add(url);
      } else {
        next.delete(url);
      }
      return next;
    });
  }

  return {
    selected,
    toggle,
    selectAll: (urls: string[]) => setSelected(new Set(urls)),
    clear: () => setSelected(new Set()),
  };
}
