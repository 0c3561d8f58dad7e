import { computeLinkEquity } from '../graph/link-equity';
import type { EquityScale, GraphLink } from '../graph/link-equity';
import { comparableUrl } from '../index/eligibility';
import { findTitleEnds, withoutTitleEnds } from '../text/title-ends';
import { clusterContentPages } from './cluster-figures';
import { contentPagesOf, countTextLinks } from './content-pages';
import type { ClusterFigures } from './cluster-figures';
import type { KnownPage } from './known-page';
import { findLinkIssues } from './link-health';
import type { LinkIssue } from './link-health';

export type { KnownPage } from './known-page';
export type { ClusterFigures } from './cluster-figures';

export type PageFigures = {
  url: string;
  /** The page's title, when read (absent in older analyses). */
  title?: string;
  /** Link equity on a 0–100 scale. */
  equity: number;
  /**
   * Raw PageRank, total placement weight of the outgoing links, and the indexes (into
   * `pages`) of the pages it links to: what estimating a new link's effect needs.
   * Absent in analyses stored before they were kept.
   */
  rank?: number;
  outWeight?: number;
  linksTo?: number[];
  depth: number | null;
  inboundMain: number;
  inboundAll: number;
  outboundInternal: number;
  /** Content pages linking to it from their text (absent in older analyses). */
  inboundText?: number;
  /** A content page (a post or page) rather than the home page, an archive or a list (absent in older analyses). */
  content?: boolean;
  /** A content page no other page links to at all, not even a menu. */
  orphan: boolean;
  /**
   * A content page linked only from menus and lists: menus, archives or the home page link
   * to it, no post's text does (absent in older analyses).
   */
  menusOnly?: boolean;
  /** The known page this URL redirects to: an alias, not a page of its own (absent in older analyses). */
  redirectsTo?: string | null;
  /** The URL answers an error: a broken link's target, not a page (absent in older analyses). */
  broken?: boolean;
  /**
   * Known (listed or linked) but never read: not crawled yet, or its fetch failed without an
   * HTTP error. Its own links are missing from the graph (absent in older analyses).
   */
  unread?: boolean;
  cluster: number | null;
};

export type RedirectChain = {
  url: string;
  /** The URLs redirected to, in order; the last one serves the page. */
  hops: string[];
  /** Other pages linking to `url`, whose links would better point at the last hop. */
  linkedFrom: number;
};

export type SiteAnalysis = {
  pages: PageFigures[];
  clusters: ClusterFigures[];
  /**
   * Links from one content page's text to another, and how many content pages there are:
   * zero links means no post links to another post in its text (absent in older analyses).
   */
  textLinks?: { contentToContent: number; contentPages: number };
  brokenLinks: Array<{ sourceUrl: string; targetUrl: string; status: number }>;
  /**
   * Pages whose URL redirects, with every hop, and how many other pages still link to the
   * old URL; most linked first. Absent in older analyses.
   */
  redirectChains?: RedirectChain[];
  /** Every internal link problem, for the Link health screen (absent in older analyses). */
  linkIssues?: LinkIssue[];
  iterations: number;
  /** How raw rank maps to 0–100 equity, and the damping used; absent in older analyses. */
  equityScale?: EquityScale & { damping: number };
};

/**
 * Everything the site-intelligence screens show, from the crawled pages alone: link
 * equity (weighted internal PageRank), click depth from the home page, inbound links,
 * orphans, broken internal links, redirect chains and topic clusters with their linking gaps.
 */
