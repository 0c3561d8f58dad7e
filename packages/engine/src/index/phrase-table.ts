import type { DictionaryEntry } from './anchor-dictionary';
import type { PhraseOrigin, TargetPhrase } from './target-phrases';

export type IndexedPhrase = TargetPhrase & {
  target: number;
  /** The phrase's words joined: the key shared by every page that goes by it. */
  key: string;
  /** How many other pages already link to the target with this text. */
  anchorUses: number;
};

export type PhraseTable = {
  phrases: IndexedPhrase[];
  /** Phrases by their first word (one-word names) or first two words (longer ones), longest first. */
  byLead: Map<string, IndexedPhrase[]>;
  /** How many pages go by each phrase: a name shared by several pages is ambiguous. */
  owners: Map<string, number>;
  /** First words of the names longer than one word: only they need a two-word lookup. */
  firstWords: Set<string>;
};

const ORIGIN_RANK: Record<PhraseOrigin, number> = {
  title: 0,
  heading: 1,
  anchor: 2,
  section: 3,
  term: 4,
};

// A name shared by more pages than this points to none of them in particular.
const MAX_OWNERS = 5;

/** The lookup key of a name: its only word, or its first two. */
export function leadOf(norms: string[]): string {
  return norms.length === 1 ? norms[0]! : `${norms[0]} ${norms[1]}`;
}

/** Merges every page's names (own phrases and the site's anchors for it) into one lookup table. */
export function buildPhraseTable(
  ownPhrases: Map<number, TargetPhrase[]>,
  dictionary: Map<number, DictionaryEntry[]>,
): PhraseTable {
  const byTargetKey = new Map<string, IndexedPhrase>();
  const add = (target: number, phrase: TargetPhrase, anchorUses: number) => {
    const key = phrase.norms.join(' ');
    const id = `${target}\u0000${key}`;
    const known = byTargetKey.get(id);
    if (!known) {
      byTargetKey.set(id, { ...phrase, target, key, anchorUses });
      return;
    }
    known.anchorUses += anchorUses;
    if (ORIGIN_RANK[phrase.origin] < ORIGIN_RANK[known.origin]) {
      known.origin = phrase.origin;
      known.display = phrase.display;
    }
  };
  for (const [target, phrases] of ownPhrases) {
    for (const phrase of phrases) {
      add(target, phrase, 0);
    }
  }
  for (const [target, entries] of dictionary) {
    if (!ownPhrases.has(target)) {
      continue;
    }
    for (const { display, norms, pages } of entries) {
      add(target, { display, norms, origin: 'anchor' }, pages);
    }
  }

  const owners = new Map<string, number>();
  for (const phrase of byTargetKey.values()) {
    owners.set(phrase.key, (owners.get(phrase.key) ?? 0) + 1);
  }
  const phrases = [...byTargetKey.values()].filter(
    (phrase) => (owners.get(phrase.key) ?? 0) <= MAX_OWNERS,
  );
  const byLead = new Map<string, IndexedPhrase[]>();
  for (const phrase of phrases) {
    const lead = leadOf(phrase.norms);
    const list = byLead.get(lead) ?? [];
    list.push(phrase);
    byLead.set(lead, list);
  }
  for (const list of byLead.values()) {
    list.sort((a, b) => b.norms.length - a.norms.length || a.target - b.target);
  }
  const firstWords = new Set(
    phrases.filter((phrase) => phrase.norms.length > 1).map((phrase) => phrase.norms[0]!),
  );
  return { phrases, byLead, owners, firstWords };
}
