import type { PageText } from '../page-text';
import type { LinkSuggestion } from '../suggest/link-suggestion';
import { withoutPermalink } from '../text/defined-names';
import { isFunctionWord } from '../text/stopwords';
import { addPhrase, blockKey, mainHeadingOf } from './target-phrases';
import type { TargetPhrase } from './target-phrases';
import { comparableUrl } from './eligibility';

// A heading's number: "45", "6.2.3", "F.2.1", or a lone capital set off by a point ("L. …").
const NUMBER = String.raw`(?:\d+(?:\.\d+)*|\p{Lu}(?:\.\d+)+|\p{Lu}(?=\.\s))`;

// A numbered title or heading: "45. Content scanning", "6.2.3. System Upgrade", "1.3.5.2 A Sample
// Command", "Chapter 44 - Access control lists", "Appendix L. Acronyms". After a word, a
// point, colon or dash must set the number off ("Django 1.5 release notes" is a version);
// without one, only a section's number ("1.3.5.2") is one ("3 Ways to Brew" is not).
const HEADING_NUMBER = new RegExp(
  String.raw`^\s*(?:(\p{L}+)\s+(${NUMBER})(?:[.:]|\s+[-–—:])|(${NUMBER})[.:]|(\d+(?:\.\d+)+))\s+["“'‘(\p{L}]`,
  'u',
);

// The end of a series' title: its name, a word and the part's number ("Writing your first Django
// app, part 3", "Thirty days of Go: Day 12", "Roasting at home (Part 2)").
const SERIES_TITLE = /^(.*\p{L}.*?)[\s,:;–—([-]+(\p{L}+)\s+(\d{1,3})\)?$/u;

// How a page speaks of itself: "this tutorial", "this part".
const SELF_REFERENCE = /\bthis\s+(\p{L}+)/giu;

// A word, then a number, in prose: "see chapter 45", "Section 6.2.3, “System Upgrade”"; the
// whole number, never the "6.2" of "6.2.3".
const REFERENCE = new RegExp(String.raw`(\p{L}{2,})\s+(${NUMBER})(?![.\d]*\d)`, 'gu');

// A product's name, not a word of reference: a number after it is a version ("PostgreSQL 9.6",
// "macOS 12", "RFC 2821").
const PRODUCT_NAME = /\p{Lu}\S*\p{Lu}|\p{Ll}\p{Lu}/u;

// A word refers by number when the numbers after it name this many pages, and most name one.
const MIN_TARGETS = 3;
const MIN_SHARE = 0.5;

type SiteNumbers = {
  /**
   * The page a number after this word names, or null: no page, or several, carry it. After a
   * word a series is referred to by ("part 3", "Tutorial 3"), only the series' own parts.
   */
  resolve(number: string, word: string): number | null;
  /** The words the site's headings put before their numbers ("Chapter", "Appendix"), and its series' words. */
  headingWords: Set<string>;
};

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  (map.get(key) ?? map.set(key, new Set()).get(key)!).add(value);
}

const onlyOne = (owners: Set<number> | undefined) => (owners?.size === 1 ? [...owners][0]! : null);

/**
 * Series of pages whose titles (or main headings) differ only by a closing number ("Writing
 * your first Django app, part 1" … "part 7"), three parts at least: the number of each part,
 * by the words the series is referred to by. Those are the word before the number in its
 * titles ("part") and the words most of its pages call themselves by ("this tutorial").
 */
function seriesWordsOf(
  pages: PageText[],
  numbered: Set<number>,
): Map<string, Map<string, Set<number>>> {
  const series = new Map<string, Map<string, number>>();
  pages.forEach((page, position) => {
    if (numbered.has(position)) {
      return;
    }
    const part = SERIES_TITLE.exec(withoutPermalink(mainHeadingOf(page)?.text ?? page.title));
    if (part) {
      const name = `${part[1]!.toLowerCase()}\u0000${part[2]!.toLowerCase()}`;
      (series.get(name) ?? series.set(name, new Map()).get(name)!).set(part[3]!, position);
    }
  });
  const byWord = new Map<string, Map<string, Set<number>>>();
  for (const [name, parts] of series) {
    if (parts.size < MIN_TARGETS) {
      continue;
    }
    const partPages = [...parts.values()].map((position) => pages[position]!);
    for (const word of new Set([name.split('\u0000')[1]!, ...selfReferencesOf(partPages)])) {
      const numbers = byWord.get(word) ?? byWord.set(word, new Map()).get(word)!;
      for (const [number, position] of parts) {
        add(numbers, number, position);
      }
    }
  }
  return byWord;
}

/** The words most of a series' pages call themselves by ("this tutorial"). */
function selfReferencesOf(parts: PageText[]): string[] {
  const pagesUsing = new Map<string, number>();
  for (const page of parts) {
    const words = new Set<string>();
    for (const block of page.blocks) {
      for (const [, word] of block.text.matchAll(SELF_REFERENCE)) {
        if (!isFunctionWord(word!.toLowerCase())) {
          words.add(word!.toLowerCase());
        }
      }
    }
    for (const word of words) {
      pagesUsing.set(word, (pagesUsing.get(word) ?? 0) + 1);
    }
  }
  return [...pagesUsing]
    .filter(([, count]) => count >= parts.length * MIN_SHARE)
    .map(([word]) => word);
}

/**
 * The numbers that begin titles and headings. A page's own number (its title's, or else its
 * main heading's) wins over a section's number on other pages, for sites that number sections
 * 1, 2, … within each chapter (Exim); such a chapter's section "44.10" is on the page its own
 * number 44 titles, when that page has a section "10". Then the numbers of series' parts.
 */
