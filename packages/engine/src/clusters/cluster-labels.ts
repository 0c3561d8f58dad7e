import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';

const MONTHS = new Set(
  'january february march april may june july august september october november december'.split(
    ' ',
  ),
);

/**
 * Whether a term can name a topic: not a month (post dates), not a contraction ("won't",
 * "isn't"), not a number. Such words fill a blog's pages without saying what they are about.
 */
export function isTopicTerm(term: string): boolean {
  return !MONTHS.has(term) && !/['’]/.test(term) && !/^\d+$/.test(term) && term.length > 2;
}

/** The topic words of a page's title and headings (normalised), where a topic is named. */
export function headlineTermsOf(title: string, headings: string[]): Set<string> {
  const terms = new Set<string>();
  for (const text of [title, ...headings]) {
    for (const token of tokenize(text)) {
      if (!isStopword(token.norm) && isTopicTerm(token.norm)) {
        terms.add(token.norm);
      }
    }
  }
  return terms;
}

const MAX_WORDS = 3;

/**
 * Names a cluster by a phrase its members' titles share: the run of one to three words
 * around its defining term found in the most titles (a longer one on a tie), as a title
 * writes it. Falls back to the term as the titles spell it, or the term itself.
 */
export function clusterLabelOf(term: string, titles: string[]): string {
  const shared = new Map<string, { count: number; words: number; text: string }>();
  for (const title of titles) {
    const tokens = tokenize(title);
    const inTitle = new Set<string>();
    tokens.forEach((token, position) => {
      if (token.norm !== term) {
        return;
      }
      for (let start = Math.max(0, position - MAX_WORDS + 1); start <= position; start += 1) {
        for (let end = position; end < Math.min(tokens.length, start + MAX_WORDS); end += 1) {
          const first = tokens[start]!;
          const last = tokens[end]!;
          if (isStopword(first.norm) || isStopword(last.norm)) {
            continue;
          }
          const key = tokens
            .slice(start, end + 1)
            .map((word) => word.norm)
            .join(' ');
          if (inTitle.has(key)) {
            continue;
          }
          inTitle.add(key);
          const entry = shared.get(key) ?? {
            count: 0,
            words: end - start + 1,
            text: title.slice(first.start, last.end),
          };
          entry.count += 1;
          shared.set(key, entry);
        }
      }
    });
  }
  const best = [...shared.entries()]
    .filter(([, entry]) => entry.words === 1 || entry.count >= 2)
    .sort(
      ([aKey, a], [bKey, b]) =>
        b.count - a.count || b.words - a.words || (aKey < bKey ? -1 : aKey > bKey ? 1 : 0),
    )[0];
  return best ? best[1].text : term;
}
