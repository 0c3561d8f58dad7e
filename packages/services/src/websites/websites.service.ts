import { websiteLimitMessage, websiteLimitOf } from '@linkloom/contracts';
import type {
  CreateWebsiteBody,
  LinkQuality,
  PageAnalysisState,
  PlanId,
  SitemapData,
  SitemapPages,
  SitemapPagesQuery,
  StartCrawlBody,
  StartCrawlResponse,
  UpdateWebsiteBody,
  Website,
  WebsiteNeedingUrlSelection,
  WebsiteStats,
} from '@linkloom/contracts';
import {
  countPagesByStatus,
  countSuggestionsByStatus,
  countWebsites,
  deleteWebsite,
  findLinkQuality,
  findWebsite,
  findWebsiteByUrl,
  insertWebsite,
  listDiscoveryLog,
  listLinkablePages,
  listPages,
  listPagesWithAnalysis,
  listWebsites,
  listWebsitesNeedingUrlSelection,
  setWebsiteState,
  updateWebsite,
} from '@linkloom/db';
import type { Db, JobQueue, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import { crawlWebsiteQueue, discoverPagesQueue } from '../jobs/queues';
import { analysisHashOf, analysisSiteKey } from '../processing/analysis-key';
import { normalizeSiteUrl } from './normalize-site-url';
import { toLinkQuality, toWebsite } from './website-view';

type WebsitesServiceDeps = {
  db: Db;
  queue: Pick<JobQueue, 'send'>;
  /** The user's current plan; billing decides it. */
  planOf: (userId: string) => Promise<PlanId>;
  /** Topic clusters found by the last analysis. */
  clusterCount: (scope: WebsiteScope) => Promise<number>;
};

const SITEMAP_DATA_PAGES = 1000;

function analysisStateOf(
  row: { analyzedHash: string | null; contentHash: string | null },
  siteKey: string,
): PageAnalysisState {
  if (row.analyzedHash === null) {
    return 'none';
  }
  return row.analyzedHash === analysisHashOf(row.contentHash ?? '', siteKey)
    ? 'current'
    : 'outdated';
}

function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | null)?.code === '23505');
}

