import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import type { InstantSearchResult } from '@airshop/domain/search/search';
import type { Translate } from '../../platform/i18n/use-translations.ts';

/*
 * The counts the search calls answer (ADR 0077): exact below 1,000; past it TotalMatching is the cap and
 * MoreMatching says more match, so the page says "1,000+" (or "more than 1,000" where it is read aloud) rather
 * than a number that is not the count. Pure, so both cases are tested without a browser.
 */

export interface MatchCount {
  count: number;
  /** More match than `count` says: the server stopped counting. */
  more: boolean;
}

export interface InstantCounts {
  products: MatchCount;
  documents: MatchCount;
  content: MatchCount;
}

/** Each kind's count of an instantsearch answer; solutions and pages are few and always counted exactly. */
export function instantCounts(answer: InstantSearchResult): InstantCounts {
  return {
    products: { count: answer.Products.TotalMatching, more: answer.Products.MoreMatching === true },
    documents: { count: answer.Documents.TotalMatching, more: answer.Documents.MoreMatching === true },
    content: {
      count: answer.SolutionsAndPages.SolutionsMatching + answer.SolutionsAndPages.PagesMatching,
      more: false,
    },
  };
}

/** The counts added up: "more than" the sum when any of them stopped counting. */
export function sumCounts(counts: readonly MatchCount[]): MatchCount {
  return {
    count: counts.reduce((sum, c) => sum + c.count, 0),
    more: counts.some((c) => c.more),
  };
}

/**
 * The text of `key` for a count: `key` itself when exact, else `${key}More`, its "1,000+" wording. Both are
 * plurals of `count`, so the number is formatted for the locale by the message.
 */
export function countText(t: Translate, key: string, { count, more }: MatchCount): string {
  return t(more ? `${key}More` : key, { count });
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the locale writes it (1,000 · 1 000 · 1.000), as a message's `#` is. */
export function formatNumber(value: number, locale: Locale): string {
  const tag = intlTag(locale);
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    numberFormats.set(tag, format);
  }
  return format.format(value);
}

/** A bare count (a tab's badge): the number, with "+" when more match. */
export function formatCount({ count, more }: MatchCount, locale: Locale): string {
  return `${formatNumber(count, locale)}${more ? '+' : ''}`;
}
