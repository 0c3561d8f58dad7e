import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';
import type { WordpressPost, WordpressSite } from './wordpress-site';

const unavailable = await wordpressSkipReason('never breaking a WordPress post');

const SENTENCE = 'Always buy a burr grinder before an espresso machine.';

/** Posts where the only "burr grinder" is in a place a link would break, and the reason given. */
const UNSAFE: { name: string; content: string; reason: string }[] = [
  {
    name: 'a shortcode’s quoted attribute (classic post)',
    content: `Coffee at home.\n\n[tip text="${SENTENCE}"]\n\nEnjoy.`,
    reason: 'inside the shortcode [tip]',
  },
  {
    name: 'an enclosing shortcode',
    content: `<!-- wp:shortcode -->\n[note]${SENTENCE}[/note]\n<!-- /wp:shortcode -->`,
    reason: 'inside the shortcode [note]',
  },
  {
    name: 'an escaped shortcode',
    content: `<!-- wp:paragraph -->\n<p>Type [[tip text="${SENTENCE}"]] for a tip.</p>\n<!-- /wp:paragraph -->`,
    reason: 'inside the shortcode [tip]',
  },
  {
    name: 'an HTML comment',
    content: `<!-- ${SENTENCE} -->\n<!-- wp:paragraph -->\n<p>Coffee.</p>\n<!-- /wp:paragraph -->`,
    reason: 'inside an HTML comment',
  },
  {
    name: 'a block’s JSON attributes',
    content: `<!-- wp:image {"alt":"${SENTENCE}"} -->\n<figure class="wp-block-image"><img src="/g.jpg" alt=""/></figure>\n<!-- /wp:image -->\n\n<!-- wp:paragraph -->\n<p>Coffee.</p>\n<!-- /wp:paragraph -->`,
    reason: "in a block's settings (its JSON attributes)",
  },
  {
    name: 'a script and a style',
    content: `<!-- wp:html -->\n<script>window.tip = "${SENTENCE}";</script>\n<style>/* ${SENTENCE} */</style>\n<!-- /wp:html -->`,
    reason: 'inside a script or style',
  },
  {
    name: 'an attribute value',
    content: `<!-- wp:html -->\n<p title="${SENTENCE}">Coffee.</p>\n<!-- /wp:html -->`,
    reason: 'inside an attribute of <p>',
  },
  {
    name: 'an image caption',
    content: `<!-- wp:image -->\n<figure class="wp-block-image"><img src="/g.jpg" alt=""/><figcaption class="wp-element-caption">${SENTENCE}</figcaption></figure>\n<!-- /wp:image -->`,
    reason: 'in an image caption',
  },
];

describe.skipIf(unavailable !== null)('never breaking a WordPress post', () => {
  let wordpress: WordpressSite;
  let target: WordpressPost;
  useWordpressSite((site) => {
    wordpress = site;
  });
  beforeAll(async () => {
    target = await wordpress.createPost({ title: 'Grinders', content: '<p>Burrs.</p>' });
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    const apply = async (id: string) =>
      (await harness.call('POST', harness.api(`/link-suggestions/${id}/apply-to-cms`))).json().data;
    beforeAll(async () => {
      harness = await startWordpressHarness(kind, wordpress);
      expect((await harness.connect()).statusCode).toBe(200);
    });
    afterAll(async () => {
      await harness?.close();
    });

    it.each(UNSAFE)('never writes into $name: needs review with the reason', async (place) => {
      const post = await wordpress.createPost({
        title: `Unsafe ${kind} ${place.name}`,
        content: place.content,
      });
      const before = await wordpress.rawContent(post);
      const revisions = await wordpress.revisionCount(post);
      const suggestion = await harness.approve(post, {
        anchor: 'burr grinder',
        context: SENTENCE,
        target: target.link,
      });
      expect(await apply(suggestion.id)).toMatchObject({
        state: 'needs_review',
        message: `“burr grinder” appears in the post only ${place.reason}; Linkloom never writes there, so nothing was written.`,
      });
      expect(await wordpress.rawContent(post)).toBe(before);
      expect(await wordpress.revisionCount(post)).toBe(revisions);
    });

    it('writes nothing where the sentence changed, even with the anchor once in the post', async () => {
      const content =
        '<!-- wp:paragraph -->\n<p>A burr grinder is worth it.</p>\n<!-- /wp:paragraph -->';
      const post = await wordpress.createPost({ title: `Changed ${kind}`, content });
      const suggestion = await harness.approve(post, {
        anchor: 'burr grinder',
        context: SENTENCE,
        target: target.link,
      });
      expect(await apply(suggestion.id)).toMatchObject({
        state: 'needs_review',
        message: expect.stringMatching(
          /changed since the crawl; “burr grinder” still appears once/,
        ),
      });
      expect(await wordpress.rawContent(post)).toBe(content);
    });
  });
});
