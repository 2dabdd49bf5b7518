import {
  SEARCH_INSIGHTS_DEFAULT_DAYS,
  SEARCH_INSIGHTS_DEFAULT_ROWS,
  SEARCH_INSIGHTS_MAX_DAYS,
  type SearchClick,
  type SearchInsights,
} from '@airshop/domain/search/search';
import { searchKey } from '@airshop/domain/search/search-query';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { searchClicks } from '../../db/schema.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { clientNetworkSubject, hitRateLimit, type RateLimit } from '../../platform/rate-limit.ts';
import { requireBackOfficeAdmin } from '../backoffice/index.ts';

/* The TrackSearchClick beacons (stored as they come) and the back office's search insights read from them. */

/**
 * Beacons per client network and hour: a person sends one per search shown and one per click, an office of
 * them a few hundred; a script filling the table with made-up queries is stopped here (429, which
 * navigator.sendBeacon ignores).
 */
export const SEARCH_BEACON_LIMIT: RateLimit = { name: 'search-beacon:ip', max: 2000, windowSeconds: 3600 };

/** Beacons are kept a little longer than the longest period the insights read (SEARCH_INSIGHTS_MAX_DAYS). */
export const SEARCH_CLICKS_KEPT_DAYS = SEARCH_INSIGHTS_MAX_DAYS + 30;

export async function storeSearchClick(
  ctx: RequestContext,
  click: SearchClick,
  clientIp: string,
): Promise<void> {
  await hitRateLimit(ctx.db, SEARCH_BEACON_LIMIT, clientNetworkSubject(clientIp));
  const query = click.query.trim();
  await ctx.db.insert(searchClicks).values({
    searchId: click.searchId,
    query,
    queryKey: searchKey(query),
    hitId: click.hitId ?? null,
    clicked: click.clicked,
    empty: click.empty,
    language: click.language,
  });
}

/** Removes beacons older than the insights can read: the housekeeping sweep's part (ADR 0066). */
export async function deleteOldSearchClicks(db: Db): Promise<number> {
  const removed = await db
    .delete(searchClicks)
    .where(lt(searchClicks.at, sql`now() - make_interval(days => ${SEARCH_CLICKS_KEPT_DAYS})`))
    .returning({ id: searchClicks.id });
  return removed.length;
}

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function searchInsights(
  ctx: RequestContext,
  query: { from?: string | undefined; to?: string | undefined; limit?: number | undefined },
): Promise<SearchInsights> {
  requireBackOfficeAdmin(ctx);
  const to = query.to ?? isoDay(new Date());
  const from = query.from ?? isoDay(new Date(Date.parse(to) - (SEARCH_INSIGHTS_DEFAULT_DAYS - 1) * DAY_MS));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1 || days > SEARCH_INSIGHTS_MAX_DAYS) {
    throw new AppError('validation_failed', undefined, {
      reason: `from must be on or before to, at most ${SEARCH_INSIGHTS_MAX_DAYS} days`,
    });
  }
  const limit = query.limit ?? SEARCH_INSIGHTS_DEFAULT_ROWS;
  // One search is one search id; its query is the one its beacons name (the first, should they differ).
  const [row] = await queryRows<Omit<SearchInsights, 'From' | 'To'>>(
    ctx.db,
    sql`with s as (
        select search_id, min(query_key) as q, bool_or(clicked) as clicked, bool_or(empty) as empty
        from ${searchClicks}
        where at >= ${from}::date and at < ${to}::date + 1 and query_key <> ''
        group by search_id),
      per_query as (select q, count(*)::int as searches, count(*) filter (where clicked)::int as clicks,
          count(*) filter (where empty)::int as empty_searches
        from s group by q)
      select (select count(*)::int from s) as "Searches",
        (select count(*) filter (where clicked)::int from s) as "SearchesWithClick",
        (select coalesce(json_agg(json_build_object('Query', t.q, 'Searches', t.searches, 'Clicks', t.clicks,
            'ClickThrough', round(t.clicks::numeric / t.searches, 4)) order by t.searches desc, t.q), '[]'::json)
          from (select * from per_query order by searches desc, q limit ${limit}) t) as "TopQueries",
        (select coalesce(json_agg(json_build_object('Query', t.q, 'Searches', t.empty_searches)
            order by t.empty_searches desc, t.q), '[]'::json)
          from (select * from per_query where empty_searches > 0
            order by empty_searches desc, q limit ${limit}) t) as "NoResultQueries"`,
  );
  return {
    From: from,
    To: to,
    Searches: row?.Searches ?? 0,
    SearchesWithClick: row?.SearchesWithClick ?? 0,
    TopQueries: (row?.TopQueries ?? []).map((t) => ({ ...t, ClickThrough: Number(t.ClickThrough) })),
    NoResultQueries: row?.NoResultQueries ?? [],
  };
}
