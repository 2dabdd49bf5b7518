import { PassThrough, type Readable } from 'node:stream';
import { projectExportFileName } from '@airshop/domain/commerce/project-sheets';
import type { ProjectDetail } from '@airshop/domain/commerce/projects';
import { formatMessage, type MessageValues, toTranslationMap } from '@airshop/domain/i18n/translation-text';
import type { RequestContext } from '../../../platform/context.ts';
import { loadPageTranslations } from '../../i18n/index.ts';
import { getProjectDetail } from '../detail.ts';

/*
 * GET portal/Projects/{id}/Export (issue 17 point 3, ADR 0068): the project as an Excel workbook "named as a
 * shopping cart" (shop.md §7 Client-side export), built on the server from the same detail the page shows and
 * streamed as exceljs writes it. Amounts are number cells with a 2-decimal currency format, dates date cells;
 * no cell holds a formula, and text is written as text (format @), so a code or note such as
 * "=HYPERLINK(…)" stays the words it is. The items' table carries what an upload needs to match rows back: the
 * code, and the item's id in a hidden `line` column (project-sheets.ts).
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The table's columns, left to right; `key` names the translation `sheets/upload/header/<key>` or `sheets/export/column/<key>`. */
const COLUMNS = [
  { key: 'index', width: 6 },
  { key: 'code', width: 16 },
  { key: 'title', width: 30 },
  { key: 'description', width: 40 },
  { key: 'quantity', width: 10 },
  { key: 'listPrice', width: 16 },
  { key: 'discount', width: 10 },
  { key: 'price', width: 16 },
  { key: 'total', width: 18 },
  { key: 'availableFrom', width: 14 },
  { key: 'note', width: 30 },
  { key: 'line', width: 12 },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];
/** Columns the upload reads: their headers are the upload's column names (ADR 0068). */
const UPLOAD_COLUMNS = new Set<ColumnKey>(['code', 'quantity', 'note', 'line']);
const position = (key: ColumnKey) => COLUMNS.findIndex((column) => column.key === key) + 1;

/** Where the items' header row is: under the title, the header block and a blank row. */
export const EXPORT_TABLE_HEADER_ROW = 7;

/** Excel's built-in format 14: the short date of the reader's own locale. */
const DATE_FORMAT = 'mm-dd-yy';
const TEXT_FORMAT = '@';
const PERCENT_FORMAT = '0.00%';

/** 2 decimals and the currency after the figure (shop.md §9); the reader's program puts in its separators. */
export function amountFormat(currency: string): string {
  return `#,##0.00 "${currency.replace(/[^A-Z]/g, '')}"`;
}

/** A date-only value (YYYY-MM-DD) or an instant as the spreadsheet's date: that day at 00:00, no time zone. */
function dateCell(value: string): Date {
  return new Date(`${value.slice(0, 10)}T00:00:00Z`);
}

/** Sheet names: at most 31 characters, none of []:*?/\ (Excel refuses the file otherwise). */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

export interface ProjectExportFile {
  fileName: string;
  stream: Readable;
}

type Texts = (id: string, values?: MessageValues) => string;

async function exportTexts(ctx: RequestContext): Promise<Texts> {
  const texts = toTranslationMap(await loadPageTranslations(ctx.db, ctx.locale, 'projects'));
  return (id, values) => {
    const message = texts[id];
    if (message === undefined) throw new Error(`The projects text "${id}" is in no translation file`);
    return formatMessage(message, values, ctx.locale);
  };
}

/** An item of the export, as the detail gives it. */
export interface ExportItem {
  lineItemId: number;
  code: string;
  title: string;
  description: string | null;
  quantity: number;
  listPrice: number | null;
  /** Percent (10 = 10 %). */
  discountPercentage: number | null;
  /** The buyer's net unit price. */
  price: number | null;
  /** price × quantity. */
  total: number | null;
  deliveryDate: string | null;
  note: string | null;
}

export function exportItems(detail: ProjectDetail): ExportItem[] {
  return detail.Items.map((item) => ({
    lineItemId: item.LineItemId,
    code: item.Code,
    title: item.DisplayName,
    description: item.Description,
    quantity: item.Quantity,
    listPrice: item.Price?.Amount ?? null,
    discountPercentage: item.DiscountPercentage,
    price: item.DiscountedPrice?.Amount ?? null,
    total: item.LineTotal?.Amount ?? null,
    deliveryDate: item.DeliveryDate,
    note: item.Note,
  }));
}

export async function exportProject(ctx: RequestContext, projectId: number): Promise<ProjectExportFile> {
  const detail = await getProjectDetail(ctx, projectId);
  const t = await exportTexts(ctx);
  const day = new Date().toISOString().slice(0, 10);
  const fileName = projectExportFileName(t('sheets/export/fileName'), detail.Name, day);
  const stream = new PassThrough();
  writeWorkbook(stream, detail, exportItems(detail), t).catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName, stream };
}

