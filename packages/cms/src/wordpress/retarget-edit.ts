import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { foldText, isElement, parseContent, textOf } from './content-text';
import { sameUrl } from './locate-anchor';

/**
 * Point an existing link somewhere else: the post's `<a>` whose href names `fromUrl` and whose
 * words are `anchorText` gets `toUrl` as its href. Nothing else of the post changes.
 */
export type RetargetEdit = {
  fromUrl: string;
  toUrl: string;
  anchorText: string;
  /** The href to write as is (Undo puts back the exact text it replaced); derived from `toUrl` otherwise. */
  href?: string;
};

export type RetargetResult =
  | { content: string; count: number; written: string; previous: string }
  | { content: null; count: 0 };

function linksIn(node: T.ParentNode, found: T.Element[] = []): T.Element[] {
  for (const child of node.childNodes) {
    if (isElement(child)) {
      if (child.tagName === 'a') {
        found.push(child);
      }
      // A <template>'s content is not the post's text.
      if (child.tagName !== 'template') {
        linksIn(child, found);
      }
    }
  }
  return found;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/** The new href in the old one's style: a site-relative address stays site-relative. */
function hrefLike(previous: string, toUrl: string, base: string): string {
  const target = new URL(toUrl);
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(previous.trim())) {
    return target.href;
  }
  return target.origin === new URL(base).origin
    ? `${target.pathname}${target.search}${target.hash}`
    : target.href;
}

/**
 * Changes the href of every link in the raw post content that points at `fromUrl` (resolved
 * against the post's own address `base`, so `/old/` and `https://site/old` both match) with the
 * words `anchorText` (compared as WordPress may have typeset them). Only each matching href
 * attribute's characters are replaced; every other byte of the post stays as it was. Returns
 * null content when no link matches.
 */
export function retargetLinks(raw: string, base: string, edit: RetargetEdit): RetargetResult {
  const wanted = foldText(edit.anchorText);
  const matches = linksIn(parseContent(raw)).filter((link) => {
    const href = link.attrs.find((attr) => attr.name === 'href');
    return (
      href !== undefined &&
      link.sourceCodeLocation?.attrs?.href !== undefined &&
      sameUrl(href.value, base, edit.fromUrl) &&
      foldText(textOf(link)) === wanted
    );
  });
  if (matches.length === 0) {
    return { content: null, count: 0 };
  }
  const previous = matches[0]!.attrs.find((attr) => attr.name === 'href')!.value;
  const written = edit.href ?? hrefLike(previous, edit.toUrl, base);
  let content = raw;
  // From the last to the first, so earlier offsets still hold.
  for (const link of [...matches].reverse()) {
    const location = link.sourceCodeLocation!.attrs!.href!;
    content = `${content.slice(0, location.startOffset)}href="${escapeAttribute(written)}"${content.slice(location.endOffset)}`;
  }
  return { content, count: matches.length, written, previous };
}
