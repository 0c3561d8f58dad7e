import { looksLikeHtmlUrl } from '@linkloom/crawler';
import type { Database, JobQueue } from '@linkloom/db';
import {
  createAccountService,
  createActiveWebsitesService,
  createBillingService,
  createLocalGateway,
  createCrawlService,
  createCreditsService,
  createDiscoveryService,
  createIntelligenceService,
  createLinkHealthService,
  createPagesService,
  createProcessingService,
  createInboundLinksService,
  createSuggestionsService,
  createLearningService,
  createOwnerRulesService,
  createOutboxMailer,
  createWebsitesService,
  createSearchConsoleService,
  systemClock,
} from '@linkloom/services';
import type { LinkSuggester } from '@linkloom/services';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { createAuth } from './auth/create-auth';
import { createIdTokenVerifier } from './auth/id-token-verifier';
import { trustedOriginsOf } from './auth/trusted-origins';
import {
  isGoogleConfigured,
  isSearchConsoleConfigured,
  publicUrl,
  searchConsoleRedirectUrl,
} from './config';
import type { Config } from './config';
import { createPageCrawler } from './crawl/page-crawler';
import { createAiClient } from './ai/ai-client';
import { composeCms, secretBoxOf } from './cms/compose-cms';
import { createGoogleSearchConsole } from './search-console/google-search-console';
import { composeLinkFixes } from './cms/compose-link-fixes';
import { createModelEmbedder } from './ai/model-embedder';
import { createModelPassageWriter } from './ai/model-passage-writer';
import { createEngineInboundFinder } from './engine/engine-inbound-finder';
import { createEngineSuggester } from './engine/engine-suggester';
import { processEngineThreads } from './engine/engine-threads';
import { createStripeGateway } from './billing/stripe-gateway';
import { parseStripePrices } from './billing/stripe-prices';
import { createPageDiscoverer } from './crawl/page-discoverer';
import { createSmtpTransport } from './mail/smtp-transport';
import type { WorkerDeps } from './worker/worker-deps';

/** The one place real adapters meet use cases: everything the API and the workers share. */
export async function composeApp({
  config,
  database,
  queue,
  logger,
  suggestLinks,
}: {
  config: Config;
  database: Database;
  queue: JobQueue;
  logger: FastifyBaseLogger;
  /** Replaces the engine; tests of the processing pipeline use it to control suggestions. */
  suggestLinks?: LinkSuggester;
}) {
  const db = database.db;
  const mailer = createOutboxMailer({
    db,
    transport: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
    onKept: (message) =>
      logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'e-mail kept in the outbox (no SMTP_URL)',
      ),
  });
  const auth = await createAuth({ db, config, mailer });
  const credits = createCreditsService({ db, clock: systemClock });
  const verifier = createIdTokenVerifier({ db, issuer: publicUrl(config) });
  const clock = systemClock;
  const stripe = createStripeClient(config);
  const intelligence = createIntelligenceService({
    db,
    clock,
    analyze: processEngineThreads.analyzeSite,
  });
  const crawl = createCrawlService({
    db,
    clock,
    crawlPages: createPageCrawler({
      allowHosts: config.CRAWLER_ALLOW_HOSTS,
      concurrencyPerHost: config.CRAWLER_CONCURRENCY_PER_HOST,
      delayMs: config.CRAWLER_DELAY_MS,
    }),
    isPageUrl: looksLikeHtmlUrl,
    queue,
  });
  const searchConsole = createSearchConsoleService({
    db,
    clock,
    queue,
    gateway: searchConsoleGatewayOf(config),
    secrets: await secretBoxOf(db, config),
    planOf: credits.planOf,
    rowsPerRequest: config.GOOGLE_SEARCH_CONSOLE_ROWS_PER_REQUEST,
    retryDelaysMs: config.GOOGLE_SEARCH_CONSOLE_RETRY_DELAYS_MS,
  });
  const processing = createProcessingService({
    db,
    clock,
    queue,
    credits,
    crawl,
    suggestLinks: suggestLinks ?? createEngineSuggester({ db, logger, ...aiModels(config) }),
    searchEvidence: (scope) => searchConsole.searchEvidence(scope),
  });
  const activeWebsites = createActiveWebsitesService({
    db,
    clock,
    queue,
    planOf: credits.planOf,
    processing,
  });
  return {
    stripe,
    auth,
    verifier,
    mailer,
    providers: {
      emailPassword: true,
      google: isGoogleConfigured(config),
      signupMode: config.SIGNUP_MODE,
    },
    services: {
      account: createAccountService({ db }),
      credits,
      intelligence,
      linkHealth: createLinkHealthService({ db }),
      websites: createWebsitesService({
        db,
        queue,
        planOf: credits.planOf,
        clusterCount: intelligence.clusterCount,
      }),
      discovery: createDiscoveryService({
        db,
        clock: systemClock,
        discoverPages: createPageDiscoverer({ allowHosts: config.CRAWLER_ALLOW_HOSTS }),
        queue,
      }),
      crawl,
      pages: createPagesService({ db }),
      suggestions: createSuggestionsService({ db, clock, queue }),
      inboundLinks: createInboundLinksService({ db, findLinks: createEngineInboundFinder() }),
      learning: createLearningService({ db }),
      ownerRules: createOwnerRulesService({ db }),
      cms: await composeCms({ db, clock, queue, config }),
      searchConsole,
      linkFixes: await composeLinkFixes({ db, clock, config }),
      billing: createBillingService({
        db,
        clock,
        credits,
        publicUrl: publicUrl(config),
        trustedOrigins: trustedOriginsOf(config),
        gateway: stripe ? createStripeGateway(stripe) : createLocalGateway({ db }),
        onPlanChanged: activeWebsites.fitToPlan,
      }),
      processing,
      activeWebsites,
    },
  };
}

