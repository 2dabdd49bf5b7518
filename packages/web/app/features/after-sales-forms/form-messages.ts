import type { FileFieldRule } from '@airshop/domain/forms/upload-files';
import type { ErrorBody } from '@airshop/domain/site/errors';
import type { z } from 'zod';
import { FORM_INVALID, type FormErrors, type FormMessage, formErrorsOf } from '../../forms/form-errors.ts';
import { megabytesOf, typeNamesOf } from './file-rules.ts';

/** How one after-sales form's fields are told apart when a message is chosen. */
export interface MessageRules {
  /** The form's file fields and their rules: their messages say the rule (types, megabytes, count). */
  readonly files: Readonly<Record<string, FileFieldRule>>;
  /** Fields typed as numbers: "at least" and "at most" are about the number, not its characters. */
  readonly numbers?: readonly string[];
}

const FILE_REASONS = new Set(['required', 'fileType', 'fileSize', 'fileCount']);

/** The message of a file field's refusal, with the figures of its rule. */
export function fileMessage(reason: string, rule: FileFieldRule): FormMessage {
  switch (reason) {
    case 'fileType':
      return { page: 'validation', key: 'upload/fileType', values: { types: typeNamesOf(rule) } };
    case 'fileSize':
      return { page: 'validation', key: 'upload/fileSize', values: { max: megabytesOf(rule) } };
    case 'fileCount':
      return { page: 'validation', key: 'upload/fileCount', values: { max: rule.maxFiles } };
    default:
      return { page: 'validation', key: 'required' };
  }
}

function numberMessage(code: string, maximum: unknown): FormMessage {
  if (code === 'too_big' && typeof maximum === 'number')
    return { page: 'validation', key: 'numberMax', values: { max: maximum } };
  return { page: 'validation', key: 'wholeNumber' };
}

/**
 * The schema's issues as the form's messages (`formErrorsOf`), except where the shared mapping would speak of
 * characters or images: file fields say their rule, number fields say what number is wanted.
 */
export function afterSalesErrors(
  issues: readonly z.core.$ZodIssue[],
  values: Record<string, unknown>,
  rules: MessageRules,
): FormErrors {
  const found = formErrorsOf(issues, values);
  const fields = { ...found.fields };
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const rule = rules.files[field];
    if (rule) {
      const reason = (issue as { params?: { reason?: unknown } }).params?.reason;
      fields[field] = fileMessage(typeof reason === 'string' ? reason : 'required', rule);
    } else if (rules.numbers?.includes(field) && issue.path.length === 1) {
      const empty = values[field] === '' || values[field] === undefined;
      fields[field] = empty
        ? { page: 'validation', key: 'required' }
        : numberMessage(issue.code, (issue as { maximum?: unknown }).maximum);
    }
  }
  return found.form ? { fields, form: found.form } : { fields };
}

interface RefusalDetail {
  path?: unknown;
  reason?: unknown;
  params?: { reason?: unknown };
  max?: unknown;
  min?: unknown;
}

const TEXT_REASONS = new Set(['required', 'email', 'telephone', 'terms', 'agreement', 'invalid']);

/**
 * The server's refusal of a sent form (`validation_failed`, its details naming the field as `path[0]` and the
 * reason as a key of the shared messages) as the form's errors. A refusal that names no field of the form, or
 * no reason the form knows, still shows: under the field as 'invalid', or at the form's top.
 */
export function refusalErrors(
  error: ErrorBody,
  values: Record<string, unknown>,
  rules: MessageRules,
): FormErrors {
  const fields: Partial<Record<string, FormMessage>> = {};
  let form: FormMessage | undefined;
  const details: RefusalDetail[] = Array.isArray(error.details) ? error.details : [];
  for (const detail of details) {
    const path = Array.isArray(detail.path) ? detail.path : [detail.path];
    const field = String(path[0] ?? '');
    if (!field || !(field in values)) {
      form ??= FORM_INVALID;
      continue;
    }
    const raw = detail.reason ?? detail.params?.reason;
    const reason = typeof raw === 'string' ? raw : 'invalid';
    const rule = rules.files[field];
    if (rule && FILE_REASONS.has(reason)) fields[field] ??= fileMessage(reason, rule);
    else if (TEXT_REASONS.has(reason)) fields[field] ??= { page: 'validation', key: reason };
    else if (reason === 'maxLength' && typeof detail.max === 'number')
      fields[field] ??= { page: 'validation', key: 'maxLength', values: { max: detail.max } };
    else if (reason === 'minLength' && typeof detail.min === 'number')
      fields[field] ??= { page: 'validation', key: 'minLength', values: { min: detail.min } };
    else fields[field] ??= { page: 'validation', key: 'invalid' };
  }
  if (Object.keys(fields).length === 0) form ??= FORM_INVALID;
  return form ? { fields, form } : { fields };
}
