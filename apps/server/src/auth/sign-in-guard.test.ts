import { findEmailsTo } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase } from '@linkloom/db/testing';
import { createOutboxMailer } from '@linkloom/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInGuard } from './sign-in-guard';

const POLICY = {
  perAddress: 3,
  perEmail: 6,
  slowAfter: 2,
  slowStepMs: 100,
  slowMaxMs: 250,
  alertAt: 4,
};

describe('createSignInGuard', () => {
  let database: Database;
  const waits: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  }, 60_000);
  afterAll(() => database?.close());

  function guardFor(accounts: string[]) {
    return createSignInGuard({
      db: database.db,
      mailer: createOutboxMailer({ db: database.db, transport: null }),
      hasAccount: async (email) => accounts.includes(email),
      signInUrl: 'http://localhost:3000/login',
      policy: POLICY,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  }

  async function fail(guard: ReturnType<typeof guardFor>, email: string, ip: string) {
    const verdict = await guard.check(email, ip);
    if (verdict.allowed) {
      await guard.settle(email, ip, { succeeded: false, failuresBefore: verdict.failuresBefore });
    }
    return verdict.allowed;
  }

  it('slows each attempt past slowAfter, tells the owner once, and refuses all past the ceiling', async () => {
    const guard = guardFor(['owner@example.com']);
    const allowed: boolean[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      allowed.push(await fail(guard, 'owner@example.com', `192.0.2.${attempt}`));
    }
    expect(allowed).toEqual([true, true, true, true, true, true, false]);
    expect(waits).toEqual([100, 200, 250, 250]);
    const alerts = await findEmailsTo(database.db, 'owner@example.com');
    expect(alerts.map((email) => email.subject)).toEqual([
      'Failed sign-ins to your Linkloom account',
    ]);
  });

  it('locks one address after perAddress attempts, and a success clears the counts', async () => {
    const guard = guardFor([]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await fail(guard, 'other@example.com', '198.51.100.1')).toBe(true);
    }
    expect(await fail(guard, 'other@example.com', '198.51.100.1')).toBe(false);
    const elsewhere = await guard.check('other@example.com', '198.51.100.2');
    expect(elsewhere.allowed).toBe(true);
    await guard.settle('other@example.com', '198.51.100.2', {
      succeeded: true,
      failuresBefore: 0,
    });
    expect((await guard.check('other@example.com', '198.51.100.2')).allowed).toBe(true);
    // No account has this address: nobody is written to.
    expect(await findEmailsTo(database.db, 'other@example.com')).toEqual([]);
  });
});
