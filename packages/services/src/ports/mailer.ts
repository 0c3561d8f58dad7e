export type EmailMessage = { to: string; subject: string; text: string; html?: string };

/** Hands a message to a mail server; null when none is configured. */
export type MailTransport = { send(message: EmailMessage): Promise<void> };
