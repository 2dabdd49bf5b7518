import type { BulkCartItems } from '@airshop/domain/commerce/cart-edits';
import { CART_BULK_MAX_ROWS } from '@airshop/domain/commerce/cart-edits';
import type { CartUpload, CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { checkUploadRows, type SheetRow, type UploadCell } from '@airshop/domain/commerce/cart-upload-rows';
import type { RequestContext } from '../../../platform/context.ts';
import {
  fileResult,
  loadUploadTexts,
  readUploadedSheet,
  rowsResult,
  type UploadTexts,
} from '../../spreadsheets/index.ts';
import { addUploadRows } from './add-upload-rows.ts';
import { uploadOwner } from './upload-owner.ts';

/*
 * The cart's spreadsheet upload and bulk add (issue 15 point 4, ADR 0061): every row is checked, the good rows
 * are added and the others named by their row number; a file that cannot be read as a whole adds nothing.
 */

async function addSheet(
  ctx: RequestContext,
  texts: UploadTexts,
  sheet: readonly SheetRow[],
): Promise<CartUploadResult> {
  const checked = checkUploadRows(sheet, texts.aliases);
  if (!checked.ok) return fileResult(texts, checked.error, CART_BULK_MAX_ROWS);
  const owner = await uploadOwner(ctx);
  const { added, errors } = await addUploadRows(ctx, owner, checked.rows);
  const refused = checked.refused.map((row) => ({ Row: row.row, Code: row.code, Error: row.error }));
  const all = [...refused, ...errors].sort((a, b) => a.Row - b.Row);
  return rowsResult(texts, added, all);
}

/** PUT Carts/Default/Upload: a template.csv (or any CSV of its columns) or an xlsx sheet. */
export async function uploadToCart(ctx: RequestContext, input: CartUpload): Promise<CartUploadResult> {
  // Who may upload is settled before the file is read: a stranger's file costs no parsing.
  await uploadOwner(ctx);
  const texts = await loadUploadTexts(ctx);
  const sheet = await readUploadedSheet(input.Data);
  if (!sheet.ok) return fileResult(texts, sheet.error, CART_BULK_MAX_ROWS);
  return addSheet(ctx, texts, sheet.rows);
}

/**
 * PUT Carts/Default/Items/Bulk: the same checks on rows given as JSON, numbered from 1 (Row = index + 1). The
 * body's schema has already refused malformed rows (400); what is left is what the catalogue and the cart say.
 */
export async function bulkAddToCart(ctx: RequestContext, items: BulkCartItems): Promise<CartUploadResult> {
  await uploadOwner(ctx);
  const texts = await loadUploadTexts(ctx);
  const header: UploadCell[] = ['code', 'quantity', 'note', 'delivery'];
  const sheet: SheetRow[] = [
    { row: 0, cells: header },
    ...items.map((item, index) => ({
      row: index + 1,
      cells: [item.Code, item.Quantity, item.Note ?? null, item.ShipmentNo ?? null],
    })),
  ];
  return addSheet(ctx, texts, sheet);
}
