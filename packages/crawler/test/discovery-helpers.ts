import { createSafeFetcher, discoverPages } from '../src/index';
import type { DiscoveryResult, LogLine } from '../src/index';
import type { FixtureHandler, FixtureServer } from './fixture-server';
import { site } from './sites';

export const XML = 'application/xml; charset=utf-8';

// Route values may need the origin (absolute <loc>s), so they are built once it is known.
export async function siteBuiltFrom(
  build: (origin: string) => Record<string, FixtureHandler>,
): Promise<FixtureServer> {
  let routes: Record<string, FixtureHandler> = {};
  return site({
    '*': (request, response, origin) => {
      if (Object.keys(routes).length === 0) {
        routes = build(origin);
      }
      const handler = routes[request.url ?? '/'];
      if (handler === undefined) {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      }
      return handler(request, response, origin);
    },
  });
}

export async function discover(
  server: FixtureServer,
  options: Partial<Parameters<typeof discoverPages>[1]> = {},
): Promise<{ result: DiscoveryResult; log: LogLine[] }> {
  const log: LogLine[] = [];
  const result = await discoverPages(`${server.origin}/`, {
    fetcher: createSafeFetcher({ allowHosts: [server.host] }),
    maxPages: 1000,
    crawlDepth: 3,
    respectRobots: true,
    delayMs: 0,
    onLog: (line) => log.push(line),
    ...options,
  });
  return { result, log };
}

export function messages(log: LogLine[]): string[] {
  return log.map((line) => `${line.level}: ${line.message}`);
}
