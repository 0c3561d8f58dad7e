import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type ChatRequest = { model: string; messages: Array<{ role: string; content: string }> };
type EmbeddingRequest = { model: string; input: string[] };

const DIMENSIONS = 32;

/** A bag of hashed words: texts that share words get close vectors. */
function embed(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    let hash = 0;
    for (const char of word) {
      hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
    }
    vector[hash % DIMENSIONS]! += 1;
  }
  return vector;
}

/**
 * An OpenAI-compatible server on 127.0.0.1 (`/v1/chat/completions`, `/v1/embeddings`)
 * standing in for a model at the HTTP boundary. `reply` writes the chat answer from the
 * prompt; every request is recorded.
 */
export async function startOpenAiStandIn() {
  const state = {
    reply: (prompt: string): string => prompt,
    chats: [] as ChatRequest[],
    embeddings: [] as EmbeddingRequest[],
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const json = (status: number, payload: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(payload));
      if (request.url === '/v1/chat/completions') {
        const chat = JSON.parse(body) as ChatRequest;
        state.chats.push(chat);
        const prompt = chat.messages.at(-1)?.content ?? '';
        json(200, {
          id: `chat-${state.chats.length}`,
          object: 'chat.completion',
          created: 0,
          model: chat.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: state.reply(prompt) },
            },
          ],
        });
        return;
      }
      if (request.url === '/v1/embeddings') {
        const embedding = JSON.parse(body) as EmbeddingRequest;
        state.embeddings.push(embedding);
        json(200, {
          object: 'list',
          model: embedding.model,
          data: embedding.input.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: embed(text),
          })),
          usage: { prompt_tokens: 0, total_tokens: 0 },
        });
        return;
      }
      json(404, { error: { message: `no route ${request.url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
