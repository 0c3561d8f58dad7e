import { useState } from 'react';

/** Spec §9: the first 50 discovered URLs are pre-selected. */
export const PRESELECTED_URLS = 50;

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
