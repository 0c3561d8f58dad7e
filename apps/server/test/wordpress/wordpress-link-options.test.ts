import { ANCHOR_NOT_IN_TEXT } from '@linkloom/contracts';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';
import type { WordpressPost, WordpressSite } from './wordpress-site';

const unavailable = await wordpressSkipReason('WordPress link options at apply time');

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const SENTENCE = 'A warm kitchen speeds up proofing dough a lot.';

describe.skipIf(unavailable !== null)('WordPress link options at apply time', () => {
  let wordpress: WordpressSite;
  const targets: WordpressPost[] = [];
  useWordpressSite((site) => {
    wordpress = site;
  });
  beforeAll(async () => {
    for (const title of ['Proofing', 'Kitchens', 'Warmth']) {
      targets.push(await wordpress.createPost({ title, content: paragraph(title) }));
    }
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    const apply = (id: string, body?: object) =>
      harness.call('POST', harness.api(`/link-suggestions/${id}/apply-to-cms`), body);
    beforeAll(async () => {
      harness = await startWordpressHarness(kind, wordpress);
      expect((await harness.connect()).statusCode).toBe(200);
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('writes the website’s link options, and this link’s own when given', async () => {
      const settings = await harness.call('PATCH', harness.api('/cms/settings'), {
        open_in_new_tab: true,
        nofollow: true,
        relative_urls: true,
      });
      expect(settings.json().data.link_settings).toEqual({
        max_links_per_post: 10,
        max_links_per_paragraph: 2,
        open_in_new_tab: true,
        nofollow: true,
        relative_urls: true,
      });
      const source = await wordpress.createPost({
        title: `Options ${kind}`,
        content: paragraph(SENTENCE),
      });
      const suggestion = await harness.approve(source, {
        anchor: 'proofing dough',
        context: SENTENCE,
        target: targets[0]!.link,
      });
      expect((await apply(suggestion.id)).json().data.state).toBe('applied');
      const path = new URL(targets[0]!.link).pathname;
      expect(await wordpress.rawContent(source)).toContain(
        `<a href="${path}" target="_blank" rel="noopener nofollow" data-linkloom="${suggestion.id}">proofing dough</a>`,
      );

      const plain = await wordpress.createPost({
        title: `Plain ${kind}`,
        content: paragraph(SENTENCE),
      });
      const overridden = await harness.approve(plain, {
        anchor: 'proofing dough',
        context: SENTENCE,
        target: targets[0]!.link,
      });
      const applied = await apply(overridden.id, {
        open_in_new_tab: false,
        nofollow: false,
        relative_urls: false,
      });
      expect(applied.json().data.state).toBe('applied');
      expect(await wordpress.rawContent(plain)).toContain(
        `<a href="${targets[0]!.link}" data-linkloom="${overridden.id}">proofing dough</a>`,
      );
      await harness.call('PATCH', harness.api('/cms/settings'), {
        open_in_new_tab: false,
        nofollow: false,
        relative_urls: false,
      });
    });

    it('takes other anchor words from the sentence at apply time, and refuses words outside it', async () => {
      const source = await wordpress.createPost({
        title: `Anchor ${kind}`,
        content: paragraph(SENTENCE),
      });
      const suggestion = await harness.approve(source, {
        anchor: 'proofing dough',
        context: SENTENCE,
        target: targets[1]!.link,
      });
      const outside = await apply(suggestion.id, { anchor_text: 'sourdough' });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().error.message).toBe(ANCHOR_NOT_IN_TEXT);
      expect((await apply(suggestion.id, { anchor_text: 'warm kitchen' })).json().data.state).toBe(
        'applied',
      );
      expect(await wordpress.rawContent(source)).toContain(
        `A <a href="${targets[1]!.link}" data-linkloom="${suggestion.id}">warm kitchen</a> speeds`,
      );
      const shown = await harness.call('GET', harness.api(`/link-suggestions/${suggestion.id}`));
      expect(shown.json().data.anchor_text).toBe('warm kitchen');
    });

    it('keeps to the limit of links per post, counting the links it wrote before', async () => {
      await harness.call('PATCH', harness.api('/cms/settings'), { max_links_per_post: 1 });
      const source = await wordpress.createPost({
        title: `Capped ${kind}`,
        content: [paragraph(SENTENCE), paragraph('Warmth matters more than time.')].join('\n\n'),
      });
      const first = await harness.approve(source, {
        anchor: 'proofing dough',
        context: SENTENCE,
        target: targets[0]!.link,
      });
      const second = await harness.approve(source, {
        anchor: 'Warmth',
        context: 'Warmth matters more than time.',
        target: targets[2]!.link,
      });
      expect((await apply(first.id)).json().data.state).toBe('applied');
      expect((await apply(second.id)).json().data).toMatchObject({
        state: 'needs_review',
        message: expect.stringMatching(/already has 1 link added by Linkloom, the most/),
      });
      expect((await wordpress.rawContent(source)).split('data-linkloom=').length - 1).toBe(1);
      await harness.call('PATCH', harness.api('/cms/settings'), { max_links_per_post: 10 });
    });
  });
});
