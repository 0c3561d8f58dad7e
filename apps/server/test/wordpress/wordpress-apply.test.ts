import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';
import type { WordpressPost, WordpressSite } from './wordpress-site';

const unavailable = await wordpressSkipReason('applying suggestions to WordPress');

const BLOCKS = [
  '<!-- wp:paragraph -->\n<p>Every loaf starts with a sourdough starter and patience.</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:heading -->\n<h2>Feeding the sourdough starter</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>Feed your sourdough starter twice a day with rye flour.</p>\n<!-- /wp:paragraph -->',
].join('\n\n');
const CLASSIC =
  'Crust is everything.\n\nA hot Dutch oven gives the best crust, as every baker knows.';

describe.skipIf(unavailable !== null)('applying suggestions to WordPress', () => {
  let wordpress: WordpressSite;
  let target: WordpressPost;
  useWordpressSite((site) => {
    wordpress = site;
  });
  beforeAll(async () => {
    target = await wordpress.createPost({
      title: 'Rye flour guide',
      content: '<p>All about rye.</p>',
    });
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    const apply = (id: string) =>
      harness.call('POST', harness.api(`/link-suggestions/${id}/apply-to-cms`));
    const statusOf = async (id: string) =>
      (await harness.call('GET', harness.api(`/link-suggestions/${id}`))).json().data.status;
    beforeAll(async () => {
      harness = await startWordpressHarness(kind, wordpress);
      expect((await harness.connect()).statusCode).toBe(200);
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('wraps the right occurrence in a block post, keeps a revision, sees it live, and never links twice', async () => {
      const post = await wordpress.createPost({ title: `Starter ${kind}`, content: BLOCKS });
      const suggestion = await harness.approve(post, {
        anchor: 'sourdough starter',
        context: 'Feed your sourdough starter twice a day with rye flour.',
        target: target.link,
      });
      const revisions = await wordpress.revisionCount(post);
      const applied = await apply(suggestion.id);
      expect(applied.statusCode).toBe(200);
      expect(applied.json().data).toMatchObject({
        state: 'applied',
        message: null,
        post_id: post.id,
        applied_at: expect.any(String),
      });
      expect(await statusOf(suggestion.id)).toBe('applied');
      const link = `<a href="${target.link}" data-linkloom="${suggestion.id}">sourdough starter</a>`;
      expect(await wordpress.rawContent(post)).toBe(
        BLOCKS.replace('Feed your sourdough starter', `Feed your ${link}`),
      );
      expect(await wordpress.revisionCount(post)).toBe(revisions + 1);

      const verified = await harness.call(
        'POST',
        harness.api(`/cms/publications/${suggestion.id}/verify`),
      );
      expect(verified.json().data).toMatchObject({
        state: 'applied',
        applied_at: applied.json().data.applied_at,
      });

      expect((await apply(suggestion.id)).json().data.state).toBe('applied');
      expect((await wordpress.rawContent(post)).split('data-linkloom').length - 1).toBe(1);
      expect(await wordpress.revisionCount(post)).toBe(revisions + 1);

      const undone = await harness.call(
        'POST',
        harness.api(`/cms/publications/${suggestion.id}/undo`),
      );
      expect(undone.json().data).toMatchObject({ state: 'undone', applied_at: null });
      expect(await wordpress.rawContent(post)).toBe(BLOCKS);
      expect(await statusOf(suggestion.id)).toBe('approved');
    });

    it('links classic content and inserts a passage as its own paragraph block', async () => {
      const classic = await wordpress.createPost({ title: `Crust ${kind}`, content: CLASSIC });
      const wrap = await harness.approve(classic, {
        anchor: 'Dutch oven',
        context: 'A hot Dutch oven gives the best crust, as every baker knows.',
        target: target.link,
      });
      expect((await apply(wrap.id)).json().data.state).toBe('applied');
      expect(await wordpress.rawContent(classic)).toContain(
        `A hot <a href="${target.link}" data-linkloom="${wrap.id}">Dutch oven</a> gives`,
      );

      // A plain permalink names the post by its id.
      const plain = await wordpress.createPost({ title: `Plain ${kind}`, content: CLASSIC });
      const byId = await harness.approve(
        { ...plain, link: `${wordpress.url}/?p=${plain.id}` },
        {
          anchor: 'best crust',
          context: 'A hot Dutch oven gives the best crust, as every baker knows.',
          target: target.link,
        },
      );
      expect((await apply(byId.id)).json().data).toMatchObject({
        state: 'applied',
        post_id: plain.id,
      });

      const blocks = await wordpress.createPost({ title: `Passage ${kind}`, content: BLOCKS });
      const passage = await harness.approve(blocks, {
        anchor: 'rye flour',
        context: 'Every loaf starts with a sourdough starter and patience.',
        passage: 'Our rye flour guide explains which flour keeps a starter lively.',
        target: target.link,
      });
      expect((await apply(passage.id)).json().data.state).toBe('applied');
      const raw = await wordpress.rawContent(blocks);
      expect(raw).toContain(
        `patience.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Our <a href="${target.link}" data-linkloom="${passage.id}">rye flour</a> guide explains which flour keeps a starter lively.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:heading -->`,
      );
      await harness.call('POST', harness.api(`/cms/publications/${passage.id}/undo`));
      expect(await wordpress.rawContent(blocks)).toBe(BLOCKS);
    });

    it('sends a changed text to review with the reason and writes nothing', async () => {
      const post = await wordpress.createPost({
        title: `Changed ${kind}`,
        content: '<p>Feed your levain twice a day.</p>',
      });
      const suggestion = await harness.approve(post, {
        anchor: 'sourdough starter',
        context: 'Feed your sourdough starter twice a day.',
        target: target.link,
      });
      const revisions = await wordpress.revisionCount(post);
      const answer = (await apply(suggestion.id)).json().data;
      expect(answer).toMatchObject({
        state: 'needs_review',
        message: expect.stringMatching(/no longer in the post/),
      });
      expect(await wordpress.rawContent(post)).toBe('<p>Feed your levain twice a day.</p>');
      expect(await wordpress.revisionCount(post)).toBe(revisions);
      expect(await statusOf(suggestion.id)).toBe('approved');
    });

    it('gives a clear per-suggestion error when WordPress fails or the post is gone, changing nothing', async () => {
      const post = await wordpress.createPost({ title: `Faults ${kind}`, content: BLOCKS });
      const suggestion = await harness.approve(post, {
        anchor: 'rye flour',
        context: 'Feed your sourdough starter twice a day with rye flour.',
        target: target.link,
      });
      wordpress.setFault('write-500');
      try {
        const failed = (await apply(suggestion.id)).json().data;
        expect(failed).toMatchObject({
          state: 'failed',
          message: expect.stringMatching(/server error \(HTTP 500\)\. Nothing was changed/),
        });
      } finally {
        wordpress.setFault(null);
      }
      expect(await wordpress.rawContent(post)).toBe(BLOCKS);
      await wordpress.deletePost(post);
      const gone = (await apply(suggestion.id)).json().data;
      expect(gone).toMatchObject({
        state: 'failed',
        message: expect.stringMatching(/No published post or page .* has the address/),
      });
      const publications = (await harness.call('GET', harness.api('/cms/publications'))).json()
        .data;
      expect(
        publications.find((row: { suggestion_id: string }) => row.suggestion_id === suggestion.id)
          .state,
      ).toBe('failed');
    });

    it('applies approved suggestions only, and says so when no CMS is connected', async () => {
      const post = await wordpress.createPost({ title: `Pending ${kind}`, content: BLOCKS });
      const pending = await harness.approve(post, {
        anchor: 'rye flour',
        context: '',
        target: target.link,
        status: 'pending',
      });
      expect((await apply(pending.id)).statusCode).toBe(409);
      await harness.call('DELETE', harness.api('/cms'));
      const none = await apply(pending.id);
      expect(none.statusCode).toBe(422);
      expect(none.json().error.message).toMatch(/^No CMS is connected/);
      await harness.connect();
    });
  });
});
