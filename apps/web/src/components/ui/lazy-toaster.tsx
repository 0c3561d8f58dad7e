import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterConfig } from '@/config/toasts';
import { isToasterRequested, requestToaster, subscribeToToasterRequest } from '@/lib/toast';

const Toaster = lazy(async () => ({ default: (await requestToaster()).Toaster }));

/** The app's one toaster, mounted (and sonner loaded) with the first toast. */
export function LazyToaster() {
  const isRequested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    isToasterRequested,
  );
  if (!isRequested) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Toaster {...toasterConfig} />
    </Suspense>
  );
}
