import type { Database } from '@linkloom/db';
import { createAccountService, createOutboxMailer } from '@linkloom/services';
import type { FastifyBaseLogger } from 'fastify';
import { createAuth } from './auth/create-auth';
import { createIdTokenVerifier } from './auth/id-token-verifier';
import { isGoogleConfigured, publicUrl } from './config';
import type { Config } from './config';
import { createSmtpTransport } from './mail/smtp-transport';

/** The one place real adapters meet use cases: everything the API and the workers share. */
export async function composeApp({
  config,
  database,
  logger,
}: {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
}) {
  const mailer = createOutboxMailer({
    db: database.db,
    transport: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
    onKept: (message) =>
      logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'e-mail kept in the outbox (no SMTP_URL)',
      ),
  });
  const auth = await createAuth({ db: database.db, config, mailer });
  const verifier = createIdTokenVerifier({ db: database.db, issuer: publicUrl(config) });
  return {
    auth,
    verifier,
    mailer,
    providers: {
      emailPassword: true,
      google: isGoogleConfigured(config),
      signupMode: config.SIGNUP_MODE,
    },
    services: { account: createAccountService({ db: database.db }) },
  };
}

export type AppContext = Awaited<ReturnType<typeof composeApp>>;
