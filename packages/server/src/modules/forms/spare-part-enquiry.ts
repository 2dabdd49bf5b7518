import { randomUUID } from 'node:crypto';
import type { SparePartEnquiryBody } from '@airshop/domain/forms/spare-part-enquiry';
import {
  type EnquiryImageValue,
  parseEnquiryImage,
  sparePartTypeByCode,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { eq } from 'drizzle-orm';
import { markets, sparePartEnquiries, sparePartEnquiryImages } from '../../db/schema.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type IdempotentOutcome, PUBLIC_SCOPE, runIdempotent } from '../../platform/idempotency.ts';
import { pendingKeyOf, promotePendingFile } from '../../platform/pending-files.ts';
import {
  clientNetworkSubject,
  hitRateLimit,
  type RateLimit,
  rateLimitSubject,
} from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage.ts';
import { enqueueMail } from '../mail/index.ts';
import { StagedImage } from './enquiry-body-parser.ts';
import { enquiryImageKey } from './spare-part-enquiry-files.ts';
import { enquiryMailText, enquirySubject } from './spare-part-enquiry-mail.ts';

/**
 * Anyone may send an enquiry, with up to 20 MB of images, so both the sender's network and the e-mail address
 * are limited: a script cannot fill the back office's inbox and the storage, and one address cannot be used
 * to flood it from many networks. A buyer with a broken unit sends a few, not dozens.
 */
export const ENQUIRY_LIMIT_PER_IP: RateLimit = {
  name: 'spare-part-enquiry:ip',
  max: 10,
  windowSeconds: 3600,
};
export const ENQUIRY_LIMIT_PER_ADDRESS: RateLimit = {
  name: 'spare-part-enquiry:from',
  max: 10,
  windowSeconds: 86_400,
};

export interface SparePartEnquiryInput
  extends Omit<SparePartEnquiryBody, 'primaryProductImage' | 'secondaryProductImage'> {
  /** As sent (a data string or { data, mime }), or already in storage (the route streams them, ADR 0046). */
  primaryProductImage: EnquiryImageValue | StagedImage;
  secondaryProductImage?: EnquiryImageValue | StagedImage;
  clientIp: string;
  /** The back office's mailbox for enquiries of this market (platform/mailboxes.ts). */
  mailbox: string;
}

export interface SparePartEnquiryResult {
  enquiryId: string;
  /** The requestId was sent before: nothing new was stored or mailed. */
  duplicate: boolean;
}

type Slot = 'primary' | 'secondary';

interface DecodedImage {
  slot: Slot;
  filename: string;
  contentType: string;
  size: number;
  /** The bytes, or where the route staged them. */
  content: { bytes: Buffer } | { stagedKey: string };
}

const fileNameOf = (slot: Slot, mime: string) =>
  `${slot}-product-image.${mime === 'image/png' ? 'png' : 'jpg'}`;

function decodeImage(
  slot: Slot,
  value: EnquiryImageValue | StagedImage | undefined,
): DecodedImage | undefined {
  if (value === undefined) return undefined;
  if (value instanceof StagedImage) {
    const { upload } = value;
    if (upload.key === undefined) {
      throw new AppError('validation_failed', 'The request is not valid.', [
        { in: 'body', path: [`${slot}ProductImage`], message: upload.problem },
      ]);
    }
    return {
      slot,
      filename: fileNameOf(slot, upload.mime),
      contentType: upload.mime,
      size: upload.bytes,
      content: { stagedKey: upload.key },
    };
  }
  const image = parseEnquiryImage(value);
  // The route's schema has already refused anything else; this guards a caller that skipped it.
  if (typeof image === 'string') {
    throw new AppError('validation_failed', 'The request is not valid.', [
      { in: 'body', path: [`${slot}ProductImage`], message: image },
    ]);
  }
  const bytes = Buffer.from(image.base64, 'base64');
  return {
    slot,
    filename: fileNameOf(slot, image.mime),
    contentType: image.mime,
    size: bytes.length,
    content: { bytes },
  };
}

/** The operation an enquiry's requestId is recorded for (migration 0011 moves the earlier requestIds to it). */
export const SEND_ENQUIRY_OPERATION = 'POST Form/SendSparePartEnquiryForm';

/**
 * POST Form/SendSparePartEnquiryForm: stores the enquiry and its images and mails it to the back office with
 * the images attached. The rate-limit hits, the record and the mail are one transaction: a mail exists exactly
 * when its enquiry does, and a refused request counts for nothing. The images are written to storage under
 * pending keys inside that transaction and moved to the keys the rows name after its commit; when the transaction
 * fails, the images written for it are removed again, and what a killed process leaves is swept.
 *
 * Idempotent by requestId, the spec's key of one filled-in form (platform/idempotency.ts, ADR 0051): a
 * resubmission of the same form (a retried request, a double click) answers like the first and stores, counts and
 * mails nothing; the same requestId with other fields is 422, and while the first is still running 409.
 */
export async function sendSparePartEnquiry(
  ctx: RequestContext,
  storage: Storage,
  input: SparePartEnquiryInput,
): Promise<SparePartEnquiryResult> {
  const [market] = await ctx.db
    .select({ id: markets.id })
    .from(markets)
    .where(eq(markets.id, input.marketId));
  if (!market) {
    throw new AppError('validation_failed', 'The request is not valid.', [
      { in: 'body', path: ['marketId'], message: 'not a market of the shop' },
    ]);
  }

  const images = [
    decodeImage('primary', input.primaryProductImage),
    decodeImage('secondary', input.secondaryProductImage),
  ].filter((image): image is DecodedImage => image !== undefined);
  const enquiryId = randomUUID();
  const keyOf = (image: DecodedImage) => enquiryImageKey(enquiryId, image.filename);
  const written: string[] = [];

  const { clientIp: _clientIp, mailbox: _mailbox, ...body } = input;
  const write = {
    scope: PUBLIC_SCOPE,
    key: input.requestId,
    operation: SEND_ENQUIRY_OPERATION,
    request: body,
  };
  let outcome: IdempotentOutcome<{ enquiryId: string }>;
  try {
    outcome = await runIdempotent(ctx.db, write, async (tx) => {
      await hitRateLimit(tx, ENQUIRY_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
      await hitRateLimit(tx, ENQUIRY_LIMIT_PER_ADDRESS, rateLimitSubject(input.email, { hash: true }));
      await tx.insert(sparePartEnquiries).values({
        id: enquiryId,
        userId: ctx.customer?.userId ?? null,
        serialNumber: input.serialNumber,
        productName: input.productName,
        sparePartTypeId: sparePartTypeByCode(input.sparePartType).id,
        sparePartTypeOther: input.sparePartType === 'Other' ? (input.sparePartTypeOther ?? null) : null,
        sparePartSerialNumber: input.sparePartSerialNumber || null,
        sparePartProductCode: input.sparePartProductCode || null,
        supportingNotes: input.supportingNotes || null,
        firstName: input.firstName,
        lastName: input.lastName,
        companyName: input.companyName,
        address1: input.address1,
        address2: input.address2 || null,
        city: input.city,
        postalCode: input.postalCode,
        country: input.country,
        email: input.email,
        telephoneCountryCode: input.telephoneCountryCode,
        telephone: input.telephone,
        locale: input.salesUnit,
        marketId: input.marketId,
        useUsTranslation: input.useUsTranslation,
        skipHubspot: input.skipHubspot,
        termsAccepted: input.termsAndConditions,
        contactAgreed: input.agreementToContacted,
      });

      // Only once the request counts and is no repeat, and under pending keys: a process killed from here to
      // the commit leaves only pending files, which the sweep removes (platform/pending-files.ts, ADR 0040).
      for (const image of images) {
        const pending = pendingKeyOf(keyOf(image));
        if ('bytes' in image.content) await storage.put(pending, image.content.bytes, image.contentType);
        else await storage.move(image.content.stagedKey, pending);
        written.push(pending);
      }
      if (images.length > 0) {
        await tx.insert(sparePartEnquiryImages).values(
          images.map((image) => ({
            enquiryId,
            slot: image.slot,
            storageKey: keyOf(image),
            contentType: image.contentType,
            size: image.size,
          })),
        );
      }
      await enqueueMail(tx, {
        to: [input.mailbox],
        subject: enquirySubject(input),
        text: enquiryMailText(input, { enquiryId, images: images.map((image) => image.filename) }),
        attachments: images.map((image) => ({
          filename: image.filename,
          storageKey: keyOf(image),
          contentType: image.contentType,
        })),
      });
      return { enquiryId };
    });
  } catch (error) {
    // The transaction rolled back, so no row or mail names the images written: remove them.
    await removeFiles(ctx, storage, written);
    throw error;
  }
  if (outcome.replayed) return { enquiryId: outcome.result.enquiryId, duplicate: true };
  // Committed: the images go where the rows and the mail name them. A failure here loses nothing: the sweep
  // moves a pending file whose final key a row names, and the mail waits for its attachment meanwhile.
  for (const image of images) {
    await promotePendingFile(storage, keyOf(image)).catch((error: unknown) => {
      ctx.log.error(
        { err: error, key: keyOf(image) },
        'could not move an enquiry image into place; the sweep will',
      );
    });
  }
  ctx.log.info(
    { enquiryId, images: images.length, bytes: images.reduce((sum, image) => sum + image.size, 0) },
    'spare-part enquiry stored and mailed',
  );
  return { enquiryId, duplicate: false };
}

/** Best effort: a file that cannot be removed is logged, and the request's own error is what the caller sees. */
async function removeFiles(ctx: RequestContext, storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'could not remove the image of a failed spare-part enquiry');
    });
  }
}
