import type { ContentBlock, PageText } from '../page-text';
import { isGenericAnchor } from '../text/generic-anchors';
import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';
import { blockKey } from './target-phrases';
import type { TargetPhrase } from './target-phrases';

// A page is about a phrase its own text uses at least this often, and twice as often as the
// rest of the site does in all; it goes by its few strongest such phrases.
const MIN_USES = 3;
const MIN_SHARE = 2 / 3;
const MAX_WORDS = 3;
const MAX_TOPICS = 5;

type Use = { norms: string[]; display: string };

/** Every phrase of two or three words (or one hyphened word) a block's sentences hold, edges not stopwords. */
function* phrasesOfBlock(block: ContentBlock): Generator<Use> {
  const tokens = tokenize(block.text);
  for (let first = 0; first < tokens.length; first += 1) {
    if (isStopword(tokens[first]!.norm)) {
      continue;
    }
    for (let last = first; last < Math.min(tokens.length, first + MAX_WORDS); last += 1) {
      const token = tokens[last]!;
      // A phrase never runs across punctuation: "…the grinder. Coffee…" is two sentences.
      if (last > first && block.text.slice(tokens[last - 1]!.end, token.start).trim() !== '') {
        break;
      }
      if (isStopword(token.norm) || /^\d/.test(token.norm)) {
        continue;
      }
      const norms = tokens.slice(first, last + 1).map((word) => word.norm);
      // One plain word is an everyday word more often than a subject: "pour-over" is two.
      if (norms.length === 1 && !norms[0]!.includes('-')) {
        continue;
      }
      yield { norms, display: block.text.slice(tokens[first]!.start, token.end) };
    }
  }
}

function proseBlocks(page: PageText, boilerplateBlocks: Set<string>): ContentBlock[] {
  return page.blocks.filter((block) => !boilerplateBlocks.has(blockKey(block.text)));
}

/**
 * The phrases each linkable page's text is most about, weighed against the rest of the
 * site: used at least three times on the page and twice as often there as on all other
 * pages together ("burr grinder" on the page that compares grinders, not "coffee" on a coffee
 * blog). A page that goes by no name the site's prose uses is found by these.
 */
export function topicPhrasesOf(
  pages: PageText[],
  linkable: boolean[],
  boilerplateBlocks: Set<string>,
): Map<number, TargetPhrase[]> {
  const candidates = new Map<number, Map<string, Use & { uses: number }>>();
  const wanted = new Map<string, number>();
  pages.forEach((page, target) => {
    if (!linkable[target]) {
      return;
    }
    const counts = new Map<string, Use & { uses: number }>();
    for (const block of proseBlocks(page, boilerplateBlocks)) {
      for (const use of phrasesOfBlock(block)) {
        const key = use.norms.join(' ');
        const known = counts.get(key);
        if (known) {
          known.uses += 1;
        } else {
          counts.set(key, { ...use, uses: 1 });
        }
      }
    }
    const frequent = new Map(
      [...counts].filter(([, use]) => use.uses >= MIN_USES && !isGenericAnchor(use.display)),
    );
    if (frequent.size > 0) {
      candidates.set(target, frequent);
      for (const key of frequent.keys()) {
        wanted.set(key, 0);
      }
    }
  });
  for (const page of pages) {
    for (const block of proseBlocks(page, boilerplateBlocks)) {
      for (const use of phrasesOfBlock(block)) {
        const key = use.norms.join(' ');
        const total = wanted.get(key);
        if (total !== undefined) {
          wanted.set(key, total + 1);
        }
      }
    }
  }
  const topics = new Map<number, TargetPhrase[]>();
  for (const [target, counts] of candidates) {
    const owned = [...counts]
      .map(([key, use]) => ({ key, use, share: use.uses / wanted.get(key)! }))
      .filter(({ share }) => share >= MIN_SHARE)
      .sort(
        (a, b) =>
          b.use.uses * b.share - a.use.uses * a.share ||
          b.use.norms.length - a.use.norms.length ||
          a.key.localeCompare(b.key),
      )
      .slice(0, MAX_TOPICS);
    if (owned.length > 0) {
      topics.set(
        target,
        owned.map(({ use }) => ({ norms: use.norms, display: use.display, origin: 'topic' })),
      );
    }
  }
  return topics;
}

/**
 * Each page's own names with its topics added: a topic that another page goes by (its
 * title, a heading) names that page, not this one, and one the page goes by already adds
 * nothing.
 */
export function withTopics(
  ownPhrases: Map<number, TargetPhrase[]>,
  topics: Map<number, TargetPhrase[]>,
): Map<number, TargetPhrase[]> {
  const namers = new Map<string, Set<number>>();
  for (const [target, phrases] of ownPhrases) {
    for (const phrase of phrases) {
      const key = phrase.norms.join(' ');
      (namers.get(key) ?? namers.set(key, new Set()).get(key)!).add(target);
    }
  }
  const merged = new Map(ownPhrases);
  for (const [target, phrases] of topics) {
    const added = phrases.filter((phrase) => !namers.has(phrase.norms.join(' ')));
    if (added.length > 0) {
      merged.set(target, [...(ownPhrases.get(target) ?? []), ...added]);
    }
  }
  return merged;
}
