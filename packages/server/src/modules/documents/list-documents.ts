import { type DocumentDto, RELEVANT_DOCUMENTS_LIST_MAX } from '@airshop/domain/documents/documents';
import type { RequestContext } from '../../platform/context.ts';
import { toDocumentDto } from './document-dto.ts';
import { findDocumentsByIds, findRelevantDocuments } from './queries.ts';

/**
 * GET Documents/GetDocumentsForComponent: the documents of the ids, in the order asked, each once. Ids with
 * no document are left out (a page may hold a link to a removed one); none found is an empty list.
 */
export async function getDocumentsForComponent(
  ctx: RequestContext,
  input: { ids: readonly string[] },
): Promise<DocumentDto[]> {
  const wanted = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  const byId = new Map((await findDocumentsByIds(ctx.db, wanted)).map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDocumentDto(row)] : [];
  });
}

/**
 * POST Documents/GetRelevantDocuments: current (not retired) documents of the variants or their products
 * whose type is one of docTypes, at most RELEVANT_DOCUMENTS_LIST_MAX.
 */
export async function getRelevantDocuments(
  ctx: RequestContext,
  input: { variantCodes: readonly string[]; docTypes: readonly string[] },
): Promise<DocumentDto[]> {
  const rows = await findRelevantDocuments(
    ctx.db,
    input.variantCodes,
    input.docTypes,
    RELEVANT_DOCUMENTS_LIST_MAX,
  );
  return rows.map(toDocumentDto);
}
