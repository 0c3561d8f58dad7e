import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import type { WordpressPost, WordpressSite } from './wordpress-site';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';

const unavailable = await wordpressSkipReason('publishing while others edit');
const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const SENTENCES = [
  'Mix the dough by hand until it is smooth.',
  'Proof the loaf overnight in the fridge.',
  'Bake the bread in a hot oven with steam.',
];
const ANCHORS = ['dough', 'loaf', 'oven'];
const AUTHORS_PARAGRAPH = "<p>An author's new paragraph.</p>";

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) {
      return found;
    }
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(unavailable !== null)('publishing while others edit the post', () => {
  let wordpress: WordpressSite;
  const targets: WordpressPost[] = [];
  useWordpressSite((site) => {
    wordpress = site;
  });
  beforeAll(async () => {
    for (const anchor of ANCHORS) {
      targets.push(
        await wordpress.createPost({ title: `All about the ${anchor}`, content: '<p>Guide.</p>' }),
      );
    }
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    const apply = (id: string) =>
      harness.call('POST', harness.api(`/link-suggestions/${id}/apply-to-cms`));
    const newPost = (title: string) =>
      wordpress.createPost({
        title: `${title} ${kind}`,
        content: SENTENCES.map(paragraph).join('\n\n'),
      });
    const approveAll = async (post: WordpressPost, count = 3) => {
      const approved = [];
      for (let index = 0; index < count; index += 1) {
        approved.push(
          await harness.approve(post, {
            anchor: ANCHORS[index]!,
            context: SENTENCES[index]!,
            target: targets[index]!.link,
          }),
        );
      }
      return approved;
    };
    const markers = async (post: WordpressPost) =>
      [...(await wordpress.rawContent(post)).matchAll(/data-linkloom="([^"]+)"/g)].map(
        (match) => match[1],
      );
    beforeAll(async () => {
      harness = await startWordpressHarness(kind, wordpress);
      await harness.startWorkers();
      expect((await harness.connect()).statusCode).toBe(200);
    }, 180_000);
    afterAll(async () => {
      await harness?.close();
    }, 120_000);

    it('writes all three links when three Apply calls on one post arrive at once', async () => {
      const post = await newPost('Three at once');
      const suggestions = await approveAll(post);
      const answers = await Promise.all(suggestions.map((suggestion) => apply(suggestion.id)));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toMatchObject({ state: 'applied', message: null });
      }
      expect((await markers(post)).sort()).toEqual(suggestions.map((row) => row.id).sort());
      for (const suggestion of suggestions) {
        const verified = await harness.call(
          'POST',
          harness.api(`/cms/publications/${suggestion.id}/verify`),
        );
        expect(verified.json().data.state).toBe('applied');
      }
    }, 120_000);

    it('keeps the links of "Apply approved" when Apply is clicked on another card of the post meanwhile', async () => {
      const post = await newPost('Bulk and one');
      const [first, second] = await approveAll(post, 2);
      const started = await harness.call('POST', harness.api('/cms/apply-approved'));
      expect(started.statusCode).toBe(202);
      const third = await harness.approve(post, {
        anchor: ANCHORS[2]!,
        context: SENTENCES[2]!,
        target: targets[2]!.link,
      });
      expect((await apply(third.id)).json().data.state).toBe('applied');
      const runId = started.json().data.id as string;
      const run = await until(async () => {
        const current = (await harness.call('GET', harness.api(`/cms/apply-runs/${runId}`))).json()
          .data;
        return current.state === 'completed' ? current : undefined;
      });
      expect(run.applied).toBe(2);
      expect((await markers(post)).sort()).toEqual([first!.id, second!.id, third.id].sort());
    }, 120_000);

    it("keeps an author's save that lands between Linkloom's read and its write", async () => {
      const post = await newPost('Author saves');
      const [suggestion] = await approveAll(post, 1);
      wordpress.setFault(`author-save:${post.id}`);
      const applied = await apply(suggestion!.id);
      wordpress.setFault(null);
      expect(applied.json().data).toMatchObject({ state: 'applied', message: null });
      const raw = await wordpress.rawContent(post);
      expect(raw).toContain(AUTHORS_PARAGRAPH);
      expect(raw).toContain(`data-linkloom="${suggestion!.id}"`);
    }, 120_000);

    it('says a link is not there when another save replaced the post right after the write', async () => {
      const post = await newPost('Overwritten');
      const [suggestion] = await approveAll(post, 1);
      const before = await wordpress.rawContent(post);
      wordpress.setFault(`author-overwrite:${post.id}`);
      const applied = await apply(suggestion!.id);
      wordpress.setFault(null);
      expect(applied.json().data).toMatchObject({
        state: 'failed',
        message:
          'WordPress saved the post, but read back right after, the link is not in it: someone else saved the post at the same moment. Nothing else was changed; apply it again.',
      });
      expect(await wordpress.rawContent(post)).toBe(before);
      expect((await apply(suggestion!.id)).json().data.state).toBe('applied');
    }, 120_000);

    it('writes nothing into a post another user has open in the editor, says so, and writes once it is closed', async () => {
      const post = await newPost('Open in editor');
      const [suggestion] = await approveAll(post, 1);
      const before = await wordpress.rawContent(post);
      await wordpress.openInEditor(post);
      const refused = await apply(suggestion!.id);
      expect(refused.statusCode).toBe(200);
      expect(refused.json().data.state).toBe('failed');
      expect(refused.json().data.message).toMatch(
        /^Jane Editor has this post open in the WordPress editor \(since \d\d:\d\d UTC\), so Linkloom wrote no link: their next save would undo it\. Try again once they have closed the post\.$/,
      );
      expect(await wordpress.rawContent(post)).toBe(before);
      await wordpress.closeEditor(post);
      expect((await apply(suggestion!.id)).json().data.state).toBe('applied');
    }, 120_000);
  });
});
