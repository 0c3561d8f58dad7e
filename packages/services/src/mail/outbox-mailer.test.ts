import { findEmailsTo } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox-mailer';

describe('outbox mailer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  it('keeps the message in the outbox when no mail server is configured', async () => {
    const kept: string[] = [];
    const mailer = createOutboxMailer({
      db: database.db,
      transport: null,
      onKept: (m) => kept.push(m.subject),
    });
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Verify your e-mail',
      text: 'Open http://x/verify',
    });
    const [email] = await findEmailsTo(database.db, 'ada@example.com');
    expect(email).toMatchObject({ subject: 'Verify your e-mail', sentAt: null, error: null });
    expect(kept).toEqual(['Verify your e-mail']);
  });

  it('records a failing mail server instead of throwing', async () => {
    const transport = { send: async () => Promise.reject(new Error('connection refused')) };
    const mailer = createOutboxMailer({ db: database.db, transport });
    await mailer.send({ to: 'bob@example.com', subject: 'Reset your password', text: '…' });
    const [email] = await findEmailsTo(database.db, 'bob@example.com');
    expect(email).toMatchObject({ sentAt: null, error: 'connection refused' });
  });

  it('marks the message sent when the transport accepts it', async () => {
    const sent: string[] = [];
    const mailer = createOutboxMailer({
      db: database.db,
      transport: { send: async (m) => void sent.push(m.to) },
    });
    await mailer.send({ to: 'cy@example.com', subject: 'Hello', text: 'Hi' });
    const [email] = await findEmailsTo(database.db, 'cy@example.com');
    expect(email?.sentAt).toBeInstanceOf(Date);
    expect(sent).toEqual(['cy@example.com']);
  });
});
