/** What most of a site's titles begin or end with: the site's name, however it is set off. */
export type TitleEnds = { prefix: string; suffix: string };

// A title end shared by this share of the pages (and at least three) names the site, not a page.
const SHARE = 0.4;
const MIN_PAGES = 3;
const MAX_WORDS = 8;

/** Each way the title can be cut at a space into a leading and a trailing part, longest end first. */
function cuts(title: string): Array<{ head: string; tail: string }> {
  const spaces = [...title.matchAll(/\s+/g)].map((match) => match.index!);
  return spaces.map((at) => ({ head: title.slice(0, at), tail: title.slice(at).trimStart() }));
}

// A site's name is set off from the page's own by punctuation or a bracket, never by a word
// alone: "Crop Tool" and "Blur Tool" share a word, not a name.
const SET_OFF_SUFFIX = /^[^\p{L}\p{N}]/u;
const SET_OFF_PREFIX = /[^\p{L}\p{N}]$/u;

function mostSharedEnd(titles: string[], endsOf: (title: string) => string[]): string {
  const pages = new Map<string, number>();
  for (const title of titles) {
    for (const end of new Set(endsOf(title))) {
      pages.set(end, (pages.get(end) ?? 0) + 1);
    }
  }
  const needed = Math.max(MIN_PAGES, titles.length * SHARE);
  let best = '';
  for (const [end, count] of pages) {
    if (count >= needed && end.length > best.length) {
      best = end;
    }
  }
  return best;
}

/**
 * The longest run of whole words (at most eight) that begins, and the one that ends, at
 * least 40 % of the titles, set off from the rest by punctuation or a bracket: "(GNU Octave
 * (version 7.3.0))" after every page's own name. Splitting at separators (`splitTitle`) finds most
 * site names; this finds the rest.
 */
export function findTitleEnds(titles: string[]): TitleEnds {
  const trimmed = titles.map((title) => title.trim()).filter(Boolean);
  const namelike = (part: string) => part.split(/\s+/).length <= MAX_WORDS && /\p{L}/u.test(part);
  return {
    prefix: mostSharedEnd(trimmed, (title) =>
      cuts(title)
        .map((cut) => cut.head)
        .filter((head) => namelike(head) && SET_OFF_PREFIX.test(head)),
    ),
    suffix: mostSharedEnd(trimmed, (title) =>
      cuts(title)
        .map((cut) => cut.tail)
        .filter((tail) => namelike(tail) && SET_OFF_SUFFIX.test(tail)),
    ),
  };
}

/** The title without the site's shared beginning and end; the whole title where nothing else is left. */
export function withoutTitleEnds(title: string, ends: TitleEnds): string {
  let own = title.trim();
  if (ends.suffix && own.endsWith(ends.suffix) && own.length > ends.suffix.length) {
    own = own.slice(0, own.length - ends.suffix.length).trimEnd();
  }
  if (ends.prefix && own.startsWith(ends.prefix) && own.length > ends.prefix.length) {
    own = own.slice(ends.prefix.length).trimStart();
  }
  return own;
}
