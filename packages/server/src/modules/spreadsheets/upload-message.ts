import type { CartUploadResult, UploadFileError } from '@airshop/domain/commerce/cart-upload';
import { CART_TEMPLATE_COLUMNS } from '@airshop/domain/commerce/cart-upload';
import type { UploadColumn } from '@airshop/domain/commerce/cart-upload-rows';
import { uploadStatus } from '@airshop/domain/commerce/cart-upload-rows';
import { LOCALES } from '@airshop/domain/i18n/locales';
import { formatMessage, type MessageValues, toTranslationMap } from '@airshop/domain/i18n/translation-text';
import type { TranslationPage } from '@airshop/domain/i18n/translations';
import type { RequestContext } from '../../platform/context.ts';
import { loadPageTranslations } from '../i18n/index.ts';

/*
 * The upload's answer in the page's locale (ADR 0049: x-page-locale decides): the snackbar's sentence, with
 * plurals, and the header names an upload's header may use.
 */

/**
 * Where an upload's texts are: the translation page and the prefix of its keys (`<prefix>result/added`,
 * `<prefix>fileErrors/…`, `<prefix>header/<column>`), the columns whose names a header may use, and whether the
 * names are the page language's only or those of every locale (a project's export may come back from a
 * colleague who reads the shop in another language).
 */
export interface UploadTextSource {
  readonly page: TranslationPage;
  readonly prefix: string;
  readonly columns: readonly UploadColumn[];
  readonly headerLocales: 'page' | 'all';
}

/** The cart's upload: `cart` texts under `upload/`, headers in the page's language. */
export const CART_UPLOAD_TEXTS: UploadTextSource = {
  page: 'cart',
  prefix: 'upload/',
  columns: CART_TEMPLATE_COLUMNS,
  headerLocales: 'page',
};

/** Row numbers the sentence lists; the rest are counted ("and 12 more") and all are in Errors. */
const LISTED_ROWS = 20;

export interface UploadTexts {
  text(id: string, values?: MessageValues): string;
  /** The column names of the page's language, for headers written in it. */
  aliases: Partial<Record<UploadColumn, string[]>>;
}

export async function loadUploadTexts(
  ctx: RequestContext,
  source: UploadTextSource = CART_UPLOAD_TEXTS,
): Promise<UploadTexts> {
  const texts = toTranslationMap(await loadPageTranslations(ctx.db, ctx.locale, source.page));
  const text = (id: string, values?: MessageValues) => {
    const message = texts[`${source.prefix}${id}`];
    if (message === undefined) {
      throw new Error(`The ${source.page} text "${source.prefix}${id}" is in no translation file`);
    }
    return formatMessage(message, values, ctx.locale);
  };
  const headerTexts =
    source.headerLocales === 'page'
      ? [texts]
      : await Promise.all(
          LOCALES.map(async (locale) =>
            toTranslationMap(await loadPageTranslations(ctx.db, locale, source.page)),
          ),
        );
  const aliases: UploadTexts['aliases'] = {};
  for (const column of source.columns) {
    const names = new Set<string>();
    for (const map of headerTexts) {
      const name = map[`${source.prefix}header/${column}`];
      if (name) names.add(name);
    }
    if (names.size > 0) aliases[column] = [...names];
  }
  return { text, aliases };
}

/** The answer for rows added and refused: "3 rows added, 2 rows refused: rows 4, 7." */
export function rowsResult(
  texts: UploadTexts,
  added: number,
  errors: CartUploadResult['Errors'],
): CartUploadResult {
  const Status = uploadStatus(added, errors.length);
  const numbers = errors.map((error) => error.Row).sort((a, b) => a - b);
  const listed = numbers.slice(0, LISTED_ROWS).join(', ');
  const rows =
    numbers.length > LISTED_ROWS
      ? texts.text('result/moreRows', { rows: listed, more: numbers.length - LISTED_ROWS })
      : listed;
  const Message =
    Status === 'success'
      ? texts.text('result/added', { added })
      : Status === 'warning'
        ? texts.text('result/partly', { added, refused: errors.length, rows })
        : texts.text('result/none', { refused: errors.length, rows });
  return { Status, Message, Added: added, Errors: errors };
}

/** The answer for a file refused as a whole: nothing added, the reason as the one error (row 0: the file). */
export function fileResult(texts: UploadTexts, error: UploadFileError, maxRows: number): CartUploadResult {
  return {
    Status: 'error',
    Message: texts.text(`fileErrors/${error}`, { max: maxRows }),
    Added: 0,
    Errors: [{ Row: 0, Code: null, Error: error }],
  };
}
