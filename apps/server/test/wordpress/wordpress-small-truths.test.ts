import { saveApprovedLinkFix } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import type { WordpressPost, WordpressSite } from './wordpress-site';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';

const unavailable = await wordpressSkipReason('what Linkloom says about WordPress');
const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const SENTENCE = 'Score the loaf with a razor just before baking.';

/** A reusable block, as WordPress's editor saves one ("Create reusable block"). */
async function createReusableBlock(site: WordpressSite, title: string, content: string) {
  const response = await fetch(`${site.url}/wp-json/wp/v2/blocks`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${site.username}:${site.applicationPassword}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title, content, status: 'publish' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe.skipIf(unavailable !== null)('what Linkloom says about WordPress is true', () => {
  let wordpress: WordpressSite;
  let target: WordpressPost;
  useWordpressSite((site) => {
    wordpress = site;
  });
  beforeAll(async () => {
    target = await wordpress.createPost({ title: 'Razors', content: '<p>Lames.</p>' });
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    const apply = (id: string) =>
      harness.call('POST', harness.api(`/link-suggestions/${id}/apply-to-cms`));
    beforeAll(async () => {
      harness = await startWordpressHarness(kind, wordpress);
      expect((await harness.connect()).statusCode).toBe(200);
    }, 180_000);
    afterAll(async () => {
      await harness?.close();
    }, 120_000);

    it('says WordPress is in maintenance, with the status, when its update page answers', async () => {
      wordpress.setMaintenance(true);
      try {
        const connected = await harness.connect();
        expect(connected.statusCode).toBe(422);
        expect(connected.json().error.message).toBe(
          `WordPress at ${wordpress.url} is in maintenance mode (HTTP 503): an update is under way. Nothing was changed; try again in a few minutes.`,
        );
      } finally {
        wordpress.setMaintenance(false);
      }
      expect((await harness.connect()).statusCode).toBe(200);
    }, 120_000);

    it('follows a post whose slug was renamed after the crawl, from its old address', async () => {
      const post = await wordpress.createPost({
        title: `Scoring ${kind}`,
        content: paragraph(SENTENCE),
      });
      const suggestion = await harness.approve(post, {
        anchor: 'razor',
        context: SENTENCE,
        target: target.link,
      });
      const renamed = await wordpress.renamePost(post, `scoring-renamed-${kind}`);
      expect(renamed.link).not.toBe(post.link);
      const applied = await apply(suggestion.id);
      expect(applied.json().data).toMatchObject({ state: 'applied', post_id: post.id });
      expect(await wordpress.rawContent(post)).toContain(`data-linkloom="${suggestion.id}"`);
    }, 120_000);

    it('says a sentence is in a reusable block, not that it changed since the crawl', async () => {
      const block = await createReusableBlock(
        wordpress,
        `Scoring tip ${kind}`,
        paragraph(SENTENCE),
      );
      const post = await wordpress.createPost({
        title: `Tips ${kind}`,
        content: `${paragraph('Every razor needs a sharp blade.')}\n\n<!-- wp:block {"ref":${block}} /-->`,
      });
      const before = await wordpress.rawContent(post);
      const suggestion = await harness.approve(post, {
        anchor: 'razor',
        context: SENTENCE,
        target: target.link,
      });
      const applied = await apply(suggestion.id);
      expect(applied.json().data).toMatchObject({
        state: 'needs_review',
        message: `The sentence is in the reusable block “Scoring tip ${kind}”, which every post using it shares; Linkloom writes into this post alone, so nothing was written. To link it everywhere the block appears, add the link to the block in WordPress.`,
      });
      expect(await wordpress.rawContent(post)).toBe(before);
    }, 120_000);

    it('verifies a Linkloom link re-pointed by a link fix against its new address', async () => {
      const moved = await wordpress.createPost({
        title: `Lames ${kind}`,
        content: '<p>Lames.</p>',
      });
      const oldLink = moved.link;
      const renamed = await wordpress.renamePost(moved, `lames-guide-${kind}`);
      const post = await wordpress.createPost({
        title: `Fixing ${kind}`,
        content: paragraph(SENTENCE),
      });
      const suggestion = await harness.approve(post, {
        anchor: 'razor',
        context: SENTENCE,
        target: oldLink,
      });
      expect((await apply(suggestion.id)).json().data.state).toBe('applied');
      // The Link health screen's fix of that link, as approving it from the analysis saves it.
      const fix = await saveApprovedLinkFix(harness.database.db, {
        ownerId: harness.user.userId,
        websiteId: harness.websiteId,
        fix: {
          kind: 'redirect',
          sourceUrl: post.link,
          targetUrl: oldLink,
          anchorText: 'razor',
          fixUrl: renamed.link,
        },
      });
      const published = await harness.call(
        'POST',
        harness.api(`/link-health/fixes/${fix.id}/publish`),
      );
      expect(published.json().data.state).toBe('published');
      expect(await wordpress.rawContent(post)).toContain(`href="${renamed.link}"`);
      const verified = await harness.call(
        'POST',
        harness.api(`/cms/publications/${suggestion.id}/verify`),
      );
      expect(verified.json().data).toMatchObject({ state: 'applied', message: null });
    }, 120_000);
  });
});
