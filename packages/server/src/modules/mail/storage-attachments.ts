import type { Storage } from '../../platform/storage.ts';
import { StorageNotFoundError } from '../../platform/storage.ts';
import { MissingAttachmentError, type OpenAttachment } from './compose.ts';

/**
 * Reads mail attachments from the file storage, streamed. A missing file is a MissingAttachmentError: the mail
 * waits and is retried (and reported), it is neither sent without the file nor dropped.
 */
export function storageAttachments(storage: Storage): OpenAttachment {
  return async (ref) => {
    try {
      return await storage.get(ref.storageKey);
    } catch (error) {
      if (error instanceof StorageNotFoundError) {
        throw new MissingAttachmentError(
          `Attachment ${ref.filename} is missing from storage (key ${ref.storageKey})`,
          { cause: error },
        );
      }
      throw error;
    }
  };
}