/** Websites (projects) of the signed-in user: CRUD within the plan's limit, discovery state, pages. */
export function createWebsitesService({ db, queue, planOf, clusterCount }: WebsitesServiceDeps) {
  async function requireWebsite(ownerId: string, websiteId: string) {
    const website = await findWebsite(db, { ownerId, websiteId });
    if (!website) {
      throw new AppError('NOT_FOUND', 'Website not found');
    }
    return website;
  }

  async function list(ownerId: string): Promise<Website[]> {
    return (await listWebsites(db, { ownerId })).map(toWebsite);
  }

  async function get(ownerId: string, websiteId: string): Promise<Website> {
    return toWebsite(await requireWebsite(ownerId, websiteId));
  }

  /**
   * Creates the website and queues its discovery in one transaction.
   * @throws AppError PLAN_LIMIT_REACHED with the spec's message, CONFLICT when the site is already there.
   */
  async function create(ownerId: string, body: CreateWebsiteBody): Promise<Website> {
    const url = normalizeSiteUrl(body.url);
    if (await findWebsiteByUrl(db, { ownerId, url })) {
      throw new AppError('CONFLICT', `${url} is already one of your websites.`);
    }
    const plan = await planOf(ownerId);
    const existing = await countWebsites(db, { ownerId });
    if (existing >= websiteLimitOf(plan)) {
      throw new AppError('PLAN_LIMIT_REACHED', websiteLimitMessage(plan, existing), {
        plan,
        count: existing,
        max: websiteLimitOf(plan),
      });
    }
    try {
      const row = await db.transaction(async (tx) => {
        const website = await insertWebsite(tx, { ...body, ownerId, url, name: body.name });
        await queue.send(
          discoverPagesQueue,
          { ownerId, websiteId: website.id },
          { tx, singletonKey: website.id },
        );
        return website;
      });
      return toWebsite(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', `${url} is already one of your websites.`);
      }
      throw error;
    }
  }

  /** Updates the website; a changed URL starts a new discovery. */
  async function update(
    ownerId: string,
    websiteId: string,
    body: UpdateWebsiteBody,
  ): Promise<Website> {
    const current = await requireWebsite(ownerId, websiteId);
    const url = body.url === undefined ? undefined : normalizeSiteUrl(body.url);
    if (url && url !== current.url && (await findWebsiteByUrl(db, { ownerId, url }))) {
      throw new AppError('CONFLICT', `${url} is already one of your websites.`);
    }
    const row = await db.transaction(async (tx) => {
      const updated = await updateWebsite(tx, {
        ownerId,
        websiteId,
        patch: { ...body, ...(url ? { url } : {}) },
      });
      if (url && url !== current.url) {
        await setWebsiteState(tx, {
          ownerId,
          websiteId,
          patch: { sitemapStatus: 'pending', urlsSelectedAt: null },
        });
        await queue.send(
          discoverPagesQueue,
          { ownerId, websiteId },
          { tx, singletonKey: websiteId },
        );
      }
      return updated;
    });
    return toWebsite(row ?? current);
  }

  async function remove(ownerId: string, websiteId: string): Promise<void> {
    if (!(await deleteWebsite(db, { ownerId, websiteId }))) {
      throw new AppError('NOT_FOUND', 'Website not found');
    }
  }

  /** Runs discovery again, on demand. */
  async function rediscover(ownerId: string, websiteId: string): Promise<Website> {
    const website = await requireWebsite(ownerId, websiteId);
    await db.transaction(async (tx) => {
      await setWebsiteState(tx, { ownerId, websiteId, patch: { sitemapStatus: 'pending' } });
      await queue.send(discoverPagesQueue, { ownerId, websiteId }, { tx, singletonKey: websiteId });
    });
    return toWebsite({ ...website, sitemapStatus: 'pending' });
  }

  /**
   * Crawls the website now (the Crawls screen's 'Start Crawl'); `urls`, when given,
   * records the pages the user selected to process. A crawl already queued absorbs this one.
   */
  async function startCrawl(
    ownerId: string,
    websiteId: string,
    { urls }: StartCrawlBody,
  ): Promise<StartCrawlResponse> {
    await requireWebsite(ownerId, websiteId);
    const jobId = await db.transaction(async (tx) => {
      if (urls && urls.length > 0) {
        await setWebsiteState(tx, { ownerId, websiteId, patch: { urlsSelectedAt: new Date() } });
      }
      const queued = await queue.send(
        crawlWebsiteQueue,
        { ownerId, websiteId, trigger: 'manual' },
        { tx, singletonKey: websiteId },
      );
      if (queued) {
        await setWebsiteState(tx, {
          ownerId,
          websiteId,
          patch: { crawlStatus: 'in_progress', crawlProgress: 0 },
        });
      }
      return queued;
    });
    return jobId
      ? { queued: true, message: 'Crawl started.' }
      : { queued: false, message: 'A crawl of this website is already queued.' };
  }

  async function stats(ownerId: string, websiteId: string): Promise<WebsiteStats> {
    const website = await requireWebsite(ownerId, websiteId);
    const [counts, suggestions, topicClusters] = await Promise.all([
      countPagesByStatus(db, { ownerId, websiteId }),
      countSuggestionsByStatus(db, websiteId),
      clusterCount({ ownerId, websiteId }),
    ]);
    return {
      totalPages: counts.total,
      crawledPages: counts.crawled,
      linkSuggestions: suggestions.total,
      pendingSuggestions: suggestions.pending,
      topicClusters,
      crawlProgress: website.crawlProgress,
      crawlStatus: website.crawlStatus,
      crawlReason: website.crawlReason,
      lastCrawledAt: website.lastCrawledAt?.toISOString() ?? null,
    };
  }

  /**
   * What the last analysis measured about the website's suggestions; null before the first.
   * @throws AppError NOT_FOUND for another user's website.
   */
  async function linkQuality(ownerId: string, websiteId: string): Promise<LinkQuality | null> {
    const found = await findLinkQuality(db, { ownerId, websiteId });
    if (!found) {
      throw new AppError('NOT_FOUND', 'Website not found');
    }
    return toLinkQuality(found.calibration, found.measuredAt);
  }

  async function sitemapData(ownerId: string, websiteId: string): Promise<SitemapData> {
    const website = await requireWebsite(ownerId, websiteId);
    const [{ rows, total }, log] = await Promise.all([
      listPages(db, { ownerId, websiteId, page: 1, limit: SITEMAP_DATA_PAGES }),
      listDiscoveryLog(db, { ownerId, websiteId }),
    ]);
    return {
      status: website.sitemapStatus,
      method: website.discoveryMethod,
      reason: website.discoveryReason,
      totalPages: total,
      lastExtraction: website.lastExtractionAt?.toISOString() ?? null,
      discoveredPages: rows.map((row) => row.url),
      log: log.map((line) => ({ ...line, at: line.at.toISOString() })),
    };
  }

  /**
   * The website's pages in discovery order, each with where its analysis stands (so the
   * page picker tells 'analysed, no links found' from 'not analysed yet') and its
   * suggestions as a source.
   * @throws AppError NOT_FOUND for another user's website.
   */
  async function sitemapPages(
    ownerId: string,
    websiteId: string,
    { page, limit }: SitemapPagesQuery,
  ): Promise<SitemapPages> {
    const website = await requireWebsite(ownerId, websiteId);
    const [{ rows, total }, linkable] = await Promise.all([
      listPagesWithAnalysis(db, { ownerId, websiteId, page, limit }),
      listLinkablePages(db, { ownerId, websiteId }),
    ]);
    // The same fingerprint the processing job compares, so 'current' means 'not charged again'.
    const siteKey = analysisSiteKey(linkable, website.targetPrecision);
    return {
      pages: rows.map((row) => ({
        url: row.url,
        title: row.title,
        status: row.status,
        analysis: analysisStateOf(row, siteKey),
        suggestions: { pending: row.pending, decided: row.decided },
      })),
      pagination: { page, pages: Math.ceil(total / limit), total },
    };
  }

  async function needingUrlSelection(ownerId: string): Promise<WebsiteNeedingUrlSelection[]> {
    const rows = await listWebsitesNeedingUrlSelection(db, { ownerId });
    return rows.map((row) => ({
      uuid: row.id,
      name: row.name,
      url: row.url,
      sitemapInfo: {
        totalPages: row.totalPages,
        lastExtraction: row.lastExtractionAt?.toISOString() ?? null,
      },
    }));
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    rediscover,
    startCrawl,
    stats,
    linkQuality,
    sitemapData,
    sitemapPages,
    needingUrlSelection,
  };
}

export type WebsitesService = ReturnType<typeof createWebsitesService>;
