import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustProxySchema } from './trust-proxy-setting';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .default([]);

/** Every setting Linkloom reads from the environment, with its default. */
const configSchema = z.object({
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Memory each API process may keep review-list answers in (answer-cache); 0 keeps none. */
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  TRUST_PROXY: trustProxySchema.default(false),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  PUBLIC_URL: z.url().optional(),
  /** More origins browsers may sign in from (a reverse proxy's name, say), comma-separated. */
  TRUSTED_ORIGINS: commaList.pipe(
    z.array(
      z
        .url()
        .refine(
          (url) => new URL(url).origin === url.replace(/\/$/, ''),
          'must be an origin like https://host:port',
        )
        .transform((url) => url.replace(/\/$/, '')),
    ),
  ),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Encrypts CMS passwords at rest; without it a key is generated once and kept in the database. */
  CMS_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The pauses (ms) before "Apply approved" tries a WordPress that did not answer again, one
   * retry each; after the last the run fails with the reason.
   */
  CMS_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be milliseconds separated by commas')
    .transform((value) => value.split(',').map((item) => Math.min(Number(item), 600_000)))
    .default([2_000, 10_000, 30_000]),
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  /** Sign-in/sign-up rate limits; only browser-test servers, which sign up many users from one IP, turn them off. */
  AUTH_RATE_LIMIT: booleanString.default(true),
  SIGNUP_MODE: z.enum(['open', 'allowlist']).default('open'),
  ALLOWED_EMAILS: commaList,
  ALLOWED_EMAIL_DOMAINS: commaList,
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  /** The Google OAuth client Search Console is connected with (webmasters.readonly). */
  GOOGLE_SEARCH_CONSOLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where Google sends the browser back; PUBLIC_URL + /search-console/callback by default. */
  GOOGLE_SEARCH_CONSOLE_REDIRECT_URL: z.url().optional(),
  /** Tests only: Google's consent page, token endpoint and Search Console API root (a stand-in). */
  GOOGLE_OAUTH_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_SEARCH_CONSOLE_API_ROOT: z.url().default('https://searchconsole.googleapis.com/'),
  /** Rows a searchAnalytics.query asks for: the API's maximum, smaller only in tests. */
  GOOGLE_SEARCH_CONSOLE_ROWS_PER_REQUEST: z.coerce
    .number()
    .int()
    .min(1)
    .max(25_000)
    .default(25_000),
  /** The pauses (ms) before Google's 429 and 5xx answers are tried again, growing. */
  GOOGLE_SEARCH_CONSOLE_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be milliseconds separated by commas')
    .transform((value) => value.split(',').map((item) => Math.min(Number(item), 600_000)))
    .default([2_000, 8_000, 32_000, 120_000]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  CRAWLER_ALLOW_HOSTS: commaList,
  /** The crawl's politeness per host: requests at once and the pause between them. */
  CRAWLER_CONCURRENCY_PER_HOST: z.coerce.number().int().min(1).max(16).default(2),
  CRAWLER_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  /** Stripe price ids as plan:interval=price pairs, e.g. starter:month=price_1,starter:year=price_2,… */
  STRIPE_PRICES: commaList,
  /** Tests only: where the Stripe SDK sends its calls (a local stand-in). */
  STRIPE_API_BASE: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Linkloom <no-reply@linkloom.local>'),
  /** An OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp) for passages and embeddings. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  /** The chat model that writes passages; without it the built-in writer does. */
  AI_CHAT_MODEL: z.string().min(1).optional(),
  /** The embedding model whose vectors join page similarity; without it, text signals alone. */
  AI_EMBEDDING_MODEL: z.string().min(1).optional(),
});

export type Config = z.infer<typeof configSchema>;

/** Raised at boot with every configuration problem at once. */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(
      `Linkloom cannot start: the configuration has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Parses the environment into a `Config`; an empty string counts as unset. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
      ),
    );
  }
  if (parsed.data.DATABASE_URL && !parsed.data.CMS_SECRET_KEY) {
    // Scaled mode: without it the sealing key would be kept in the database it seals, so a
    // dump would decrypt WordPress passwords and Google tokens (issue 54, item 8).
    throw new ConfigError([
      'CMS_SECRET_KEY: required when DATABASE_URL is set. Set it to 32 or more random characters (for example the output of `openssl rand -base64 48`), the same on the API and every worker, and keep it out of the database and its backups: it seals WordPress passwords and Google refresh tokens.',
    ]);
  }
  return parsed.data;
}

/** Where browsers reach this installation: `PUBLIC_URL`, else localhost on `PORT`. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

export function isGoogleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

export function isSearchConsoleConfigured(config: Config): boolean {
  return Boolean(
    config.GOOGLE_SEARCH_CONSOLE_CLIENT_ID && config.GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET,
  );
}

/** Where Google sends the browser back after the Search Console consent (a page of the SPA). */
export function searchConsoleRedirectUrl(config: Config): string {
  return (
    config.GOOGLE_SEARCH_CONSOLE_REDIRECT_URL ?? `${publicUrl(config)}/search-console/callback`
  );
}

export function servesApi(config: Config): boolean {
  return config.ROLE !== 'worker';
}

export function runsWorkers(config: Config): boolean {
  return config.ROLE !== 'api';
}
