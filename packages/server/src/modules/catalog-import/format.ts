import { LOCALES } from '@airshop/domain/i18n/locales';
import { isReservedFirstSegment, RESERVED_FIRST_SEGMENTS } from '@airshop/domain/site/reserved-segments';
import { z } from 'zod';

/*
 * The records of the catalogue import folder, one zod schema each (docs/catalog-import-format.md). Field names
 * are camelCase; the API's PascalCase names come from the domain payload schemas. Texts shown to visitors are
 * either a string (English) or a map locale → text holding at least `en`.
 */

const localeKeys = new Set<string>(LOCALES);

export const text = z.union([
  z
    .string()
    .min(1)
    .transform((en) => ({ en })),
  z
    .record(z.string(), z.string())
    .refine((map) => typeof map.en === 'string' && map.en.length > 0, 'must hold an English text (en)')
    .refine(
      (map) => Object.keys(map).every((k) => localeKeys.has(k)),
      `keys must be locales (${LOCALES.join(', ')})`,
    )
    .transform((map) => map as { en: string } & Record<string, string>),
]);
export type TextValue = z.output<typeof text>;

/** A slug segment of a URL path. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug (a-z, 0-9, -)');
const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'must be 1-100 letters, digits, . _ -');
/** A path below the folder's files/ directory. Checked for safety again when the file is stored. */
export const filePath = z
  .string()
  .regex(
    /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/,
    'must be a relative path in files/',
  )
  .refine((p) => !p.split('/').includes('..'), 'must not contain ..');
const url = z
  .string()
  .regex(
    /^(https?:\/\/|\/|#[a-z])[^\s]*$/,
    'must be an http(s) URL, a path starting with /, or an anchor of the product page (#contact)',
  );
/** Money with at most 2 decimals, as a string ("1234.50") or a number. */
const money = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), 'must be an amount with at most 2 decimals')
  .transform((v) => Number(v).toFixed(2));
const percent = z.number().min(0).max(100);

export const image = z.strictObject({
  file: filePath,
  alt: text.optional(),
  description: text.optional(),
});

const link = z.strictObject({ text, url });

const extras = z.strictObject({
  accessories: z.array(z.string().min(1)).optional(),
  spareParts: z.array(z.string().min(1)).optional(),
  filters: z.array(z.string().min(1)).optional(),
  warranties: z.array(z.string().min(1)).optional(),
});
export type ExtrasRecord = z.output<typeof extras>;

export const catalogRecord = z.strictObject({
  id,
  // A catalogue is the first segment of its pages' paths: the shop's own pages must keep theirs.
  routeSegment: slug.refine((segment) => !isReservedFirstSegment(segment), {
    error: (issue) =>
      `${String(issue.input)} is a path of the shop's own pages (${RESERVED_FIRST_SEGMENTS.join(', ')})`,
  }),
  name: text,
  sort: z.number().int().default(0),
});

export const categoryRecord = z.strictObject({
  id,
  catalog: id,
  parent: id.optional(),
  routeSegment: slug,
  name: text,
  description: text.optional(),
  displayCategoryDescription: z.boolean().default(false),
  image: image.optional(),
  sort: z.number().int().default(0),
});

export const documentRecord = z.strictObject({
  id: z.uuid(),
  number: z.string().min(1).max(100),
  name: z.string().min(1).max(300),
  categories: z
    .array(
      z.strictObject({
        type: z.string().min(1),
        typeKey: z.string().min(1),
        supertype: z.string().min(1),
        order: z.number().int(),
      }),
    )
    .min(1),
  languages: z
    .array(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code such as en or de'))
    .min(1),
  status: z.string().min(1).max(50),
  retired: z.boolean().default(false),
  date: z.iso.date(),
  file: filePath,
});

const price = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'),
  net: money,
  taxRate: percent,
  gross: money.optional(),
  packSize: z.number().int().min(2).optional(),
  packPrice: money.optional(),
  packDiscount: percent.optional(),
});

const variantRecord = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, 'must be 1-64 letters, digits, . _ / -'),
  lviNumber: z
    .string()
    .regex(/^\d{7}$/, 'must be 7 digits')
    .optional(),
  attributeValues: z.array(text).default([]),
  customNote: text.optional(),
  note: text.optional(),
  isShoppable: z.boolean().default(true),
  isDiscontinued: z.boolean().default(false),
  isDeliveryDateHidden: z.boolean().default(false),
  isAlternativeStockFlow: z.boolean().default(false),
  isGrossPriceVisible: z.boolean().default(true),
  displayOnlyNetPrice: z.boolean().default(false),
  leadTimes: z
    .array(
      z.strictObject({
        maxQuantity: z.number().int().min(1),
        days: z.number().int().min(0),
      }),
    )
    .default([]),
  stock: z
    .strictObject({
      quantity: z.number().int(),
      modified: z.iso.datetime({ offset: true }),
      expires: z.iso.datetime({ offset: true }).optional(),
    })
    .optional(),
  /** Per market id of the shop (INT, SE …). */
  prices: z.record(z.string().regex(/^[A-Z]{2,3}$/, 'must be a market id'), price).default({}),
  extras: extras.optional(),
  documents: z.array(z.uuid()).default([]),
});
export type VariantRecord = z.output<typeof variantRecord>;

export const productKinds = ['product', 'accessory', 'spare-part', 'filter', 'warranty'] as const;

