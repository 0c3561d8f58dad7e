import { FIND_INBOUND_MAX_PAGES, FIND_INBOUND_MESSAGES } from '@linkloom/contracts';
import type { FindInboundBody, FindInboundResult } from '@linkloom/contracts';
import {
  findSiteModel,
  findWebsitePage,
  listAnalyzablePages,
  listDecidedPairs,
  listOwnerRules,
  listPendingSourcesTo,
  replacePendingSuggestions,
} from '@linkloom/db';
import type { Db } from '@linkloom/db';
import type { PageText } from '@linkloom/engine';
import { AppError } from '../app-error';
import { breaksOwnerRule } from '../learning/owner-rule-match';
import { priorOf } from '../learning/site-model';
import { readInPages } from '../pages/read-in-pages';
import type { InboundLinkFinder } from '../ports/inbound-link-finder';
import { toSuggestionRow } from '../processing/suggestion-row';
import { isLeftOut } from '../processing/uncharged-pages';
import { refreshSearchPriority } from '../search-console/search-priority';
import { requireWebsite } from '../websites/require-website';

type InboundLinksServiceDeps = { db: Db; findLinks: InboundLinkFinder };

/**
 * "Find links to this post" (issue 52 §3): the website's analysed pages searched for sentences
 * that name one page, found places kept as pending suggestions like any other. It charges no
 * credits: every page it reads was analysed (and paid for) before. It runs while the owner waits,
 * on sites of at most `FIND_INBOUND_MAX_PAGES` crawled pages.
 */
export function createInboundLinksService({ db, findLinks }: InboundLinksServiceDeps) {
  /**
   * @throws AppError NOT_FOUND when the website or the page is not the owner's;
   *   UNPROCESSABLE when the website has more crawled pages than one search reads.
   */
  async function find(
    ownerId: string,
    websiteId: string,
    pageId: string,
    { keyword }: FindInboundBody,
  ): Promise<FindInboundResult> {
    const scope = { ownerId, websiteId };
    await requireWebsite(db, ownerId, websiteId);
    const target = await findWebsitePage(db, { ...scope, pageId });
    if (!target) {
      throw new AppError('NOT_FOUND', 'Page not found');
    }
    const rows = await readInPages((afterId, limit) =>
      listAnalyzablePages(db, { ...scope, afterId, limit }),
    );
    if (rows.length > FIND_INBOUND_MAX_PAGES) {
      throw new AppError('UNPROCESSABLE', FIND_INBOUND_MESSAGES.tooManyPages);
    }
    const readable = rows.filter(
      (row): row is typeof row & { pageText: PageText } => row.pageText !== null,
    );
    const sources = readable
      .filter((row) => row.analyzedHash !== null && !isLeftOut(row) && row.url !== target.url)
      .map((row) => row.url);
    const nothing = { found: 0, added: 0, already_suggested: 0, credits_charged: 0 as const };
    if (sources.length === 0) {
      return { analysed_pages: 0, ...nothing };
    }
    const [decided, model, rules, pending] = await Promise.all([
      listDecidedPairs(db, scope),
      findSiteModel(db, scope),
      listOwnerRules(db, scope),
      listPendingSourcesTo(db, { ...scope, targetUrl: target.url }),
    ]);
    const found = (
      await findLinks({
        pages: readable.map((row) => row.pageText),
        targetUrl: target.url,
        ...(keyword ? { keyword } : {}),
        sourceUrls: sources,
        includedPages: readable.filter((row) => row.linkedAnyway).map((row) => row.url),
        excludedPairs: decided.map(({ sourceUrl, targetUrl }) => ({ sourceUrl, targetUrl })),
        calibration: priorOf(model?.prior ?? null),
      })
    ).filter((link) => !breaksOwnerRule(rules, link));
    const suggestedAlready = new Set(pending);
    const fresh = found.filter((link) => !suggestedAlready.has(link.sourceUrl));
    if (fresh.length > 0) {
      await db.transaction(async (tx) => {
        // Adds only: no source is named, so no pending suggestion of theirs is replaced.
        await replacePendingSuggestions(tx, {
          ...scope,
          sourceUrls: [],
          rows: fresh.map((link) => toSuggestionRow(websiteId, null, link)),
        });
        await refreshSearchPriority(tx, scope);
      });
    }
    return {
      analysed_pages: sources.length,
      found: found.length,
      added: fresh.length,
      already_suggested: found.length - fresh.length,
      credits_charged: 0,
    };
  }

  return { find };
}

export type InboundLinksService = ReturnType<typeof createInboundLinksService>;
