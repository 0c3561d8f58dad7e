import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FixtureHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
) => void | Promise<void>;

export type FixtureServer = {
  origin: string;
  /** `127.0.0.1:port`, ready for allowHosts. */
  host: string;
  /** Paths requested, in order. */
  requests: string[];
  /** User-Agent headers seen, in order. */
  userAgents: string[];
  close(): Promise<void>;
};

/**
 * Serves `routes` (path → handler; `*` catches the rest, else 404) on an
 * ephemeral port of 127.0.0.1.
 */
export async function startFixtureServer(
  routes: Record<string, FixtureHandler>,
): Promise<FixtureServer> {
  const requests: string[] = [];
  const userAgents: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    userAgents.push(request.headers['user-agent'] ?? '');
    const handler = routes[path] ?? routes[path.split('?')[0] ?? path] ?? routes['*'];
    if (handler === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    Promise.resolve(handler(request, response, origin)).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    requests,
    userAgents,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler answering `body` with `contentType`. */
export function serve(
  body: string | Buffer,
  contentType = 'text/html; charset=utf-8',
  status = 200,
  headers: Record<string, string> = {},
): FixtureHandler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': contentType, ...headers }).end(body);
  };
}

/** A handler redirecting to `location` (relative to the fixture origin when it starts with `/`). */
export function redirect(location: string, status = 302): FixtureHandler {
  return (_request, response) => {
    response.writeHead(status, { location }).end();
  };
}
