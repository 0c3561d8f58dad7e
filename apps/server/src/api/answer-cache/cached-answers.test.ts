import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSite } from '../../../bench/seed-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof signUpTestUser>>;
type Page = { suggestions: Array<{ uuid: string; status: string }> };

const SITE = { pages: 20, suggestions: 40 };

/** Polls `read` until `check` holds: PostgreSQL delivers a commit's notice a moment later. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseKinds())('kept review-list answers on %s', (kind) => {
  let harness: Harness;
  let ada: User;
  let eve: User;
  let websiteId: string;
  let list: ReturnType<typeof vi.spyOn>;

  const get = (user: User, path = '?limit=10', headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/link-suggestions${path}`,
      headers: { ...user.headers, ...headers },
    });
  const statusOf = async (id: string) =>
    ((await get(ada)).json().data as Page).suggestions.find((s) => s.uuid === id)?.status;
  const firstPending = async () =>
    ((await get(ada, '?limit=10&status=pending')).json().data as Page).suggestions[0]!;
  /** Rejects a suggestion in the database, as a worker or another API process would. */
  const rejectElsewhere = (id: string) =>
    harness.database.db
      .update(schema.linkSuggestions)
      .set({ status: 'rejected' })
      .where(eq(schema.linkSuggestions.id, id));
  const seenRejected = (id: string) =>
    eventually(
      () => statusOf(id),
      (status) => status === 'rejected',
    );

  beforeAll(async () => {
    harness = await createTestApp({ kind });
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = await seedSite(harness, ada.headers, SITE);
    list = vi.spyOn(harness.context.services.suggestions, 'list');
  }, 120_000);
  beforeEach(() => {
    list.mockClear();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('reads a page once and serves it again, with its ETag, until the website changes', async () => {
    // Each try reads a page nobody read before, twice; on PostgreSQL a notice of the seeding
    // could still arrive between the two.
    let page = 1;
    const { first, again } = await eventually(
      async () => {
        page += 1;
        list.mockClear();
        return {
          first: await get(ada, `?limit=10&page=${page}`),
          again: await get(ada, `?limit=10&page=${page}`),
        };
      },
      () => list.mock.calls.length === 1,
    );
    expect(list).toHaveBeenCalledTimes(1);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await get(ada, `?limit=10&page=${page}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('never serves one user the answer kept for another', async () => {
    await get(ada);
    const foreign = await get(eve);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
  });

  it('sends the kept answer compressed as the client asks, the same JSON once decoded', async () => {
    const plain = await get(ada);
    const br = await get(ada, '?limit=10', { 'accept-encoding': 'br, gzip' });
    const gzip = await get(ada, '?limit=10', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('shows a decision made through the API on the very next read', async () => {
    const pending = await firstPending();
    await get(ada);
    const approved = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/link-suggestions/${pending.uuid}/approve`,
      headers: ada.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(await statusOf(pending.uuid)).toBe('approved');
  });

  it('shows a write made elsewhere (a worker, another API process) once its notice arrives', async () => {
    const pending = await firstPending();
    expect(await statusOf(pending.uuid)).toBe('pending');
    await rejectElsewhere(pending.uuid);
    expect(await seenRejected(pending.uuid)).toBe('rejected');
  });

  it.runIf(kind === 'postgres')(
    'lets another API process on the same database see a decision made through this one',
    async () => {
      const other = await createTestApp({ kind, database: harness.database });
      try {
        const readThere = async (id: string) =>
          (
            (
              await other.app.inject({
                method: 'GET',
                url: `/api/websites/${websiteId}/link-suggestions?limit=10`,
                headers: ada.headers,
              })
            ).json().data as Page
          ).suggestions.find((s) => s.uuid === id)?.status;
        const pending = await firstPending();
        expect(await readThere(pending.uuid)).toBe('pending');
        expect(await readThere(pending.uuid)).toBe('pending');
        const approved = await harness.app.inject({
          method: 'POST',
          url: `/api/websites/${websiteId}/link-suggestions/${pending.uuid}/approve`,
          headers: ada.headers,
        });
        expect(approved.statusCode).toBe(200);
        const seen = await eventually(
          () => readThere(pending.uuid),
          (status) => status === 'approved',
        );
        expect(seen).toBe('approved');
      } finally {
        // The database is this suite's: only the second process's app and queue end here.
        await other.app.close();
        await other.queue.stop({ timeoutMs: 1_000 });
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'never hides a write made while its notices could not be heard, and keeps answers again after',
    async () => {
      const pending = await firstPending();
      expect(await statusOf(pending.uuid)).toBe('pending');
      await harness.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and datname = current_database()`,
      );
      await rejectElsewhere(pending.uuid);
      expect(await seenRejected(pending.uuid)).toBe('rejected');
      // Each try reads a page not read before, twice: the second is kept once it listens again.
      let page = 100;
      const callsForTwoReads = async () => {
        page += 1;
        list.mockClear();
        await get(ada, `?limit=10&page=${page}`);
        await get(ada, `?limit=10&page=${page}`);
        return list.mock.calls.length;
      };
      expect(await eventually(callsForTwoReads, (calls) => calls === 1)).toBe(1);
    },
  );
});

describe('with ANSWER_CACHE_MB=0', () => {
  it('reads every answer from the database', async () => {
    const harness = await createTestApp({ env: { ANSWER_CACHE_MB: '0' } });
    try {
      const ada = await signUpTestUser(harness.app, 'ada@example.com');
      const websiteId = await seedSite(harness, ada.headers, SITE);
      const list = vi.spyOn(harness.context.services.suggestions, 'list');
      const url = `/api/websites/${websiteId}/link-suggestions?limit=10`;
      const first = await harness.app.inject({ method: 'GET', url, headers: ada.headers });
      const second = await harness.app.inject({ method: 'GET', url, headers: ada.headers });
      expect(list).toHaveBeenCalledTimes(2);
      expect(second.body).toBe(first.body);
      expect(first.headers.etag).toBeUndefined();
    } finally {
      await harness.close();
    }
  }, 120_000);
});
