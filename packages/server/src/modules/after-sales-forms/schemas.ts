import type { AfterSalesFormKind } from '@airshop/domain/forms/after-sales/after-sales-forms';
import { discrepancyReportSchema } from '@airshop/domain/forms/after-sales/discrepancy-report';
import { retrofitFansSchema } from '@airshop/domain/forms/after-sales/retrofit-fans';
import { serviceRequestSchema } from '@airshop/domain/forms/after-sales/service-request';
import { warrantyClaimSchema } from '@airshop/domain/forms/after-sales/warranty-claim';
import type { UploadedFile } from '@airshop/domain/forms/uploaded-file';
import { findNul } from '../../platform/refuse-nul.ts';
import { fileRulesOf } from './limits.ts';
import { issueDetail, refused } from './refusals.ts';
import type { StreamedFileResult } from './streamed-file.ts';

export const AFTER_SALES_SCHEMAS = {
  'discrepancy-report': discrepancyReportSchema,
  'service-request': serviceRequestSchema,
  'retrofit-fans': retrofitFansSchema,
  'warranty-claim': warrantyClaimSchema,
} as const;

/** A checked form: its fields as the schema gives them (files as { name, size, type }). */
export type AfterSalesForm = Record<string, unknown> & { requestId: string };

/**
 * Checks the JSON part and the received files with the form's schema (ADR 0075): the file fields are what the
 * server received, whatever the JSON said about them (type from the bytes, size counted). Throws 400 with one
 * detail per problem.
 */
export function checkAfterSalesForm(
  kind: AfterSalesFormKind,
  bodyText: string | undefined,
  files: readonly StreamedFileResult[],
): AfterSalesForm {
  if (bodyText === undefined) {
    throw refused([
      { in: 'body', path: ['body'], message: 'the part "body" is missing', reason: 'required' },
    ]);
  }
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw refused([
      { in: 'body', path: ['body'], message: 'the part "body" is not JSON', reason: 'invalid' },
    ]);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw refused([
      { in: 'body', path: ['body'], message: 'the part "body" is not an object', reason: 'invalid' },
    ]);
  }
  // PostgreSQL cannot store it (platform/refuse-nul.ts); the hook there never sees this body.
  const nul = findNul(body);
  if (nul) {
    throw refused([
      {
        in: 'body',
        path: nul.map(String),
        message: 'must not contain the NUL character (U+0000)',
        reason: 'invalid',
      },
    ]);
  }
  const candidate: Record<string, unknown> = { ...body };
  for (const field of Object.keys(fileRulesOf(kind))) {
    candidate[field] = files
      .filter((file) => file.field === field)
      .map((file): UploadedFile => ({ name: file.name, size: file.size, type: file.type }));
  }
  const parsed = AFTER_SALES_SCHEMAS[kind].safeParse(candidate);
  if (!parsed.success) throw refused(parsed.error.issues.map((issue) => issueDetail(issue, candidate)));
  return parsed.data as AfterSalesForm;
}
