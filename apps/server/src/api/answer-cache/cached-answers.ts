import { Negotiator } from '@fastify/accept-negotiator';
import type { Database } from '@linkloom/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../plugins/compression';
import { currentUser } from '../plugins/authenticate';
import { createAnswerCache } from './answer-cache';
import type { Answer, Encoding } from './answer-cache';
import { watchWebsiteVersions } from './website-versions';

const JSON_TYPE = 'application/json; charset=utf-8';
// Kept answers are the owner's own data: a browser keeps them but asks before reuse.
const CACHE_CONTROL = 'private, no-cache';
const READS = new Set(['GET', 'HEAD']);

const websiteIdOf = (request: FastifyRequest) =>
  request.routeOptions.url?.startsWith('/api/websites/:id')
    ? (request.params as { id?: string }).id
    : undefined;

/**
 * Review-list answers kept in this process and served again, compressed once, until the
 * website's data changes (website-versions.ts). An answer is kept per user and URL, so it
 * only ever goes back to the user it was read for. `store` wraps a route's handler and
 * `serve` is its preValidation hook; with `maxBytes` 0 both let every request through.
 */
export async function registerCachedAnswers(
  app: FastifyInstance,
  { database, maxBytes }: { database: Database; maxBytes: number },
) {
  const cache = createAnswerCache({ maxBytes });
  const versions =
    maxBytes > 0 ? await watchWebsiteVersions(database, { onReset: () => cache.clear() }) : null;
  const encodings = new Negotiator<Encoding>({
    supportedValues: ['br', 'gzip'],
    cache: new Map(),
  });
  app.addHook('onClose', async () => versions?.stop());
  // A write answered here is seen by the next read here, before the database's notice of it
  // arrives (it may come a moment after the commit on PostgreSQL).
  app.addHook('onSend', (request, _reply, payload, done) => {
    const websiteId = READS.has(request.method) ? undefined : websiteIdOf(request);
    if (websiteId) {
      versions?.bump(websiteId);
    }
    done(null, payload);
  });

  const keyOf = (request: FastifyRequest) => `${currentUser(request).userId}\n${request.url}`;

  function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
    reply.header('content-type', JSON_TYPE).header('cache-control', CACHE_CONTROL);
    reply.header('etag', answer.etag).header('vary', 'authorization, accept-encoding');
    if (request.headers['if-none-match'] === answer.etag) {
      return reply.code(304).send();
    }
    const header = request.headers['accept-encoding'];
    const encoding = header && encodings.negotiate(header);
    if (!encoding || answer.json.byteLength < COMPRESSION_THRESHOLD_BYTES) {
      return reply.send(answer.json);
    }
    return reply.header('content-encoding', encoding).send(cache.encode(answer, encoding));
  }

  function storeJson<Request extends FastifyRequest>(
    answer: (request: Request) => Promise<string>,
  ) {
    return async (request: Request, reply: FastifyReply) => {
      const websiteId = websiteIdOf(request);
      const versionNow = () => (websiteId ? (versions?.versionOf(websiteId) ?? null) : null);
      const version = versionNow();
      const json = Buffer.from(await answer(request));
      // Kept only when nothing changed while it was read.
      if (version === null || versionNow() !== version) {
        return reply.header('content-type', JSON_TYPE).send(json);
      }
      return send(request, reply, cache.set(keyOf(request), { version, json }));
    };
  }

  return {
    /** preValidation: answers from the cache when this user's answer for the URL is current. */
    async serve(request: FastifyRequest, reply: FastifyReply) {
      const websiteId = websiteIdOf(request);
      const version = websiteId ? versions?.versionOf(websiteId) : null;
      const answer = typeof version === 'number' ? cache.get(keyOf(request)) : undefined;
      if (answer && answer.version === version) {
        return send(request, reply, answer);
      }
    },

    /** Wraps a handler whose answer `serve` may give again while the website is unchanged. */
    store<Request extends FastifyRequest>(answer: (request: Request) => Promise<unknown>) {
      return storeJson(async (request: Request) => JSON.stringify(await answer(request)));
    },

    /** As `store`, for a handler that answers its JSON text itself: sent as it is. */
    storeJson,
  };
}

export type CachedAnswers = Awaited<ReturnType<typeof registerCachedAnswers>>;
