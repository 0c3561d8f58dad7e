// Parameters that only say where a visitor came from; two URLs differing only
// in these are the same page.
const TRACKING_PARAMS = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'vero_id',
  'oly_anon_id',
  'oly_enc_id',
]);

function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || TRACKING_PARAMS.has(key);
}

function decodeKey(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

// Works on the raw query so that the site's own percent-encoding survives
// (URLSearchParams would re-encode `%20` as `+` and the like).
function normalizeQuery(search: string): string {
  if (search.length <= 1) {
    return '';
  }
  const pairs = search
    .slice(1)
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((pair) => ({ pair, key: decodeKey(pair) }))
    .filter(({ key }) => !isTrackingParam(key));
  // Array.prototype.sort is stable: repeated keys keep their order.
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return pairs.length === 0 ? '' : `?${pairs.map(({ pair }) => pair).join('&')}`;
}

/**
 * Returns the canonical form of an http(s) URL, resolved against `base` when
 * relative: scheme and host lower-cased, default port and fragment dropped,
 * tracking parameters (utm_*, gclid, fbclid, …) removed and the remaining
 * query parameters sorted by name. Returns null for anything that is not a
 * valid http or https URL.
 */
export function normalizeUrl(input: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return null;
  }
  url.hash = '';
  url.search = normalizeQuery(url.search);
  // URL already lower-cases scheme and host and drops default ports.
  return url.href;
}
