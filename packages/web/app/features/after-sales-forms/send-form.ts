import { afterSalesFormRoutes } from '@airshop/domain/api/after-sales-form-routes';
import {
  AFTER_SALES_BODY_PART,
  AFTER_SALES_FORMS,
  type AfterSalesFormKind,
} from '@airshop/domain/forms/after-sales/after-sales-forms';
import { callApi } from '../../platform/api-client.ts';
import type { UploadProgress } from '../../platform/upload-request.ts';

/** What the server answers a form it stored: the submission and the reference the sender is told. */
export interface SentForm {
  SubmissionId: string;
  Reference: string;
}

/** The picked files of a form, by file field. */
export type PickedFiles = Readonly<Record<string, readonly File[]>>;

/**
 * The form as the four `Form/Send…` calls take it (ADR 0075): a part `body` first, the JSON of every field but
 * the files, then one part per file under its field's name. The server streams each file to storage as it
 * arrives and checks the whole form once the last part is in; a refused form leaves no file behind.
 */
export function formDataOf(kind: AfterSalesFormKind, body: Record<string, unknown>, files: PickedFiles) {
  const fileFields = Object.keys(AFTER_SALES_FORMS[kind].files);
  const json = Object.fromEntries(Object.entries(body).filter(([name]) => !fileFields.includes(name)));
  const data = new FormData();
  data.append(AFTER_SALES_BODY_PART, JSON.stringify(json));
  for (const field of fileFields) for (const file of files[field] ?? []) data.append(field, file, file.name);
  return data;
}

/** Sends one after-sales form with its files; `onProgress` follows the upload, which may be tens of megabytes. */
export async function sendAfterSalesForm(
  kind: AfterSalesFormKind,
  body: Record<string, unknown>,
  files: PickedFiles,
  onProgress: (progress: UploadProgress) => void,
): Promise<SentForm> {
  return callApi(
    afterSalesFormRoutes[kind],
    { body: formDataOf(kind, body, files) },
    { onUploadProgress: onProgress },
  );
}
