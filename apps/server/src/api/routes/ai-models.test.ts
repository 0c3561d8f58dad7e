import { schema } from '@linkloom/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { startOpenAiStandIn } from '../../testing/openai-stand-in';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

const ROSE_TEXT =
  'Roses want full sun, rich soil and water at the base. Mulch roses in spring, feed roses after the first flush, and prune roses in late winter to an outward bud.';
const OTHER_TOPICS = [
  'Tulip bulbs go in deep in autumn and flower in spring.',
  'Compost heaps need green and brown waste turned often.',
  'Ponds need oxygenating plants and a pump.',
  'Lawns want mowing high in summer and feeding in autumn.',
];

/** The anchor the engine asks for, read back from the prompt the model received. */
function anchorOf(prompt: string): string {
  return /Anchor text to use verbatim: (.+)/.exec(prompt)?.[1] ?? '';
}

describe('passages and embeddings from an OpenAI-compatible model', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let model: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;
  let runs = 0;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    harness.app.inject({ method, url, payload, headers: ada.headers });

  /** Processes the rose-care page afresh and answers its suggestions. */
  async function processRoseCare() {
    await harness.database.db.update(schema.pages).set({ analyzedHash: null });
    runs += 1;
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers: { ...ada.headers, 'idempotency-key': `run-${runs}` },
      payload: { urls: [`${site.origin}/rose-care`] },
    });
    expect(response.statusCode, response.body).toBe(202);
    const jobId = response.json().data.jobId as string;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const status = (
        await call('GET', `/api/websites/${websiteId}/queue-status?jobId=${jobId}`)
      ).json().data;
      if (status.status !== 'started') {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await call('GET', `/api/websites/${websiteId}/link-suggestions?status=pending`)).json()
      .data.suggestions as Array<{
      source_url: string;
      target_url: string;
      anchor_source: string;
      generated_passage: string | null;
      reasons: string[];
    }>;
  }

  beforeAll(async () => {
    model = await startOpenAiStandIn();
    site = await startFixtureSite({
      pages: {
        '/': articlePage('Garden Journal', 'Notes from a small town garden, season by season.'),
        // Alike in their text (cosine 0.71) but not enough for a passage (0.8) until the
        // embeddings, close as well, join the similarity.
        '/roses': articlePage('Growing Roses', `${ROSE_TEXT} ${ROSE_TEXT}`),
        '/rose-care': articlePage('Rose Care Calendar', `${ROSE_TEXT} ${ROSE_TEXT}`),
        ...Object.fromEntries(
          OTHER_TOPICS.map((text, index) => [
            `/topic-${index}`,
            articlePage(`Topic ${index}`, text),
          ]),
        ),
      },
    });
    harness = await createTestApp({
      env: {
        CRAWLER_ALLOW_HOSTS: '127.0.0.1',
        AI_BASE_URL: model.baseUrl,
        AI_CHAT_MODEL: 'stand-in-chat',
        AI_EMBEDDING_MODEL: 'stand-in-embed',
      },
    });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    websiteId = (await call('POST', '/api/websites', { name: 'Garden', url: site.origin })).json()
      .data.uuid;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const stats = (await call('GET', `/api/websites/${websiteId}/stats`)).json().data;
      if (stats.crawlStatus === 'completed') {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
    await model?.close();
  });

  it("uses the model's passage when it holds the anchor and passes validation", async () => {
    model.state.reply = (prompt) =>
      `A season-by-season plan for sun, soil and pruning is in ${anchorOf(prompt)}.`;
    const [passage] = (await processRoseCare()).filter(
      (s) => s.anchor_source === 'generated_passage',
    );
    expect(passage).toMatchObject({ target_url: `${site.origin}/roses` });
    expect(passage!.generated_passage).toBe(
      'A season-by-season plan for sun, soil and pruning is in Growing Roses.',
    );
    expect(passage!.reasons).toContain('passage written by the model');
    const prompt = model.state.chats.at(-1)!.messages.at(-1)!.content;
    expect(prompt).toContain('Anchor text to use verbatim: Growing Roses');
    expect(model.state.chats.at(-1)!.model).toBe('stand-in-chat');
  });

  it('keeps the built-in passage when the model answers something invalid', async () => {
    model.state.reply = () => 'Read more at https://elsewhere.example/roses — it is great.';
    const [passage] = (await processRoseCare()).filter(
      (s) => s.anchor_source === 'generated_passage',
    );
    expect(passage!.generated_passage).toContain('Growing Roses');
    expect(passage!.generated_passage).not.toContain('https://');
    expect(passage!.reasons).not.toContain('passage written by the model');
  });

  it('embeds each page once per content hash and model', async () => {
    const embedded = model.state.embeddings.flatMap((request) => request.input);
    expect(model.state.embeddings.every((request) => request.model === 'stand-in-embed')).toBe(
      true,
    );
    // Seven pages, processed twice: each embedded once.
    expect(embedded).toHaveLength(7);
    const stored = await harness.database.db
      .select()
      .from(schema.pageEmbeddings)
      .where(eq(schema.pageEmbeddings.websiteId, websiteId));
    expect(stored).toHaveLength(7);
    await processRoseCare();
    expect(model.state.embeddings.flatMap((request) => request.input)).toHaveLength(7);
  });
});
