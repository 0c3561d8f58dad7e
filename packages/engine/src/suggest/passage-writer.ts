/** What a passage writer gets: only text from the two pages, and the anchor it must use. */
export type PassageBrief = {
  sourceTitle: string;
  targetTitle: string;
  /** The words that become the link; the passage must contain them verbatim. */
  anchorText: string;
  /** Noun phrases both pages use, as the source writes them, most telling first. */
  sharedTopics: string[];
  /** The source paragraph the passage will follow. */
  precedingParagraph: string;
  /** The target's opening sentence, to say what it offers. */
  targetSummary: string;
};

/**
 * Writes a passage (at most two sentences) carrying a link to the target. Returns null
 * when it has nothing good to say. A model-backed writer lives outside the engine and
 * must pass `validatePassage` like this one.
 */
export type PassageWriter = (brief: PassageBrief) => string | null;

export const MAX_PASSAGE_LENGTH = 320;

/**
 * Whether a written passage may be shown: it holds the anchor verbatim, has one or two
 * sentences, stays short and carries no links, markup or URLs of its own.
 */
export function validatePassage(passage: string, anchorText: string): boolean {
  const text = passage.trim();
  if (text.length === 0 || text.length > MAX_PASSAGE_LENGTH || !text.includes(anchorText)) {
    return false;
  }
  if (/<[a-z/!]|\]\(|https?:\/\/|www\./i.test(text)) {
    return false;
  }
  const sentences = text.split(/(?<=[.!?])\s+(?=\p{Lu}|["“])/u).filter(Boolean);
  return sentences.length <= 2 && /[.!?]["”]?$/.test(text);
}

function stableChoice(text: string, count: number): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) >>> 0;
  }
  return hash % count;
}

function listTerms(terms: string[]): string {
  if (terms.length <= 1) {
    return terms[0] ?? '';
  }
  return `${terms.slice(0, -1).join(', ')} and ${terms.at(-1)}`;
}

/**
 * The offline writer: one sentence from a few templates, chosen by the anchor so the
 * same site always reads the same, naming the topic both pages share.
 */
export function writeTemplatePassage(brief: PassageBrief): string | null {
  const topic = listTerms(brief.sharedTopics.slice(0, 2));
  const anchor = brief.anchorText;
  const templates = topic
    ? [
        `For more on ${topic}, see ${anchor}.`,
        `To learn more about ${topic}, read ${anchor}.`,
        ...(/^\p{Lu}/u.test(anchor) ? [`${anchor} goes further into ${topic}.`] : []),
      ]
    : [`See also ${anchor}.`];
  return templates[stableChoice(anchor, templates.length)]!;
}
