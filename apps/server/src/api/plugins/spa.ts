import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

const SERVER_PREFIXES = ['/api', '/identity'];

function isServerPath(url: string): boolean {
  return SERVER_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached,
 * and every other GET that is not an API path answered with index.html (history
 * fallback) so that client routes survive a reload. The build writes `.br` and `.gz`
 * beside each text file (apps/web/vite.config.ts); the one the client accepts is sent with
 * `Content-Encoding` and `Vary: accept-encoding`.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = path.join(distDir, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The routes below serve the files: @fastify/static's own routes cannot opt out of the
      // rate limit.
      serve: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // A cold load fetches dozens of script chunks: counted against the per-client API limit
    // (600 a minute), a few page loads from one address would lock the API out.
    const unlimited = { config: { rateLimit: false } } as const;
    app.get<{ Params: { '*': string } }>('/assets/*', unlimited, (request, reply) =>
      reply.sendFile(`assets/${request.params['*']}`),
    );
    const topLevelFiles = readdirSync(distDir, { withFileTypes: true }).filter(
      (entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name),
    );
    for (const { name } of topLevelFiles) {
      app.get(`/${name}`, unlimited, (_request, reply) => reply.sendFile(name));
    }
  } else {
    app.log.warn({ distDir }, 'the web app is not built: run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    // A missing hashed asset (an old tab after a deploy) must fail as such, not as index.html.
    if (url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (isServerPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const message = `No route for ${request.method} ${url.split('?')[0]}.`;
      return reply.status(404).send(errorBody(request, { code: 'NOT_FOUND', message }));
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The Linkloom web app is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
