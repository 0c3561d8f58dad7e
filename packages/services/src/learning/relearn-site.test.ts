import {
  insertDecisions,
  replaceLessLikely,
  replacePendingSuggestions,
  schema,
} from '@linkloom/db';
import type { Database, Db } from '@linkloom/db';
import { createTestDatabase, testDatabaseKinds } from '@linkloom/db/testing';
import { developerSitesCalibration, evidenceKindsOf, rateWithModel } from '@linkloom/engine';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLearnt } from './learning-summary';
import { relearnSite } from './relearn-site';
import { runRelearn } from './relearn-queue';
import { loadLearntModel } from './site-model';
import { RERATED_PER_BATCH } from './write-rerating';

const SITE = 'https://rerate.test';
const PENDING = 330;
const LESS_LIKELY = 60;
const clock = { now: () => new Date('2026-12-08T03:00:00Z') };
const reasonsOf = (index: number) => [`“page ${index}” is the title of “Page ${index}”`];

type Candidates = Map<string, { status: 'pending' | 'less likely'; confidence: number | null }>;

/** `db`, but after each of its transactions commits, `afterEach` runs (a reader between them). */
function withReaderBetween(db: Db, afterEach: (transactions: number) => Promise<void>): Db {
  let transactions = 0;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') {
        return Reflect.get(target, key, receiver);
      }
      return async (work: (tx: Db) => Promise<unknown>) => {
        const result = await target.transaction(work);
        transactions += 1;
        await afterEach(transactions);
        return result;
      };
    },
  });
}

