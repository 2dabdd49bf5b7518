import {
  type DocumentDto,
  dateSortable,
  documentDownloadUrl,
  documentUrl,
  statusSortable,
} from '@airshop/domain/documents/documents';
import type { DocumentRow } from './queries.ts';

/** A document as the Documents calls answer it (product-page.md §3 "Document"). */
export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    Id: row.id,
    Name: row.name,
    Number: row.number,
    Categories: [...row.categories]
      .sort((a, b) => a.order - b.order)
      .map((c) => ({ Type: c.type, TypeKey: c.typeKey, Supertype: c.supertype, Order: c.order })),
    Languages: row.languages,
    Status: row.status,
    Retired: row.retired,
    Date: row.date,
    StatusSortable: statusSortable(row.status),
    DateSortable: dateSortable(row.date),
    Url: documentUrl(row.id),
    DownloadUrl: documentDownloadUrl(row.id),
  };
}
