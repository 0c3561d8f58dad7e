import { STRIKING_DISTANCE } from '@linkloom/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { searchConsoleConnections } from '../schema/search-console-connections';
import { searchConsolePageDays } from '../schema/search-console-page-days';
import { websites } from '../schema/websites';
import type { WebsiteScope } from '../tenant-scope';

// A source's clicks count in full from this many over the window (log scale: 10 clicks are a
// third, 100 two thirds), and a striking target's impressions likewise from this many.
const FULL_CLICKS = 1_000;
const FULL_IMPRESSIONS = 10_000;
// A passage or a link added by hand has no calibrated confidence: it counts as a coin toss.
const CONFIDENCE_UNKNOWN = 0.5;

// The same page in Search Console and in the crawl, whatever the scheme, `www.` or last slash.
const comparable = (url: unknown) =>
  sql`regexp_replace(rtrim(${url}, '/'), '^https?://(www\\.)?', '')`;

/**
 * Sets where Search Console puts each of the owner's website's suggestions in the review list,
 * from each page's figures over the last `days` of imported data:
 *
 *   search_priority = confidence × (source traffic + striking target)
 *
 * where the source's traffic is ln(1 + clicks) / ln(1 + 1,000), at most 1 (a page people
 * arrive on passes them on, and is crawled more often), and a target in striking distance
 * (average position 5–20 with impressions) is worth ½ plus up to ½ more by its impressions
 * on the same scale up to 10,000 (the demand a move to page one would meet). It marks
 * `target_striking` too ("Pages that could rank"). A suggestion whose source has no clicks and
 * whose target is not in striking distance, and every suggestion of a website without search
 * data, gets 0: such a list keeps its order by source page. Only rows whose values change are
 * written. Returns how many.
 */
export async function rankSuggestionsBySearch(
  db: Db,
  { ownerId, websiteId, days }: WebsiteScope & { days: number },
): Promise<number> {
  const owned = sql`exists (select 1 from ${websites} where id = ${websiteId} and owner_id = ${ownerId})`;
  const result = await db.execute(sql`
    with figures as (
      select ${comparable(sql.raw('page'))} as page, sum(clicks) as clicks,
        sum(impressions) as impressions,
        sum(position * impressions) / nullif(sum(impressions), 0) as position
      from ${searchConsolePageDays}
      where website_id = ${websiteId} and ${owned}
        and day > (select data_through - ${days}::int from ${searchConsoleConnections}
          where website_id = ${websiteId})
      group by 1
    ),
    ranked as (
      select suggestion.id,
        coalesce(target.impressions > 0 and target.position between
          ${STRIKING_DISTANCE.minPosition} and ${STRIKING_DISTANCE.maxPosition}, false) as striking,
        coalesce(source.clicks, 0) as clicks, coalesce(target.impressions, 0) as impressions,
        coalesce(suggestion.confidence, ${CONFIDENCE_UNKNOWN}) as confidence
      from ${linkSuggestions} as suggestion
      left join figures as source on source.page = ${comparable(sql.raw('suggestion.source_url'))}
      left join figures as target on target.page = ${comparable(sql.raw('suggestion.target_url'))}
      where suggestion.website_id = ${websiteId} and ${owned}
    ),
    valued as (
      select id, striking, (confidence * (
        least(1, ln(1 + clicks) / ln(1 + ${FULL_CLICKS}))
        + case when striking
            then 0.5 + 0.5 * least(1, ln(1 + impressions) / ln(1 + ${FULL_IMPRESSIONS}))
            else 0 end))::real as priority
      from ranked
    ),
    updated as (
      update ${linkSuggestions} as suggestion
      set search_priority = valued.priority, target_striking = valued.striking
      from valued
      where suggestion.id = valued.id and suggestion.website_id = ${websiteId} and ${owned}
        and (suggestion.search_priority <> valued.priority
          or suggestion.target_striking <> valued.striking)
      returning 1
    )
    select count(*)::int as n from updated`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}
