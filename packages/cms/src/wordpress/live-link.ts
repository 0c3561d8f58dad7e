import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { parse } from 'parse5';
import { isCrawlError } from '@linkloom/crawler';
import type { SafeFetcher } from '@linkloom/crawler';
import { foldText, isElement, textOf } from './content-text';
import { sameUrl } from './locate-anchor';

function links(node: T.ParentNode, found: T.Element[] = []): T.Element[] {
  for (const child of node.childNodes) {
    if (isElement(child)) {
      if (child.tagName === 'a') {
        found.push(child);
      }
      links(child.tagName === 'template' ? (child as T.Template).content : child, found);
    }
  }
  return found;
}

/** `unreachable`: the page could not be read, so nothing is known about the link. */
type LinkCheck = { state: 'found' | 'missing' | 'unreachable'; message: string | null };

/**
 * Reads the live page at `pageUrl` once and says, for each link, whether the page links to its
 * target with the anchor's words, and what it found otherwise.
 */
export async function checkLiveLinks(
  fetcher: SafeFetcher,
  pageUrl: string,
  wanted: { targetUrl: string; anchorText: string }[],
): Promise<LinkCheck[]> {
  let html: string;
  try {
    const response = await fetcher.fetch(pageUrl);
    if (response.status !== 200) {
      const message = `The live page ${pageUrl} answered HTTP ${response.status}; the link could not be checked.`;
      return wanted.map(() => ({ state: 'unreachable' as const, message }));
    }
    html = response.body.toString('utf8');
  } catch (error) {
    const message = isCrawlError(error)
      ? error.message
      : `The live page ${pageUrl} could not be read.`;
    return wanted.map(() => ({ state: 'unreachable' as const, message }));
  }
  const anchors = links(parse(html));
  return wanted.map(({ targetUrl, anchorText }) => {
    const toTarget = anchors.filter((link) => {
      const href = link.attrs.find((attr) => attr.name === 'href')?.value;
      return href !== undefined && sameUrl(href, pageUrl, targetUrl);
    });
    const words = foldText(anchorText);
    if (toTarget.some((link) => foldText(textOf(link)).includes(words))) {
      return { state: 'found' as const, message: null };
    }
    return {
      state: 'missing' as const,
      message:
        toTarget.length === 0
          ? `The live page has no link to ${targetUrl} yet (a cache may still serve the old page).`
          : `The live page links to ${targetUrl} ${toTarget.length} time(s), but not with “${anchorText}”.`,
    };
  });
}
