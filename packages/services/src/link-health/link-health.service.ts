import { LINK_ISSUE_KINDS } from '@linkloom/contracts';
import type {
  LinkHealthExportQuery,
  LinkHealthQuery,
  LinkHealthResponse,
  LinkIssue,
  LinkIssueKind,
} from '@linkloom/contracts';
import { findSiteAnalysis, findWebsite } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import { linkIssuesToCsv } from './link-health-csv';

function matches(issue: LinkIssue, { kind, search }: LinkHealthExportQuery): boolean {
  if (kind && issue.kind !== kind) {
    return false;
  }
  if (!search) {
    return true;
  }
  // A menu-only problem is about the page itself: its URL is what a search finds it by.
  const url = issue.sourceUrl ?? issue.targetUrl;
  return url.toLowerCase().includes(search.toLowerCase());
}

function countByKind(issues: LinkIssue[]): Record<LinkIssueKind, number> {
  const counts = Object.fromEntries(LINK_ISSUE_KINDS.map((kind) => [kind, 0])) as Record<
    LinkIssueKind,
    number
  >;
  for (const issue of issues) {
    counts[issue.kind] += 1;
  }
  return counts;
}

/** The Link health screen: the internal link problems the latest analysis found, and their CSV. */
export function createLinkHealthService({ db }: { db: Db }) {
  async function load(scope: WebsiteScope) {
    if (!(await findWebsite(db, scope))) {
      throw new AppError('NOT_FOUND', 'Website not found');
    }
    const row = await findSiteAnalysis(db, scope, ['linkIssues']);
    return {
      issues: row?.data.linkIssues ?? [],
      checked: row?.data.linkIssues !== undefined,
      computedAt: row?.computedAt.toISOString() ?? null,
    };
  }

  /**
   * One page of the owner's website's link problems, filtered by kind and source page, with the
   * count of each kind on the whole site.
   * @throws NOT_FOUND when the website is not the owner's.
   */
  async function list(
    ownerId: string,
    websiteId: string,
    query: LinkHealthQuery,
  ): Promise<LinkHealthResponse> {
    const { issues, checked, computedAt } = await load({ ownerId, websiteId });
    const matching = issues.filter((issue) => matches(issue, query));
    const pages = Math.ceil(matching.length / query.limit);
    const start = (query.page - 1) * query.limit;
    return {
      computedAt,
      checked,
      counts: countByKind(issues),
      issues: matching.slice(start, start + query.limit),
      pagination: { page: query.page, pages, total: matching.length },
    };
  }

  /**
   * Every link problem matching the filters, as a CSV file.
   * @throws NOT_FOUND when the website is not the owner's.
   */
  async function exportCsv(ownerId: string, websiteId: string, query: LinkHealthExportQuery) {
    const { issues } = await load({ ownerId, websiteId });
    return {
      filename: `link-health${query.kind ? `-${query.kind}` : ''}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: linkIssuesToCsv(issues.filter((issue) => matches(issue, query))),
    };
  }

  return { list, exportCsv };
}

export type LinkHealthService = ReturnType<typeof createLinkHealthService>;
