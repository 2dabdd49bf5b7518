import { SEARCH_INSIGHTS_DEFAULT_DAYS, SEARCH_INSIGHTS_MAX_DAYS } from '@airshop/domain/search/search-limits';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC day as YYYY-MM-DD, the form the insights call and the date fields use. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayTime(day: string): number {
  return ISO_DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
}

export type InsightsPeriod =
  | { ok: true; from: string; to: string }
  | { ok: false; from: string; to: string; problem: 'invalid' | 'order' | 'tooLong' };

/**
 * The period of the URL (?from&to, UTC days, both included), with the API's defaults filled in: `to` today,
 * `from` 29 days before it (30 days). A period the API would refuse is reported here so the page says why
 * instead of calling it.
 */
export function insightsPeriod(params: URLSearchParams, today: Date = new Date()): InsightsPeriod {
  const to = params.get('to') || isoDay(today);
  const toTime = dayTime(to);
  const from =
    params.get('from') ||
    (Number.isNaN(toTime) ? '' : isoDay(new Date(toTime - (SEARCH_INSIGHTS_DEFAULT_DAYS - 1) * DAY_MS)));
  const fromTime = dayTime(from);
  if (Number.isNaN(toTime) || Number.isNaN(fromTime)) return { ok: false, from, to, problem: 'invalid' };
  if (fromTime > toTime) return { ok: false, from, to, problem: 'order' };
  if ((toTime - fromTime) / DAY_MS + 1 > SEARCH_INSIGHTS_MAX_DAYS) {
    return { ok: false, from, to, problem: 'tooLong' };
  }
  return { ok: true, from, to };
}
