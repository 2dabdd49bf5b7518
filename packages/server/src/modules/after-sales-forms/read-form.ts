import {
  AFTER_SALES_BODY_PART,
  type AfterSalesFormKind,
} from '@airshop/domain/forms/after-sales/after-sales-forms';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { multipartBoundary, readMultipart } from '../forms/multipart-reader.ts';
import { fileRulesOf, multipartLimitsOf } from './limits.ts';
import { fileRefusal, refused } from './refusals.ts';
import { type FieldBudget, StreamedFile } from './streamed-file.ts';

/** The form as it arrived: the JSON part's text, and the files staged in storage by field. */
export interface ReceivedForm {
  bodyText: string | undefined;
  files: StreamedFile[];
  /** Removes every staged file that is still staged (those a submission took have moved on). */
  discard(): Promise<void>;
}

/**
 * Reads an after-sales form's multipart body as it arrives (ADR 0075), each file part streamed to storage by
 * a StreamedFile. Throws 415 for a body that is not multipart, 413 past the form's size, 400 for a file part
 * that is no file field of the form, one too many, over its field's bytes or of a type the field does not
 * take: at once, without reading further. Whatever it throws, it has removed what it staged.
 */
export async function readAfterSalesForm(
  source: AsyncIterable<Uint8Array>,
  contentType: string | undefined,
  kind: AfterSalesFormKind,
  storage: Storage,
): Promise<ReceivedForm> {
  const boundary = multipartBoundary(contentType);
  if (!boundary) {
    throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data (ADR 0075).');
  }
  const rules = fileRulesOf(kind);
  const budgets = new Map<string, FieldBudget>();
  const files: StreamedFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => file.discard()));
  };
  try {
    const texts = await readMultipart(source, boundary, multipartLimitsOf(kind), (head) => {
      const rule = rules[head.name];
      if (!rule) {
        throw refused([
          {
            in: 'body',
            path: [head.name],
            message: 'not a file field of this form',
            reason: 'invalid',
          },
        ]);
      }
      const count = files.filter((file) => file.field === head.name).length;
      if (count >= rule.maxFiles) throw fileRefusal(head.name, 'fileCount', rule);
      let budget = budgets.get(head.name);
      if (!budget) {
        budget = { used: 0 };
        budgets.set(head.name, budget);
      }
      const file = new StreamedFile(storage, head.name, head.filename ?? '', rule, budget);
      files.push(file);
      return file;
    });
    return { bodyText: texts.get(AFTER_SALES_BODY_PART), files, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
