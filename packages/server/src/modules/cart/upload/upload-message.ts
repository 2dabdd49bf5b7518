import type { CartUploadResult, UploadFileError } from '@airshop/domain/commerce/cart-upload';
import { CART_TEMPLATE_COLUMNS } from '@airshop/domain/commerce/cart-upload';
import type { UploadColumn } from '@airshop/domain/commerce/cart-upload-rows';
import { uploadStatus } from '@airshop/domain/commerce/cart-upload-rows';
import { formatMessage, type MessageValues, toTranslationMap } from '@airshop/domain/i18n/translation-text';
import type { RequestContext } from '../../../platform/context.ts';
import { loadPageTranslations } from '../../i18n/index.ts';

/*
 * The upload's answer in the page's locale (ADR 0049: x-page-locale decides): the snackbar's sentence, with
 * plurals, and the header names of that language, which an upload's header may use.
 */

/** Row numbers the sentence lists; the rest are counted ("and 12 more") and all are in Errors. */
const LISTED_ROWS = 20;

export interface UploadTexts {
  text(id: string, values?: MessageValues): string;
  /** The column names of the page's language, for headers written in it. */
  aliases: Partial<Record<UploadColumn, string[]>>;
}

export async function loadUploadTexts(ctx: RequestContext): Promise<UploadTexts> {
  const texts = toTranslationMap(await loadPageTranslations(ctx.db, ctx.locale, 'cart'));
  const text = (id: string, values?: MessageValues) => {
    const message = texts[id];
    if (message === undefined) throw new Error(`The cart text "${id}" is in no translation file`);
    return formatMessage(message, values, ctx.locale);
  };
  const aliases: UploadTexts['aliases'] = {};
  for (const column of CART_TEMPLATE_COLUMNS) {
    const name = texts[`upload/header/${column}`];
    if (name) aliases[column] = [name];
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
      ? texts.text('upload/result/moreRows', { rows: listed, more: numbers.length - LISTED_ROWS })
      : listed;
  const Message =
    Status === 'success'
      ? texts.text('upload/result/added', { added })
      : Status === 'warning'
        ? texts.text('upload/result/partly', { added, refused: errors.length, rows })
        : texts.text('upload/result/none', { refused: errors.length, rows });
  return { Status, Message, Added: added, Errors: errors };
}

/** The answer for a file refused as a whole: nothing added, the reason as the one error (row 0: the file). */
export function fileResult(texts: UploadTexts, error: UploadFileError, maxRows: number): CartUploadResult {
  return {
    Status: 'error',
    Message: texts.text(`upload/fileErrors/${error}`, { max: maxRows }),
    Added: 0,
    Errors: [{ Row: 0, Code: null, Error: error }],
  };
}
