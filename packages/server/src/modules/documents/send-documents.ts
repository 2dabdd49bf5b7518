import { DOCUMENT_SEND_MAX_BYTES, type SendDocumentsBody } from '@airshop/domain/documents/documents';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  clientNetworkSubject,
  hitRateLimit,
  type RateLimit,
  rateLimitSubject,
} from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage.ts';
import { enqueueMail, loadMailTexts } from '../mail/index.ts';
import { documentsMail } from './documents-mail.ts';
import { uniqueFileNames } from './file-names.ts';
import { findDocumentsByIds } from './queries.ts';
import { inRequestedOrder, statDocumentFiles } from './stored-files.ts';

/**
 * Anyone may send documents to any address, so the sender's network and the recipient are both limited: one
 * visitor cannot flood many inboxes, and many visitors cannot flood one inbox.
 */
export const SEND_LIMIT_PER_IP: RateLimit = { name: 'documents-send:ip', max: 20, windowSeconds: 3600 };
export const SEND_LIMIT_PER_RECIPIENT: RateLimit = {
  name: 'documents-send:to',
  max: 5,
  windowSeconds: 3600,
};

export interface SendDocumentsInput extends SendDocumentsBody {
  clientIp: string;
}

/**
 * POST Documents/Send: mails the documents as attachments to one recipient, in the request's language. The
 * rate-limit counts and the mail are written in one transaction: a mail exists exactly when it was counted,
 * and a refused request (over a limit, invalid mail) counts for nothing. The caller wakes the mail worker
 * after the commit; the attachments are read from storage when the mail is sent.
 */
export async function sendDocuments(
  ctx: RequestContext,
  storage: Storage,
  input: SendDocumentsInput,
): Promise<void> {
  const rows = inRequestedOrder(input.DocumentGuids, await findDocumentsByIds(ctx.db, input.DocumentGuids));
  const files = await statDocumentFiles(ctx, storage, rows);
  const bytes = files.reduce((sum, { file }) => sum + file.size, 0);
  if (bytes > DOCUMENT_SEND_MAX_BYTES) {
    throw new AppError('payload_too_large', 'The selected documents are too large for one e-mail.', {
      maxBytes: DOCUMENT_SEND_MAX_BYTES,
      bytes,
    });
  }
  const names = uniqueFileNames(rows);
  const mail = documentsMail(await loadMailTexts(ctx.db, ctx.locale), input.Message, names);
  const recipient = input.Recipient.trim();
  await ctx.db.transaction(async (tx) => {
    await hitRateLimit(tx, SEND_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
    await hitRateLimit(tx, SEND_LIMIT_PER_RECIPIENT, rateLimitSubject(recipient, { hash: true }));
    await enqueueMail(tx, {
      to: [recipient],
      ...mail,
      attachments: rows.map((document, i) => ({
        filename: names[i] as string,
        storageKey: document.fileKey,
        contentType: document.contentType,
      })),
    });
  });
  ctx.log.info({ documents: rows.length, bytes }, 'documents mail enqueued');
}
