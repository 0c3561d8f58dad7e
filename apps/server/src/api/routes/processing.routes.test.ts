import { ANCHOR_NOT_IN_TEXT } from '@linkloom/contracts';
import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGarden } from '../../testing/garden-site';
import type { Garden } from '../../testing/garden-site';

describe.each(testDatabaseKinds())('processing and review on %s', (kind) => {
  let g: Garden;

  beforeAll(async () => {
    g = await startGarden(kind);
  });
  afterAll(async () => {
    await g?.close();
  });

  it('refuses an empty selection with the spec message', async () => {
    const response = await g.call('POST', `/api/websites/${g.websiteId}/process-selected`, {
      urls: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Please select at least one URL to continue');
  });

  it('reserves one credit per URL, queues the job, and does not charge a repeated request twice', async () => {
    const headers = { ...g.ada.headers, 'idempotency-key': 'first-run' };
    const first = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers,
      payload: { urls: g.sources },
    });
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toMatchObject({
      websiteId: g.websiteId,
      credits: { isPartial: false, consumed: 2, remaining: 48, needsUpgrade: false },
      processing: { urlsRequested: 2, urlsProcessed: 2, urlsSkipped: 0 },
    });
    const again = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers,
      payload: { urls: g.sources },
    });
    expect(again.json().data.jobId).toBe(first.json().data.jobId);
    expect(await g.credits()).toBe(48);

    const done = await g.waitForJob(first.json().data.jobId);
    expect(done).toMatchObject({
      status: 'completed',
      stage: 'completed',
      progress: 100,
      processedUrls: 2,
      totalUrls: 2,
      queueStatus: 'processing',
    });
    expect(done.result.suggestions_count).toBeGreaterThan(0);
    expect(done.result.early_duplicate_prevention).toMatchObject({
      enabled: true,
      urls_processed: 2,
      urls_filtered: 0,
    });
  });

  it('lists suggestions whose anchors are in the source prose, with reasons', async () => {
    const { suggestions, pagination } = (
      await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions?status=pending`)
    ).json().data;
    expect(pagination.total).toBe(suggestions.length);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(g.sources).toContain(suggestion.source_url);
      expect(suggestion.source_url).not.toBe(suggestion.target_url);
      expect(suggestion.reasons.length).toBeGreaterThan(0);
      // Cards name the pages by their crawled titles.
      const titleOf = (url: string) =>
        (/<title>([^<]+)<\/title>/.exec(g.sitePages[new URL(url).pathname] ?? '') ?? [])[1] ?? null;
      expect(suggestion.source_title).toBe(titleOf(suggestion.source_url));
      expect(suggestion.target_title).toBe(titleOf(suggestion.target_url));
      if (suggestion.suggestion_type === 'contextual_link') {
        expect(suggestion.context).toContain(suggestion.anchor_text);
      }
    }
    const stats = (
      await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions/stats`)
    ).json().data;
    expect(stats).toMatchObject({ pending: suggestions.length, approved: 0, rejected: 0 });
  });

  it("carries each target's current equity and the estimated gain from the site analysis", async () => {
    type Figures = {
      source_url: string;
      target_url: string;
      target_equity: number | null;
      estimated_equity_gain: number | null;
    };
    // The analysis is stored right after the crawl; wait for it rather than race it.
    const suggestions = await g.until(async () => {
      const listed = (
        await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions?status=pending`)
      ).json().data.suggestions as Figures[];
      return listed.every((s) => s.target_equity !== null) ? listed : undefined;
    }, 'the site analysis');
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(suggestion.target_equity).toBeGreaterThanOrEqual(0);
      expect(suggestion.target_equity).toBeLessThanOrEqual(100);
      expect(suggestion.estimated_equity_gain).toBeGreaterThanOrEqual(0);
      expect(suggestion.estimated_equity_gain! + suggestion.target_equity!).toBeLessThanOrEqual(
        100,
      );
    }
    // Every page links home in its menu and nowhere in its prose: a new prose link to
    // another page adds equity to it.
    expect(
      suggestions.some((s) => s.target_url !== `${g.site.origin}/` && s.estimated_equity_gain! > 0),
    ).toBe(true);
    const byTarget = (
      await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions/by-target-page`)
    ).json().data.groups as Array<{ suggestions: Figures[] }>;
    expect(byTarget.flatMap((group) => group.suggestions)).toEqual(
      expect.arrayContaining(
        suggestions.map((s) => expect.objectContaining({ target_equity: s.target_equity })),
      ),
    );
  });

  it('approves, rejects with a reason and edits only pending suggestions', async () => {
    const { suggestions } = (
      await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions?status=pending`)
    ).json().data;
    const [first, second] = suggestions;
    const outside = await g.call(
      'PUT',
      `/api/websites/${g.websiteId}/link-suggestions/${first.uuid}`,
      {
        anchor_text: 'words found nowhere',
      },
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toBe(ANCHOR_NOT_IN_TEXT);
    const context = `An edited sentence about ${first.anchor_text.toLowerCase()}.`;
    const edited = await g.call(
      'PUT',
      `/api/websites/${g.websiteId}/link-suggestions/${first.uuid}`,
      {
        context,
      },
    );
    expect(edited.json().data.context).toBe(context);
    expect(edited.json().data.reasons[0]).toBe('Edited by hand: the sentence was changed');
    const anchor = await g.call(
      'PUT',
      `/api/websites/${g.websiteId}/link-suggestions/${first.uuid}`,
      {
        anchor_text: 'edited sentence',
      },
    );
    expect(anchor.statusCode).toBe(200);
    // The reasons say what the edit made true, not what was true of the old anchor.
    expect(anchor.json().data.reasons[0]).toBe(
      'Edited by hand: “edited sentence” is the link text',
    );
    expect(anchor.json().data.reasons.join(' ')).not.toContain(`“${first.anchor_text}”`);
    expect(
      (
        await g.call('POST', `/api/websites/${g.websiteId}/link-suggestions/${first.uuid}/approve`)
      ).json().data.status,
    ).toBe('approved');
    const again = await g.call(
      'POST',
      `/api/websites/${g.websiteId}/link-suggestions/${first.uuid}/reject`,
      { reason: 'changed my mind' },
    );
    expect(again.statusCode).toBe(409);
    const editApproved = await g.call(
      'PUT',
      `/api/websites/${g.websiteId}/link-suggestions/${first.uuid}`,
      { anchor_text: 'x' },
    );
    expect(editApproved.statusCode).toBe(409);
    if (second) {
      const rejected = await g.call(
        'POST',
        `/api/websites/${g.websiteId}/link-suggestions/${second.uuid}/reject`,
        { reason: 'Not relevant' },
      );
      expect(rejected.json().data).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Not relevant',
        target_equity: expect.any(Number),
        estimated_equity_gain: expect.any(Number),
      });
    }
  });

  it('bulk-approves the pending ones and reports what it skipped', async () => {
    const empty = await g.call(
      'POST',
      `/api/websites/${g.websiteId}/link-suggestions/bulk-approve`,
      {
        suggestionIds: [],
      },
    );
    expect(empty.json().error.message).toContain('Please select suggestions to approve');
    const all = (await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions`)).json().data
      .suggestions as Array<{ uuid: string; status: string }>;
    const result = await g.call(
      'POST',
      `/api/websites/${g.websiteId}/link-suggestions/bulk-approve`,
      {
        suggestionIds: all.map((s) => s.uuid),
      },
    );
    const pendingBefore = all.filter((s) => s.status === 'pending').length;
    expect(result.json().data).toEqual({
      updated: pendingBefore,
      skipped: all.length - pendingBefore,
    });
  });

  it('filters unchanged pages on a rerun, refunds them, and never proposes a rejected pair again', async () => {
    const before = await g.credits();
    const rerun = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers: { ...g.ada.headers, 'idempotency-key': 'rerun' },
      payload: { urls: g.sources },
    });
    const done = await g.waitForJob(rerun.json().data.jobId);
    expect(done.result.early_duplicate_prevention).toMatchObject({
      urls_processed: 0,
      urls_filtered: 2,
      efficiency_gain: 100,
    });
    expect(await g.credits()).toBe(before);

    // Force a fresh analysis of the same pages: decided pairs must not come back as pending.
    await g.harness.database.db
      .update(schema.pages)
      .set({ analyzedHash: null })
      .where(eq(schema.pages.websiteId, g.websiteId));
    const decided = (await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions`)).json()
      .data.suggestions as Array<{ source_url: string; target_url: string; status: string }>;
    const third = await g.harness.app.inject({
      method: 'POST',
      url: `/api/websites/${g.websiteId}/process-selected`,
      headers: { ...g.ada.headers, 'idempotency-key': 'third' },
      payload: { urls: g.sources },
    });
    await g.waitForJob(third.json().data.jobId);
    const after = (
      await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions?status=pending`)
    ).json().data.suggestions as Array<{ source_url: string; target_url: string }>;
    for (const pending of after) {
      expect(
        decided.some(
          (d) => d.source_url === pending.source_url && d.target_url === pending.target_url,
        ),
      ).toBe(false);
    }
  });

  it('exports the suggestions as CSV and JSON files', async () => {
    const csv = await g.call('GET', `/api/websites/${g.websiteId}/link-suggestions/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="linkloom-127\.0\.0\.1-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'id,status,type,source_url,target_url,anchor_text,context,generated_passage,passage_placement,anchor_source,score,confidence,reasons,rejection_reason,target_equity,estimated_equity_gain,created_at',
    );
    expect(rows.length).toBeGreaterThan(0);
    const json = await g.call(
      'GET',
      `/api/websites/${g.websiteId}/link-suggestions/export?format=json`,
    );
    const exported = JSON.parse(json.body) as Array<{ target_equity: number | null }>;
    expect(exported.length).toBe(rows.length);
    expect(exported[0]!.target_equity).toEqual(expect.any(Number));
  });
});
