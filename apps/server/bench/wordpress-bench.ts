// `npm run bench:wordpress`: "Apply approved" against a real local WordPress (Debian's package,
// PHP's built-in server, MariaDB). 100 approved suggestions across 40 posts in one job; checks
// that every link landed exactly once and that each post got one revision, and prints the time
// (goal: under 30 s). On the embedded database; BENCH_DATABASE=postgres uses TEST_DATABASE_URL.
import type { TestDatabaseKind } from '@linkloom/db/testing';
import { startWordpressHarness } from '../test/wordpress/wordpress-harness';
import { startWordpressSite, wordpressUnavailable } from '../test/wordpress/wordpress-site';
import type { WordpressPost } from '../test/wordpress/wordpress-site';

const POSTS = 40;
const SUGGESTIONS = 100;
const TOPICS = ['proofing method', 'scoring pattern', 'shaping trick'];
const sentence = (post: number, paragraph: number) =>
  `Paragraph ${paragraph + 1} of bake ${post} explains the ${TOPICS[paragraph]} ${post} step by step.`;

const unavailable = await wordpressUnavailable();
if (unavailable) {
  process.stderr.write(
    `bench:wordpress needs a real WordPress and none can run here: ${unavailable}\n`,
  );
  process.exit(1);
}

const wordpress = await startWordpressSite();
const kind = (process.env.BENCH_DATABASE ?? 'pglite') as TestDatabaseKind;
const harness = await startWordpressHarness(kind, wordpress);
try {
  // A post links a page once: each paragraph's topic has its own page.
  const targets: WordpressPost[] = [];
  for (const topic of TOPICS) {
    targets.push(
      await wordpress.createPost({ title: `School: ${topic}`, content: '<p>Lessons.</p>' }),
    );
  }
  const posts: WordpressPost[] = [];
  for (let index = 0; index < POSTS; index += 1) {
    const paragraphs = TOPICS.map(
      (_, paragraph) =>
        `<!-- wp:paragraph -->\n<p>${sentence(index, paragraph)}</p>\n<!-- /wp:paragraph -->`,
    );
    posts.push(
      await wordpress.createPost({ title: `Bake ${index}`, content: paragraphs.join('\n\n') }),
    );
  }
  // 20 posts with 3 links and 20 with 2: 100 suggestions.
  const planned: { post: WordpressPost; id: string }[] = [];
  for (let index = 0; index < POSTS; index += 1) {
    const links = index < SUGGESTIONS - 2 * POSTS ? 3 : 2;
    for (let paragraph = 0; paragraph < links; paragraph += 1) {
      const row = await harness.approve(posts[index]!, {
        anchor: `${TOPICS[paragraph]} ${index}`,
        context: sentence(index, paragraph),
        target: targets[paragraph]!.link,
      });
      planned.push({ post: posts[index]!, id: row.id });
    }
  }
  const revisionsBefore = await Promise.all(posts.map((post) => wordpress.revisionCount(post)));
  await harness.startWorkers();
  if ((await harness.connect()).statusCode !== 200) {
    throw new Error('could not connect the local WordPress');
  }

  const startedAt = performance.now();
  const started = await harness.call('POST', harness.api('/cms/apply-approved'));
  const runId = started.json().data.id as string;
  let run = started.json().data;
  while (run.state !== 'completed' && run.state !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = (await harness.call('GET', harness.api(`/cms/apply-runs/${runId}`))).json().data;
  }
  const seconds = (performance.now() - startedAt) / 1000;

  const contents = await Promise.all(posts.map((post) => wordpress.rawContent(post)));
  const revisionsAfter = await Promise.all(posts.map((post) => wordpress.revisionCount(post)));
  const landedOnce = planned.filter(
    ({ post, id }) => contents[posts.indexOf(post)]!.split(`data-linkloom="${id}"`).length === 2,
  ).length;
  const oneRevision = posts.filter(
    (_, index) => revisionsAfter[index] === revisionsBefore[index]! + 1,
  ).length;
  console.log(
    `bench:wordpress on ${kind}: ${SUGGESTIONS} approved suggestions across ${POSTS} posts in one job`,
  );
  console.log(
    `  job: ${run.state}, ${run.applied} applied (seen live), ${run.needs_review} to review, ${run.failed} failed`,
  );
  console.log(`  links written exactly once: ${landedOnce}/${SUGGESTIONS}`);
  console.log(`  posts with exactly one new revision: ${oneRevision}/${POSTS}`);
  console.log(
    `  time: ${seconds.toFixed(1)} s (goal: under 30 s) — ${seconds < 30 ? 'met' : 'NOT met'}`,
  );
  if (landedOnce !== SUGGESTIONS || oneRevision !== POSTS || run.applied !== SUGGESTIONS) {
    process.exitCode = 1;
  }
} finally {
  await harness.close();
  await wordpress.stop();
}
