import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';
import type { WordpressPost, WordpressSite } from './wordpress-site';

const unavailable = await wordpressSkipReason('link fixes in WordPress');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  let value = await read();
  // Slow enough for the API's rate limit.
  for (let attempt = 0; attempt < 300 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await read();
  }
  if (!done(value)) {
    throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
  }
  return value;
}

type Issue = {
  kind: string;
  sourceUrl: string;
  targetUrl: string;
  anchorText: string;
  fixUrl: string;
};

describe.skipIf(unavailable !== null)('link fixes in WordPress', () => {
  let wordpress: WordpressSite;
  useWordpressSite((site) => {
    wordpress = site;
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    let target: WordpressPost;
    let oldLink: string;
    let source: WordpressPost;
    let content: string;

    beforeAll(async () => {
      // A post renamed after another linked it: WordPress answers its old address with a 301.
      target = await wordpress.createPost({ title: `Rye flour ${kind}`, content: '<p>Rye.</p>' });
      oldLink = target.link;
      target = await wordpress.renamePost(target, `rye-flour-guide-${kind}`);
      content = [
        '<!-- wp:paragraph -->',
        `<p>Bake with <a class="in-text" href="${oldLink}">rye, "the" flour</a> and <a href="${oldLink}">other words</a>.</p>`,
        '<!-- /wp:paragraph -->',
      ].join('\n');
      source = await wordpress.createPost({ title: `Bread ${kind}`, content });
      harness = await startWordpressHarness(kind, wordpress);
      await harness.startWorkers();
      expect((await harness.connect()).statusCode).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await harness?.close();
    });

    it('publishes a redirect fix by changing only the href, a re-crawl verifies it, and undo puts it back', async () => {
      // The blog's first crawl, then one that asks for the new post by its address.
      await until(
        async () => (await harness.call('GET', harness.api('/link-health'))).json(),
        (answer: { data?: { checked: boolean } }) => answer.data?.checked === true,
        'the first analysis',
      );
      const crawl = await harness.call('POST', harness.api('/crawl'), { urls: [source.link] });
      expect(crawl.statusCode).toBe(202);
      const issues = await until(
        async () => ({
          ...(await harness.call('GET', harness.api('/link-health'))).json(),
        }),
        (answer: { data?: { issues: Issue[] } }) =>
          (answer.data?.issues ?? []).some(
            (issue) => issue.sourceUrl === source.link && issue.kind === 'redirect',
          ),
        'the crawl to find the redirect',
      ).then((answer) => answer.data!.issues);
      const issue = issues.find(
        // WordPress typesets the quotes it serves: the crawl reads “the”.
        (entry) => entry.sourceUrl === source.link && entry.anchorText === 'rye, “the” flour',
      )!;
      expect(issue).toMatchObject({ targetUrl: oldLink, fixUrl: target.link });

      const approved = await harness.call('POST', harness.api('/link-health/fixes'), {
        sourceUrl: issue.sourceUrl,
        targetUrl: issue.targetUrl,
        anchorText: issue.anchorText,
      });
      expect(approved.statusCode).toBe(201);
      const fix = approved.json().data;
      expect(fix).toMatchObject({ state: 'approved', fixUrl: target.link });

      const revisions = await wordpress.revisionCount(source);
      const published = await harness.call(
        'POST',
        harness.api(`/link-health/fixes/${fix.id}/publish`),
      );
      expect(published.statusCode).toBe(200);
      expect(published.json().data).toMatchObject({ state: 'published', message: null });
      expect(await wordpress.rawContent(source)).toBe(
        content.replace(
          `<a class="in-text" href="${oldLink}">`,
          `<a class="in-text" href="${target.link}">`,
        ),
      );
      expect(await wordpress.revisionCount(source)).toBe(revisions + 1);
      const again = await harness.call('POST', harness.api(`/link-health/fixes/${fix.id}/publish`));
      expect(again.statusCode).toBe(409);

      // A re-crawl sees the page link the final URL: the fix reads as verified.
      const recrawl = await harness.call('POST', harness.api('/crawl'), { urls: [source.link] });
      expect(recrawl.statusCode).toBe(202);
      const fixes = await until(
        async () =>
          (await harness.call('GET', harness.api('/link-health/fixes'))).json().data.fixes as {
            id: string;
            state: string;
          }[],
        (list) => list.some((entry) => entry.id === fix.id && entry.state === 'verified'),
        'the re-crawl to verify the fix',
      );
      expect(fixes.find((entry) => entry.id === fix.id)!.state).toBe('verified');

      const undone = await harness.call('POST', harness.api(`/link-health/fixes/${fix.id}/undo`));
      expect(undone.statusCode).toBe(200);
      expect(undone.json().data.state).toBe('undone');
      expect(await wordpress.rawContent(source)).toBe(content);
    }, 400_000);

    it('says what to do when the post no longer has the link, and writes nothing', async () => {
      const issues = (await harness.call('GET', harness.api('/link-health?kind=redirect'))).json()
        .data.issues as Issue[];
      const other = issues.find(
        (entry) => entry.sourceUrl === source.link && entry.anchorText === 'other words',
      )!;
      const fix = (
        await harness.call('POST', harness.api('/link-health/fixes'), {
          sourceUrl: other.sourceUrl,
          targetUrl: other.targetUrl,
          anchorText: other.anchorText,
        })
      ).json().data;
      await wordpress.updateContent(source, '<p>The links were taken out by hand.</p>');
      const published = await harness.call(
        'POST',
        harness.api(`/link-health/fixes/${fix.id}/publish`),
      );
      expect(published.json().data.state).toBe('needs_review');
      expect(published.json().data.message).toContain('has no link “other words”');
      expect(await wordpress.rawContent(source)).toBe('<p>The links were taken out by hand.</p>');
    });

    it('refuses a fix for a problem the analysis does not list', async () => {
      const refused = await harness.call('POST', harness.api('/link-health/fixes'), {
        sourceUrl: source.link,
        targetUrl: `${wordpress.url}/nowhere/`,
        anchorText: 'nothing',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(
        'This link problem is not in the latest analysis, or is not fixed by pointing the link elsewhere. Reload Link health.',
      );
    });
  });
});
