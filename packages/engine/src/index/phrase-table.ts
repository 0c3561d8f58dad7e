import type { DictionaryEntry } from './anchor-dictionary';
import type { PhraseOrigin, TargetPhrase } from './target-phrases';

export type IndexedPhrase = TargetPhrase & {
  target: number;
  /** The phrase's words joined: the key shared by every page that goes by it. */
  key: string;
  /** How many other pages already link to the target with this text. */
  anchorUses: number;
  /** Of those, how many link it so from their prose (not a menu, list or table of contents). */
  proseAnchorUses: number;
};

/** A node of the word trie: the phrases that end here (by target), and the words that continue one. */
type PhraseNode = { phrases: IndexedPhrase[]; next: Map<string, PhraseNode> | null };

export type PhraseTable = {
  phrases: IndexedPhrase[];
  /**
   * The phrases as a trie of their words: matching a text walks only the names it spells,
   * however many pages share its first words.
   */
  byWords: Map<string, PhraseNode>;
  /** How many pages go by each phrase: a name shared by several pages is ambiguous. */
  owners: Map<string, number>;
};

const ORIGIN_RANK: Record<PhraseOrigin, number> = {
  title: 0,
  heading: 1,
  // A numbered reference keeps its origin when the site also links with it, so its
  // own evidence, guard and confidence curve apply wherever it is suggested.
  number: 2,
  title_part: 3,
  anchor: 4,
  section: 5,
  term: 6,
  definition: 7,
  slug: 8,
  topic: 9,
  search: 10,
  reference: 11,
};

// A name shared by more pages than this points to none of them in particular.
const MAX_OWNERS = 5;

function nodeIn(children: Map<string, PhraseNode>, norm: string): PhraseNode {
  let node = children.get(norm);
  if (!node) {
    node = { phrases: [], next: null };
    children.set(norm, node);
  }
  return node;
}

function trieOf(phrases: IndexedPhrase[]): Map<string, PhraseNode> {
  const root = new Map<string, PhraseNode>();
  for (const phrase of phrases) {
    let node = nodeIn(root, phrase.norms[0]!);
    for (const norm of phrase.norms.slice(1)) {
      node = nodeIn((node.next ??= new Map()), norm);
    }
    node.phrases.push(phrase);
  }
  return root;
}

function sortByTarget(nodes: Map<string, PhraseNode>): void {
  for (const node of nodes.values()) {
    node.phrases.sort((a, b) => a.target - b.target);
    if (node.next) {
      sortByTarget(node.next);
    }
  }
}

const NO_PHRASES: readonly IndexedPhrase[] = [];

/** The phrases whose words begin at `position` in the text's words, longest first, then by target. */
export function phrasesAt(
  table: PhraseTable,
  norms: ReadonlyArray<{ norm: string }>,
  position: number,
): readonly IndexedPhrase[] {
  // Most words start no name, and most names found are the only one at their place.
  let found: readonly IndexedPhrase[] = NO_PHRASES;
  let shorter: Array<readonly IndexedPhrase[]> | null = null;
  let children: Map<string, PhraseNode> | null = table.byWords;
  for (let at = position; children && at < norms.length; at += 1) {
    const node: PhraseNode | undefined = children.get(norms[at]!.norm);
    if (!node) {
      break;
    }
    if (node.phrases.length > 0) {
      if (found.length > 0) {
        (shorter ??= []).push(found);
      }
      found = node.phrases;
    }
    children = node.next;
  }
  return shorter ? [found, ...shorter.reverse()].flat() : found;
}

/** Merges every page's names (own phrases and the site's anchors for it) into one lookup table. */
export function buildPhraseTable(
  ownPhrases: Map<number, TargetPhrase[]>,
  dictionary: Map<number, DictionaryEntry[]>,
): PhraseTable {
  const byTargetKey = new Map<string, IndexedPhrase>();
  const add = (
    target: number,
    phrase: TargetPhrase,
    uses: { anchorUses: number; proseAnchorUses: number },
  ) => {
    const key = phrase.norms.join(' ');
    const id = `${target}\u0000${key}`;
    const known = byTargetKey.get(id);
    if (!known) {
      byTargetKey.set(id, { ...phrase, target, key, ...uses });
      return;
    }
    known.anchorUses += uses.anchorUses;
    known.proseAnchorUses += uses.proseAnchorUses;
    if (ORIGIN_RANK[phrase.origin] < ORIGIN_RANK[known.origin]) {
      known.origin = phrase.origin;
      known.display = phrase.display;
    }
  };
  for (const [target, phrases] of ownPhrases) {
    for (const phrase of phrases) {
      add(target, phrase, { anchorUses: 0, proseAnchorUses: 0 });
    }
  }
  for (const [target, entries] of dictionary) {
    if (!ownPhrases.has(target)) {
      continue;
    }
    for (const { display, norms, pages, prosePages } of entries) {
      add(
        target,
        { display, norms, origin: 'anchor' },
        { anchorUses: pages, proseAnchorUses: prosePages },
      );
    }
  }

  const owners = new Map<string, number>();
  for (const phrase of byTargetKey.values()) {
    owners.set(phrase.key, (owners.get(phrase.key) ?? 0) + 1);
  }
  const phrases = [...byTargetKey.values()].filter(
    (phrase) => (owners.get(phrase.key) ?? 0) <= MAX_OWNERS,
  );
  const byWords = trieOf(phrases);
  sortByTarget(byWords);
  return { phrases, byWords, owners };
}

/**
 * The table with a few more names (a keyword the owner gives a page): those a page already goes
 * by are left as they are, the others join the lookup as they are given.
 */
export function withExtraPhrases(table: PhraseTable, extra: IndexedPhrase[]): PhraseTable {
  const known = new Set(table.phrases.map((phrase) => `${phrase.target}\u0000${phrase.key}`));
  const added = extra.filter((phrase) => !known.has(`${phrase.target}\u0000${phrase.key}`));
  if (added.length === 0) {
    return table;
  }
  const phrases = [...table.phrases, ...added];
  const byWords = trieOf(phrases);
  sortByTarget(byWords);
  return { phrases, byWords, owners: table.owners };
}

/** The table with one page's names alone: a text is searched for that page in a short walk. */
export function phrasesOf(table: PhraseTable, target: number): PhraseTable {
  const phrases = table.phrases.filter((phrase) => phrase.target === target);
  return { phrases, byWords: trieOf(phrases), owners: table.owners };
}
