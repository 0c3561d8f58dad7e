import { websiteLimitMessage, websiteLimitOf } from '@linkloom/contracts';
import type {
  CreateWebsiteBody,
  LinkQuality,
  PlanId,
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
  findWebsiteByUrl,
  insertRequestedPages,
  insertWebsite,
  listWebsites,
  listWebsitesNeedingUrlSelection,
  setWebsiteState,
  updateWebsite,
} from '@linkloom/db';
import type { Db, JobQueue, WebsiteRow, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import { crawlWebsiteQueue, discoverPagesQueue } from '../jobs/queues';
import { assertMaxPagesAllowed } from './max-pages-allowed';
import { normalizeSiteUrl } from './normalize-site-url';
import { requestedPageUrls } from './requested-page-urls';
import { requireWebsite } from './require-website';
import { createWebsiteSitemapReads } from './website-sitemap';
import { toLinkQuality, toWebsite } from './website-view';

type WebsitesServiceDeps = {
  db: Db;
  queue: Pick<JobQueue, 'send' | 'cancelJobsFor'>;
  /** The user's current plan; billing decides it. */
  planOf: (userId: string) => Promise<PlanId>;
  /** Topic clusters found by the last analysis. */
  clusterCount: (scope: WebsiteScope) => Promise<number>;
};

function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | null)?.code === '23505');
}

/** Websites (projects) of the signed-in user: CRUD within the plan's limit, discovery state, pages. */
export function createWebsitesService({ db, queue, planOf, clusterCount }: WebsitesServiceDeps) {
  const requireOwned = (ownerId: string, websiteId: string) =>
    requireWebsite(db, ownerId, websiteId);

  async function list(ownerId: string): Promise<Website[]> {
    return (await listWebsites(db, { ownerId })).map(toWebsite);
  }

  async function get(ownerId: string, websiteId: string): Promise<Website> {
    return toWebsite(await requireOwned(ownerId, websiteId));
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
    assertMaxPagesAllowed(plan, body.maxPages);
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
    const current = await requireOwned(ownerId, websiteId);
    if (body.maxPages !== undefined && body.maxPages > current.maxPages) {
      assertMaxPagesAllowed(await planOf(ownerId), body.maxPages);
    }
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
      const isNewSite = url !== undefined && url !== current.url;
      if (isNewSite || changesDiscovery(current, body)) {
        // A new address starts the setup over; a discovery setting finds the pages again.
        await setWebsiteState(tx, {
          ownerId,
          websiteId,
          patch: isNewSite
            ? { sitemapStatus: 'pending', urlsSelectedAt: null }
            : { sitemapStatus: 'pending' },
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
    // Nothing of a deleted website runs again: its waiting and retrying jobs are cancelled
    // too, not only its running crawl (issue 54, item 3).
    await queue.cancelJobsFor({ websiteId });
  }

  /** Runs discovery again, on demand. */
  async function rediscover(ownerId: string, websiteId: string): Promise<Website> {
    const website = await requireOwned(ownerId, websiteId);
    await db.transaction(async (tx) => {
      await setWebsiteState(tx, { ownerId, websiteId, patch: { sitemapStatus: 'pending' } });
      await queue.send(discoverPagesQueue, { ownerId, websiteId }, { tx, singletonKey: websiteId });
    });
    return toWebsite({ ...website, sitemapStatus: 'pending' });
  }

  /**
   * Crawls the website now (the Crawls screen's 'Start Crawl'); `urls`, when given, records
   * the pages the user selected to process, and those that are not pages of the website yet
   * are added so this crawl fetches them. A crawl already queued absorbs this one.
   * @throws VALIDATION_FAILED naming the first URL that is not a web address on the website's
   * host: nothing is queued or added.
   */
  async function startCrawl(
    ownerId: string,
    websiteId: string,
    { urls }: StartCrawlBody,
  ): Promise<StartCrawlResponse> {
    const website = await requireOwned(ownerId, websiteId);
    const requested = requestedPageUrls(website.url, urls ?? []);
    const { jobId, added } = await db.transaction(async (tx) => {
      if (requested.length > 0) {
        await setWebsiteState(tx, { ownerId, websiteId, patch: { urlsSelectedAt: new Date() } });
      }
      const added = await insertRequestedPages(tx, { ownerId, websiteId, urls: requested });
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
      return { jobId: queued, added: added.length };
    });
    const news = added === 1 ? '1 new page' : `${added} new pages`;
    if (jobId) {
      return {
        queued: true,
        message: added > 0 ? `Crawl started, with ${news}.` : 'Crawl started.',
      };
    }
    return {
      queued: false,
      message:
        added > 0
          ? `A crawl of this website is already queued; it or the next crawl fetches the ${news}.`
          : 'A crawl of this website is already queued.',
    };
  }

  async function stats(ownerId: string, websiteId: string): Promise<WebsiteStats> {
    const website = await requireOwned(ownerId, websiteId);
    const [counts, suggestions, topicClusters] = await Promise.all([
      countPagesByStatus(db, { ownerId, websiteId }),
      countSuggestionsByStatus(db, { ownerId, websiteId }),
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
    needingUrlSelection,
    list,
    get,
    create,
    update,
    remove,
    rediscover,
    startCrawl,
    stats,
    linkQuality,
    ...createWebsiteSitemapReads(db),
  };
}

export type WebsitesService = ReturnType<typeof createWebsitesService>;

/** Settings discovery reads (depth, size, robots.txt, address patterns): changing one finds the pages again. */
function changesDiscovery(current: WebsiteRow, body: UpdateWebsiteBody): boolean {
  const keys = [
    'crawlDepth',
    'maxPages',
    'robotsTxtRespected',
    'includePatterns',
    'excludePatterns',
  ] as const;
  return keys.some(
    (key) => body[key] !== undefined && JSON.stringify(body[key]) !== JSON.stringify(current[key]),
  );
}
