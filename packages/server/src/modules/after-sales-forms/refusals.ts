import type { FileFieldRule, FileProblem } from '@airshop/domain/forms/upload-files';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

/*
 * What the browser is told when a form is refused (ADR 0075): 400 `validation_failed`, one detail per problem,
 * `path[0]` the field (for files the file field), `reason` the key of the shared validation message the page
 * shows (web `forms/form-errors.ts`), and the limit it names (`max`, `min`, `maxBytes`, `maxFiles`).
 */

export type RefusalReason =
  | FileProblem
  | 'maxLength'
  | 'minLength'
  | 'max'
  | 'min'
  | 'email'
  | 'telephone'
  | 'terms'
  | 'agreement'
  | 'invalid';

export interface RefusalDetail {
  in: 'body';
  path: string[];
  message: string;
  reason: RefusalReason | string;
  [limit: string]: unknown;
}

export function refused(details: RefusalDetail[]): AppError {
  return new AppError('validation_failed', 'The request is not valid.', details);
}

/** A file field refused while its files arrive. */
export function fileRefusal(field: string, reason: FileProblem, rule: FileFieldRule): AppError {
  const messages: Record<FileProblem, string> = {
    required: 'at least one file is required',
    fileType: `each file must be one of ${rule.types.join(', ')}`,
    fileSize: `the files must be at most ${rule.maxBytes} bytes together`,
    fileCount: `at most ${rule.maxFiles} files`,
  };
  return refused([
    {
      in: 'body',
      path: [field],
      message: messages[reason],
      reason,
      ...(reason === 'fileSize' ? { maxBytes: rule.maxBytes } : {}),
      ...(reason === 'fileCount' ? { maxFiles: rule.maxFiles } : {}),
    },
  ]);
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One zod issue of a form's schema as the browser reads it; `input` is what was checked. */
export function issueDetail(issue: z.core.$ZodIssue, input: unknown): RefusalDetail {
  const path = issue.path.map(String);
  const base = { in: 'body' as const, path, message: issue.message };
  const params = (issue as { params?: Record<string, unknown> }).params;
  if (typeof params?.reason === 'string') return { ...base, ...params, reason: params.reason };
  const value = valueAt(input, issue.path);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (empty) return { ...base, reason: 'required' };
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return { ...base, reason: issue.origin === 'string' ? 'maxLength' : 'max', max };
  }
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return { ...base, reason: issue.origin === 'string' ? 'minLength' : 'min', min };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { ...base, reason: 'email' };
  return { ...base, reason: 'invalid' };
}
