import { DEFAULT_LOCALE, type Locale, parseLocale } from '@airshop/domain/i18n/locales';
import { textsVersion } from '@airshop/domain/i18n/texts-version';
import {
  isTranslationPage,
  type TranslationEntry,
  type TranslationFilePage,
  type TranslationPage,
} from '@airshop/domain/i18n/translations';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { messageProblem } from './message-syntax.ts';
import { pageTranslations, replaceTranslations, storedTranslationHash } from './queries.ts';
import { readTranslationFiles } from './translation-files.ts';

const cache = new TtlCache<TranslationEntry[]>(60_000);

/**
 * Loads the translation files into the database when they differ from what was loaded last (by hash), so a
 * restart with unchanged files costs one query. Changed files are loaded only when every text is a message the
 * shop can show (ADR 0049): a broken text stops the start with its place named, instead of showing raw braces.
 */
export async function syncTranslations(db: Db, dir?: string): Promise<{ changed: boolean; count: number }> {
  const { rows, hash } = readTranslationFiles(dir);
  if ((await storedTranslationHash(db)) === hash) return { changed: false, count: rows.length };
  const problems = rows.flatMap((row) => {
    const problem = messageProblem(row.text);
    return problem ? [`translations/${row.locale} ${row.page} "${row.id}": ${problem}`] : [];
  });
  if (problems.length > 0)
    throw new Error(`Translation texts that are not valid messages:\n${problems.join('\n')}`);
  await replaceTranslations(db, rows, hash);
  cache.clear();
  return { changed: true, count: rows.length };
}

/** A page's texts in the locale; an id the locale lacks falls back to its English text. */
export async function loadPageTranslations(
  db: Db,
  locale: Locale,
  page: TranslationFilePage,
): Promise<TranslationEntry[]> {
  return cache.get(`${locale}:${page}`, async () => {
    const rows = await pageTranslations(db, [locale, DEFAULT_LOCALE], page);
    const byId = new Map<string, string>();
    for (const row of rows) if (row.locale === DEFAULT_LOCALE) byId.set(row.id, row.text);
    for (const row of rows) if (row.locale === locale) byId.set(row.id, row.text);
    return [...byId].sort(([a], [b]) => a.localeCompare(b)).map(([Id, Text]) => ({ Id, Text }));
  });
}

export function getPageTranslations(ctx: RequestContext, page: TranslationPage): Promise<TranslationEntry[]> {
  return loadPageTranslations(ctx.db, ctx.locale, page);
}

/**
 * The texts of the pages named in Translations/Texts (comma-separated) and their version: an unknown locale or
 * page is a missing object (404), like an unknown page of Translations/Pages.
 */
export async function findTexts(
  db: Db,
  localeName: string,
  pageList: string,
): Promise<{ version: string; texts: Partial<Record<TranslationPage, TranslationEntry[]>> }> {
  const locale = parseLocale(localeName);
  const names = [...new Set(pageList.split(','))];
  if (!locale || !names.every(isTranslationPage)) throw new AppError('not_found');
  const lists = await Promise.all(names.map((page) => loadPageTranslations(db, locale, page)));
  const texts: Partial<Record<TranslationPage, TranslationEntry[]>> = {};
  names.forEach((page, i) => {
    texts[page] = lists[i];
  });
  return { version: textsVersion(locale, texts), texts };
}

/** A page named in a request: one the shop has no texts for is a missing object (404), not invalid input. */
export function findPageTranslations(ctx: RequestContext, page: string): Promise<TranslationEntry[]> {
  if (!isTranslationPage(page)) throw new AppError('not_found');
  return getPageTranslations(ctx, page);
}
