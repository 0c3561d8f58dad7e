import type { PageText } from '../page-text';
import { isGenericAnchor } from '../text/generic-anchors';
import { cleanPhrase, phraseNorms } from '../text/phrase-text';
import { isProse } from './prose-links';
import { resolveUrl } from './url-aliases';
import type { UrlAliases } from './url-aliases';

export type DictionaryEntry = {
  display: string;
  norms: string[];
  /** Pages linking the target with this text, from anywhere on them. */
  pages: number;
  /** Of those, the pages linking it so from their prose. */
  prosePages: number;
};

/** The links a page makes from its prose, as `href` and text. */
function proseLinkKeys(page: PageText): Set<string> {
  const keys = new Set<string>();
  for (const block of page.blocks) {
    if (isProse(block)) {
      for (const link of block.links) {
        keys.add(`${link.href}\u0000${cleanPhrase(block.text.slice(link.start, link.end))}`);
      }
    }
  }
  return keys;
}

// A link text used for this many different pages is navigation ("Next", "Docs"), not a name.
const MAX_TARGETS_PER_TEXT = 3;

/**
 * The site's own anchor dictionary: for every page, the texts other pages already use
 * to link to it, with how many pages use each. A page that only lists others (`listed`: an
 * archive, a blog's home) names each by its title wherever the site would name it, so
 * its links are no evidence of a name.
 */
export function buildAnchorDictionary(
  pages: PageText[],
  aliases: UrlAliases,
  listed: ReadonlyArray<string | null>,
): Map<number, DictionaryEntry[]> {
  const uses = new Map<
    string,
    {
      target: number;
      display: string;
      norms: string[];
      sources: Set<number>;
      proseSources: Set<number>;
    }
  >();
  const targetsByText = new Map<string, Set<number>>();
  pages.forEach((page, source) => {
    if (listed[source] !== null) {
      return;
    }
    const prose = proseLinkKeys(page);
    for (const link of page.links) {
      const target = resolveUrl(aliases, link.href);
      const display = cleanPhrase(link.anchorText);
      const norms = target === undefined || target === source ? null : phraseNorms(display);
      if (target === undefined || !norms || isGenericAnchor(display)) {
        continue;
      }
      const text = norms.join(' ');
      const key = `${target}\u0000${text}`;
      const entry = uses.get(key) ?? {
        target,
        display,
        norms,
        sources: new Set<number>(),
        proseSources: new Set<number>(),
      };
      entry.sources.add(source);
      if (prose.has(`${link.href}\u0000${display}`)) {
        entry.proseSources.add(source);
      }
      uses.set(key, entry);
      const targets = targetsByText.get(text) ?? new Set<number>();
      targets.add(target);
      targetsByText.set(text, targets);
    }
  });
  const dictionary = new Map<number, DictionaryEntry[]>();
  for (const entry of uses.values()) {
    if ((targetsByText.get(entry.norms.join(' '))?.size ?? 0) > MAX_TARGETS_PER_TEXT) {
      continue;
    }
    const list = dictionary.get(entry.target) ?? [];
    list.push({
      display: entry.display,
      norms: entry.norms,
      pages: entry.sources.size,
      prosePages: entry.proseSources.size,
    });
    dictionary.set(entry.target, list);
  }
  return dictionary;
}
