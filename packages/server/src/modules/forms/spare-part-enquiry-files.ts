import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sparePartEnquiryImages } from '../../db/schema.ts';

/** The folder of every enquiry's images; each file in it belongs to a row of spare_part_enquiry_images. */
export const ENQUIRY_FILES_FOLDER = 'spare-part-enquiries';

export function enquiryImageKey(enquiryId: string, filename: string): string {
  return `${ENQUIRY_FILES_FOLDER}/${enquiryId}/${filename}`;
}

/** Of these storage keys, the ones an enquiry image row names; for the sweep of unfinished uploads. */
export async function referencedEnquiryFiles(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // In slices: a sweep after a long outage may check thousands of keys, more than one statement should bind.
  for (let start = 0; start < keys.length; start += 500) {
    const slice = keys.slice(start, start + 500);
    const rows = await db
      .select({ key: sparePartEnquiryImages.storageKey })
      .from(sparePartEnquiryImages)
      .where(inArray(sparePartEnquiryImages.storageKey, slice));
    for (const row of rows) found.add(row.key);
  }
  return found;
}
