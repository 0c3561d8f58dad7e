import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import type { WebsiteScope } from '../tenant-scope';
import { SYSTEM_QUERIES, TENANT_QUERY_CASES } from '../testing/tenant-query-cases';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database';
import { ALPHA, BETA, seedTwoTenants, snapshotAlpha } from '../testing/two-tenants';
import type { AlphaIds } from '../testing/two-tenants';

const queriesDir = dirname(fileURLToPath(import.meta.url));

/** Every function exported by a module of this folder, by name. */
async function exportedQueries(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const modules = readdirSync(queriesDir).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of modules) {
    const module = (await import(`./${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function') {
        found.set(name, file);
      }
    }
  }
  return found;
}

function readsAlpha(result: unknown, alpha: AlphaIds): boolean {
  const text = JSON.stringify(result ?? null);
  const alphaIds = [
    alpha.websiteId,
    alpha.otherWebsiteId,
    alpha.pageId,
    alpha.suggestionId,
    alpha.approvedSuggestionId,
    alpha.cmsRunId,
    alpha.jobId,
  ];
  return text.includes('alpha') || alphaIds.some((id) => text.includes(id));
}

async function settle(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    // Refused: the error's kind is the answer (its message may echo the caller's own ids).
    return { threw: (error as Error).name };
  }
}

describe('every query function', () => {
  it('is either a system query (with its reason) or a tenant query with a cross-tenant case', async () => {
    const unlisted = [...(await exportedQueries())]
      .filter(([name]) => !(name in SYSTEM_QUERIES) && !(name in TENANT_QUERY_CASES))
      .map(([name, file]) => `${file}: ${name}`);
    expect(unlisted, 'add a case to testing/tenant-query-cases.ts').toEqual([]);
  });

  it('lists no case or system query that no longer exists', async () => {
    const exported = await exportedQueries();
    const listed = [...Object.keys(SYSTEM_QUERIES), ...Object.keys(TENANT_QUERY_CASES)];
    expect(listed.filter((name) => !exported.has(name))).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('tenant queries on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it.each(Object.keys(TENANT_QUERY_CASES))(
    '%s reads and changes nothing of Alpha’s for Beta, and reaches Alpha’s rows for Alpha',
    async (name) => {
      const call = TENANT_QUERY_CASES[name]!;
      const { db } = database;
      const { alpha } = await seedTwoTenants(db);
      const before = await snapshotAlpha(db, alpha);
      const asBeta: WebsiteScope = { ownerId: BETA, websiteId: alpha.websiteId };
      const betaResult = await settle(call(db, asBeta, alpha));
      expect(readsAlpha(betaResult, alpha), JSON.stringify(betaResult)).toBe(false);
      expect(await snapshotAlpha(db, alpha)).toEqual(before);

      // The same call for Alpha reaches Alpha's rows: the case above tested something.
      const asAlpha: WebsiteScope = { ownerId: ALPHA, websiteId: alpha.websiteId };
      const alphaResult = await settle(call(db, asAlpha, alpha));
      const changed = (await snapshotAlpha(db, alpha)) !== before;
      expect(
        changed || JSON.stringify(alphaResult) !== JSON.stringify(betaResult),
        JSON.stringify(alphaResult),
      ).toBe(true);
    },
    30_000,
  );
});
