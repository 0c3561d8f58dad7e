import type { Db } from '@linkloom/db';
import type {
  Clock,
  CmsService,
  CrawlService,
  DiscoveryService,
  IntelligenceService,
  ProcessingService,
  SearchConsoleService,
} from '@linkloom/services';
import type { FastifyBaseLogger } from 'fastify';

/** What job handlers get: the real adapters and services, wired once at boot. */
export type WorkerDeps = {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  discovery: DiscoveryService;
  crawl: CrawlService;
  processing: ProcessingService;
  intelligence: IntelligenceService;
  cms: CmsService;
  searchConsole: SearchConsoleService;
};
