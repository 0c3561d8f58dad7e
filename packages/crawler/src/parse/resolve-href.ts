import { normalizeUrl } from '../url/normalize-url';

/**
 * The absolute, normalised target of an `href` (fragment dropped), or null
 * for in-page anchors, non-http schemes and unparseable values. linkedom
 * keeps hrefs as written, so they are resolved here against the page's base.
 */
export function resolveHref(href: string | null, baseUrl: string): string | null {
  if (href === null) {
    return null;
  }
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) {
    return null;
  }
  return normalizeUrl(trimmed, baseUrl);
}
