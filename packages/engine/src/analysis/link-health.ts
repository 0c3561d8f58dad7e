import { comparableUrl } from '../index/eligibility';
import type { LinkPlacement } from '../page-text';
import { contentPagesOf } from './content-pages';
import type { KnownPage } from './known-page';

export const LINK_ISSUE_KINDS = [
  'broken',
  'redirect',
  'redirect_chain',
  'canonicalised',
  'noindex',
  'nofollow',
  'menu_only',
] as const;
export type LinkIssueKind = (typeof LINK_ISSUE_KINDS)[number];

/**
 * One thing wrong with the site's internal links, as an SEO works through it: a link (its source
 * page, the href as written and its anchor text) or, for `menu_only`, a page.
 */
export type LinkIssue = {
  kind: LinkIssueKind;
  /** The page carrying the link; null for `menu_only`, which is about the target page itself. */
  sourceUrl: string | null;
  /** The URL the link points at, as written (resolved); for `menu_only` the page. */
  targetUrl: string;
  anchorText: string;
  placement: LinkPlacement | null;
  /** The target's HTTP status when it answers an error (`broken`). */
  status: number | null;
  /** The URLs redirected to, in order (`redirect`, `redirect_chain`, and a broken redirect). */
  hops: string[];
  /** What the link should point at instead: the final URL of a redirect or the canonical. */
  fixUrl: string | null;
  /**
   * `menu_only`: how many other pages link to it from their menus, header, footer or sidebar,
   * or from the lists of an archive or the home page.
   */
  linkedFrom: number;
};

// A noindex on this share of the pages (or more) is the site's own setting (a staging copy),
// not a page's: flagging every link to it would bury the real problems.
const SITEWIDE_NOINDEX = 0.9;

function canonicalElsewhere(page: KnownPage): string | null {
  const text = page.text;
  if (!text?.canonical) {
    return null;
  }
  const canonical = comparableUrl(text.canonical);
  return canonical === comparableUrl(text.finalUrl) || canonical === comparableUrl(page.url)
    ? null
    : text.canonical;
}

/**
 * Every internal link problem of a site, from the crawled pages alone: links to pages that answer
 * an error, to URLs that redirect (once or through a chain) with the final URL to link instead,
 * to pages canonicalised elsewhere or marked noindex, internal links marked nofollow, and posts
 * only menus and lists link to (no post's text does). Ordered by kind, then source, then target,
 * so the same site always gives the same list.
 */
export function findLinkIssues(pages: KnownPage[], homeUrl: string): LinkIssue[] {
  const host = new URL(homeUrl).host;
  const indexOf = new Map(pages.map((page, index) => [comparableUrl(page.url), index]));
  const aliasOf = pages.map((page, index) => {
    const finalUrl = page.text?.finalUrl;
    const final = finalUrl === undefined ? undefined : indexOf.get(comparableUrl(finalUrl));
    return final === undefined || final === index ? index : final;
  });
  const texts = pages.filter((page) => page.text !== null);
  const sitewideNoindex =
    texts.length > 1 &&
    texts.filter((page) => page.text!.noindex).length >= texts.length * SITEWIDE_NOINDEX;
  const issues: LinkIssue[] = [];
  const seen = new Set<string>();
  const isContent = contentPagesOf(pages, aliasOf, homeUrl);
  const inboundText = new Array<number>(pages.length).fill(0);
  const inboundChrome = pages.map(() => new Set<number>());

  function add(
    issue: Omit<LinkIssue, 'status' | 'hops' | 'fixUrl' | 'linkedFrom'> & Partial<LinkIssue>,
  ) {
    const key = [issue.kind, issue.sourceUrl, issue.targetUrl, issue.anchorText].join('\n');
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    issues.push({ status: null, hops: [], fixUrl: null, linkedFrom: 0, ...issue });
  }

  pages.forEach((page, source) => {
    if (page.text === null || aliasOf[source] !== source) {
      return;
    }
    for (const link of page.text.links) {
      let url: URL;
      try {
        url = new URL(link.href);
      } catch {
        continue;
      }
      if (url.host !== host || comparableUrl(link.href) === comparableUrl(page.url)) {
        continue;
      }
      const base = {
        sourceUrl: page.url,
        targetUrl: link.href,
        anchorText: link.anchorText,
        placement: link.placement,
      };
      if (link.rel.includes('nofollow')) {
        add({ ...base, kind: 'nofollow' });
      }
      const linked = indexOf.get(comparableUrl(link.href));
      if (linked === undefined) {
        continue;
      }
      const target = aliasOf[linked]!;
      if (target !== source) {
        if (link.placement === 'main' && isContent[source]) {
          inboundText[target]! += 1;
        } else {
          inboundChrome[target]!.add(source);
        }
      }
      const known = pages[linked]!;
      const hops = known.text?.redirects ?? [];
      if (known.httpStatus !== null && known.httpStatus >= 400) {
        add({ ...base, kind: 'broken', status: known.httpStatus, hops });
        continue;
      }
      if (hops.length > 0 && known.text) {
        const finalUrl = hops[hops.length - 1] ?? known.text.finalUrl;
        add({
          ...base,
          kind: hops.length > 1 ? 'redirect_chain' : 'redirect',
          hops,
          fixUrl: finalUrl,
        });
      }
      const final = pages[target]!;
      const canonical = canonicalElsewhere(final);
      if (canonical !== null) {
        add({ ...base, kind: 'canonicalised', fixUrl: canonical });
      }
      if (final.text?.noindex && !sitewideNoindex) {
        add({ ...base, kind: 'noindex' });
      }
    }
  });

  // Only posts and pages are advised on: an archive or the home page is no page to link to.
  pages.forEach((page, index) => {
    if (isContent[index] && inboundText[index] === 0 && inboundChrome[index]!.size > 0) {
      add({
        kind: 'menu_only',
        sourceUrl: null,
        targetUrl: page.url,
        anchorText: '',
        placement: null,
        linkedFrom: inboundChrome[index]!.size,
      });
    }
  });

  const order = new Map(LINK_ISSUE_KINDS.map((kind, index) => [kind, index]));
  return issues.sort(
    (a, b) =>
      order.get(a.kind)! - order.get(b.kind)! ||
      (a.sourceUrl ?? '').localeCompare(b.sourceUrl ?? '') ||
      a.targetUrl.localeCompare(b.targetUrl) ||
      a.anchorText.localeCompare(b.anchorText),
  );
}
