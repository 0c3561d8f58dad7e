import type { PageText } from '../page-text';
import { isStopword } from '../text/stopwords';
import { withoutTitleEnds } from '../text/title-ends';
import type { TitleEnds } from '../text/title-ends';
import { tokenize } from '../text/tokenize';
import { stemOf } from '../text/word-stem';
import { mainHeadingOf } from './target-phrases';
import type { TargetPhrase } from './target-phrases';

// An article or possessive and one or two lowercase words: "The dough", "The flour", "My
// method". A common noun, which a recipe, a review or a how-to each has a section of.
const COMMON_NOUN =
  /^(?:[Tt]he|[Aa]n?|[Mm]y|[Yy]our|[Oo]ur)\s+\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Ll}[\p{Ll}'’-]*)?$/u;
// A one-word heading the prose of this many other pages uses (or this share of the site's) is
// a word of the site's subject ("Flavour", "Tools", "Steam"), not a name of one page.
const EVERYDAY_PAGES = 3;
const EVERYDAY_SHARE = 0.05;

const stemsOf = (text: string) =>
  tokenize(text)
    .map((token) => token.norm)
    .filter((norm) => !isStopword(norm))
    .map(stemOf);

/** How many pages' prose uses each of `words` (normalised). */
function proseCounts(pages: PageText[], words: Set<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const used = new Set(
      page.blocks.flatMap((block) =>
        tokenize(block.text)
          .map((token) => token.norm)
          .filter((norm) => words.has(norm)),
      ),
    );
    for (const word of used) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The pages' names without the section headings that name no page in particular: a common
 * noun with an article ("The dough"); words another page is titled by ("Scoring" under a post
 * on baguettes, when another post is titled on scoring: that page is the one about them); one
 * word the prose of several other pages uses ("Flavour"). Headings many pages share are left
 * out before (`findBoilerplate`).
 */
export function withSpecificSections(
  named: Map<number, TargetPhrase[]>,
  pages: PageText[],
  titleEnds: TitleEnds,
): Map<number, TargetPhrase[]> {
  const titleWords = new Map<number, Set<string>>();
  for (const page of named.keys()) {
    const text = pages[page]!;
    const title = `${withoutTitleEnds(text.title, titleEnds)} ${mainHeadingOf(text)?.text ?? ''}`;
    titleWords.set(page, new Set(stemsOf(title)));
  }
  const titledElsewhere = (page: number, words: string[]) =>
    [...titleWords].some(
      ([other, titled]) => other !== page && words.every((word) => titled.has(word)),
    );
  const oneWord = [...named.values()].flatMap((phrases) =>
    phrases.filter((phrase) => phrase.origin === 'section' && phrase.norms.length === 1),
  );
  const counts = proseCounts(pages, new Set(oneWord.map((phrase) => phrase.norms[0]!)));
  const everyday = Math.max(EVERYDAY_PAGES, pages.length * EVERYDAY_SHARE);
  const usesWord = (page: number, word: string) =>
    pages[page]!.blocks.some((block) => tokenize(block.text).some((token) => token.norm === word));
  const isSpecific = (page: number, phrase: TargetPhrase) => {
    const words = phrase.norms.filter((norm) => !isStopword(norm)).map(stemOf);
    const word = phrase.norms.length === 1 ? phrase.norms[0]! : null;
    const usedByOthers =
      word === null ? 0 : (counts.get(word) ?? 0) - (usesWord(page, word) ? 1 : 0);
    return (
      words.length > 0 &&
      !COMMON_NOUN.test(phrase.display) &&
      !titledElsewhere(page, words) &&
      usedByOthers < everyday
    );
  };
  const kept = new Map<number, TargetPhrase[]>();
  for (const [page, phrases] of named) {
    kept.set(
      page,
      phrases.filter((phrase) => phrase.origin !== 'section' || isSpecific(page, phrase)),
    );
  }
  return kept;
}
