import type {
  CreatePageBody,
  Page,
  PageLinkingBody,
  PageLinksResponse,
  PagesQuery,
  PagesResponse,
  UpdatePageBody,
} from '@linkloom/contracts';
import {
  deleteWebsitePage,
  findWebsitePage,
  insertWebsitePage,
  listPageLinks,
  listWebsitePages,
  setPageLinkedAnyway,
  updateWebsitePage,
} from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { AppError } from '../app-error';
import { requireWebsite } from '../websites/require-website';

type PageRow = {
  id: string;
  url: string;
  title: string | null;
  status: Page['status'];
  error: string | null;
  httpStatus: number | null;
  wordCount: number | null;
  listingReason: string | null;
  linkedAnyway: boolean;
  crawledAt: Date | null;
  updatedAt: Date;
};

function toPage(row: PageRow): Page {
  return {
    _id: row.id,
    url: row.url,
    title: row.title,
    status: row.status,
    error: row.error,
    httpStatus: row.httpStatus,
    wordCount: row.wordCount,
    listingReason: row.listingReason,
    linkedAnyway: row.linkedAnyway,
    crawled_at: row.crawledAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The pages of the signed-in user's websites: the Crawls screen and the pages calls. */
export function createPagesService({ db }: { db: Db }) {
  async function requirePage(ownerId: string, websiteId: string, pageId: string) {
    await requireWebsite(db, ownerId, websiteId);
    const page = await findWebsitePage(db, { ownerId, websiteId, pageId });
    if (!page) {
      throw new AppError('NOT_FOUND', 'Page not found');
    }
    return page;
  }

  async function list(
    ownerId: string,
    websiteId: string,
    query: PagesQuery,
  ): Promise<PagesResponse> {
    await requireWebsite(db, ownerId, websiteId);
    const { rows, total } = await listWebsitePages(db, { ownerId, websiteId, ...query });
    return {
      pages: rows.map(toPage),
      pagination: { page: query.page, pages: Math.ceil(total / query.limit), total },
    };
  }

  async function get(ownerId: string, websiteId: string, pageId: string): Promise<Page> {
    return toPage(await requirePage(ownerId, websiteId, pageId));
  }

  /** Adds a page of the website by hand; it is crawled with the next crawl. */
  async function create(ownerId: string, websiteId: string, body: CreatePageBody): Promise<Page> {
    const website = await requireWebsite(db, ownerId, websiteId);
    const url = new URL(body.url);
    url.hash = '';
    if (url.host !== new URL(website.url).host) {
      throw new AppError('VALIDATION_FAILED', `The page must be on ${new URL(website.url).host}.`);
    }
    const row = await insertWebsitePage(db, {
      ownerId,
      websiteId,
      url: url.href,
      title: body.title,
    });
    if (!row) {
      throw new AppError('CONFLICT', `${url.href} is already a page of this website.`);
    }
    return toPage(row);
  }

  async function update(
    ownerId: string,
    websiteId: string,
    pageId: string,
    body: UpdatePageBody,
  ): Promise<Page> {
    await requirePage(ownerId, websiteId, pageId);
    const row = await updateWebsitePage(db, { ownerId, websiteId, pageId, title: body.title });
    return toPage(row!);
  }

  /**
   * Links a page that only lists others (an archive and the like) all the same, or leaves it
   * out again; the next processing of the website follows the choice.
   * @throws NOT_FOUND when the website or the page is not the owner's.
   */
  async function setLinking(
    ownerId: string,
    websiteId: string,
    pageId: string,
    body: PageLinkingBody,
  ): Promise<Page> {
    await requireWebsite(db, ownerId, websiteId);
    const row = await setPageLinkedAnyway(db, {
      ownerId,
      websiteId,
      pageId,
      linkedAnyway: body.linkedAnyway,
    });
    if (!row) {
      throw new AppError('NOT_FOUND', 'Page not found');
    }
    return toPage(row);
  }

  async function remove(ownerId: string, websiteId: string, pageId: string): Promise<void> {
    await requireWebsite(db, ownerId, websiteId);
    if (!(await deleteWebsitePage(db, { ownerId, websiteId, pageId }))) {
      throw new AppError('NOT_FOUND', 'Page not found');
    }
  }

  async function links(
    ownerId: string,
    websiteId: string,
    pageId: string,
    internal: boolean,
  ): Promise<PageLinksResponse> {
    await requirePage(ownerId, websiteId, pageId);
    return { links: await listPageLinks(db, { ownerId, websiteId, pageId, internal }) };
  }

  return { list, get, create, update, setLinking, remove, links };
}

export type PagesService = ReturnType<typeof createPagesService>;
