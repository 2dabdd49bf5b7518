import { pendingKeyOf } from '../../platform/pending-files.ts';
import type { Storage } from '../../platform/storage.ts';
import { StorageNotFoundError } from '../../platform/storage.ts';
import { MissingAttachmentError, type OpenAttachment } from './compose.ts';

/**
 * Reads mail attachments from the file storage, streamed. A missing file is a MissingAttachmentError: the mail
 * waits and is retried (and reported), it is neither sent without the file nor dropped.
 *
 * A mail names the final key of an upload, which is moved there from its pending key just after the commit
 * (ADR 0040). The commit also wakes the workers of every process (ADR 0046), which may look before that move:
 * the mail's row has committed, so the pending file is the file, and it is read from there.
 */
export function storageAttachments(storage: Storage): OpenAttachment {
  return async (ref) => {
    try {
      return await storage.get(ref.storageKey);
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      try {
        return await storage.get(pendingKeyOf(ref.storageKey));
      } catch (pendingError) {
        if (!(pendingError instanceof StorageNotFoundError)) throw pendingError;
      }
      // Missing from both: the move may have come between the two looks (a wake-up at the commit often meets
      // it), and then the file is at its final key now. Only missing a second time is it missing.
      try {
        return await storage.get(ref.storageKey);
      } catch (againError) {
        if (!(againError instanceof StorageNotFoundError)) throw againError;
      }
      throw new MissingAttachmentError(
        `Attachment ${ref.filename} is missing from storage (key ${ref.storageKey})`,
        { cause: error },
      );
    }
  };
}
