import type { PassageBrief } from '@linkloom/engine';
import type OpenAI from 'openai';

export type AsyncPassageWriter = (brief: PassageBrief) => Promise<string | null>;

const INSTRUCTIONS = [
  'You write one or two plain sentences to add to a web page so it can link to another page of the same site.',
  'Use the exact anchor text verbatim; it becomes the link.',
  'Say only what the two pages support. No markdown, no HTML, no URLs, no quotes around the answer.',
].join(' ');

function promptOf(brief: PassageBrief): string {
  return [
    `This page: ${brief.sourceTitle}`,
    `It continues after this paragraph: ${brief.precedingParagraph}`,
    `The page to link to: ${brief.targetTitle}. It begins: ${brief.targetSummary}`,
    `Topics both pages share: ${brief.sharedTopics.join(', ') || 'none listed'}`,
    `Anchor text to use verbatim: ${brief.anchorText}`,
  ].join('\n');
}

/** Writes passages with a chat model; the caller validates what it says. */
export function createModelPassageWriter(client: OpenAI, model: string): AsyncPassageWriter {
  return async (brief) => {
    const completion = await client.chat.completions.create({
      model,
      temperature: 0.3,
      max_tokens: 160,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: promptOf(brief) },
      ],
    });
    return completion.choices[0]?.message.content?.trim() || null;
  };
}
