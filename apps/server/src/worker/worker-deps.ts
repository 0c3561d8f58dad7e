import type { Db } from '@linkloom/db';
import type { Clock } from '@linkloom/services';
import type { FastifyBaseLogger } from 'fastify';

/** What job handlers get: the real adapters, wired once at boot. */
export type WorkerDeps = { db: Db; clock: Clock; logger: FastifyBaseLogger };