function siteNumbers(pages: PageText[]): SiteNumbers {
  const own = new Map<string, Set<number>>();
  const sections = new Map<string, Set<number>>();
  const localSections = new Map<number, Set<string>>();
  const headingWords = new Set<string>();
  const numbered = new Set<number>();
  const numberOf = (text: string) => {
    const match = HEADING_NUMBER.exec(text);
    if (match?.[1]) {
      headingWords.add(match[1].toLowerCase());
    }
    return match?.[2] ?? match?.[3] ?? match?.[4];
  };
  pages.forEach((page, position) => {
    const main = mainHeadingOf(page);
    const pageNumber = numberOf(page.title) ?? (main ? numberOf(main.text) : undefined);
    if (pageNumber) {
      add(own, pageNumber, position);
      numbered.add(position);
    }
    for (const heading of page.headings) {
      const number = numberOf(heading.text);
      if (number && number !== pageNumber) {
        add(sections, number, position);
        add(localSections, position, number);
      }
    }
  });
  const series = seriesWordsOf(pages, numbered);
  for (const word of series.keys()) {
    headingWords.add(word);
  }
  const resolve = (number: string, word: string) => {
    const parts = series.get(word);
    if (parts) {
      return onlyOne(parts.get(number));
    }
    if (own.has(number) || sections.has(number)) {
      return onlyOne(own.get(number)) ?? onlyOne(sections.get(number));
    }
    const split = number.lastIndexOf('.');
    const chapter = split > 0 ? onlyOne(own.get(number.slice(0, split))) : null;
    return chapter !== null && localSections.get(chapter)?.has(number.slice(split + 1))
      ? chapter
      : null;
  };
  return { resolve, headingWords };
}

type WordUse = {
  /** Times the word is followed by a number, and by one that names another page. */
  uses: number;
  resolved: number;
  targets: Set<number>;
  /** Whether a number after it is a section's ("6.2.3"), not a chapter's. */
  sections: boolean;
  /** Times the word and its number begin a block: a caption's label ("Figure 9.5. …"). */
  captions: number;
};

/**
 * Numbered documents (DocBook, LaTeX and Texinfo output, numbered Sphinx and mdBook) refer to
 * their pages by number: "see chapter 45", "Section 6.2.3". Such a reference names the page
 * the number titles or heads, when the word before the number is one this site refers by.
 * Those words are learnt from the site's own prose, never listed: the numbers after the word
 * name at least three different pages and mostly one each, the word is seen before a section's
 * number ("6.2.3") or is the word the site's headings put before their numbers ("Chapter 12.")
 * (on a site of 60 chapters any small number names one: "every 7", "port 25"), and it is
 * not mostly a caption's label ("Figure 9.5. …", numbered like the sections it sits in). A
 * word of grammar ("in 6", "before 9.1") or a product's name never is. Blogs and courses refer
 * to the parts of a series the same way ("part 3", "Tutorial 3"), by the word of the series'
 * titles or the one its parts call themselves by, and such a number names a part of the series
 * only ("version 3" elsewhere on the site is no part of it).
 */
export function numberedReferencesOf(
  pages: PageText[],
  linkable: boolean[],
  boilerplateBlocks: Set<string>,
): Map<number, TargetPhrase[]> {
  const { resolve, headingWords } = siteNumbers(pages);
  const references: Array<{ word: string; written: string; target: number }> = [];
  const words = new Map<string, WordUse>();
  pages.forEach((page, source) => {
    for (const block of page.blocks) {
      if (boilerplateBlocks.has(blockKey(block.text))) {
        continue;
      }
      for (const match of block.text.matchAll(REFERENCE)) {
        const [written, found, number] = match;
        const word = found!.toLowerCase();
        if (isFunctionWord(word) || PRODUCT_NAME.test(found!)) {
          continue;
        }
        const use = words.get(word) ?? {
          uses: 0,
          resolved: 0,
          targets: new Set(),
          sections: false,
          captions: 0,
        };
        words.set(word, use);
        use.captions += match.index === 0 ? 1 : 0;
        const target = resolve(number!, word);
        if (target === source) {
          continue;
        }
        use.uses += 1;
        if (target !== null) {
          use.resolved += 1;
          use.targets.add(target);
          use.sections ||= number!.includes('.');
          references.push({ word, written, target });
        }
      }
    }
  });
  const refersByNumber = (word: string) => {
    const use = words.get(word)!;
    return (
      use.targets.size >= MIN_TARGETS &&
      use.resolved >= use.uses * MIN_SHARE &&
      use.captions < use.uses * MIN_SHARE &&
      (use.sections || headingWords.has(word))
    );
  };
  const named = new Map<number, TargetPhrase[]>();
  for (const { word, written, target } of references) {
    if (linkable[target] && refersByNumber(word)) {
      const phrases = named.get(target) ?? [];
      addPhrase(phrases, written, 'number');
      named.set(target, phrases);
    }
  }
  return named;
}

/** Whether a suggestion's anchor is a numbered reference to its target ("see chapter 45"). */
export function isNumberedReference(
  // The two fields of the site index it reads (site-index.ts builds them with this file's help).
  index: { byUrl: Map<string, number>; ownPhrases: Map<number, TargetPhrase[]> },
  suggestion: Pick<LinkSuggestion, 'targetUrl' | 'anchorText'>,
): boolean {
  const target = index.byUrl.get(comparableUrl(suggestion.targetUrl));
  const anchor = suggestion.anchorText.toLowerCase();
  return (
    target !== undefined &&
    (index.ownPhrases.get(target) ?? []).some(
      (phrase) => phrase.origin === 'number' && phrase.display.toLowerCase() === anchor,
    )
  );
}
