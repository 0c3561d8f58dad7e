import { useSyncExternalStore } from 'react';

/** Why the upgrade dialog opened; it picks the title ('Trial Ended' or 'Credits Exhausted'). */
export type UpgradeReason = 'trial_ended' | 'credits_exhausted';

type UpgradeDialogState = { isOpen: boolean; reason: UpgradeReason | null };

let state: UpgradeDialogState = { isOpen: false, reason: null };
const listeners = new Set<() => void>();

function setState(next: UpgradeDialogState) {
  state = next;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Opens the upgrade dialog from anywhere (a 402 CREDITS_EXHAUSTED from process-selected, a
 * credit check that says not enough). Without a reason the dialog reads the subscription:
 * an expired trial is 'Trial Ended', anything else 'Credits Exhausted'.
 */
export function openUpgradeDialog(reason: UpgradeReason | null = null) {
  setState({ isOpen: true, reason });
}

export function closeUpgradeDialog() {
  setState({ ...state, isOpen: false });
}

/** The upgrade dialog's state and its open/close actions, for React components. */
export function useUpgradeDialog() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return { ...current, open: openUpgradeDialog, close: closeUpgradeDialog };
}
