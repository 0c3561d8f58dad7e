import { replacePendingSuggestions, schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { developerSitesCalibration } from '@linkloom/engine';
import { relearnSiteQueue } from '@linkloom/services';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof signUpTestUser>>;

const ORIGIN = 'https://relearn.example';
const PENDING = 12;

// Issue 51 §2: a decision is stored and answered at once; the site's model is re-fitted and its
// pending list re-rated by a job a moment later, one job for a burst of decisions.
describe.each(testDatabaseKinds())('re-fitting after decisions, on %s', (kind) => {
  let harness: Harness;
  let ada: User;
  let websiteId: string;

  const call = (method: string, url: string, payload?: object) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers: ada.headers });
  const learning = async () =>
    (await call('GET', `/api/websites/${websiteId}/learning`)).json().data;
  const pendingIds = async (): Promise<string[]> =>
    (
      await call('GET', `/api/websites/${websiteId}/link-suggestions?status=pending&limit=50`)
    ).json().data.suggestions.map((suggestion: { uuid: string }) => suggestion.uuid);
  const relearnRuns = () =>
    harness.database.db
      .select({ outcome: schema.jobRuns.outcome })
      .from(schema.jobRuns)
      .where(eq(schema.jobRuns.queue, relearnSiteQueue.name));

  beforeAll(async () => {
    harness = await createTestApp({ kind });
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'Relearn', url: ORIGIN },
    });
    websiteId = created.json().data.uuid;
    const scope = { ownerId: ada.userId, websiteId };
    const { db } = harness.database;
    await db.insert(schema.siteModels).values({ websiteId, prior: developerSitesCalibration() });
    await replacePendingSuggestions(db, {
      ...scope,
      sourceUrls: [],
      rows: Array.from({ length: PENDING }, (_, index) => ({
        websiteId,
        status: 'pending' as const,
        suggestionType: 'contextual_link' as const,
        sourceUrl: `${ORIGIN}/page-${index}`,
        targetUrl: `${ORIGIN}/page-${(index + 1) % PENDING}`,
        anchorText: `page ${index + 1}`,
        context: `Read page ${index + 1} next.`,
        anchorSource: 'existing_content' as const,
        score: 0.5 + index / 40,
        confidence: 0.5,
        reasons: [`“page ${index + 1}” is the title of “Page ${index + 1}”`],
        blockIndex: 0,
        anchorStart: 5,
        anchorEnd: 5 + `page ${index + 1}`.length,
      })),
    });
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
  });

  it('answers each decision before the re-fit, and a burst of five gives one re-fit', async () => {
    // No worker runs yet: whatever the model learns, it learns in the job, not in the request.
    const ids = (await pendingIds()).slice(0, 5);
    expect(ids).toHaveLength(5);
    for (const id of ids) {
      const rejected = await call('POST', `/api/websites/${websiteId}/link-suggestions/${id}/reject`, {
        reason_code: 'generic_words',
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data.status).toBe('rejected');
    }
    const before = await learning();
    expect(before).toMatchObject({ rerating: true, decisions: 0 });
    expect(before.source).not.toBe('decisions');
    const waiting = await harness.queue.boss.findJobs(relearnSiteQueue.name, {
      key: websiteId,
      queued: true,
    });
    expect(waiting).toHaveLength(1);
    const confidences = await harness.database.db
      .select({ confidence: schema.linkSuggestions.confidence })
      .from(schema.linkSuggestions)
      .where(
        and(
          eq(schema.linkSuggestions.websiteId, websiteId),
          eq(schema.linkSuggestions.status, 'pending'),
        ),
      );
    expect(confidences.every((row) => row.confidence === 0.5)).toBe(true);

    await harness.startWorkers();
    const after = await until(async () => {
      const summary = await learning();
      return summary.rerating ? undefined : summary;
    }, 'the re-fit after five rejections');
    expect(after).toMatchObject({ source: 'decisions', decisions: 5, approvals: 0 });
    expect(after.last_change.decisions).toBe(5);
    expect(await relearnRuns()).toEqual([{ outcome: 'completed' }]);
    const rerated = await harness.database.db
      .select({ confidence: schema.linkSuggestions.confidence })
      .from(schema.linkSuggestions)
      .where(eq(schema.linkSuggestions.websiteId, websiteId));
    expect(rerated.some((row) => row.confidence !== 0.5)).toBe(true);
  }, 60_000);

  it('re-fits again after a later decision, with the worker running', async () => {
    const [id] = await pendingIds();
    const approved = await call('POST', `/api/websites/${websiteId}/link-suggestions/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    const after = await until(async () => {
      const summary = await learning();
      return summary.rerating ? undefined : summary;
    }, 'the re-fit after an approval');
    expect(after).toMatchObject({ source: 'decisions', decisions: 6, approvals: 1 });
    expect(await relearnRuns()).toEqual([{ outcome: 'completed' }, { outcome: 'completed' }]);
  }, 60_000);
});
