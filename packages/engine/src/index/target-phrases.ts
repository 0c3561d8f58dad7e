import type { PageText } from '../page-text';
import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';

export type TargetPhrase = {
  /** Normalised words, for matching. */
  norms: string[];
  /** The phrase as the site writes it, for case-sensitive evidence. */
  display: string;
  /** 'title' (the page's own name) or 'heading'. */
  origin: 'title' | 'heading';
};

const SEPARATORS = /\s+[|–—·»:]\s+|\s+-\s+|\s*[|–—»]\s*/;

/**
 * Title segments shared by many pages ("… | Acme Blog", "Chapter 3.") are the site's
 * boilerplate, not the page's topic.
 */
export function findBoilerplateSegments(titles: string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const segment of new Set(splitTitle(title))) {
      counts.set(segment.toLowerCase(), (counts.get(segment.toLowerCase()) ?? 0) + 1);
    }
  }
  const threshold = Math.max(3, titles.length * 0.05);
  return new Set([...counts].filter(([, count]) => count >= threshold).map(([segment]) => segment));
}

function splitTitle(title: string): string[] {
  return title
    .split(SEPARATORS)
    .map((segment) => cleanPhrase(segment))
    .filter((segment) => segment.length > 0);
}

function cleanPhrase(text: string): string {
  return text
    .replace(/\s*\([^)]*\)\s*$/u, '')
    .replace(/^[\s\d.]+(?=\p{L})/u, '')
    .replace(/[.…:;,!?]+$/u, '')
    .replace(/^["“'‘([]+|["”'’)\]]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function toPhrase(text: string, origin: TargetPhrase['origin']): TargetPhrase | null {
  const display = cleanPhrase(text);
  const norms = tokenize(display).map((token) => token.norm);
  if (norms.length === 0 || norms.length > 8 || norms.every(isStopword)) {
    return null;
  }
  return { norms, display, origin };
}

/** The names a page goes by: its title without boilerplate, and its main heading. */
export function targetPhrasesOf(page: PageText, boilerplate: Set<string>): TargetPhrase[] {
  const phrases: TargetPhrase[] = [];
  for (const segment of splitTitle(page.title)) {
    if (!boilerplate.has(segment.toLowerCase())) {
      const phrase = toPhrase(segment, 'title');
      if (phrase) {
        phrases.push(phrase);
      }
    }
  }
  const h1 = page.headings.find((heading) => heading.level === 1);
  if (h1) {
    const phrase = toPhrase(h1.text, 'heading');
    if (phrase && !phrases.some((known) => known.norms.join(' ') === phrase.norms.join(' '))) {
      phrases.push(phrase);
    }
  }
  return phrases;
}