// Issue 51: the re-fit after decisions writes its re-rating in short batches, so the review
// list is answered between them, and a later decision has the last word.
describe.each(testDatabaseKinds())('re-rating a website’s candidates on %s', (kind) => {
  let database: Database;
  const scope = { ownerId: 'ada', websiteId: '' };

  async function candidates(): Promise<Candidates> {
    const { db } = database;
    const pending = await db
      .select({ id: schema.linkSuggestions.id, confidence: schema.linkSuggestions.confidence })
      .from(schema.linkSuggestions)
      .where(
        and(
          eq(schema.linkSuggestions.websiteId, scope.websiteId),
          eq(schema.linkSuggestions.status, 'pending'),
        ),
      );
    const lessLikely = await db
      .select({
        id: schema.lessLikelySuggestions.id,
        confidence: schema.lessLikelySuggestions.confidence,
      })
      .from(schema.lessLikelySuggestions)
      .where(eq(schema.lessLikelySuggestions.websiteId, scope.websiteId));
    const found: Candidates = new Map();
    for (const row of pending) {
      found.set(row.id, { status: 'pending', confidence: row.confidence });
    }
    for (const row of lessLikely) {
      found.set(row.id, { status: 'less likely', confidence: row.confidence });
    }
    return found;
  }

  const changedBetween = (before: Candidates, after: Candidates) =>
    [...after].filter(([id, row]) => {
      const was = before.get(id);
      return was?.status !== row.status || was.confidence !== row.confidence;
    }).length;

  async function decide(count: number, approved: boolean) {
    await insertDecisions(database.db, {
      ...scope,
      decisions: Array.from({ length: count }, (_, index) => ({
        action: approved ? ('approved' as const) : ('rejected' as const),
        reasonCode: approved ? null : 'generic_words',
        score: 0.4 + (index % 5) / 10,
        kinds: ['title'],
        sourceUrl: `${SITE}/a`,
        targetUrl: `${SITE}/b`,
        anchorText: `decided ${index}`,
      })),
    });
  }

  /** Which candidates pass under the model the decisions stored now give, as the list shows. */
  async function expectedPending(): Promise<string[]> {
    const { model } = await loadLearntModel(database.db, scope);
    return [...(await candidates())]
      .filter(([id]) => {
        const index = Number(id.slice(-4));
        const kinds = evidenceKindsOf(reasonsOf(index));
        return rateWithModel(model, scoreOf(index), kinds).passes;
      })
      .map(([id]) => id)
      .sort();
  }

  const scoreOf = (index: number) => 0.2 + ((index * 37) % 100) / 125;
  const idOf = (index: number) =>
    `00000000-0000-4000-8000-00000000${String(index).padStart(4, '0')}`;
  const learnt = async () =>
    (await database.db.select().from(schema.siteModels))[0]?.learnt as StoredLearnt | null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(schema.users).values({ id: 'ada', name: 'Ada', email: 'ada@example.com' });
    const [site] = await db
      .insert(schema.websites)
      .values({ ownerId: 'ada', name: 'Rerate', url: `${SITE}/` })
      .returning();
    scope.websiteId = site!.id;
    await db
      .insert(schema.siteModels)
      .values({ websiteId: scope.websiteId, prior: developerSitesCalibration() });
    const row = (index: number) => ({
      id: idOf(index),
      suggestionType: 'contextual_link' as const,
      sourceUrl: `${SITE}/page-${index % 40}`,
      targetUrl: `${SITE}/page-${index}`,
      anchorText: `page ${index}`,
      score: scoreOf(index),
      confidence: 0.5,
      reasons: reasonsOf(index),
    });
    await replacePendingSuggestions(db, {
      ...scope,
      sourceUrls: [],
      rows: Array.from({ length: PENDING }, (_, index) => ({
        ...row(index),
        status: 'pending' as const,
        anchorSource: 'existing_content' as const,
        context: `Read page ${index} next.`,
      })),
    });
    await replaceLessLikely(db, {
      ...scope,
      sourceUrls: [],
      rows: Array.from({ length: LESS_LIKELY }, (_, at) => row(PENDING + at)),
    });
    await decide(30, false);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('writes in batches of at most a hundred candidates, and a read between two of them is answered', async () => {
    const before = await candidates();
    const seen: Candidates[] = [];
    const db = withReaderBetween(database.db, async () => {
      seen.push(await candidates());
    });

    const outcome = await relearnSite({ db, clock }, scope);

    expect(outcome.superseded).toBe(false);
    expect(outcome.demoted).toBeGreaterThan(0);
    // One read, the batches, one save of the model: each batch changed at most a hundred
    // candidates, and the reads between them saw the re-rating part-way through.
    const states = [before, ...seen];
    const changes = states.slice(1).map((state, at) => changedBetween(states[at]!, state));
    expect(changes.length).toBeGreaterThan(4);
    expect(Math.max(...changes)).toBeLessThanOrEqual(RERATED_PER_BATCH);
    expect(changes.filter((changed) => changed > 0).length).toBeGreaterThan(3);
    const after = await candidates();
    expect(changedBetween(before, after)).toBeGreaterThan(3 * RERATED_PER_BATCH);
    // The outcome is the whole re-rating's: every candidate where the model puts it.
    const pending = [...after].filter(([, row]) => row.status === 'pending').map(([id]) => id);
    expect(pending.sort()).toEqual(await expectedPending());
    expect((await learnt())?.decisionRows).toBe(30);
  });

  it('stops writing when a decision arrives part-way, and the re-fit after it has the last word', async () => {
    await decide(5, false);
    let hasDecided = false;
    const db = withReaderBetween(database.db, async (transactions) => {
      // After the read and the first batch: the reviewer approves ten more meanwhile.
      if (transactions === 2 && !hasDecided) {
        hasDecided = true;
        await decide(10, true);
      }
    });

    const outcome = await relearnSite({ db, clock }, scope);

    expect(hasDecided).toBe(true);
    expect(outcome).toMatchObject({ superseded: true, decisionRows: 35 });
    // The superseded re-fit saved nothing: the screen still says "Re-rating…".
    expect((await learnt())?.decisionRows).toBe(30);

    // The job re-fits from every decision, as the one the decision queued does.
    const run = await runRelearn({ db: database.db, clock }, scope);
    expect(run).toMatchObject({ rated: PENDING + LESS_LIKELY });
    expect((await learnt())?.decisionRows).toBe(45);
    const pending = [...(await candidates())]
      .filter(([, row]) => row.status === 'pending')
      .map(([id]) => id);
    expect(pending.sort()).toEqual(await expectedPending());
  });
});
