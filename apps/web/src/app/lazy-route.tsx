import { lazy } from 'react';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { ScreenLoadError } from '@/components/errors/screen-load-error';

type LoadScreen = () => Promise<ComponentType>;
type LazyRouteHandle = { preload: LoadScreen };

/**
 * A route whose component is its own chunk, loaded when the route is first shown. A failed
 * download surfaces as a ScreenLoadError, which the error screens answer with a reload.
 */
export function lazyRoute(load: LoadScreen): Pick<RouteObject, 'element' | 'handle'> {
  const Screen = lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      throw new ScreenLoadError(error);
    }
  });
  const handle: LazyRouteHandle = { preload: load };
  return { element: <Screen />, handle };
}

function isLazyRouteHandle(handle: unknown): handle is LazyRouteHandle {
  return typeof (handle as LazyRouteHandle | undefined)?.preload === 'function';
}

/**
 * Starts loading every lazy route `pathname` matches at once, so a layout's chunk and its
 * screen's chunk download together rather than one after the other. Failures are left to
 * the render, which reports them.
 */
export function preloadMatchedRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isLazyRouteHandle(route.handle)) {
      route.handle.preload().catch(() => undefined);
    }
  }
}
