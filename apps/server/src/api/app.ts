import rateLimit from '@fastify/rate-limit';
import type { Database, JobQueue } from '@linkloom/db';
import { AppError } from '@linkloom/services';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCachedAnswers } from './answer-cache/cached-answers';
import { appUrlOf } from './app-url';
import { registerAuthBridge } from '../auth/auth-bridge.routes';
import { trustedOriginsOf } from '../auth/trusted-origins';
import { registerStripeWebhook } from '../billing/stripe-webhook.routes';
import type { AppContext } from '../composition';
import { publicUrl } from '../config';
import type { Config } from '../config';
import { createAuthenticate, currentUser } from './plugins/authenticate';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerPausedWebsiteGuard } from './plugins/paused-website-guard';
import { requestIdFor } from './plugins/request-id';
import { RequestLog } from './plugins/request-log';
import { registerRefuseNul } from './plugins/refuse-nul';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { activeWebsitesRoutes } from './routes/active-websites.routes';
import { authRoutes } from './routes/auth.routes';
import { creditsRoutes } from './routes/credits.routes';
import { billingRoutes, plansRoutes } from './routes/billing.routes';
import { cmsRoutes } from './routes/cms.routes';
import { healthRoutes } from './routes/health.routes';
import { intelligenceRoutes } from './routes/intelligence.routes';
import { linkHealthRoutes } from './routes/link-health.routes';
import { inboundLinksRoutes } from './routes/inbound-links.routes';
import { linkSuggestionsRoutes } from './routes/link-suggestions.routes';
import { ownerLearningRoutes } from './routes/owner-learning.routes';
import { registerLocalCheckout } from './routes/local-checkout.routes';
import { registerLocalPortal } from './routes/local-portal.routes';
import { pagesRoutes } from './routes/pages.routes';
import { processingRoutes } from './routes/processing.routes';
import { searchConsoleRoutes } from './routes/search-console.routes';
import { websitesRoutes } from './routes/websites.routes';

export type AppDeps = {
  config: Config;
  database: Database;
  queue: JobQueue;
  logger: FastifyBaseLogger;
  context: AppContext;
  version: string;
  startedAt: number;
};

/** The HTTP side of Linkloom: `/api/*`, the docs, and the built SPA. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: requestIdFor,
    trustProxy: deps.config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    logController: new RequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerRefuseNul(app);
  await registerCompression(app);
  const cachedAnswers = await registerCachedAnswers(app, {
    database: deps.database,
    maxBytes: deps.config.ANSWER_CACHE_MB * 1024 * 1024,
  });
  await app.register(rateLimit, {
    max: 600,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new AppError(
          'RATE_LIMITED',
          `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
        { statusCode: 429 },
      ),
  });
  await registerOpenApi(app, deps.version);

  app.decorateRequest('user', null);
  const { context } = deps;
  registerAuthBridge(app, {
    auth: context.auth,
    db: deps.database.db,
    mailer: context.mailer,
    origin: publicUrl(deps.config),
    rateLimited: deps.config.AUTH_RATE_LIMIT,
  });
  const authenticate = createAuthenticate(context.verifier);
  const appAddresses = {
    trustedOrigins: trustedOriginsOf(deps.config),
    publicUrl: publicUrl(deps.config),
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes({ ...deps, role: deps.config.ROLE }));
      await api.register(
        authRoutes({
          auth: context.auth,
          account: context.services.account,
          authenticate,
          providers: context.providers,
        }),
      );
      await api.register(plansRoutes({ billing: context.services.billing }));
      await api.register(async (product) => {
        product.addHook('onRequest', authenticate);
        registerPausedWebsiteGuard(product, { activeWebsites: context.services.activeWebsites });
        await product.register(
          activeWebsitesRoutes({ activeWebsites: context.services.activeWebsites }),
        );
        await product.register(websitesRoutes({ websites: context.services.websites }));
        await product.register(pagesRoutes({ pages: context.services.pages }));
        await product.register(intelligenceRoutes({ intelligence: context.services.intelligence }));
        await product.register(
          linkHealthRoutes({
            linkHealth: context.services.linkHealth,
            linkFixes: context.services.linkFixes,
          }),
        );
        await product.register(creditsRoutes({ credits: context.services.credits }));
        await product.register(processingRoutes({ processing: context.services.processing }));
        await product.register(
          linkSuggestionsRoutes({ suggestions: context.services.suggestions, cachedAnswers }),
        );
        await product.register(inboundLinksRoutes({ inboundLinks: context.services.inboundLinks }));
        await product.register(
          ownerLearningRoutes({
            learning: context.services.learning,
            ownerRules: context.services.ownerRules,
          }),
        );
        await product.register(cmsRoutes({ cms: context.services.cms }));
        await product.register(
          searchConsoleRoutes({ searchConsole: context.services.searchConsole }),
        );
        await product.register(
          billingRoutes({
            billing: context.services.billing,
            emailOf: (request) => currentUser(request).email,
            appUrlOf: (request) => appUrlOf(request, appAddresses),
          }),
        );
      });
    },
    { prefix: '/api' },
  );

  if (context.stripe?.webhookSecret) {
    const { stripe, prices, webhookSecret } = context.stripe;
    registerStripeWebhook(app, {
      stripe,
      prices,
      webhookSecret,
      billing: context.services.billing,
    });
  } else {
    registerLocalCheckout(app, { billing: context.services.billing });
    registerLocalPortal(app, { billing: context.services.billing });
  }
  await registerSpa(app, deps.config.WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
