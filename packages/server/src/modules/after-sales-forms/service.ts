import { randomUUID } from 'node:crypto';
import {
  AFTER_SALES_FORMS,
  type AfterSalesFormKind,
} from '@airshop/domain/forms/after-sales/after-sales-forms';
import type { Locale } from '@airshop/domain/i18n/locales';
import { toTranslationMap } from '@airshop/domain/i18n/translation-text';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { afterSalesSubmissionFiles, afterSalesSubmissions } from '../../db/schema.ts';
import type { RequestContext } from '../../platform/context.ts';
import { PUBLIC_SCOPE, runIdempotent } from '../../platform/idempotency.ts';
import { type Mailboxes, mailboxFor } from '../../platform/mailboxes.ts';
import { pendingKeyOf, promotePendingFile } from '../../platform/pending-files.ts';
import {
  clientNetworkSubject,
  hitRateLimit,
  type RateLimit,
  rateLimitSubject,
} from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage.ts';
import { loadPageTranslations } from '../i18n/index.ts';
import { enqueueMail, loadMailTexts } from '../mail/index.ts';
import { getViewerMarket } from '../market/index.ts';
import { afterSalesFields } from './fields.ts';
import { afterSalesFileKey } from './files.ts';
import { backOfficeMailText, confirmationMail, KIND_NAMES } from './mail.ts';
import type { AfterSalesForm } from './schemas.ts';
import type { StreamedFileResult } from './streamed-file.ts';

/**
 * Anyone may send these forms with up to 43 MB of files each, so the sender's network and the e-mail address
 * are both limited, over the four forms together: a script cannot fill the back office's inbox and the storage,
 * and one address cannot flood it from many networks. An installer with a bad delivery sends a few, not dozens.
 */
export const AFTER_SALES_LIMIT_PER_IP: RateLimit = {
  name: 'after-sales-form:ip',
  max: 10,
  windowSeconds: 3600,
};
export const AFTER_SALES_LIMIT_PER_ADDRESS: RateLimit = {
  name: 'after-sales-form:from',
  max: 10,
  windowSeconds: 86_400,
};

/** The idempotency operation of each form: a requestId answers for one form only. */
export const AFTER_SALES_OPERATIONS: Record<AfterSalesFormKind, string> = {
  'discrepancy-report': 'POST Form/SendDiscrepancyReportForm',
  'service-request': 'POST Form/SendServiceRequestForm',
  'retrofit-fans': 'POST Form/SendRetrofitFansForm',
  'warranty-claim': 'POST Form/SendWarrantyClaimForm',
};

const REFERENCE_PREFIXES: Record<AfterSalesFormKind, string> = {
  'discrepancy-report': 'DR',
  'service-request': 'SR',
  'retrofit-fans': 'RF',
  'warranty-claim': 'WC',
};

export interface AfterSalesDelivery {
  mailboxes: Mailboxes;
  /** The site's address, for the back office's link to the submission. */
  publicUrl: string;
  /** Files together up to this are attached to the back office's mail; above it, the mail links to them. */
  attachMaxBytes: number;
}

export interface SendAfterSalesInput {
  kind: AfterSalesFormKind;
  form: AfterSalesForm;
  files: readonly StreamedFileResult[];
  clientIp: string;
}

export interface AfterSalesResult {
  submissionId: string;
  reference: string;
  /** The requestId was sent before: nothing new was stored or mailed. */
  duplicate: boolean;
}

/** A mail carries at most this many attachments (modules/mail/message.ts). */
const MAX_ATTACHMENTS = 10;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The list's columns (ADR 0074) of each form. */
function summaryOf(kind: AfterSalesFormKind, form: AfterSalesForm) {
  if (kind === 'discrepancy-report') {
    return {
      name: `${str(form.FirstName)} ${str(form.LastName)}`.trim() || str(form.CompanyName),
      companyName: str(form.CompanyName) || null,
      serialNumber: str(form.SerialNumber) || null,
    };
  }
  if (kind === 'service-request') {
    return {
      name: str(form.contactPerson),
      companyName: str(form.client) || null,
      serialNumber: str((form.system as Record<string, unknown> | undefined)?.serialNumber) || null,
    };
  }
  return {
    name: `${str(form.firstName)} ${str(form.lastName)}`.trim(),
    companyName: str(form.companyName) || null,
    serialNumber: str(form.serialNumber) || null,
  };
}

/**
 * Form/Send…Form of the four after-sales forms (ADR 0075): stores the submission and its files, mails it to the
 * form's mailbox of the sender's market (files attached, or linked when too large) and confirms it to the sender
 * in the form's language. Rate-limit hits, rows and both mails are one transaction, idempotent by requestId: a
 * resend answers the first one's reference and does nothing. The files, staged while they arrived, move under
 * pending keys inside the transaction and to their final keys after its commit; a failed transaction removes
 * them, and what a killed process leaves is swept (ADR 0040).
 */
