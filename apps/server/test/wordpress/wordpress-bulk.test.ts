import { createWordpressConnector } from '@linkloom/cms';
import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';
import type { WordpressPost, WordpressSite } from './wordpress-site';

const unavailable = await wordpressSkipReason('applying approved suggestions in bulk');

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const SENTENCES = ['Proofing dough takes time and warmth.', 'Scoring the loaf lets steam escape.'];

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting for the apply job');
}

describe.skipIf(unavailable !== null)('applying approved suggestions in bulk', () => {
  let wordpress: WordpressSite;
  useWordpressSite((site) => {
    wordpress = site;
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    beforeAll(async () => {
      harness = await startWordpressHarness(kind, wordpress);
      await harness.startWorkers();
      expect((await harness.connect()).statusCode).toBe(200);
    });
    afterAll(async () => {
      await harness?.close();
    });

    const runToEnd = async () => {
      const started = await harness.call('POST', harness.api('/cms/apply-approved'));
      expect(started.statusCode).toBe(202);
      const runId = started.json().data.id as string;
      return until(async () => {
        const run = (await harness.call('GET', harness.api(`/cms/apply-runs/${runId}`))).json()
          .data;
        return run.state === 'completed' ? run : undefined;
      });
    };
    const linksIn = async (post: WordpressPost) =>
      (await wordpress.rawContent(post)).split('data-linkloom=').length - 1;

    it('writes each post once, reports progress and review cases, and never links twice when run again', async () => {
      // A post links a page once: each sentence links its own page.
      const target = await wordpress.createPost({
        title: `Bread basics ${kind}`,
        content: paragraph('Flour, water, salt.'),
      });
      const scoring = await wordpress.createPost({
        title: `Scoring ${kind}`,
        content: paragraph('A sharp blade.'),
      });
      const posts: WordpressPost[] = [];
      for (let index = 0; index < 3; index += 1) {
        posts.push(
          await wordpress.createPost({
            title: `Bulk ${kind} ${index}`,
            content: SENTENCES.map(paragraph).join('\n\n'),
          }),
        );
      }
      for (const post of posts) {
        await harness.approve(post, {
          anchor: 'Proofing dough',
          context: SENTENCES[0]!,
          target: target.link,
        });
        await harness.approve(post, {
          anchor: 'the loaf',
          context: SENTENCES[1]!,
          target: scoring.link,
        });
      }
      await harness.approve(posts[0]!, {
        anchor: 'baguette',
        context: 'Shape the baguette.',
        target: target.link,
      });
      const revisions = await Promise.all(posts.map((post) => wordpress.revisionCount(post)));
      // What the owner confirms first: every approved link, by post, most first.
      const preview = (await harness.call('GET', harness.api('/cms/apply-approved'))).json().data;
      expect(preview).toMatchObject({ links: 7, post_count: 3 });
      expect(preview.posts[0]).toMatchObject({ url: posts[0]!.link, links: 3 });

      const run = await runToEnd();
      expect(run).toMatchObject({
        total: 7,
        done: 7,
        applied: 6,
        needs_review: 1,
        failed: 0,
        finished_at: expect.any(String),
      });
      for (const [index, post] of posts.entries()) {
        expect(await linksIn(post)).toBe(2);
        expect(await wordpress.revisionCount(post)).toBe(revisions[index]! + 1);
      }

      // As if the worker had been killed after writing to WordPress and before recording it.
      await harness.database.db
        .delete(schema.cmsPublications)
        .where(eq(schema.cmsPublications.websiteId, harness.websiteId));
      await harness.database.db
        .update(schema.linkSuggestions)
        .set({ status: 'approved' })
        .where(eq(schema.linkSuggestions.websiteId, harness.websiteId));
      const again = await runToEnd();
      expect(again).toMatchObject({ total: 7, applied: 6, needs_review: 1 });
      for (const [index, post] of posts.entries()) {
        expect(await linksIn(post)).toBe(2);
        expect(await wordpress.revisionCount(post)).toBe(revisions[index]! + 1);
      }
      // Only the link that needs review is left for the next "Apply approved".
      const left = (await harness.call('GET', harness.api('/cms/apply-approved'))).json().data;
      expect(left).toEqual({
        links: 1,
        post_count: 1,
        posts: [expect.objectContaining({ links: 1 })],
      });
      const latest = (await harness.call('GET', harness.api('/cms/apply-runs/latest'))).json().data;
      expect(latest.id).toBe(again.id);
    });
  });

  it('gives up on a WordPress that does not answer in time, with a clear message', async () => {
    const connector = createWordpressConnector({ allowHosts: ['127.0.0.1'], timeoutMs: 1_000 });
    const post = await wordpress.createPost({ title: 'Slow', content: paragraph(SENTENCES[0]!) });
    wordpress.setFault('sleep:3');
    try {
      const credentials = {
        siteUrl: wordpress.url,
        username: wordpress.username,
        secret: wordpress.applicationPassword,
      };
      const [outcome] = await connector.applyToPost(credentials, post.link, [
        {
          id: 'slow',
          targetUrl: `${wordpress.url}/x/`,
          anchorText: 'Proofing dough',
          context: SENTENCES[0]!,
          passage: null,
        },
      ]);
      expect(outcome).toMatchObject({
        result: 'failed',
        message: expect.stringMatching(/1 s|time/i),
      });
    } finally {
      wordpress.setFault(null);
      await connector.close();
    }
    expect(await wordpress.rawContent(post)).toBe(paragraph(SENTENCES[0]!));
  });
});
