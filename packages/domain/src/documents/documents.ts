import { z } from 'zod';

/*
 * Documents (product-page.md §3 "Document", shop.md §7 "Documents"): the payloads of the Documents calls and
 * the limits the server enforces on them. Field names are PascalCase as the spec names them (ADR 0003).
 */

/** Most ids GetDocumentsForComponent accepts. */
export const DOCUMENT_IDS_MAX = 200;
/** Most documents in one zip, and most bytes of their files together (checked before the zip streams). */
export const DOCUMENT_ZIP_MAX_FILES = 200;
export const DOCUMENT_ZIP_MAX_BYTES = 512 * 1024 * 1024;
/** Most documents attached to one e-mail, and most bytes of them (mail servers refuse larger mail). */
export const DOCUMENT_SEND_MAX_FILES = 10;
export const DOCUMENT_SEND_MAX_BYTES = 15 * 1024 * 1024;
export const DOCUMENT_SEND_MESSAGE_MAX = 1000;
export const DOCUMENT_SEND_RECIPIENT_MAX = 100;
/** Variant codes and document types of one GetRelevantDocuments/DownloadRelevantDocuments call. */
export const RELEVANT_DOCUMENTS_CODES_MAX = 100;
export const RELEVANT_DOCUMENTS_TYPES_MAX = 20;
/** Most documents GetRelevantDocuments lists. */
export const RELEVANT_DOCUMENTS_LIST_MAX = 500;

/** The recently viewed documents (newest first) the visitor's cookie keeps. */
export const RECENT_DOCUMENTS_COOKIE = 'recentDocuments';
export const RECENT_DOCUMENTS_MAX = 20;

export const documentIdSchema = z.uuid().meta({ id: 'DocumentId', description: 'Id (uuid) of a document.' });

export const documentCategorySchema = z
  .object({
    Type: z.string(),
    TypeKey: z.string(),
    Supertype: z.string(),
    Order: z.number().int(),
  })
  .meta({ id: 'DocumentCategory' });

export const documentSchema = z
  .object({
    Id: z.uuid(),
    Name: z.string(),
    Number: z.string(),
    Categories: z.array(documentCategorySchema),
    Languages: z.array(z.string()),
    Status: z.string(),
    Retired: z.boolean(),
    Date: z.iso.date().describe('YYYY-MM-DD'),
    StatusSortable: z
      .number()
      .int()
      .describe('Rank of Status for sorting: Released 0, Preliminary 1, other statuses 2, Archived 3.'),
    DateSortable: z.number().int().describe('Date as the number YYYYMMDD for sorting.'),
    Url: z.string().describe('View the file: /api/v1/Documents/{Id}'),
    DownloadUrl: z.string().describe('Download the file: /api/v1/Documents/{Id}/Download'),
  })
  .meta({ id: 'Document' });

export type DocumentCategoryDto = z.infer<typeof documentCategorySchema>;
export type DocumentDto = z.infer<typeof documentSchema>;

export const documentListSchema = z.array(documentSchema).meta({ id: 'DocumentList' });

// The links live apart, without zod, so the product page's browser code can build them without bundling zod.
export { DOCUMENT_ANALYTICS_PRODUCT_PAGE, documentDownloadUrl, documentUrl } from './document-links.ts';

const STATUS_RANK: Record<string, number> = { released: 0, preliminary: 1, archived: 3 };

/** StatusSortable: released first, archived last, anything else between. */
export function statusSortable(status: string): number {
  return STATUS_RANK[status.trim().toLowerCase()] ?? 2;
}

/** DateSortable: YYYY-MM-DD as the number YYYYMMDD. */
export function dateSortable(date: string): number {
  return Number(date.slice(0, 10).replaceAll('-', '')) || 0;
}

/** Params of GET Documents/{id} and GET Documents/{id}/Download. */
export const documentParamsSchema = z.object({ id: documentIdSchema });

/**
 * Query of GET Documents/{id} and /Download: the spec's links carry an analytics parameter; its value is not
 * used by the server, so any short value is accepted (and unknown parameters are ignored).
 */
export const documentFileQuerySchema = z.looseObject({
  analytics: z.string().max(200).optional(),
});

/** documentIds=a,b (a comma-separated list of uuids, at most DOCUMENT_IDS_MAX). */
export const documentIdListSchema = z
  .string()
  .max(DOCUMENT_IDS_MAX * 37)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(z.uuid()).min(1).max(DOCUMENT_IDS_MAX));

export const documentsForComponentQuerySchema = z.object({ documentIds: documentIdListSchema });

/** Body of POST Documents/DownloadDocumentZip: the list of ids. */
export const documentZipBodySchema = z
  .array(documentIdSchema)
  .min(1)
  .max(DOCUMENT_ZIP_MAX_FILES)
  .meta({ id: 'DocumentZipSelection' });

/** Query of POST Documents/DownloadDocumentZip: the product whose name names the zip (optional). */
export const documentZipQuerySchema = z.object({
  productId: z.string().min(1).max(200).optional(),
});

/** Body of POST Documents/GetRelevantDocuments and DownloadRelevantDocuments. */
export const relevantDocumentsBodySchema = z
  .object({
    variantCodes: z.array(z.string().min(1).max(100)).min(1).max(RELEVANT_DOCUMENTS_CODES_MAX),
    docTypes: z.array(z.string().min(1).max(100)).min(1).max(RELEVANT_DOCUMENTS_TYPES_MAX),
  })
  .meta({ id: 'RelevantDocumentsRequest' });

/** Control characters other than tab, line feed and carriage return. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** Body of POST Documents/Send. */
export const sendDocumentsBodySchema = z
  .object({
    DocumentGuids: z.array(documentIdSchema).min(1).max(DOCUMENT_SEND_MAX_FILES),
    // One plain address: no display name, no list, so no comma, angle bracket, CR or LF can pass.
    Recipient: z.string().trim().max(DOCUMENT_SEND_RECIPIENT_MAX).pipe(z.email()),
    Message: z
      .string()
      .max(DOCUMENT_SEND_MESSAGE_MAX)
      // Tabs and line breaks are fine in a message body; other control characters are not.
      .refine((text) => !hasControlCharacters(text), {
        message: 'must not contain control characters',
      })
      .optional()
      .default(''),
  })
  .meta({ id: 'SendDocumentsRequest' });

export type SendDocumentsBody = z.infer<typeof sendDocumentsBodySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The recently viewed documents kept in the cookie: uuids separated by dots, newest first. Anything else in
 * the cookie (garbage, duplicates, more than RECENT_DOCUMENTS_MAX) is dropped, never an error.
 */
export function parseRecentDocumentIds(value: string | null | undefined): string[] {
  if (!value) return [];
  const ids: string[] = [];
  // A browser sends at most 4 KB per cookie; anything longer is not ours, its head is enough.
  for (const part of value.slice(0, 4096).split(/[.,]/)) {
    const id = part.trim().toLowerCase();
    if (UUID.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === RECENT_DOCUMENTS_MAX) break;
  }
  return ids;
}

/** The list after viewing `id`: it moves to the front, the oldest fall off. */
export function withRecentDocument(ids: readonly string[], id: string): string[] {
  const lower = id.toLowerCase();
  return [lower, ...ids.filter((other) => other !== lower)].slice(0, RECENT_DOCUMENTS_MAX);
}

export function formatRecentDocumentIds(ids: readonly string[]): string {
  return ids.join('.');
}
