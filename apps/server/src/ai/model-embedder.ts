import type { PageText } from '@linkloom/engine';
import type OpenAI from 'openai';

export type Embedder = {
  model: string;
  /** One vector per page, in order. */
  embed(pages: PageText[]): Promise<number[][]>;
};

const BATCH_SIZE = 64;
/** Characters of a page sent to the model: its title, headings and the start of its prose. */
const MAX_CHARACTERS = 6_000;

export function embeddingInput(page: PageText): string {
  return [
    page.title,
    ...page.headings.map((heading) => heading.text),
    ...page.blocks.map((block) => block.text),
  ]
    .join('\n')
    .slice(0, MAX_CHARACTERS);
}

/** Embeds pages through an OpenAI-compatible `/v1/embeddings`, in batches. */
export function createModelEmbedder(client: OpenAI, model: string): Embedder {
  return {
    model,
    async embed(pages) {
      const vectors: number[][] = [];
      for (let start = 0; start < pages.length; start += BATCH_SIZE) {
        const batch = pages.slice(start, start + BATCH_SIZE);
        const response = await client.embeddings.create({
          model,
          input: batch.map(embeddingInput),
        });
        const ordered = [...response.data].sort((a, b) => a.index - b.index);
        vectors.push(...ordered.map((item) => item.embedding));
      }
      return vectors;
    },
  };
}
