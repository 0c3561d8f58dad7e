import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDb, findOrCreateSecret } from '@linkloom/db';
import { createPostgresTestUrl, testPostgresUrl } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordpressHarness } from './wordpress-harness';
import type { WordpressHarness } from './wordpress-harness';
import type { WordpressPost, WordpressSite } from './wordpress-site';
import { useWordpressSite, wordpressSkipReason } from './wordpress-vitest';

const unavailable = await wordpressSkipReason('"Apply approved" surviving a killed worker');
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const SENTENCE = 'Shaping a boule builds tension on the surface.';

// Two processes share the jobs, so this needs PostgreSQL (PGlite serves one process).
describe.skipIf(unavailable !== null || !testPostgresUrl())(
  '"Apply approved" when its worker is killed',
  () => {
    let wordpress: WordpressSite;
    let harness: WordpressHarness;
    let drop: () => Promise<void>;
    let worker: ChildProcess | undefined;
    useWordpressSite((site) => {
      wordpress = site;
    });
    beforeAll(async () => {
      const created = await createPostgresTestUrl();
      drop = created.drop;
      const database = await createDb({ databaseUrl: created.url, poolSize: 5 });
      harness = await startWordpressHarness('postgres', wordpress, { database });
      worker = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          ...process.env,
          ROLE: 'worker',
          DATABASE_URL: created.url,
          // The key the in-process API sealed the WordPress password with.
          CMS_SECRET_KEY: await findOrCreateSecret(database.db, 'cms', 'never-used'),
          CRAWLER_ALLOW_HOSTS: '127.0.0.1',
          LOG_LEVEL: 'silent',
          WORKER_CONCURRENCY: '1',
        },
        stdio: 'ignore',
      });
    }, 60_000);
    afterAll(async () => {
      worker?.kill('SIGKILL');
      await harness?.close();
      await drop?.();
    });

    it('another worker finishes the job: every link once, one revision per post', async () => {
      expect((await harness.connect()).statusCode).toBe(200);
      const target = await wordpress.createPost({
        title: 'Bread shapes',
        content: paragraph('Boules and batards.'),
      });
      const posts: WordpressPost[] = [];
      for (let index = 0; index < 8; index += 1) {
        const post = await wordpress.createPost({
          title: `Shaping ${index}`,
          content: paragraph(SENTENCE),
        });
        await harness.approve(post, {
          anchor: 'Shaping a boule',
          context: SENTENCE,
          target: target.link,
        });
        posts.push(post);
      }
      const revisions = await Promise.all(posts.map((post) => wordpress.revisionCount(post)));
      // Each REST call now takes a second: the child worker is killed in the middle of the job.
      wordpress.setFault('sleep:1');
      const runId = (await harness.call('POST', harness.api('/cms/apply-approved'))).json().data
        .id as string;
      const runNow = async () =>
        (await harness.call('GET', harness.api(`/cms/apply-runs/${runId}`))).json().data;
      for (let attempt = 0; attempt < 300 && (await runNow()).done === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      worker?.kill('SIGKILL');
      const halfway = await runNow();
      expect(halfway.state).toBe('running');
      expect(halfway.done).toBeLessThan(8);
      wordpress.setFault(null);

      await harness.startWorkers();
      let run = halfway;
      for (let attempt = 0; attempt < 900 && run.state !== 'completed'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        run = await runNow();
      }
      expect(run).toMatchObject({ state: 'completed', total: 8, applied: 8, failed: 0 });
      for (const [index, post] of posts.entries()) {
        expect((await wordpress.rawContent(post)).split('data-linkloom=').length - 1).toBe(1);
        expect(await wordpress.revisionCount(post)).toBe(revisions[index]! + 1);
      }
    }, 150_000);
  },
);