export async function sendAfterSalesForm(
  ctx: RequestContext,
  storage: Storage,
  delivery: AfterSalesDelivery,
  input: SendAfterSalesInput,
): Promise<AfterSalesResult> {
  const { kind, form, files } = input;
  const definition = AFTER_SALES_FORMS[kind];
  const email = str(form[definition.emailField]);
  const locale = form[definition.localeField] as Locale;
  const market = await getViewerMarket(ctx);
  const mailbox = mailboxFor(delivery.mailboxes, kind, market.id);
  const submissionId = randomUUID();
  const placed = files.map((file, index) => {
    const position = files.slice(0, index).filter((f) => f.field === file.field).length + 1;
    return { ...file, position, finalKey: afterSalesFileKey(submissionId, file.field, position, file.type) };
  });
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const attach = files.length <= MAX_ATTACHMENTS && totalBytes <= delivery.attachMaxBytes;
  const { requestId, ...stored } = form;
  for (const field of Object.keys(definition.files)) delete stored[field];
  const fields = afterSalesFields(kind, stored);
  const [texts, labels] = await Promise.all([
    loadMailTexts(ctx.db, locale),
    loadPageTranslations(ctx.db, 'en', 'submissions').then(toTranslationMap),
  ]);
  const written: string[] = [];

  const request = {
    ...form,
    // What the files are, not where they were staged: a resend's files arrive under other keys.
    ...Object.fromEntries(
      Object.keys(definition.files).map((field) => [
        field,
        files
          .filter((file) => file.field === field)
          .map(({ name, type, size, sha256 }) => ({ name, type, size, sha256 })),
      ]),
    ),
  };
  let outcome: Awaited<ReturnType<typeof runIdempotent<{ submissionId: string; reference: string }>>>;
  try {
    outcome = await runIdempotent(
      ctx.db,
      { scope: PUBLIC_SCOPE, key: requestId, operation: AFTER_SALES_OPERATIONS[kind], request },
      async (tx) => {
        await hitRateLimit(tx, AFTER_SALES_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
        await hitRateLimit(tx, AFTER_SALES_LIMIT_PER_ADDRESS, rateLimitSubject(email, { hash: true }));
        const [numbered] = await queryRows<{ n: string | number; at: string | Date }>(
          tx,
          sql`select nextval('after_sales_reference_seq') as n, now() as at`,
        );
        const year = new Date(numbered?.at ?? Date.now()).getUTCFullYear();
        const reference = `${REFERENCE_PREFIXES[kind]}-${year}-${String(numbered?.n).padStart(6, '0')}`;
        await tx.insert(afterSalesSubmissions).values({
          id: submissionId,
          kind,
          reference,
          userId: ctx.customer?.userId ?? null,
          marketId: market.id,
          locale,
          email,
          ...summaryOf(kind, form),
          fields: stored,
          mailbox,
        });
        // Only once the request counts and is no repeat, and under pending keys: a process killed from here to
        // the commit leaves only pending files, which the sweep removes.
        for (const file of placed) {
          const pending = pendingKeyOf(file.finalKey);
          await storage.move(file.key, pending);
          written.push(pending);
        }
        if (placed.length > 0) {
          await tx.insert(afterSalesSubmissionFiles).values(
            placed.map((file) => ({
              submissionId,
              field: file.field,
              position: file.position,
              name: file.name,
              contentType: file.type,
              size: file.size,
              sha256: file.sha256,
              storageKey: file.finalKey,
            })),
          );
        }
        const detailUrl = `${delivery.publicUrl}/en/back-office/submissions/${submissionId}`;
        await enqueueMail(tx, {
          to: [mailbox],
          subject: `${KIND_NAMES[kind]} ${reference} – ${summaryOf(kind, form).companyName ?? email}`,
          text: backOfficeMailText({
            kind,
            reference,
            fields,
            label: (name) => labels[`field/${name}`] ?? name,
            files: placed,
            attached: attach,
            detailUrl,
            marketId: market.id,
            requestId,
          }),
          attachments: attach
            ? placed.map((file) => ({
                filename: file.name,
                storageKey: file.finalKey,
                contentType: file.type,
              }))
            : [],
        });
        const confirmation = confirmationMail(texts, {
          kind,
          reference,
          name: summaryOf(kind, form).name,
          files: files.length,
        });
        await enqueueMail(tx, { to: [email], ...confirmation });
        return { submissionId, reference };
      },
    );
  } catch (error) {
    // Rolled back: no row or mail names the files moved for it.
    for (const key of written) {
      await storage.delete(key).catch((failure: unknown) => {
        ctx.log.warn({ err: failure, key }, 'could not remove a file of a failed after-sales form');
      });
    }
    throw error;
  }
  if (outcome.replayed) return { ...outcome.result, duplicate: true };
  for (const file of placed) {
    await promotePendingFile(storage, file.finalKey).catch((error: unknown) => {
      ctx.log.error(
        { err: error, key: file.finalKey },
        'could not move an after-sales file into place; the sweep will',
      );
    });
  }
  ctx.log.info(
    {
      submissionId,
      kind,
      reference: outcome.result.reference,
      files: files.length,
      bytes: totalBytes,
      attach,
    },
    'after-sales form stored and mailed',
  );
  return { ...outcome.result, duplicate: false };
}