/** The models behind passages and embeddings, when `AI_BASE_URL` and their names are set. */
function aiModels(config: Config) {
  const client = createAiClient(config);
  return {
    passageWriter:
      client && config.AI_CHAT_MODEL
        ? createModelPassageWriter(client, config.AI_CHAT_MODEL)
        : null,
    embedder:
      client && config.AI_EMBEDDING_MODEL
        ? createModelEmbedder(client, config.AI_EMBEDDING_MODEL)
        : null,
  };
}

/** Google Search Console when its OAuth client is configured; null otherwise (the UI says so). */
function searchConsoleGatewayOf(config: Config) {
  if (!isSearchConsoleConfigured(config)) {
    return null;
  }
  return createGoogleSearchConsole({
    clientId: config.GOOGLE_SEARCH_CONSOLE_CLIENT_ID!,
    clientSecret: config.GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET!,
    redirectUrl: searchConsoleRedirectUrl(config),
    authorizeUrl: config.GOOGLE_OAUTH_AUTHORIZE_URL,
    tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
    apiRoot: config.GOOGLE_SEARCH_CONSOLE_API_ROOT,
  });
}

/** Stripe when `STRIPE_SECRET_KEY` is set (else billing uses the built-in test-mode checkout). */
function createStripeClient(config: Config) {
  if (!config.STRIPE_SECRET_KEY) {
    return null;
  }
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port,
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
    maxNetworkRetries: 2,
  });
  return {
    stripe,
    prices: parseStripePrices(config.STRIPE_PRICES),
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
  };
}

export type AppContext = Awaited<ReturnType<typeof composeApp>>;

/** What job handlers get, from the composed app. */
export function workerDepsOf(
  context: AppContext,
  { database, logger }: { database: Database; logger: FastifyBaseLogger },
): WorkerDeps {
  return {
    db: database.db,
    clock: systemClock,
    logger,
    discovery: context.services.discovery,
    crawl: context.services.crawl,
    processing: context.services.processing,
    intelligence: context.services.intelligence,
    cms: context.services.cms,
    searchConsole: context.services.searchConsole,
  };
}
