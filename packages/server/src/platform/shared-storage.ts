import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import type { Storage } from './storage.ts';

/*
 * Several processes may share one database (ADR 0002); they must then share its files too, or one process
 * accepts an enquiry whose photos another process's mail worker cannot find, and a document uploaded through
 * one process is missing from the next (ADR 0040). The database remembers the id of the files it was first
 * used with; a process whose files have another id does not start.
 */

const STORAGE_ID_KEY = 'storage-id';

export class StorageNotSharedError extends Error {
  override name = 'StorageNotSharedError';
}

/**
 * Claims the storage for the database on its first start, and checks it on every later one: throws
 * StorageNotSharedError when the database belongs to other files. `where` names the files in the message.
 */
export async function claimSharedStorage(db: Db, storage: Storage, where: string): Promise<void> {
  const id = await storage.identity();
  // Of two first starts at once, one insert wins and the other process reads the winner's id.
  await db.insert(appMeta).values({ key: STORAGE_ID_KEY, value: id }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, STORAGE_ID_KEY));
  if (row?.value === id) return;
  throw new StorageNotSharedError(
    `The files at ${where} (storage id ${id}) are not the files of this database (storage id ${row?.value}). ` +
      'Every process of one database must use the same files: set FILE_STORAGE and FILES_DIR as the other ' +
      'processes do (FILE_STORAGE=database keeps them in the database; FILE_STORAGE=folder with FILES_DIR on a ' +
      'shared mount), or give this process a database of its own. See README.md, "Settings".',
  );
}
