import { CMS_NOT_CONNECTED_FOR_UNDO } from '@linkloom/contracts';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';
import type { WordpressPost, WordpressSite } from './wordpress-site';

const unavailable = await wordpressSkipReason('WordPress states that stay true');

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const SENTENCE = 'Proofing dough takes time and warmth.';
const CONTENT = paragraph(SENTENCE);

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

describe.skipIf(unavailable !== null)('WordPress states that stay true', () => {
  let wordpress: WordpressSite;
  let target: WordpressPost;
  useWordpressSite((site) => {
    wordpress = site;
  });
  beforeAll(async () => {
    target = await wordpress.createPost({ title: 'Proofing', content: paragraph('Warmth.') });
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let harness: WordpressHarness;
    const post = (path: string) => harness.call('POST', harness.api(path));
    const apply = (id: string) => post(`/link-suggestions/${id}/apply-to-cms`);
    const publication = async (id: string) =>
      (
        (await harness.call('GET', harness.api('/cms/publications'))).json().data as {
          suggestion_id: string;
        }[]
      ).find((row) => row.suggestion_id === id);
    const statusOf = async (id: string) =>
      (await harness.call('GET', harness.api(`/link-suggestions/${id}`))).json().data.status;
    const runToEnd = async () => {
      const started = await post('/cms/apply-approved');
      expect(started.statusCode).toBe(202);
      const runId = started.json().data.id as string;
      return until(async () => {
        const run = (await harness.call('GET', harness.api(`/cms/apply-runs/${runId}`))).json()
          .data;
        return run.state === 'completed' || run.state === 'failed' ? run : undefined;
      });
    };
    const approve = (on: WordpressPost, anchor = 'Proofing dough') =>
      harness.approve(on, { anchor, context: SENTENCE, target: target.link });

    beforeAll(async () => {
      harness = await startWordpressHarness(kind, wordpress);
      await harness.startWorkers();
      expect((await harness.connect()).statusCode).toBe(200);
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('keeps an undone link off: Apply approved never writes it again, Apply again does', async () => {
      const source = await wordpress.createPost({ title: `Undo ${kind}`, content: CONTENT });
      const suggestion = await approve(source);
      expect((await apply(suggestion.id)).json().data.state).toBe('applied');
      const undone = await post(`/cms/publications/${suggestion.id}/undo`);
      expect(undone.json().data).toMatchObject({ state: 'undone', applied_at: null });
      expect(await wordpress.rawContent(source)).toBe(CONTENT);

      const other = await approve(
        await wordpress.createPost({ title: `Other ${kind}`, content: CONTENT }),
      );
      const run = await runToEnd();
      expect(run).toMatchObject({ state: 'completed', total: 1, applied: 1 });
      expect(await wordpress.rawContent(source)).toBe(CONTENT);
      expect(await publication(suggestion.id)).toMatchObject({ state: 'undone' });
      expect(await publication(other.id)).toMatchObject({ state: 'applied' });

      const again = await apply(suggestion.id);
      expect(again.json().data).toMatchObject({ state: 'applied' });
      expect(await wordpress.rawContent(source)).toContain(`data-linkloom="${suggestion.id}"`);
    });

    it('keeps a link the owner took out in WordPress off after Verify', async () => {
      const source = await wordpress.createPost({ title: `Removed ${kind}`, content: CONTENT });
      const suggestion = await approve(source);
      expect((await apply(suggestion.id)).json().data.state).toBe('applied');
      await wordpress.updateContent(source, CONTENT);
      const verified = await post(`/cms/publications/${suggestion.id}/verify`);
      expect(verified.json().data).toMatchObject({
        state: 'removed',
        applied_at: null,
        message: expect.stringMatching(/taken out of the post in WordPress/),
      });
      expect(await statusOf(suggestion.id)).toBe('approved');
      const started = await post('/cms/apply-approved');
      expect(started.statusCode).toBe(422);
      expect(started.json().error.message).toMatch(/No approved suggestions are waiting/);
      expect(await wordpress.rawContent(source)).toBe(CONTENT);
    });

    it('changes nothing when Verify cannot reach the site, and says so', async () => {
      const source = await wordpress.createPost({ title: `Down ${kind}`, content: CONTENT });
      const suggestion = await approve(source);
      const applied = (await apply(suggestion.id)).json().data;
      expect(applied.state).toBe('applied');
      wordpress.setFault('down');
      try {
        const verified = await post(`/cms/publications/${suggestion.id}/verify`);
        expect(verified.statusCode).toBe(422);
        expect(verified.json().error.message).toMatch(
          /^Could not reach the site to verify the link: .*503.* Nothing was changed\.$/,
        );
      } finally {
        wordpress.setFault(null);
      }
      expect(await publication(suggestion.id)).toEqual(applied);
      expect(await statusOf(suggestion.id)).toBe('applied');
    });

    it('tells a link the author wrote from one Linkloom applied: no Undo, not counted as applied', async () => {
      const linked = paragraph(
        `<a href="${target.link}">Proofing dough</a> takes time and warmth.`,
      );
      const source = await wordpress.createPost({ title: `Author ${kind}`, content: linked });
      const suggestion = await approve(source);
      const revisions = await wordpress.revisionCount(source);
      const run = await runToEnd();
      expect(run).toMatchObject({ state: 'completed', total: 1, applied: 0, already_linked: 1 });
      expect(await publication(suggestion.id)).toMatchObject({
        state: 'linked_by_author',
        applied_at: null,
      });
      const undo = await post(`/cms/publications/${suggestion.id}/undo`);
      expect(undo.statusCode).toBe(409);
      expect(undo.json().error.message).toMatch(/written by you, not by Linkloom/);
      expect(await wordpress.rawContent(source)).toBe(linked);
      expect(await wordpress.revisionCount(source)).toBe(revisions);
    });

    it('says WordPress is not connected when Undo needs it, not to copy the link', async () => {
      const source = await wordpress.createPost({ title: `Gone ${kind}`, content: CONTENT });
      const suggestion = await approve(source);
      expect((await apply(suggestion.id)).json().data.state).toBe('applied');
      await harness.call('DELETE', harness.api('/cms'));
      try {
        const undo = await post(`/cms/publications/${suggestion.id}/undo`);
        expect(undo.statusCode).toBe(422);
        expect(undo.json().error.message).toBe(CMS_NOT_CONNECTED_FOR_UNDO);
      } finally {
        await harness.connect();
      }
      await post(`/cms/publications/${suggestion.id}/undo`);
    });

    it('stops a run whose password was revoked and marks the connection as needing attention', async () => {
      const spare = await wordpress.createApplicationPassword(`revoked-${kind}`);
      expect(
        (await harness.connect({ application_password: spare.password })).json().data
          .needs_attention,
      ).toBeNull();
      const sources = [
        await wordpress.createPost({ title: `Revoked ${kind} 1`, content: CONTENT }),
        await wordpress.createPost({ title: `Revoked ${kind} 2`, content: CONTENT }),
      ];
      for (const source of sources) {
        await approve(source);
      }
      await wordpress.revokeApplicationPassword(spare.uuid);
      try {
        const run = await runToEnd();
        expect(run).toMatchObject({
          state: 'failed',
          applied: 0,
          message: expect.stringMatching(
            /^WordPress refused Linkloom's credentials, so the run stopped: .*The connection needs attention/,
          ),
        });
        const connection = (await harness.call('GET', harness.api('/cms'))).json().data;
        expect(connection.needs_attention).toMatch(/did not accept/);
        for (const source of sources) {
          expect(await wordpress.rawContent(source)).toBe(CONTENT);
        }
      } finally {
        expect((await harness.connect()).json().data.needs_attention).toBeNull();
      }
    });

    it('retries a site that is down, then ends the run as failed with the reason', async () => {
      const source = await wordpress.createPost({ title: `Offline ${kind}`, content: CONTENT });
      const suggestion = await approve(source);
      wordpress.setFault('down');
      let run;
      try {
        run = await runToEnd();
      } finally {
        wordpress.setFault(null);
      }
      expect(run).toMatchObject({
        state: 'failed',
        applied: 0,
        failed: 0,
        message: expect.stringMatching(
          /^WordPress could not be reached after 3 tries, so the run stopped: .*run Apply approved again when the site answers\.$/,
        ),
      });
      expect(await publication(suggestion.id)).toBeUndefined();
      expect(
        (await harness.call('GET', harness.api('/cms'))).json().data.needs_attention,
      ).toBeNull();
      expect(await wordpress.rawContent(source)).toBe(CONTENT);
      expect((await runToEnd()).state).toBe('completed');
      expect(await publication(suggestion.id)).toMatchObject({ state: 'applied' });
    });
  });
});
