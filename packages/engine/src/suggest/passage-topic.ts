import type { PageText } from '../page-text';
import { nounPhrases } from '../text/noun-phrases';
import type { NounPhrase } from '../text/noun-phrases';

// Enough of a page to know what it is about, without reading all of a long one.
const TEXT_BUDGET = 4000;

/** The page's name (its title without the site's name) and its other headings, then its text. */
function leadText(page: PageText, name: string): string {
  const headings = page.headings.filter((heading) => heading.text !== page.title);
  const parts = [name, ...headings.map((heading) => heading.text)];
  for (const block of page.blocks) {
    parts.push(block.text);
    if (parts.join(' ').length > TEXT_BUDGET) {
      break;
    }
  }
  return parts.join('. ').slice(0, TEXT_BUDGET);
}

function asProse(phrase: NounPhrase): string {
  // Keep names ("GIMP", "Layer Mask") as written; everyday words read lower-case mid-sentence.
  return phrase.text === phrase.text.toUpperCase() || /\p{Lu}.*\s\p{Lu}/u.test(phrase.text)
    ? phrase.text
    : phrase.text.toLowerCase();
}

/**
 * The topics both pages talk about, as the source writes them: noun phrases of the
 * target that the source uses too, longer and more frequent in the target first,
 * never the anchor itself (the target's name) nor the site's name, which every title has.
 */
export function sharedTopics(
  source: { page: PageText; name: string },
  target: { page: PageText; name: string },
): string[] {
  const anchorKey = target.name.toLowerCase();
  const counts = new Map<string, number>();
  for (const phrase of nounPhrases(leadText(target.page, target.name))) {
    counts.set(phrase.key, (counts.get(phrase.key) ?? 0) + 1);
  }
  const seen = new Map<string, { text: string; words: number; count: number; order: number }>();
  nounPhrases(leadText(source.page, source.name)).forEach((phrase, order) => {
    const count = counts.get(phrase.key);
    if (count === undefined || seen.has(phrase.key) || anchorKey.includes(phrase.key)) {
      return;
    }
    seen.set(phrase.key, { text: asProse(phrase), words: phrase.words, count, order });
  });
  return [...seen.values()]
    .sort(
      (a, b) =>
        Math.min(b.words, 2) - Math.min(a.words, 2) || b.count - a.count || a.order - b.order,
    )
    .map((topic) => topic.text);
}