export function analyzeSite(pages: KnownPage[], homeUrl: string): SiteAnalysis {
  const indexOf = new Map(pages.map((page, index) => [comparableUrl(page.url), index]));
  // A URL that redirects to another known page is an alias of it: links to it pass their
  // equity on (as a 301 does), and its text, the final page's, counts once, there.
  const aliasOf = pages.map((page, index) => {
    const finalUrl = page.text?.finalUrl;
    const final = finalUrl === undefined ? undefined : indexOf.get(comparableUrl(finalUrl));
    return final === undefined || final === index ? index : final;
  });
  const isAlias = (index: number) => aliasOf[index] !== index;
  const isBroken = (index: number) => (pages[index]!.httpStatus ?? 0) >= 400;
  const redirects = (index: number) => (pages[index]!.text?.redirects?.length ?? 0) > 0;
  const contentOf = (index: number) => (isAlias(index) ? null : pages[index]!.text);
  const links: GraphLink[] = [];
  const linkSet = new Set<string>();
  const linksToRedirects = new Set<string>();
  const brokenLinks: SiteAnalysis['brokenLinks'] = [];
  const linksTo = pages.map((): number[] => []);
  pages.forEach((page, source) => {
    for (const link of contentOf(source)?.links ?? []) {
      const linked = indexOf.get(comparableUrl(link.href));
      if (linked !== undefined && redirects(linked)) {
        linksToRedirects.add(`${source} ${linked}`);
      }
      const target = linked === undefined ? undefined : aliasOf[linked]!;
      if (target === undefined || target === source) {
        continue;
      }
      links.push({ source, target, placement: link.placement });
      if (!linkSet.has(`${source} ${target}`)) {
        linkSet.add(`${source} ${target}`);
        linksTo[source]!.push(target);
        const status = pages[target]!.httpStatus;
        if (status !== null && status >= 400) {
          brokenLinks.push({ sourceUrl: page.url, targetUrl: pages[target]!.url, status });
        }
      }
    }
  });

  const equity = computeLinkEquity(
    pages.length,
    links,
    indexOf.get(comparableUrl(homeUrl)) ?? null,
  );
  // Titles as an owner names the posts: without the site's name every title repeats.
  const ends = findTitleEnds(pages.flatMap((page) => (page.text ? [page.text.title] : [])));
  const titles = pages.map((page) => (page.text ? withoutTitleEnds(page.text.title, ends) : ''));
  const isContent = contentPagesOf(pages, aliasOf, homeUrl);
  const textLinks = countTextLinks(pages, aliasOf, isContent, indexOf);
  const { clusters, clusterOf } = clusterContentPages(
    pages,
    isContent,
    equity.score,
    linkSet,
    titles,
  );

  const linkedFrom = new Array<number>(pages.length).fill(0);
  for (const key of linksToRedirects) {
    linkedFrom[Number(key.split(' ')[1])]! += 1;
  }
  const redirectChains = pages
    .flatMap((page, index): RedirectChain[] => {
      const hops = page.text?.redirects ?? [];
      return hops.length === 0 ? [] : [{ url: page.url, hops, linkedFrom: linkedFrom[index]! }];
    })
    .sort((a, b) => b.linkedFrom - a.linkedFrom || b.hops.length - a.hops.length);

  return {
    pages: pages.map((page, index) => ({
      url: page.url,
      ...(page.text ? { title: titles[index]! } : {}),
      equity: equity.score[index]!,
      rank: equity.rank[index]!,
      outWeight: equity.outWeight[index]!,
      linksTo: linksTo[index]!,
      depth: equity.depth[index]! >= 0 ? equity.depth[index]! : null,
      inboundMain: equity.inboundMain[index]!,
      inboundAll: equity.inboundAll[index]!,
      outboundInternal: linksTo[index]!.length,
      inboundText: textLinks.inboundText[index]!,
      content: isContent[index]!,
      // Every internal link counts, as click depth does: a page a menu links to is reachable.
      orphan: isContent[index]! && equity.inboundAll[index] === 0,
      menusOnly:
        isContent[index]! && equity.inboundAll[index]! > 0 && textLinks.inboundText[index] === 0,
      redirectsTo: isAlias(index) ? pages[aliasOf[index]!]!.url : null,
      broken: isBroken(index),
      unread: page.text === null && !isBroken(index),
      // Every content page is in a cluster or unclustered (null); other pages are in none.
      cluster: clusterOf[index]!,
    })),
    clusters,
    textLinks: {
      contentToContent: textLinks.contentToContent,
      contentPages: isContent.filter(Boolean).length,
    },
    brokenLinks,
    redirectChains,
    linkIssues: findLinkIssues(pages, homeUrl),
    iterations: equity.iterations,
    equityScale: { ...equity.scale, damping: equity.damping },
  };
}
