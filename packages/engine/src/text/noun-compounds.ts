import { isStopword } from './stopwords';

// The next word, after one space: a lowercase word.
const NEXT_WORD = /^ (\p{Ll}[\p{Ll}-]*)\b(?![’'-])/u;
// Endings a verb or an adverb after a noun has in English ("the dough rises", "… needed",
// "… quickly"): such a word ends the noun phrase, a noun after it continues it.
const NOT_A_NOUN = /(?:[^s]s|ed|ly|ing)$/u;

/**
 * Whether a lowercase name ending at `end` is the first half of a longer noun phrase: "the
 * dough" in "the dough hook", "water" in "water kettle". English puts the noun a compound
 * names last, so the name is a modifier there, not the thing the page is about.
 */
export function cutsNounPhrase(text: string, end: number): boolean {
  const next = NEXT_WORD.exec(text.slice(end));
  return next !== null && !isStopword(next[1]!) && !NOT_A_NOUN.test(next[1]!);
}
