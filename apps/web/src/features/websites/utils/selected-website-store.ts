import { useSyncExternalStore } from 'react';

/** Where the chosen project survives a reload (spec §4 website selection). */
export const SELECTED_WEBSITE_KEY = 'linkloom.selectedWebsiteId';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(SELECTED_WEBSITE_KEY) ?? null;
  } catch {
    return null;
  }
}

let current = read();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Chooses the project every screen works on; null forgets the choice. */
export function setSelectedWebsiteId(websiteId: string | null) {
  if (websiteId === current) {
    return;
  }
  current = websiteId;
  try {
    if (websiteId) {
      globalThis.localStorage?.setItem(SELECTED_WEBSITE_KEY, websiteId);
    } else {
      globalThis.localStorage?.removeItem(SELECTED_WEBSITE_KEY);
    }
  } catch {
    // Storage refused: the choice lasts until reload.
  }
  listeners.forEach((listener) => listener());
}

/** The stored choice, which may name a website that no longer exists. */
export function useStoredWebsiteId(): string | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** Tests start from what localStorage holds now. */
export function reloadSelectedWebsiteIdForTests() {
  current = read();
}
