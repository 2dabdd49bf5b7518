import { CONTENT_KINDS, CONTENT_ROUTE_PATTERN, PAGE_TYPES } from '@airshop/domain/content/content';
import { z } from 'zod';
import { image, text } from '../catalog-import/index.ts';

/*
 * A content record of the import folder (docs/catalog-import-format.md, "content"): a solution, page or blog
 * post. Its texts are maps locale → text; the locales of `title` are the item's languages, and `summary` and
 * `body` must have exactly those, so every language has a whole text.
 */

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'must be 1-100 letters, digits, . _ -');

export const contentRecord = z
  .strictObject({
    id,
    kind: z.enum(CONTENT_KINDS),
    /** Pages only: article, news or guide. */
    pageType: z.enum(PAGE_TYPES).optional(),
    route: z.string().max(120).regex(CONTENT_ROUTE_PATTERN, 'must be a lower-case slug (a-z, 0-9, -)'),
    title: text,
    summary: text,
    /** Rich text (HTML), sanitized on import. */
    body: text,
    image: image.optional(),
    publishedAt: z.iso.date(),
    /** Product ids; one that names no product is reported and left out. */
    related: z.array(id).max(24).default([]),
    sort: z.number().int().default(0),
  })
  .superRefine((record, ctx) => {
    if (record.kind === 'page' && !record.pageType) {
      ctx.addIssue({ code: 'custom', path: ['pageType'], message: 'a page needs a pageType' });
    }
    if (record.kind !== 'page' && record.pageType) {
      ctx.addIssue({ code: 'custom', path: ['pageType'], message: `a ${record.kind} has no pageType` });
    }
    const locales = Object.keys(record.title).sort().join(',');
    for (const field of ['summary', 'body'] as const) {
      if (Object.keys(record[field]).sort().join(',') !== locales) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `must have the same locales as title (${locales})`,
        });
      }
    }
  });
export type ContentRecord = z.output<typeof contentRecord>;
