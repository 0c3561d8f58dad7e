import type {
  LinkEquityHeatmap,
  LinkEquityQuery,
  SiteAnalysisSection,
  TopicClusters,
  TopicClustersQuery,
  UnreadPages,
  WebsiteAnalytics,
} from '@linkloom/contracts';
import {
  countPagesByStatus,
  countSuggestionsByStatus,
  countSuggestionsPerDay,
  findSiteAnalysis,
  findWebsite,
  findWebsitePage,
  listPagesForAnalysis,
  saveSiteAnalysis,
} from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { analyzeSite } from '@linkloom/engine';
import type { SiteAnalysis } from '@linkloom/engine';
import { AppError } from '../app-error';
import { clustersPage } from './clusters-page';
import { equityPage, folderOf } from './equity-page';
import { readInPages } from '../pages/read-in-pages';
import type { Clock } from '../ports/clock';
import type { SiteAnalyzer } from '../ports/site-analyzer';

const DAY_MS = 24 * 60 * 60 * 1000;
const EMPTY: SiteAnalysis = { pages: [], clusters: [], brokenLinks: [], iterations: 0 };

const UNREAD_URLS_SHOWN = 20;

function unreadPagesOf(pages: SiteAnalysis['pages']): UnreadPages {
  const unread = pages
    .filter((page) => page.unread === true)
    .map((page) => page.url)
    .sort();
  return { count: unread.length, of: pages.length, urls: unread.slice(0, UNREAD_URLS_SHOWN) };
}

function histogram(values: number[], buckets: Array<[string, (value: number) => boolean]>) {
  return buckets.map(([bucket, test]) => ({ bucket, pages: values.filter(test).length }));
}

