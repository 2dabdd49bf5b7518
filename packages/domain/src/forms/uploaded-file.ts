import { z } from 'zod';
import { type FileFieldRule, UPLOAD_FILE_NAME_MAX_LENGTH } from './upload-files.ts';

/**
 * A file as a form's schema checks it: its name, size and type. The browser fills it from the picked File (type
 * as declared), the server from the streamed upload (type read from the bytes, size counted), so one schema
 * checks both ends (ADR 0050) without the bytes ever being part of a JSON body.
 */
export const uploadedFileSchema = z.object({
  name: z.string().min(1).max(1000),
  size: z.number().int().min(0),
  type: z.string().max(255),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The files of one file field, checked against its rule; each refusal names its reason and the limit. */
export function filesField(rule: FileFieldRule) {
  return z.array(uploadedFileSchema).superRefine((files, ctx) => {
    if (rule.required && files.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'at least one file is required',
        params: { reason: 'required' },
      });
      return;
    }
    if (files.length > rule.maxFiles) {
      ctx.addIssue({
        code: 'custom',
        message: `at most ${rule.maxFiles} files`,
        params: { reason: 'fileCount', maxFiles: rule.maxFiles },
      });
    }
    if (files.some((file) => !(rule.types as readonly string[]).includes(file.type))) {
      ctx.addIssue({
        code: 'custom',
        message: `each file must be one of ${rule.types.join(', ')}`,
        params: { reason: 'fileType', types: rule.types },
      });
    }
    if (files.reduce((sum, file) => sum + file.size, 0) > rule.maxBytes) {
      ctx.addIssue({
        code: 'custom',
        message: `the files must be at most ${rule.maxBytes} bytes together`,
        params: { reason: 'fileSize', maxBytes: rule.maxBytes },
      });
    }
  });
}

/** Cuts a file name to the kept length, keeping its ending; path parts and control characters go. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Zl}\p{Zp}"]/gu, '').trim() || 'file';
  if (clean.length <= UPLOAD_FILE_NAME_MAX_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const ending = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, UPLOAD_FILE_NAME_MAX_LENGTH - ending.length) + ending;
}