async function writeWorkbook(
  stream: PassThrough,
  detail: ProjectDetail,
  items: readonly ExportItem[],
  t: Texts,
): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Airshop';
  const sheet = workbook.addWorksheet(sheetName(t('sheets/export/sheetName')), {
    views: [{ state: 'frozen', ySplit: EXPORT_TABLE_HEADER_ROW }],
  });
  sheet.columns = COLUMNS.map((column) => ({
    key: column.key,
    width: column.width,
    hidden: column.key === 'line',
  }));
  const money = amountFormat(detail.Currency);

  /** Text as text: format @, a string cell, never read as a formula or a number. */
  const text = (value: string | null) => (value === null || value === '' ? null : value);
  const setText = (cell: import('exceljs').Cell, value: string | null) => {
    cell.value = text(value);
    cell.numFmt = TEXT_FORMAT;
  };

  // The title and the header block: name, leader, notes, last modified.
  const title = sheet.getRow(1);
  setText(title.getCell(1), t('sheets/export/title', { name: detail.Name }));
  title.getCell(1).font = { bold: true, size: 14 };
  title.commit();
  const block: [string, (cell: import('exceljs').Cell) => void][] = [
    ['sheets/export/name', (cell) => setText(cell, detail.Name)],
    ['sheets/export/leader', (cell) => setText(cell, detail.Leader)],
    ['sheets/export/notes', (cell) => setText(cell, detail.Notes)],
    [
      'sheets/export/modified',
      (cell) => {
        cell.value = dateCell(detail.Modified);
        cell.numFmt = DATE_FORMAT;
        cell.alignment = { horizontal: 'left' };
      },
    ],
  ];
  block.forEach(([label, fill], index) => {
    const row = sheet.getRow(2 + index);
    setText(row.getCell(1), t(label));
    row.getCell(1).font = { bold: true };
    fill(row.getCell(position('code')));
    if (label === 'sheets/export/notes') {
      row.getCell(position('code')).alignment = { wrapText: true, vertical: 'top' };
    }
    row.commit();
  });

  // The items' table.
  const header = sheet.getRow(EXPORT_TABLE_HEADER_ROW);
  for (const column of COLUMNS) {
    const cell = header.getCell(position(column.key));
    setText(
      cell,
      UPLOAD_COLUMNS.has(column.key)
        ? t(`sheets/upload/header/${column.key}`)
        : t(`sheets/export/column/${column.key}`),
    );
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
    cell.border = { bottom: { style: 'thin' } };
    cell.alignment = { vertical: 'top', wrapText: true };
  }
  header.commit();
  items.forEach((item, index) => {
    const row = sheet.getRow(EXPORT_TABLE_HEADER_ROW + 1 + index);
    const number = (key: ColumnKey, value: number | null, format: string) => {
      const cell = row.getCell(position(key));
      cell.value = value;
      cell.numFmt = format;
    };
    number('index', index + 1, '0');
    setText(row.getCell(position('code')), item.code);
    setText(row.getCell(position('title')), item.title);
    setText(row.getCell(position('description')), item.description);
    number('quantity', item.quantity, '0');
    number('listPrice', item.listPrice, money);
    number(
      'discount',
      item.discountPercentage === null ? null : item.discountPercentage / 100,
      PERCENT_FORMAT,
    );
    number('price', item.price, money);
    number('total', item.total, money);
    const available = row.getCell(position('availableFrom'));
    available.value = item.deliveryDate === null ? null : dateCell(item.deliveryDate);
    available.numFmt = DATE_FORMAT;
    setText(row.getCell(position('note')), item.note);
    number('line', item.lineItemId, '0');
    row.commit();
  });

  // The totals under the table, a blank row apart: labels right-aligned beside the amounts.
  const total = detail.Total;
  const lines: { label: string; rate?: number; amount: number; bold?: boolean }[] = [
    { label: t('sheets/export/subTotal'), amount: total.SubTotal },
    { label: t('sheets/export/shippingFee'), amount: total.ShippingFee },
    { label: t('sheets/export/paymentFee'), amount: total.PaymentFee },
    { label: t('sheets/export/totalNet'), amount: total.TotalNet, bold: true },
    ...total.Taxes.map((tax) => ({ label: t('sheets/export/vat'), rate: tax.Rate, amount: tax.Amount })),
    { label: t('sheets/export/totalWithVat'), amount: total.TotalTaxIncluded, bold: true },
  ];
  const first = EXPORT_TABLE_HEADER_ROW + items.length + 2;
  lines.forEach((line, index) => {
    const row = sheet.getRow(first + index);
    const label = row.getCell(position('discount'));
    setText(label, line.label);
    label.alignment = { horizontal: 'right' };
    if (line.rate !== undefined) {
      const rate = row.getCell(position('price'));
      rate.value = line.rate / 100;
      rate.numFmt = PERCENT_FORMAT;
    }
    const amount = row.getCell(position('total'));
    amount.value = line.amount;
    amount.numFmt = money;
    if (line.bold) {
      label.font = { bold: true };
      amount.font = { bold: true };
    }
    row.commit();
  });
  sheet.commit();
  await workbook.commit();
}
