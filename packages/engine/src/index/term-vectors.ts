import type { PageText } from '../page-text';
import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';

export type TermVector = Map<string, number>;

const TERMS_KEPT = 60;

function termCounts(page: PageText): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const token of tokenize(text)) {
      if (token.norm.length > 2 && !isStopword(token.norm) && !/^\d+$/.test(token.norm)) {
        counts.set(token.norm, (counts.get(token.norm) ?? 0) + weight);
      }
    }
  };
  add(page.title, 4);
  for (const heading of page.headings) {
    add(heading.text, 2);
  }
  for (const block of page.blocks) {
    add(block.text, 1);
  }
  return counts;
}

/** TF-IDF vectors of the pages (their strongest terms, unit length) and the document frequency of every term. */
export function buildTermVectors(pages: PageText[]): {
  vectors: TermVector[];
  idf: Map<string, number>;
} {
  const counts = pages.map(termCounts);
  const df = new Map<string, number>();
  for (const pageCounts of counts) {
    for (const term of pageCounts.keys()) {
      df.set(term, (df.get(term) ?? 0) + 1);
    }
  }
  const idf = new Map<string, number>();
  for (const [term, frequency] of df) {
    idf.set(term, Math.log((pages.length + 1) / (frequency + 0.5)));
  }
  const vectors = counts.map((pageCounts) => {
    const weighted = [...pageCounts].map(
      ([term, count]) => [term, (1 + Math.log(count)) * (idf.get(term) ?? 0)] as const,
    );
    weighted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const top = weighted.slice(0, TERMS_KEPT);
    const length = Math.sqrt(top.reduce((sum, [, weight]) => sum + weight * weight, 0)) || 1;
    return new Map(top.map(([term, weight]) => [term, weight / length]));
  });
  return { vectors, idf };
}

export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [term, weight] of small) {
    sum += weight * (large.get(term) ?? 0);
  }
  return sum;
}
