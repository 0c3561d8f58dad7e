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

/** A block's words as phrases see them: norms, places, and what may begin, end or join a phrase. */
type BlockWords = {
  text: string;
  norms: string[];
  starts: number[];
  ends: number[];
  /** Whether the word joins the one before: a phrase never runs across punctuation. */
  joined: boolean[];
  /** Whether the word may begin or end a phrase: neither a stopword nor a number. */
  edge: boolean[];
};

/** Whether only spaces stand between two words. */
function onlySpaceBetween(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    const code = text.charCodeAt(at);
    if (code !== 32 && code !== 160 && (code < 9 || code > 13)) {
      return false;
    }
  }
  return true;
}

function wordsOf(block: ContentBlock): BlockWords {
  const tokens = tokenize(block.text);
  const words: BlockWords = {
    text: block.text,
    norms: [],
    starts: [],
    ends: [],
    joined: [],
    edge: [],
  };
  tokens.forEach((token, i) => {
    const first = token.norm.charCodeAt(0);
    words.norms.push(token.norm);
    words.starts.push(token.start);
    words.ends.push(token.end);
    words.joined.push(i > 0 && onlySpaceBetween(block.text, tokens[i - 1]!.end, token.start));
    words.edge.push(!(first >= 48 && first <= 57) && !isStopword(token.norm));
  });
  return words;
}

/** A phrase is two or three words; one plain word is an everyday word more often than a subject, "pour-over" is two. */
function isPhrase(words: BlockWords, first: number, last: number): boolean {
  return words.edge[last]! && (last > first || words.norms[first]!.includes('-'));
}

// Words of a page are numbered below this, so a phrase of three is one safe integer.
const SPAN = 2 ** 17;

type Candidate = { uses: number; norms: string[]; display: string };

/** The phrases a page uses at least three times, with how often and as it first writes them. */
function frequentPhrases(page: PageText, boilerplateBlocks: Set<string>): Map<string, Candidate> {
  const blocks = proseBlocks(page, boilerplateBlocks).map(wordsOf);
  const ids = new Map<string, number>();
  const wordUses: number[] = [];
  const idsOf = blocks.map(({ norms }) =>
    norms.map((norm) => {
      let id = ids.get(norm);
      if (id === undefined) {
        id = ids.size + 1;
        ids.set(norm, id);
      }
      wordUses[id] = (wordUses[id] ?? 0) + 1;
      return id;
    }),
  );
  if (ids.size >= SPAN) {
    return new Map();
  }
  const uses = new Map<number, number>();
  const firstUse = new Map<number, { words: BlockWords; first: number; last: number }>();
  blocks.forEach((words, b) => {
    const wordIds = idsOf[b]!;
    for (let first = 0; first < wordIds.length; first += 1) {
      // A phrase used three times begins with a word used three times.
      if (!words.edge[first] || wordUses[wordIds[first]!]! < MIN_USES) {
        continue;
      }
      let key = wordIds[first]!;
      for (let last = first; last < Math.min(wordIds.length, first + MAX_WORDS); last += 1) {
        if (last > first) {
          if (!words.joined[last]) {
            break;
          }
          key = key * SPAN + wordIds[last]!;
        }
        if (isPhrase(words, first, last)) {
          const count = (uses.get(key) ?? 0) + 1;
          uses.set(key, count);
          if (count === 1) {
            firstUse.set(key, { words, first, last });
          }
        }
      }
    }
  });
  const frequent = new Map<string, Candidate>();
  for (const [key, count] of uses) {
    if (count < MIN_USES) {
      continue;
    }
    const { words, first, last } = firstUse.get(key)!;
    const display = words.text.slice(words.starts[first], words.ends[last]);
    const norms = words.norms.slice(first, last + 1);
    if (!isGenericAnchor(display)) {
      frequent.set(norms.join(' '), { uses: count, norms, display });
    }
  }
  return frequent;
}

function proseBlocks(page: PageText, boilerplateBlocks: Set<string>): ContentBlock[] {
  return page.blocks.filter((block) => !boilerplateBlocks.has(blockKey(block.text)));
}

/** A word trie of the phrases to count: walking a text spells out only what it holds. */
type CountNode = { total: number; counted: boolean; next: Map<string, CountNode> | null };

