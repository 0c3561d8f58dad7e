import { desc, eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import { emailOutbox } from '../schema/email-outbox';

type NewEmail = { to: string; subject: string; text: string; html?: string };

/** Records an e-mail before it is sent; returns its id. */
export async function insertEmail(db: Db, email: NewEmail): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  return row!.id;
}

/** Marks an e-mail as handed to the SMTP server, or records why it could not be. */
export async function markEmailSent(
  db: Db,
  { id, error }: { id: string; error?: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(error ? { error } : { sentAt: new Date() })
    .where(eq(emailOutbox.id, id));
}

/** The e-mails sent to one address, newest first. */
export async function findEmailsTo(db: Db, to: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt));
}
