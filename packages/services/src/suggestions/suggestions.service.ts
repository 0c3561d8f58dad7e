import { ANCHOR_NOT_IN_TEXT, isAnchorInText } from '@linkloom/contracts';
import type {
  BulkResult,
  CreateSuggestionBody,
  ExportQuery,
  InboundSuggestions,
  LinkSuggestion,
  SuggestionsByTarget,
  SuggestionsPage,
  SuggestionsQuery,
  SuggestionStats,
  SuggestionStatus,
  UpdateSuggestionBody,
} from '@linkloom/contracts';
import {
  countSuggestionsByStatus,
  deleteSuggestion,
  insertSuggestion,
  listAllSuggestions,
  listInboundSuggestions,
  listPageTitles,
  listSuggestionCards,
  listSuggestionTargets,
  updatePendingSuggestion,
} from '@linkloom/db';
import type { Db, JobQueue, SuggestionListOrder, SuggestionRow, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import { requireWebsite as requireOwnedWebsite } from '../websites/require-website';
import { recordDecisions } from '../learning/record-decisions';
import { decideAndLearn } from './decide-and-learn';
import type { RejectionWhy } from './decide-and-learn';
import { reasonsAfterEdit } from './edited-reasons';
import { requireOwnPages } from './require-own-pages';
import { requireSuggestion as requireOwnedSuggestion } from './require-suggestion';
import { createEquityCache } from './equity-cache';
import { groupsJson, suggestionsJson } from './suggestion-cards';
import type { JsonText } from './suggestion-cards';
import { toLinkSuggestion } from './suggestion-view';
import { suggestionsToCsv } from './suggestions-export';

type SuggestionsServiceDeps = { db: Db; clock: Clock; queue: Pick<JobQueue, 'send'> };

/** Reviewing suggestions: list, edit, approve, reject, export. Only pending suggestions change. */
export function createSuggestionsService({ db, clock, queue }: SuggestionsServiceDeps) {
  const requireWebsite = (ownerId: string, websiteId: string) =>
    requireOwnedWebsite(db, ownerId, websiteId);
  const requireSuggestion = (ownerId: string, websiteId: string, suggestionId: string) =>
    requireOwnedSuggestion(db, ownerId, websiteId, suggestionId);

  const loadEquity = createEquityCache(db);

  /** Rows as the API shows them, with their pages' titles and the site's equity. */
  async function toViews(scope: WebsiteScope, rows: SuggestionRow[]): Promise<LinkSuggestion[]> {
    const [equity, titles] = await Promise.all([
      loadEquity(scope),
      listPageTitles(db, {
        ...scope,
        urls: rows.flatMap((row) => [row.sourceUrl, row.targetUrl]),
      }),
    ]);
    return rows.map((row) => toLinkSuggestion(row, equity, titles));
  }

  async function toView(scope: WebsiteScope, row: SuggestionRow): Promise<LinkSuggestion> {
    const [view] = await toViews(scope, [row]);
    return view!;
  }

  /**
   * A page of the review list in `order` (search priority first: see rankSuggestionsBySearch),
   * with its filters, in one read: the suggestions' stored cards (migration 0023) with their
   * equity filled in, as the JSON text of the answer's `suggestions` (or its `groups` in target
   * order) and its pagination.
   * @throws AppError NOT_FOUND when the website is not the owner's.
   */
  async function readPage(
    scope: WebsiteScope,
    query: SuggestionsQuery,
    order: SuggestionListOrder,
  ): Promise<{ items: string; pagination: string }> {
    const found = await listSuggestionCards(db, { ...scope, ...query, order });
    if (!found) {
      throw new AppError('NOT_FOUND', 'Website not found');
    }
    const { total, analysedAt } = found;
    const equity = await loadEquity(scope, analysedAt);
    const pages = Math.ceil(total / query.limit);
    return {
      items: order === 'target' ? groupsJson(found, equity) : suggestionsJson(found, equity),
      pagination: JSON.stringify({ page: query.page, pages, total }),
    };
  }

  /** A page of the review list, as the JSON text of a SuggestionsPage. */
  async function list(
    ownerId: string,
    websiteId: string,
    query: SuggestionsQuery,
  ): Promise<JsonText<SuggestionsPage>> {
    const { items, pagination } = await readPage({ ownerId, websiteId }, query, 'source');
    return `{"suggestions":${items},"pagination":${pagination}}`;
  }

  async function get(
    ownerId: string,
    websiteId: string,
    suggestionId: string,
  ): Promise<LinkSuggestion> {
    const row = await requireSuggestion(ownerId, websiteId, suggestionId);
    return toView({ ownerId, websiteId }, row);
  }

  async function create(
    ownerId: string,
    websiteId: string,
    body: CreateSuggestionBody,
  ): Promise<LinkSuggestion> {
    await requireWebsite(ownerId, websiteId);
    await requireOwnPages(db, { ownerId, websiteId }, body);
    const row = await insertSuggestion(db, {
      ownerId,
      websiteId,
      suggestionType: 'manual',
      sourceUrl: body.source_url,
      targetUrl: body.target_url,
      anchorText: body.anchor_text,
      context: body.context,
      anchorSource: 'other',
      reasons: ['Added by hand'],
    });
    return toView({ ownerId, websiteId }, row);
  }

  async function update(
    ownerId: string,
    websiteId: string,
    suggestionId: string,
    body: UpdateSuggestionBody,
  ): Promise<LinkSuggestion> {
    const current = await requireSuggestion(ownerId, websiteId, suggestionId);
    if (current.status !== 'pending') {
      throw new AppError('CONFLICT', 'Only pending suggestions can be edited.');
    }
    const next = {
      anchorText: body.anchor_text ?? current.anchorText,
      context: body.context ?? current.context,
      generatedPassage:
        body.generated_passage === undefined ? current.generatedPassage : body.generated_passage,
    };
    if (!isAnchorInText(next.anchorText, next.context, next.generatedPassage)) {
      throw new AppError('VALIDATION_FAILED', ANCHOR_NOT_IN_TEXT);
    }
    const isTextChanged =
      next.anchorText !== current.anchorText || next.context !== current.context;
    const row = await updatePendingSuggestion(db, {
      ownerId,
      websiteId,
      suggestionId,
      at: clock.now(),
      patch: {
        ...next,
        ...(isTextChanged
          ? {
              reasons: reasonsAfterEdit(current.reasons, current, next),
              // Offsets into the crawled text no longer point at the anchor.
              anchorStart: null,
              anchorEnd: null,
            }
          : {}),
      },
    });
    if (!row) {
      throw new AppError('CONFLICT', 'Only pending suggestions can be edited.');
    }
    if (next.anchorText !== current.anchorText) {
      // Kept as data (the anchor the owner preferred); it does not say the link was unwanted.
      await recordDecisions(
        db,
        { ownerId, websiteId },
        {
          suggestionIds: [suggestionId],
          action: 'edited',
          editedAnchor: next.anchorText,
        },
      );
    }
    return toView({ ownerId, websiteId }, row);
  }

  async function remove(ownerId: string, websiteId: string, suggestionId: string): Promise<void> {
    await requireSuggestion(ownerId, websiteId, suggestionId);
    await deleteSuggestion(db, { ownerId, websiteId, suggestionId });
  }

  const decide = (
    scope: WebsiteScope,
    ids: string[],
    status: 'approved' | 'rejected',
    why?: RejectionWhy,
  ) => decideAndLearn({ db, clock, queue }, scope, { suggestionIds: ids, status, why });

  async function decideOne(
    ownerId: string,
    websiteId: string,
    suggestionId: string,
    status: 'approved' | 'rejected',
    why?: RejectionWhy,
  ) {
    await requireSuggestion(ownerId, websiteId, suggestionId);
    const changed = await decide({ ownerId, websiteId }, [suggestionId], status, why);
    if (changed.length === 0) {
      throw new AppError('CONFLICT', 'Only pending suggestions can be approved or rejected.');
    }
    return get(ownerId, websiteId, suggestionId);
  }

  async function decideMany(
    ownerId: string,
    websiteId: string,
    suggestionIds: string[],
    status: 'approved' | 'rejected',
    why?: RejectionWhy,
  ): Promise<BulkResult> {
    await requireWebsite(ownerId, websiteId);
    const unique = [...new Set(suggestionIds)];
    const changed = await decide({ ownerId, websiteId }, unique, status, why);
    return { updated: changed.length, skipped: unique.length - changed.length };
  }

  async function stats(ownerId: string, websiteId: string): Promise<SuggestionStats> {
    await requireWebsite(ownerId, websiteId);
    return countSuggestionsByStatus(db, { ownerId, websiteId });
  }

  async function targets(ownerId: string, websiteId: string) {
    await requireWebsite(ownerId, websiteId);
    return (await listSuggestionTargets(db, { ownerId, websiteId })).map((row) => ({
      target_url: row.targetUrl,
      total: row.total,
      pending: row.pending,
    }));
  }

  /**
   * A page of the suggestions in target page order, grouped by their target page, as the JSON
   * text of a SuggestionsByTarget.
   */
  async function byTarget(
    ownerId: string,
    websiteId: string,
    query: SuggestionsQuery,
  ): Promise<JsonText<SuggestionsByTarget>> {
    const { items, pagination } = await readPage({ ownerId, websiteId }, query, 'target');
    return `{"groups":${items},"pagination":${pagination}}`;
  }

  /**
   * "Links to this post": the suggestions that would link to the website's page `pageId`, best
   * first, ready to approve and apply in one place.
   * @throws AppError NOT_FOUND when the website or the page is not the owner's.
   */
  async function inbound(
    ownerId: string,
    websiteId: string,
    pageId: string,
    query: SuggestionsQuery,
  ): Promise<InboundSuggestions> {
    await requireWebsite(ownerId, websiteId);
    const found = await listInboundSuggestions(db, { ownerId, websiteId, pageId, ...query });
    if (!found) {
      throw new AppError('NOT_FOUND', 'Page not found');
    }
    const { target, rows, counts, analysedPages } = found;
    const equity = await loadEquity({ ownerId, websiteId });
    const titles = new Map<string, string>(
      rows.flatMap((row) => (row.sourceTitle ? [[row.sourceUrl, row.sourceTitle] as const] : [])),
    );
    if (target.title) {
      titles.set(target.url, target.title);
    }
    const inStatus = query.status ? counts[query.status] : sumOf(counts);
    return {
      target: { page_id: target.id, url: target.url, title: target.title },
      suggestions: rows.map((row) => toLinkSuggestion(row, equity, titles)),
      pagination: { page: query.page, pages: Math.ceil(inStatus / query.limit), total: inStatus },
      counts: { total: sumOf(counts), ...counts },
      analysed_pages: analysedPages,
    };
  }

  /** The suggestions as a downloadable file: the list's filters, in the list's order. */
  async function exportFile(
    ownerId: string,
    websiteId: string,
    { format, status, striking }: ExportQuery,
  ) {
    const website = await requireWebsite(ownerId, websiteId);
    const rows = await listAllSuggestions(db, { ownerId, websiteId, status, striking });
    const suggestions = await toViews({ ownerId, websiteId }, rows);
    const slug = new URL(website.url).host.replace(/[^a-z0-9.-]/gi, '-');
    const date = clock.now().toISOString().slice(0, 10);
    return format === 'json'
      ? {
          filename: `linkloom-${slug}-${date}.json`,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(suggestions, null, 2),
        }
      : {
          filename: `linkloom-${slug}-${date}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: suggestionsToCsv(suggestions),
        };
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    approve: (ownerId: string, websiteId: string, suggestionId: string) =>
      decideOne(ownerId, websiteId, suggestionId, 'approved'),
    reject: (ownerId: string, websiteId: string, suggestionId: string, why?: RejectionWhy) =>
      decideOne(ownerId, websiteId, suggestionId, 'rejected', why),
    bulkApprove: (ownerId: string, websiteId: string, ids: string[]) =>
      decideMany(ownerId, websiteId, ids, 'approved'),
    bulkReject: (ownerId: string, websiteId: string, ids: string[], why?: RejectionWhy) =>
      decideMany(ownerId, websiteId, ids, 'rejected', why),
    stats,
    targets,
    byTarget,
    inbound,
    exportFile,
  };
}

function sumOf(counts: Record<SuggestionStatus, number>): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
