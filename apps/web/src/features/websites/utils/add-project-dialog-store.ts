import { useSyncExternalStore } from 'react';

// One Add New Project modal for the app: the switcher and the dashboard both open it.
let isOpen = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setAddProjectDialogOpen(next: boolean) {
  if (next === isOpen) {
    return;
  }
  isOpen = next;
  listeners.forEach((listener) => listener());
}

export function openAddProjectDialog() {
  setAddProjectDialogOpen(true);
}

export function useIsAddProjectDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => isOpen);
}