function countTrie(keys: Iterable<string>): Map<string, CountNode> {
  const root = new Map<string, CountNode>();
  for (const key of keys) {
    let children = root;
    let node: CountNode | undefined;
    for (const norm of key.split(' ')) {
      node = children.get(norm);
      if (!node) {
        node = { total: 0, counted: false, next: null };
        children.set(norm, node);
      }
      children = node.next ??= new Map();
    }
    node!.counted = true;
  }
  return root;
}

/** How often the pages' prose uses each phrase of the trie, kept in its nodes. */
function countUses(
  pages: PageText[],
  counted: ReadonlyArray<boolean>,
  boilerplateBlocks: Set<string>,
  root: Map<string, CountNode>,
): void {
  for (const [position, page] of pages.entries()) {
    if (!counted[position]) {
      continue;
    }
    for (const block of proseBlocks(page, boilerplateBlocks)) {
      const words = wordsOf(block);
      for (let first = 0; first < words.norms.length; first += 1) {
        let node = words.edge[first] ? root.get(words.norms[first]!) : undefined;
        for (let last = first; node && last < first + MAX_WORDS; last += 1) {
          if (node.counted && isPhrase(words, first, last)) {
            node.total += 1;
          }
          const next = last + 1;
          node =
            next < words.norms.length && words.joined[next]
              ? node.next?.get(words.norms[next]!)
              : undefined;
        }
      }
    }
  }
}

function totalOf(root: Map<string, CountNode>, key: string): number {
  let children: Map<string, CountNode> | null = root;
  let node: CountNode | undefined;
  for (const norm of key.split(' ')) {
    node = children?.get(norm);
    children = node?.next ?? null;
  }
  return node?.total ?? 0;
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
  listed: ReadonlyArray<string | null>,
  boilerplateBlocks: Set<string>,
): Map<number, TargetPhrase[]> {
  const candidates = new Map<number, Map<string, Candidate>>();
  pages.forEach((page, target) => {
    const frequent = linkable[target] ? frequentPhrases(page, boilerplateBlocks) : null;
    if (frequent && frequent.size > 0) {
      candidates.set(target, frequent);
    }
  });
  const trie = countTrie(
    new Set([...candidates.values()].flatMap((frequent) => [...frequent.keys()])),
  );
  // A page that only lists others, or prints them all, repeats their words (a home page that
  // lists posts is still a page to link to, and counts).
  countUses(
    pages,
    listed.map((reason, position) => reason === null || linkable[position]!),
    boilerplateBlocks,
    trie,
  );
  const topics = new Map<number, TargetPhrase[]>();
  for (const [target, frequent] of candidates) {
    const owned = [...frequent]
      .map(([key, candidate]) => ({ key, candidate, share: candidate.uses / totalOf(trie, key) }))
      .filter(({ share }) => share >= MIN_SHARE)
      .sort(
        (a, b) =>
          b.candidate.uses * b.share - a.candidate.uses * a.share ||
          b.candidate.norms.length - a.candidate.norms.length ||
          a.key.localeCompare(b.key),
      )
      .slice(0, MAX_TOPICS);
    if (owned.length > 0) {
      topics.set(
        target,
        owned.map(({ candidate }) => ({
          norms: candidate.norms,
          display: candidate.display,
          origin: 'topic',
        })),
      );
    }
  }
  return topics;
}

/**
 * Each page's own names with more added (its topics, the numbers the site refers to it by): a
 * name that another page goes by (its title, a heading) names that page, not this one, and
 * one the page goes by already adds nothing.
 */
export function withMoreNames(
  ownPhrases: Map<number, TargetPhrase[]>,
  more: Map<number, TargetPhrase[]>,
): Map<number, TargetPhrase[]> {
  const namers = new Map<string, Set<number>>();
  for (const [target, phrases] of ownPhrases) {
    for (const phrase of phrases) {
      const key = phrase.norms.join(' ');
      (namers.get(key) ?? namers.set(key, new Set()).get(key)!).add(target);
    }
  }
  const merged = new Map(ownPhrases);
  for (const [target, phrases] of more) {
    const added = phrases.filter((phrase) => !namers.has(phrase.norms.join(' ')));
    if (added.length > 0) {
      merged.set(target, [...(ownPhrases.get(target) ?? []), ...added]);
    }
  }
  return merged;
}
