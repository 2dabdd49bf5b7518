import type { AfterSalesFormKind } from '@airshop/domain/forms/after-sales/after-sales-forms';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { afterSalesSubmissionFiles, afterSalesSubmissions } from '../../../db/schema.ts';
import { afterSalesFields } from '../../after-sales-forms/index.ts';
import type { SourceFile, SubmissionSourceReader } from '../source.ts';

/**
 * The four after-sales forms (ADR 0075): one table, the kind a column. Their fields are flattened the way the
 * back office's mail lists them; the market is the one the sender browsed.
 */
export const afterSalesFormSource: SubmissionSourceReader = {
  source: 'after-sales-form',
  kinds: ['discrepancy-report', 'service-request', 'retrofit-fans', 'warranty-claim'],
  summaries: (kind) => sql`
    select s.id, s.kind, s.created_at, s.market_id, s.name, s.email, s.company_name, s.serial_number, s.reference,
      (select count(*)::int from ${afterSalesSubmissionFiles} f where f.submission_id = s.id) as file_count
    from ${afterSalesSubmissions} s
    ${kind ? sql`where s.kind = ${kind}` : sql``}`,

  async fields(db: Db, id: string) {
    const [row] = await db.select().from(afterSalesSubmissions).where(eq(afterSalesSubmissions.id, id));
    if (!row) return undefined;
    return [
      { Name: 'Reference', Value: row.reference },
      ...afterSalesFields(row.kind as AfterSalesFormKind, row.fields as Record<string, unknown>),
      ...(row.marketId ? [{ Name: 'Market', Value: row.marketId }] : []),
      { Name: 'Mailbox', Value: row.mailbox },
    ];
  },

  async files(db: Db, id: string): Promise<SourceFile[]> {
    const rows = await db
      .select()
      .from(afterSalesSubmissionFiles)
      .where(eq(afterSalesSubmissionFiles.submissionId, id))
      .orderBy(asc(afterSalesSubmissionFiles.field), asc(afterSalesSubmissionFiles.position));
    return rows.map((row) => ({
      // The download route takes lower-case ids.
      id: `${row.field.toLowerCase()}-${row.position}`,
      // The sender's own name: the back office recognises the delivery note or the photo by it.
      name: row.name,
      contentType: row.contentType,
      size: row.size,
      storageKey: row.storageKey,
    }));
  },
};
