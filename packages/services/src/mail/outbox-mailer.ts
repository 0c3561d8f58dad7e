import { insertEmail, markEmailSent } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import type { EmailMessage, MailTransport } from '../ports/mailer';

type OutboxMailerDeps = {
  db: Db;
  /** The SMTP transport, or null to keep messages in the outbox only. */
  transport: MailTransport | null;
  onKept?: (message: EmailMessage) => void;
};

/**
 * Sends e-mail through the outbox: every message is recorded first, then handed to
 * the transport when there is one. A failing mail server is recorded, never thrown,
 * so that signing up does not fail because a mail could not go out.
 */
export function createOutboxMailer({ db, transport, onKept }: OutboxMailerDeps) {
  async function send(message: EmailMessage): Promise<void> {
    const id = await insertEmail(db, message);
    if (!transport) {
      onKept?.(message);
      return;
    }
    try {
      await transport.send(message);
      await markEmailSent(db, { id });
    } catch (error) {
      await markEmailSent(db, {
        id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { send };
}

export type Mailer = ReturnType<typeof createOutboxMailer>;
