import type { PageText } from '../page-text';

/** The path as pages compare it: `/a/index.html` and `/a/` are one path, a trailing slash is none. */
function comparablePath(pathname: string): string {
  return pathname.replace(/\/index\.html?$/, '/').replace(/\/$/, '');
}

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Where the site says it lives when that is not where it was crawled: the address and path
 * prefix that most canonicals elsewhere share, each followed by the page's own path
 * (`https://example.org/docs/stable` for a copy served at `http://127.0.0.1:8080/`, or
 * `file:///usr/share/doc/x/html` for a build's files). A mirror, a staging copy or a site
 * crawled over http that declares https all read so.
 */
function declaredAddress(pages: PageText[]): string | null {
  const votes = new Map<string, { count: number; sameHost: boolean }>();
  let foreign = 0;
  for (const page of pages) {
    const own = parsed(page.url);
    const canonical = page.canonical ? parsed(page.canonical) : null;
    if (!own || !canonical || canonical.origin === own.origin) {
      continue;
    }
    foreign += 1;
    const ownPath = comparablePath(own.pathname);
    const declaredPath = comparablePath(canonical.pathname);
    if (declaredPath.endsWith(ownPath) && own.search === canonical.search) {
      const prefix = declaredPath.slice(0, declaredPath.length - ownPath.length);
      const address = `${canonical.protocol}//${canonical.host}${prefix}`;
      const vote = votes.get(address) ?? {
        count: 0,
        sameHost: canonical.hostname === own.hostname,
      };
      vote.count += 1;
      votes.set(address, vote);
    }
  }
  const [address, vote] =
    [...votes].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))[0] ?? [];
  // One page of another site's path is syndication; the same host over https is this site.
  const believed = vote && vote.count * 2 >= foreign && (vote.count >= 2 || vote.sameHost);
  return believed ? address! : null;
}

/**
 * The pages with their canonicals read where the site was crawled. When the site as a whole
 * declares another address (`declaredAddress`), a canonical at that address names the page
 * at the same path here: a page declaring itself stays linkable, one declaring another page
 * becomes its alias. Any other canonical is left as it was.
 */
export function withLocalCanonicals(pages: PageText[]): PageText[] {
  const address = declaredAddress(pages);
  if (address === null) {
    return pages;
  }
  return pages.map((page) => {
    const own = parsed(page.url);
    if (!own || !page.canonical?.startsWith(address)) {
      return page;
    }
    const rest = page.canonical.slice(address.length);
    if (rest !== '' && !/^[/?]/.test(rest)) {
      return page;
    }
    return { ...page, canonical: own.origin + (rest.startsWith('/') ? rest : `/${rest}`) };
  });
}
