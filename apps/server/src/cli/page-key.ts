/**
 * A page's path, as ../shared/eval/lib/urls.mjs `pageKey` has it: origin, query and fragment
 * dropped, the path decoded, a trailing `index.html` folded into `/`.
 */
export function pageKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), 'http://site.invalid/');
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return null;
  }
  let path = parsed.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path when it holds a malformed escape
  }
  return path.replace(/\/index\.html?$/i, '/');
}
