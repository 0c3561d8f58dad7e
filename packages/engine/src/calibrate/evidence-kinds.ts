import type { PhraseOrigin } from '../index/target-phrases';
import { ORIGIN_REASON } from '../suggest/score-candidate';

/**
 * The evidence of a suggestion that does not depend on its words, each a stable code read from
 * the engine's own reasons (score-candidate.ts): where the anchor's name comes from (the
 * `PhraseOrigin`: 'title', 'section', 'term', …) and the signs beside it.
 */
const SIGNS: ReadonlyArray<readonly [string, RegExp]> = [
  ['menu_anchor_text', /^other pages link to it with this text only from menus/u],
  ['anchor_text', /^other pages already link to it with this text/u],
  ['capitals', /^written with capitals, as a name$/u],
  ['capital_mid_sentence', /^begins with a capital mid-sentence/u],
  ['quoted', /^set in quotation marks/u],
  ['code', /^set as code/u],
  ['identifier', /^written as an identifier/u],
  ['similar_pages', /^both pages are about /u],
  ['neighbours_link', /^\d+ of the \d+ most similar pages link to it$/u],
  ['in_menu', /^it is in this page’s menu/u],
  ['search_query', /^people search “/u],
  ['striking_target', /^the target ranks at position/u],
  ['source_clicks', /^this page gets [\d,]+ clicks from search/u],
  ['numbered_target', /^this site refers to it by number/u],
  ['orphan_target', /^no other page links to the target yet$/u],
  ['cluster', /^completes the topic cluster “/u],
];

const ORIGINS = Object.entries(ORIGIN_REASON) as Array<[PhraseOrigin, string]>;

/** The anchor's origin named by the first reason (“x” names a section of “Y”), if any. */
function originOf(reason: string): PhraseOrigin | null {
  if (reason.startsWith('people search “')) {
    return 'search';
  }
  for (const [origin, words] of ORIGINS) {
    if (reason.includes(`” ${words} “`)) {
      return origin;
    }
  }
  return null;
}

/**
 * The evidence kinds of a suggestion, sorted, from the reasons the engine gave it: its
 * anchor's origin ('title', 'heading', 'section', 'term', …; 'number' for a numbered
 * reference) and codes for the other signs ('capitals', 'code', 'anchor_text', …). A written
 * passage has none of them. The same reasons always give the same kinds, in the same order.
 */
export function evidenceKindsOf(reasons: readonly string[]): string[] {
  const kinds = new Set<string>();
  const origin = reasons.length > 0 ? originOf(reasons[0]!) : null;
  if (origin !== null) {
    kinds.add(origin);
  }
  for (const reason of reasons) {
    for (const [kind, pattern] of SIGNS) {
      if (pattern.test(reason)) {
        kinds.add(kind);
      }
    }
  }
  return [...kinds].sort();
}
