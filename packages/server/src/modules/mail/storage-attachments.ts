import type { Storage } from '../../platform/storage.ts';
import { StorageNotFoundError } from '../../platform/storage.ts';
import type { OpenAttachment } from './compose.ts';
import { PermanentMailError } from './transport.ts';

/**
 * Reads mail attachments from the file storage, streamed. A file that is gone will not come back by retrying:
 * the mail fails for good; any other storage error (a disk or network hiccup) leaves it to the retries.
 */
export function storageAttachments(storage: Storage): OpenAttachment {
  return async (ref) => {
    try {
      return await storage.get(ref.storageKey);
    } catch (error) {
      if (error instanceof StorageNotFoundError) {
        throw new PermanentMailError(`Attachment ${ref.filename} is missing from storage`, { cause: error });
      }
      throw error;
    }
  };
}
