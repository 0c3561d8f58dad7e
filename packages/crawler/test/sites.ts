import { startFixtureServer } from './fixture-server';
import type { FixtureHandler, FixtureServer } from './fixture-server';

const servers: FixtureServer[] = [];

/** A fixture site on 127.0.0.1 that `closeSites` (each test file's afterEach) closes. */
export async function site(routes: Record<string, FixtureHandler>): Promise<FixtureServer> {
  const server = await startFixtureServer(routes);
  servers.push(server);
  return server;
}

export async function closeSites(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}
