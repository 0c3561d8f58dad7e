import type { EditOutcome, LinkEdit } from './content-edits';
import { foldText, parseContent, textOf } from './content-text';
import type { WordpressApi } from './wordpress-api';

type RestBlock = { title?: { raw?: string }; content?: { raw?: string } };

/** The ids of the reusable blocks a post shows (`<!-- wp:block {"ref":12} /-->`). */
function blockRefs(raw: string): number[] {
  const refs = [...raw.matchAll(/<!--\s*wp:(?:core\/)?block\s+(\{[^}]*\})\s*\/?-->/g)].flatMap(
    (match) => {
      try {
        const ref = (JSON.parse(match[1]!) as { ref?: unknown }).ref;
        return typeof ref === 'number' ? [ref] : [];
      } catch {
        return [];
      }
    },
  );
  return [...new Set(refs)];
}

const folded = (raw: string) => foldText(textOf(parseContent(raw)));

/**
 * A sentence missing from the post's own content may be in a reusable block it shows: the live
 * page has it, the post's content only a reference. Says so instead of "changed since the
 * crawl", since the block is shared and Linkloom writes into the post alone.
 */
export async function explainReusableBlocks(
  api: WordpressApi,
  raw: string,
  edits: LinkEdit[],
  outcomes: EditOutcome[],
): Promise<EditOutcome[]> {
  const refs = blockRefs(raw);
  if (refs.length === 0) {
    return outcomes;
  }
  const postText = folded(raw);
  const blocks = new Map<number, { title: string; text: string } | null>();
  async function blockText(ref: number) {
    if (!blocks.has(ref)) {
      const block = await api
        .get<RestBlock>(`wp/v2/blocks/${ref}?context=edit&_fields=title,content`)
        .catch(() => null);
      blocks.set(
        ref,
        block ? { title: block.title?.raw ?? '', text: folded(block.content?.raw ?? '') } : null,
      );
    }
    return blocks.get(ref)!;
  }
  const explained: EditOutcome[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    const sentence = foldText(edits[index]?.context ?? '');
    if (outcome.result !== 'needs_review' || sentence === '' || postText.includes(sentence)) {
      explained.push(outcome);
      continue;
    }
    let named: string | null = null;
    for (const ref of refs) {
      const block = await blockText(ref);
      if (block?.text.includes(sentence)) {
        named = block.title;
        break;
      }
    }
    explained.push(
      named === null
        ? outcome
        : {
            ...outcome,
            message: `The sentence is in the reusable block${named ? ` “${named}”` : ''}, which every post using it shares; Linkloom writes into this post alone, so nothing was written. To link it everywhere the block appears, add the link to the block in WordPress.`,
          },
    );
  }
  return explained;
}
