import type { PageText } from '../page-text';
import type { LinkSuggestion } from '../suggest/link-suggestion';
import { isFunctionWord } from '../text/stopwords';
import { addPhrase, blockKey } from './target-phrases';
import type { TargetPhrase } from './target-phrases';
import { comparableUrl } from './eligibility';
import type { SiteIndex } from './site-index';

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
  /** The page a number names, or null: no page, or several, carry it. */
  resolve(number: string): number | null;
  /** The words the site's headings put before their numbers ("Chapter", "Appendix"). */
  headingWords: Set<string>;
};

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  (map.get(key) ?? map.set(key, new Set()).get(key)!).add(value);
}

const onlyOne = (owners: Set<number> | undefined) => (owners?.size === 1 ? [...owners][0]! : null);

/**
 * The numbers that begin titles and headings. A page's own number (its title's, or else its
 * main heading's) wins over a section's number on other pages, for sites that number sections
 * 1, 2, … within each chapter (Exim); such a chapter's section "44.10" is on the page its own
 * number 44 titles, when that page has a section "10".
 */
function siteNumbers(pages: PageText[]): SiteNumbers {
  const own = new Map<string, Set<number>>();
  const sections = new Map<string, Set<number>>();
  const localSections = new Map<number, Set<string>>();
  const headingWords = new Set<string>();
  const numberOf = (text: string) => {
    const match = HEADING_NUMBER.exec(text);
    if (match?.[1]) {
      headingWords.add(match[1].toLowerCase());
    }
    return match?.[2] ?? match?.[3] ?? match?.[4];
  };
  pages.forEach((page, position) => {
    const top = Math.min(...page.headings.map((heading) => heading.level));
    const main = page.headings.find((heading) => heading.level === top);
    const pageNumber = numberOf(page.title) ?? (main ? numberOf(main.text) : undefined);
    if (pageNumber) {
      add(own, pageNumber, position);
    }
    for (const heading of page.headings) {
      const number = numberOf(heading.text);
      if (number && number !== pageNumber) {
        add(sections, number, position);
        add(localSections, position, number);
      }
    }
  });
  const resolve = (number: string) => {
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
 * word of grammar ("in 6", "before 9.1") or a product's name never is.
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
        const target = resolve(number!);
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
  index: Pick<SiteIndex, 'byUrl' | 'ownPhrases'>,
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
