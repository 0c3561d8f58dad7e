import type { ContentBlock } from '../page-text';
import type { SiteIndex } from '../index/site-index';
import { resolveUrl } from '../index/url-aliases';

/**
 * Where a link the site already has was written: in a sentence ('prose'), an item of a list
 * that reads as one ('list'), a block that is code, a syntax rule or a keyword list ('code'), a
 * short table cell of a keyword or reference table ('table'). Blocks that are mostly links
 * (lists that navigate) hold no prose links at all (`proseLinksOf`).
 */
export type LinkContext = 'prose' | 'list' | 'code' | 'table';

// A table cell of this many words or fewer names a thing; it does not say anything about it.
const SHORT_CELL_WORDS = 4;
// Syntax rules and listings are mostly symbols and code spans; prose is mostly words.
const CODE_SHARE = 0.5;
const SYMBOL_SHARE = 0.08;
const SYMBOLS = /[=|{}[\]<>*+?;:()_]/g;

function isCodeLike(block: ContentBlock, link: { start: number; end: number }): boolean {
  const inCode = block.code.some((span) => span.start <= link.start && link.end <= span.end);
  const coded = block.code.reduce((sum, span) => sum + (span.end - span.start), 0);
  const text = block.text.replace(/\s+/g, '');
  const symbols = text.match(SYMBOLS)?.length ?? 0;
  return (
    inCode ||
    coded >= block.text.trim().length * CODE_SHARE ||
    (text.length > 0 && symbols / text.length >= SYMBOL_SHARE)
  );
}

export function linkContextOf(
  block: ContentBlock,
  link: { start: number; end: number },
): LinkContext {
  if (isCodeLike(block, link)) {
    return 'code';
  }
  if (block.kind === 'table_cell' && block.text.trim().split(/\s+/).length <= SHORT_CELL_WORDS) {
    return 'table';
  }
  return block.kind === 'list_item' ? 'list' : 'prose';
}

/** Contexts whose links show how the site links its prose. */
const TEACHING: ReadonlySet<LinkContext> = new Set(['prose', 'list']);

/**
 * The link pairs that teach the backtest how the site links its prose: a pair counts when
 * one of its links stands in a sentence or a list item that reads as one. Links in syntax
 * rules, code and keyword tables are made by rule, one per term, and would teach a cut-off
 * that drops real suggestions. `learntFrom`: the pairs by the context of their best link.
 */
export function teachingPairs(
  index: SiteIndex,
  pairs: Map<number, Set<number>>,
): { pairs: Map<number, Set<number>>; learntFrom: Record<LinkContext, number> } {
  const learntFrom: Record<LinkContext, number> = {
    prose: 0,
    list: 0,
    code: 0,
    table: 0,
  };
  const teaching = new Map<number, Set<number>>();
  for (const [source, targets] of pairs) {
    const contexts = new Map<number, LinkContext[]>();
    for (const block of index.pages[source]!.blocks) {
      for (const link of block.links) {
        const target = resolveUrl(index.aliases, link.href);
        if (target !== undefined && targets.has(target)) {
          contexts.set(target, [...(contexts.get(target) ?? []), linkContextOf(block, link)]);
        }
      }
    }
    for (const target of targets) {
      const found = contexts.get(target) ?? ['prose'];
      const best = found.find((context) => TEACHING.has(context)) ?? found[0]!;
      learntFrom[best] += 1;
      if (TEACHING.has(best)) {
        teaching.set(source, (teaching.get(source) ?? new Set<number>()).add(target));
      }
    }
  }
  return { pairs: teaching, learntFrom };
}
