import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage } from '../../testing/fixture-site';
import { startGarden } from '../../testing/garden-site';
import type { Garden } from '../../testing/garden-site';

/**
 * Issue 31 item 3: a link approved in Linkloom and then made by the owner (not published by
 * Linkloom) counts as applied from the day a re-crawl of the real site first sees it live.
 */
describe.each(testDatabaseKinds())('links seen live by a re-crawl, on %s', (kind) => {
  let g: Garden;
  let seenLiveId: string;
  let otherAnchorId: string;

  const seenLiveAt = async (id: string) => {
    const [row] = await g.harness.database.db
      .select({ seenLiveAt: schema.linkSuggestions.seenLiveAt })
      .from(schema.linkSuggestions)
      .where(eq(schema.linkSuggestions.id, id));
    return row?.seenLiveAt ?? null;
  };

  async function recrawl() {
    const before = (await g.call('GET', `/api/websites/${g.websiteId}/stats`)).json().data
      .lastCrawledAt as string;
    const queued = await g.call('POST', `/api/websites/${g.websiteId}/crawl`, {});
    expect(queued.statusCode, queued.body).toBe(202);
    await g.until(async () => {
      const stats = (await g.call('GET', `/api/websites/${g.websiteId}/stats`)).json().data;
      return stats.crawlStatus === 'completed' && stats.lastCrawledAt !== before
        ? stats
        : undefined;
    }, 'the re-crawl');
  }

  beforeAll(async () => {
    g = await startGarden(kind);
    await g.harness.database.db
      .insert(schema.subscriptions)
      .values({ userId: g.ada.userId, planId: 'pro', status: 'active' })
      .onConflictDoUpdate({
        target: schema.subscriptions.userId,
        set: { planId: 'pro', status: 'active' },
      });
    const approved = await g.harness.database.db
      .insert(schema.linkSuggestions)
      .values([
        {
          websiteId: g.websiteId,
          status: 'approved' as const,
          suggestionType: 'contextual_link' as const,
          sourceUrl: `${g.site.origin}/roses`,
          targetUrl: `${g.site.origin}/tulips`,
          anchorText: 'Planting Tulips',
          anchorSource: 'existing_content' as const,
          decidedAt: new Date(),
        },
        {
          websiteId: g.websiteId,
          status: 'approved' as const,
          suggestionType: 'contextual_link' as const,
          sourceUrl: `${g.site.origin}/tulips`,
          targetUrl: `${g.site.origin}/roses`,
          anchorText: 'Growing Roses',
          anchorSource: 'existing_content' as const,
          decidedAt: new Date(),
        },
      ])
      .returning({ id: schema.linkSuggestions.id });
    seenLiveId = approved[0]!.id;
    otherAnchorId = approved[1]!.id;
  }, 120_000);
  afterAll(async () => {
    await g?.close();
  });

  it('does not count an approved link a crawl does not find on its page', async () => {
    await recrawl();
    expect(await seenLiveAt(seenLiveId)).toBeNull();
    const timeline = await g.call('GET', `/api/websites/${g.websiteId}/search-console/timeline`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.json().data.applied_days).toEqual([]);
  }, 120_000);

  it('counts it applied on the day a re-crawl first sees it, with its anchor, as seen live', async () => {
    // The owner adds the approved link by hand (anchor words in another case and spacing), and
    // links the other page with words that are not the approved anchor.
    g.sitePages['/roses'] = articlePage(
      'Growing Roses',
      'Roses love sun. Feed them with Making Compost tips and plant them near <a href="/tulips">planting  tulips</a> beds for colour.',
    );
    g.sitePages['/tulips'] = articlePage(
      'Planting Tulips',
      'Tulip bulbs go in the ground in autumn. Pair them with <a href="/roses">roses</a> for a long season.',
    );
    await recrawl();
    const firstSeen = await seenLiveAt(seenLiveId);
    expect(firstSeen).not.toBeNull();
    expect(await seenLiveAt(otherAnchorId)).toBeNull();
    const day = firstSeen!.toISOString().slice(0, 10);

    const timeline = await g.call('GET', `/api/websites/${g.websiteId}/search-console/timeline`);
    expect(timeline.json().data.applied_days).toEqual([
      { day, links: 1, published: 0, seen_live: 1 },
    ]);

    // Without Search Console figures the link is still counted as applied, measured later.
    const unmeasured = await g.call('GET', `/api/websites/${g.websiteId}/search-console/impact`);
    expect(unmeasured.json().data).toMatchObject({
      data_through: null,
      applied_links: 1,
      targets: [],
      sources: [],
    });

    // With imported figures, impact measures the target from that day, saying how it went live,
    // and the page that gained the link too (issue 52).
    await g.harness.database.db.insert(schema.searchConsoleConnections).values({
      websiteId: g.websiteId,
      refreshTokenCiphertext: 'sealed',
      property: 'sc-domain:127.0.0.1',
      connectedAt: new Date(),
      importStatus: 'completed',
      dataThrough: day,
    });
    const impact = await g.call('GET', `/api/websites/${g.websiteId}/search-console/impact`);
    expect(impact.statusCode, impact.body).toBe(200);
    expect(impact.json().data.targets).toEqual([
      expect.objectContaining({
        target_url: `${g.site.origin}/tulips`,
        applied_on: day,
        links: 1,
        applied_via: 'seen_live',
        status: 'waiting',
      }),
    ]);
    expect(impact.json().data.sources).toEqual([
      expect.objectContaining({
        source_url: `${g.site.origin}/roses`,
        applied_on: day,
        links: 1,
        status: 'waiting',
      }),
    ]);
    expect(impact.json().data.applied_links).toBe(1);

    // A later crawl that sees it again keeps the day it was first seen.
    await recrawl();
    expect((await seenLiveAt(seenLiveId))?.getTime()).toBe(firstSeen!.getTime());
  }, 180_000);

  it('counts a link Linkloom published by its publication, not by the crawl that saw it', async () => {
    const publishedAt = new Date(Date.now() - 3 * 86_400_000);
    await g.harness.database.db.insert(schema.cmsPublications).values({
      suggestionId: seenLiveId,
      websiteId: g.websiteId,
      state: 'applied',
      appliedAt: publishedAt,
    });
    const timeline = await g.call('GET', `/api/websites/${g.websiteId}/search-console/timeline`);
    expect(timeline.json().data.applied_days).toEqual([
      { day: publishedAt.toISOString().slice(0, 10), links: 1, published: 1, seen_live: 0 },
    ]);
    // Eve cannot read Ada's batches.
    const asEve = await g.call(
      'GET',
      `/api/websites/${g.websiteId}/search-console/timeline`,
      undefined,
      g.eve.headers,
    );
    expect(asEve.statusCode).toBe(404);
  });
});
