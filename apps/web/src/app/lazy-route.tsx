import { lazy, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { ScreenLoadError } from '@/components/errors/screen-load-error';

type LoadScreen = () => Promise<ComponentType>;
type LazyRouteHandle = { preload: () => Promise<unknown> };

// Route chunks being downloaded, for the shell's progress bar.
const pendingLoads = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();

function notifyListeners() {
  // A load starts while a route renders: tell the subscribers after that render, not during it.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

function track(load: Promise<unknown>) {
  pendingLoads.add(load);
  notifyListeners();
  void load
    .catch(() => undefined)
    .finally(() => {
      pendingLoads.delete(load);
      notifyListeners();
    });
}

/** Whether a screen's code is being downloaded (the navigation waits for it). */
export function useIsScreenLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pendingLoads.size > 0,
  );
}

/**
 * A route whose component is its own chunk, loaded when the route is first matched. Once
 * loaded it renders at once, without suspending, so a screen preloaded before the first
 * render (main.tsx) or before a navigation commits never shows a fallback. A failed download
 * surfaces as a ScreenLoadError, which the error screens answer with a reload.
 */
export function lazyRoute(load: LoadScreen): Pick<RouteObject, 'element' | 'handle'> {
  let Loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;

  function preload(): Promise<ComponentType> {
    if (!loading) {
      loading = load().then(
        (component) => {
          Loaded = component;
          return component;
        },
        (error: unknown) => {
          throw new ScreenLoadError(error);
        },
      );
      track(loading);
    }
    return loading;
  }

  const LazyScreen = lazy(async () => ({ default: await preload() }));
  function Screen() {
    return Loaded ? <Loaded /> : <LazyScreen />;
  }
  const handle: LazyRouteHandle = { preload };
  return { element: <Screen />, handle };
}

function isLazyRouteHandle(handle: unknown): handle is LazyRouteHandle {
  return typeof (handle as LazyRouteHandle | undefined)?.preload === 'function';
}

/**
 * Starts loading every lazy route `pathname` matches at once, so a layout's chunk and its
 * screen's chunk download together rather than one after the other. Settles when all have
 * loaded; a failure is left to the render, which reports it.
 */
export function preloadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    isLazyRouteHandle(route.handle) ? route.handle.preload().catch(() => undefined) : undefined,
  );
  return Promise.all(loads).then(() => undefined);
}
