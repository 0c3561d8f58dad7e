import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type ToastKind = 'success' | 'error' | 'warning';

let sonner: Promise<Sonner> | null = null;
let isRequested = false;
const listeners = new Set<() => void>();

/**
 * Loads sonner and mounts the app's toaster (LazyToaster). Sonner stays out of the first
 * load of a screen that shows no toast (issue 18); a toast shown before the toaster mounts
 * is replayed by sonner when it does.
 */
export function requestToaster(): Promise<Sonner> {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) {
      listener();
    }
  }
  sonner ??= import('sonner');
  return sonner;
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return isRequested;
}

function show(kind: ToastKind) {
  return (message: string, options?: ExternalToast) => {
    void requestToaster().then(({ toast }) => toast[kind](message, options));
  };
}

/** sonner's `toast`, loaded on first use: spec §9's toasts, top-right, 5 s. */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
};