/** Link equity, click depth, orphans, clusters and analytics of a website, recomputed after each crawl. */
export function createIntelligenceService({
  db,
  clock,
  analyze = async (pages, homeUrl) => analyzeSite(pages, homeUrl),
}: {
  db: Db;
  clock: Clock;
  analyze?: SiteAnalyzer;
}) {
  /** For the worker: analyses the owner's website's crawled pages and stores the figures. */
  async function recompute(scope: WebsiteScope): Promise<SiteAnalysis | null> {
    const website = await findWebsite(db, scope);
    if (!website) {
      return null;
    }
    const rows = await readInPages((afterId, limit) =>
      listPagesForAnalysis(db, { ...scope, afterId, limit }),
    );
    const analysis = await analyze(
      rows.map((row) => ({
        url: row.url,
        httpStatus: row.httpStatus,
        text: row.status === 'crawled' ? row.pageText : null,
      })),
      website.url,
    );
    await saveSiteAnalysis(db, { ...scope, data: analysis, at: clock.now() });
    return analysis;
  }

  /** The analysis with only the sections a screen shows (the others read as empty lists). */
  async function load(ownerId: string, websiteId: string, sections: SiteAnalysisSection[]) {
    if (!(await findWebsite(db, { ownerId, websiteId }))) {
      throw new AppError('NOT_FOUND', 'Website not found');
    }
    const row = await findSiteAnalysis(db, { ownerId, websiteId }, sections);
    const analysis: SiteAnalysis = row?.data ?? EMPTY;
    return {
      analysis,
      // The screens count pages: not URLs that redirect to another page, nor ones that
      // answer an error (those show as broken links).
      pages: analysis.pages.filter((page) => !page.redirectsTo && !page.broken),
      computedAt: row?.computedAt.toISOString() ?? null,
    };
  }

  async function analytics(ownerId: string, websiteId: string): Promise<WebsiteAnalytics> {
    const { analysis, pages, computedAt } = await load(ownerId, websiteId, [
      'pages',
      'brokenLinks',
      'redirectChains',
    ]);
    const [byStatus, suggestions, perDay] = await Promise.all([
      countPagesByStatus(db, { ownerId, websiteId }),
      countSuggestionsByStatus(db, { ownerId, websiteId }),
      countSuggestionsPerDay(db, {
        ownerId,
        websiteId,
        since: new Date(clock.now().getTime() - 30 * DAY_MS),
      }),
    ]);
    const days = new Map<string, WebsiteAnalytics['suggestionsOverTime'][number]>();
    for (const row of perDay) {
      const day = days.get(row.day) ?? {
        day: row.day,
        pending: 0,
        approved: 0,
        rejected: 0,
        applied: 0,
      };
      day[row.status] = row.n;
      days.set(row.day, day);
    }
    const orphans = pages
      .filter((page) => page.orphan)
      .sort((a, b) => a.equity - b.equity || a.url.localeCompare(b.url));
    const menusOnly = pages
      .filter((page) => page.menusOnly === true)
      .sort((a, b) => a.inboundAll - b.inboundAll || a.url.localeCompare(b.url));
    return {
      computedAt,
      pagesByStatus: {
        pending: byStatus.pending,
        crawling: byStatus.crawling,
        crawled: byStatus.crawled,
        error: byStatus.error,
      },
      // Every internal link counts, as it does for click depth and orphans.
      inboundLinks: histogram(
        pages.map((page) => page.inboundAll),
        [
          ['0', (n) => n === 0],
          ['1', (n) => n === 1],
          ['2–4', (n) => n >= 2 && n <= 4],
          ['5–9', (n) => n >= 5 && n <= 9],
          ['10+', (n) => n >= 10],
        ],
      ),
      clickDepth: histogram(
        pages.map((page) => page.depth ?? -1),
        [
          ['0', (n) => n === 0],
          ['1', (n) => n === 1],
          ['2', (n) => n === 2],
          ['3', (n) => n === 3],
          ['4+', (n) => n >= 4],
          ['unreachable', (n) => n === -1],
        ],
      ),
      orphans: orphans
        .slice(0, 100)
        .map((page) => ({ url: page.url, title: page.title ?? '', equity: page.equity })),
      orphanCount: orphans.length,
      menusOnly: menusOnly.slice(0, 100).map((page) => ({
        url: page.url,
        title: page.title ?? '',
        inboundAll: page.inboundAll,
      })),
      menusOnlyCount: menusOnly.length,
      textLinks: analysis.textLinks ?? null,
      unreadPages: unreadPagesOf(pages),
      brokenLinks: analysis.brokenLinks.slice(0, 200),
      redirectChains: (analysis.redirectChains ?? []).slice(0, 200),
      suggestionsOverTime: [...days.values()],
      suggestionsByStatus: {
        pending: suggestions.pending,
        approved: suggestions.approved,
        rejected: suggestions.rejected,
        applied: suggestions.applied,
      },
    };
  }

  async function heatmap(
    ownerId: string,
    websiteId: string,
    query: LinkEquityQuery,
  ): Promise<LinkEquityHeatmap> {
    const { pages: known, computedAt } = await load(ownerId, websiteId, ['pages']);
    return { computedAt, unreadPages: unreadPagesOf(known), ...equityPage(known, query) };
  }

  /** One page of the clusters, largest first, with the totals of them all. */
  async function clusters(
    ownerId: string,
    websiteId: string,
    query: TopicClustersQuery,
  ): Promise<TopicClusters> {
    const { analysis, computedAt } = await load(ownerId, websiteId, ['clusters', 'pages']);
    return clustersPage(analysis, computedAt, query);
  }

  async function pageFigures(
    ownerId: string,
    websiteId: string,
    pageId: string,
    sections: SiteAnalysisSection[],
  ) {
    const { analysis, computedAt } = await load(ownerId, websiteId, sections);
    const page = await findWebsitePage(db, { ownerId, websiteId, pageId });
    if (!page) {
      throw new AppError('NOT_FOUND', 'Page not found');
    }
    const figures = analysis.pages.find((entry) => entry.url === page.url);
    return { page, figures, analysis, computedAt };
  }

  async function pageEquity(ownerId: string, websiteId: string, pageId: string) {
    const { page, figures, computedAt } = await pageFigures(ownerId, websiteId, pageId, ['pages']);
    return {
      url: page.url,
      folder: folderOf(page.url),
      equity: figures?.equity ?? 0,
      inboundMain: figures?.inboundMain ?? 0,
      inboundAll: figures?.inboundAll ?? 0,
      depth: figures?.depth ?? null,
      orphan: figures?.orphan ?? true,
      computedAt,
    };
  }

  async function topicalAuthority(ownerId: string, websiteId: string, pageId: string) {
    const { page, figures, analysis } = await pageFigures(ownerId, websiteId, pageId, [
      'pages',
      'clusters',
    ]);
    const cluster =
      figures?.cluster === null || figures?.cluster === undefined
        ? null
        : analysis.clusters[figures.cluster];
    const ranked = cluster
      ? cluster.memberUrls
          .map((url) => analysis.pages.find((entry) => entry.url === url)!)
          .sort((a, b) => b.equity - a.equity || a.url.localeCompare(b.url))
      : [];
    return {
      url: page.url,
      cluster: cluster?.label ?? null,
      isPillar: cluster?.pillarUrl === page.url,
      clusterSize: cluster?.memberUrls.length ?? 0,
      equityRankInCluster: cluster ? ranked.findIndex((entry) => entry.url === page.url) + 1 : null,
    };
  }

  /** How many topic clusters the website has, for the stats tile. */
  async function clusterCount(scope: WebsiteScope): Promise<number> {
    const row = await findSiteAnalysis(db, scope, []);
    return row?.clusterCount ?? 0;
  }

  return { recompute, analytics, heatmap, clusters, pageEquity, topicalAuthority, clusterCount };
}

export type IntelligenceService = ReturnType<typeof createIntelligenceService>;
