import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';
import { databaseStorage } from './database-storage.ts';
import { fileSystemStorage, type Storage } from './storage.ts';

export interface ConfiguredStorage {
  storage: Storage;
  /** Where the files are, for messages: the folder, or "the database". */
  where: string;
}

/** The storage FILE_STORAGE names (ADR 0046): the database's, or the folder FILES_DIR. */
export function configuredStorage(
  config: Pick<Config, 'FILE_STORAGE' | 'FILES_DIR'>,
  db: Db,
): ConfiguredStorage {
  return config.FILE_STORAGE === 'database'
    ? { storage: databaseStorage(db), where: 'the database (FILE_STORAGE=database)' }
    : { storage: fileSystemStorage(config.FILES_DIR), where: config.FILES_DIR };
}
