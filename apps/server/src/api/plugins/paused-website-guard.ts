import type { ActiveWebsitesService } from '@linkloom/services';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from './authenticate';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WEBSITE_ROUTE = '/api/websites/:id';

// Every change to a website goes through a route under /websites/:id; guarding them here keeps
// the rule in one place rather than in each of the services behind them. Deleting stays open:
// it is one way out of being over the limit.
function isWebsiteChange(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  if (READ_METHODS.has(request.method) || !route.startsWith(WEBSITE_ROUTE)) {
    return false;
  }
  return !(request.method === 'DELETE' && route === WEBSITE_ROUTE);
}

/**
 * Refuses any change to a website its owner's plan has paused (issue 54), with the message
 * that says why and how to fix it; reads keep working. Register inside the authenticated scope.
 */
export function registerPausedWebsiteGuard(
  app: FastifyInstance,
  { activeWebsites }: { activeWebsites: Pick<ActiveWebsitesService, 'requireActive'> },
): void {
  app.addHook('preHandler', async (request) => {
    if (!isWebsiteChange(request)) {
      return;
    }
    const { id } = request.params as { id: string };
    await activeWebsites.requireActive(currentUser(request).userId, id);
  });
}
