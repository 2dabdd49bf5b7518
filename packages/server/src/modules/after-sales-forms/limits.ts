import {
  AFTER_SALES_BODY_MAX_BYTES,
  AFTER_SALES_FORMS,
  type AfterSalesFormKind,
} from '@airshop/domain/forms/after-sales/after-sales-forms';
import type { FileFieldRule } from '@airshop/domain/forms/upload-files';
import type { MultipartLimits } from '../forms/multipart-reader.ts';

/** A part's boundary and headers: a browser's are a few hundred bytes; this is generous. */
const PART_OVERHEAD_BYTES = 2048;
/** Text parts other than `body` (a browser may add a field or two); they are read and ignored. */
const SPARE_PARTS = 4;

export function fileRulesOf(kind: AfterSalesFormKind): Readonly<Record<string, FileFieldRule>> {
  return AFTER_SALES_FORMS[kind].files;
}

/**
 * The most a valid body of the form can be: every file field full, the JSON part full, and every part's
 * boundary and headers. A larger Content-Length is refused before the body is read (413).
 */
export function multipartLimitsOf(kind: AfterSalesFormKind): MultipartLimits {
  const rules = Object.values(fileRulesOf(kind));
  const maxParts = 1 + SPARE_PARTS + rules.reduce((sum, rule) => sum + rule.maxFiles, 0);
  return {
    maxBytes:
      AFTER_SALES_BODY_MAX_BYTES +
      rules.reduce((sum, rule) => sum + rule.maxBytes, 0) +
      maxParts * PART_OVERHEAD_BYTES,
    maxTextBytes: AFTER_SALES_BODY_MAX_BYTES + SPARE_PARTS * PART_OVERHEAD_BYTES,
    maxParts,
  };
}
