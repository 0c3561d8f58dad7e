import type { LinkImpact, LinkImpactResponse, SearchTimelineResponse } from '@linkloom/contracts';
import {
  findSearchConsoleConnection,
  listAppliedLinkDays,
  listAppliedLinks,
  listSearchPageDays,
  listSearchSiteDays,
} from '@linkloom/db';
import { requireWebsite } from '../websites/require-website';
import { groupAppliedLinks } from './applied-link-pages';
import type { AppliedPage } from './applied-link-pages';
import { measureLinkImpact } from './link-impact';
import type { Effect } from './link-impact';
import { linkImpactToCsv } from './link-impact-csv';
import { shiftDay } from './search-console-context';
import type { SearchConsoleContext } from './search-console-context';

const IMPACT_WINDOW_DAYS = 28;
// 16 months of import, a little over.
const TIMELINE_DAYS = 500;

/**
 * What the applied links did (published by Linkloom, or approved and seen live by a
 * re-crawl): per target, 28 days before against 28 days after,
 * against comparable pages without new links (difference-in-differences, with its noise).
 * @throws AppError PLAN_LIMIT_REACHED on the trial.
 */
export async function measureAppliedLinkImpact(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
): Promise<LinkImpactResponse> {
  const { db } = context.deps;
  await requireWebsite(db, ownerId, websiteId);
  await context.requirePaid(ownerId);
  const scope = { ownerId, websiteId };
  const row = await findSearchConsoleConnection(db, scope);
  const dataThrough = row?.dataThrough ?? null;
  const links = await listAppliedLinks(db, scope);
  const targets = groupAppliedLinks(links, 'targetUrl');
  const sources = groupAppliedLinks(links, 'sourceUrl');
  const empty = {
    window_days: IMPACT_WINDOW_DAYS,
    data_through: dataThrough,
    applied_links: links.length,
    targets: [],
    sources: [],
  };
  if (!dataThrough || links.length === 0) {
    return empty;
  }
  const first = links.reduce((min, link) => (link.day < min ? link.day : min), dataThrough);
  const pageDays = await listSearchPageDays(db, {
    ...scope,
    from: shiftDay(first, -IMPACT_WINDOW_DAYS),
    to: dataThrough,
  });
  // A page that gained links, in or out, is no untouched control for either measure.
  const touched = [...targets, ...sources];
  const measure = (pages: AppliedPage[]) =>
    measureLinkImpact(pageDays, pages, {
      dataThrough,
      windowDays: IMPACT_WINDOW_DAYS,
      alsoTouched: touched,
    }).map((impact, index) => toImpact(impact, pages[index]!));
  return {
    ...empty,
    targets: measure(targets),
    sources: measure(sources).map(({ target_url: sourceUrl, ...rest }) => ({
      source_url: sourceUrl,
      ...rest,
    })),
  };
}

function toImpact(
  impact: ReturnType<typeof measureLinkImpact>[number],
  page: AppliedPage,
): LinkImpact {
  const effect = (value: Effect | null) =>
    value && {
      estimate: value.estimate,
      low: value.low,
      high: value.high,
      is_clear: value.isClear,
    };
  return {
    target_url: impact.targetUrl,
    applied_on: impact.appliedOn,
    links: impact.links,
    applied_via: page.seenLive === 0 ? 'published' : page.published === 0 ? 'seen_live' : 'both',
    status: impact.status,
    before: impact.before,
    after: impact.after,
    controls: impact.controls,
    clicks: effect(impact.clicks),
    impressions: effect(impact.impressions),
    position: effect(impact.position),
  };
}

/**
 * The impact chart: the site's clicks and impressions per day over the imported data, and
 * the days links went live (published by Linkloom or seen by a re-crawl). Paid plans only, like the table.
 * @throws AppError PLAN_LIMIT_REACHED on the trial.
 */
export async function readSearchTimeline(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
): Promise<SearchTimelineResponse> {
  const { db } = context.deps;
  await requireWebsite(db, ownerId, websiteId);
  await context.requirePaid(ownerId);
  const scope = { ownerId, websiteId };
  const row = await findSearchConsoleConnection(db, scope);
  const dataThrough = row?.dataThrough ?? null;
  const appliedDays = await listAppliedLinkDays(db, scope);
  if (!dataThrough) {
    return { data_through: null, days: [], applied_days: appliedDays };
  }
  // Import covers 16 months; the chart shows all of it (about 490 points).
  const days = await listSearchSiteDays(db, {
    ...scope,
    from: shiftDay(dataThrough, -TIMELINE_DAYS),
    to: dataThrough,
  });
  return { data_through: dataThrough, days, applied_days: appliedDays };
}

/** The per-target impact table as a CSV file. */
export async function exportLinkImpactCsv(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
) {
  const { targets } = await measureAppliedLinkImpact(context, ownerId, websiteId);
  return {
    filename: 'link-impact.csv',
    contentType: 'text/csv; charset=utf-8',
    body: linkImpactToCsv(targets),
  };
}