export const productRecord = z
  .strictObject({
    id,
    category: id,
    /** The last segment of the product's URL; the path above it is the category's. */
    slug,
    kind: z.enum(productKinds).default('product'),
    name: text,
    intro: text.optional(),
    /** HTML (p, ul, ol, li, strong, em, a, h3, h4, br, table); anything else is removed on import. */
    description: text.optional(),
    benefits: z.array(text).default([]),
    uniqueSellingPoint: text.optional(),
    fastFacts: z.array(text).default([]),
    icons: z.array(image).default([]),
    notifications: z
      .array(
        z.strictObject({
          text,
          style: z.enum(['info', 'warning', 'success', 'error']).default('info'),
        }),
      )
      .default([]),
    images: z.array(image).default([]),
    logos: z.array(image).default([]),
    videos: z
      .array(
        z.strictObject({
          title: text,
          videoUrl: url,
          thumbnail: filePath.optional(),
          isMainVideo: z.boolean().default(false),
        }),
      )
      .default([]),
    features: z
      .array(
        z.strictObject({
          headline: text,
          text,
          image: image.optional(),
          linkText: text.optional(),
          linkUrl: url.optional(),
        }),
      )
      .default([]),
    relatedPages: z
      .array(
        z.strictObject({
          pageType: z.string().min(1),
          title: text,
          description: text.optional(),
          image: image.optional(),
          linkUrl: url,
        }),
      )
      .default([]),
    faqs: z
      .array(
        z.strictObject({
          question: text,
          answer: text,
          linkText: text.optional(),
          linkUrl: url.optional(),
        }),
      )
      .default([]),
    nextSteps: z
      .strictObject({
        firstRow: z.array(link).default([]),
        newsletter: link.optional(),
        secondRow: z.array(link).default([]),
        shop: link.optional(),
      })
      .optional(),
    attributeNames: z.array(text).default([]),
    defaultVariantCode: z.string().optional(),
    mainDocument: z.uuid().optional(),
    additionalMainDocumentText: text.optional(),
    selectionToolUrl: url.optional(),
    bimFileUrl: url.optional(),
    customisableButton: z.strictObject({ text, url }).optional(),
    hubspot: z.strictObject({ script: z.string().min(1), title: text.optional() }).optional(),
    isShoppable: z.boolean().default(true),
    isDiscontinued: z.boolean().default(false),
    isEnquiryFormVisible: z.boolean().default(false),
    areExtrasOpenByDefault: z.boolean().default(false),
    sort: z.number().int().default(0),
    extras: extras.optional(),
    related: z.array(id).default([]),
    documents: z.array(z.uuid()).default([]),
    variants: z.array(variantRecord).default([]),
  })
  .superRefine((p, ctx) => {
    const codes = new Set<string>();
    p.variants.forEach((v, i) => {
      if (codes.has(v.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'code'],
          message: `duplicate code ${v.code}`,
        });
      }
      codes.add(v.code);
      if (v.attributeValues.length !== p.attributeNames.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'attributeValues'],
          message: `has ${v.attributeValues.length} values for ${p.attributeNames.length} attribute names`,
        });
      }
    });
    if (p.defaultVariantCode !== undefined && !codes.has(p.defaultVariantCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultVariantCode'],
        message: 'is not the code of a variant',
      });
    }
  });
export type ProductRecord = z.output<typeof productRecord>;

const channelTypes = ['Email', 'Phone', 'Fax', 'Address', 'Website'] as const;

export const salesContactRecord = z.strictObject({
  id,
  typeName: text,
  brands: z.array(z.string().min(1)).default([]),
  companyName: z.string().min(1).max(200),
  scope: text.optional(),
  role: text.optional(),
  personName: z.string().min(1).max(200).optional(),
  image: image.optional(),
  isPerson: z.boolean().default(false),
  isInternalContact: z.boolean().default(false),
  channels: z.array(z.strictObject({ type: z.enum(channelTypes), text: z.string().max(500) })).default([]),
  /** Filter type of the contact block → the values this contact is found by. */
  filters: z.record(z.string().min(1), z.array(z.string().min(1))).default({}),
  sort: z.number().int().default(0),
});

export const contactBlockRecord = z.strictObject({
  id: id.default('default'),
  contactsTitle: text,
  contactsSubtitle: text.optional(),
  contactsDescription: text.optional(),
  defaultCountry: z.string().min(1).optional(),
  filters: z
    .array(
      z.strictObject({
        type: z.string().min(1),
        values: z.array(z.strictObject({ key: z.string().min(1), value: text })).min(1),
      }),
    )
    .max(3),
  servicesTitle: text.optional(),
  servicesSubtitle: text.optional(),
  servicesDescription: text.optional(),
  servicesLinks: z.array(z.strictObject({ url, icon: z.string().min(1), text })).default([]),
});

export const manifestRecord = z.strictObject({
  format: z.literal('airshop-catalog'),
  version: z.literal(1),
  manufacturer: z.string().min(1).optional(),
  generatedBy: z.string().optional(),
});

export type CatalogRecord = z.output<typeof catalogRecord>;
export type CategoryRecord = z.output<typeof categoryRecord>;
export type DocumentRecord = z.output<typeof documentRecord>;
export type SalesContactRecord = z.output<typeof salesContactRecord>;
export type ContactBlockRecord = z.output<typeof contactBlockRecord>;
