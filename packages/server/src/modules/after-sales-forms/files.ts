import { UPLOAD_FILE_EXTENSIONS, type UploadFileType } from '@airshop/domain/forms/upload-files';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSalesSubmissionFiles } from '../../db/schema.ts';

/** The folder of every after-sales form's files; each file in it belongs to a row of after_sales_submission_files. */
export const AFTER_SALES_FILES_FOLDER = 'after-sales-forms';

/** `<field>-<n>.<ext>`: the sender's file name is kept in the row, never in a storage key. */
export function afterSalesFileKey(
  submissionId: string,
  field: string,
  position: number,
  type: UploadFileType,
): string {
  return `${AFTER_SALES_FILES_FOLDER}/${submissionId}/${field}-${position}.${UPLOAD_FILE_EXTENSIONS[type]}`;
}

/** Of these storage keys, the ones a file row names; for the sweep of unfinished uploads. */
export async function referencedAfterSalesFiles(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .select({ key: afterSalesSubmissionFiles.storageKey })
      .from(afterSalesSubmissionFiles)
      .where(inArray(afterSalesSubmissionFiles.storageKey, keys.slice(start, start + 500)));
    for (const row of rows) found.add(row.key);
  }
  return found;
}
