import { z } from 'zod';

/*
 * Sales contacts and the contact block (product-page.md §3, §5, §7; shop.md §5, §7). Texts are already in the
 * visitor's language when they reach these shapes; ADR 0012 records the choices the spec leaves open.
 */

export const CONTACT_CHANNEL_TYPES = ['Email', 'Phone', 'Fax', 'Address', 'Website'] as const;
export type ContactChannelType = (typeof CONTACT_CHANNEL_TYPES)[number];

/** The filter types the sales-contact finder page filters by (shop.md: "by country and application"). */
export const COUNTRY_FILTER_TYPE = 'Country';
export const APPLICATION_FILTER_TYPE = 'Application';

/** The contact block has at most three filters: Filter1 … Filter3. */
export const CONTACT_FILTER_COUNT = 3;

/** Longest e-mail address accepted by POST Customer/CollectMail (RFC 5321 path limit). */
export const COLLECT_MAIL_MAX_LENGTH = 254;

export const contactChannelSchema = z
  .object({ ContactChannelType: z.enum(CONTACT_CHANNEL_TYPES), Text: z.string().min(1) })
  .meta({ id: 'ContactChannel' });
export type ContactChannel = z.infer<typeof contactChannelSchema>;

export const contactSchema = z
  .object({
    ContactId: z.string(),
    TypeName: z.string(),
    Brands: z.array(z.string()),
    CompanyName: z.string(),
    Scope: z.string().nullable(),
    Role: z.string().nullable(),
    PersonName: z.string().nullable(),
    /** URL of the picture at the spec's contact size (300x300), or null. */
    Image: z.string().nullable(),
    IsPerson: z.boolean(),
    IsInternalContact: z.boolean(),
    /** Channels with an empty text are left out (product-page.md §5). */
    ContactChannels: z.array(contactChannelSchema),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

/** Internal contacts first ("our people"), then offices and external partners; each in the editor's order. */
export const contactListSchema = z.array(contactSchema).meta({ id: 'ContactList' });

export const filterValueSchema = z.object({ Key: z.string(), Value: z.string() }).meta({ id: 'FilterValue' });
export type FilterValue = z.infer<typeof filterValueSchema>;

export const servicesLinkSchema = z
  .object({ Url: z.string(), Icon: z.string(), Text: z.string() })
  .meta({ id: 'ServicesLink' });

/**
 * GET /api/v1/SalesContacts/ContactBlock. A filter the block does not have is `FilterNType: null` with no
 * values; every filter that is present must be answered in SalesContacts/Contacts.
 */
export const contactBlockSchema = z
  .object({
    ContactsTitle: z.string(),
    ContactsSubtitle: z.string().nullable(),
    ContactsDescription: z.string().nullable(),
    DefaultCountry: z.string().nullable(),
    Filter1Type: z.string().nullable(),
    Filter1Values: z.array(filterValueSchema),
    Filter2Type: z.string().nullable(),
    Filter2Values: z.array(filterValueSchema),
    Filter3Type: z.string().nullable(),
    Filter3Values: z.array(filterValueSchema),
    ServicesTitle: z.string().nullable(),
    ServicesSubtitle: z.string().nullable(),
    ServicesDescription: z.string().nullable(),
    ServicesLinks: z.array(servicesLinkSchema),
  })
  .meta({ id: 'ContactBlock' });
export type ContactBlock = z.infer<typeof contactBlockSchema>;

/** A filter key as the catalogue writes them: country codes (SE), application keys (healthcare). */
export const filterKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

const filterTypeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

/** A form sends every parameter, an unanswered one as `name=`: empty counts as not sent. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/** The value of a query parameter that may be sent empty: undefined when it is. */
export function presentParam<T extends string>(value: T | '' | undefined): T | undefined {
  return value === '' ? undefined : value;
}

/**
 * GET /api/v1/SalesContacts/Contacts. Which filters are required depends on the contact block, so the
 * service checks that; here only the form of each value. A type, when sent, must be the block's type.
 */
export const contactsQuerySchema = z.object({
  filter1Type: orEmpty(filterTypeSchema),
  filter1Value: orEmpty(filterKeySchema),
  filter2Type: orEmpty(filterTypeSchema),
  filter2Value: orEmpty(filterKeySchema),
  filter3Type: orEmpty(filterTypeSchema),
  filter3Value: orEmpty(filterKeySchema),
});
export type ContactsQuery = z.infer<typeof contactsQuerySchema>;

/** ISO 3166-1 alpha-2, any case (se is SE). */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a 2-letter ISO 3166 country code')
  .transform((code) => code.toUpperCase());

export const countryParamsSchema = z.object({ c: countryCodeSchema });

/** GET /api/v1/SalesContacts and /SalesContacts/Countries/{c}. */
export const salesContactsQuerySchema = z.object({ applicationArea: orEmpty(filterKeySchema) });

/**
 * GET /api/v1/SalesContacts/Index: what the sales-contact finder page needs to start — its texts, the
 * countries and application areas that have contacts (localized names, the editor's order) and the
 * pre-selected country.
 */
export const salesContactsIndexSchema = z
  .object({
    ContactsTitle: z.string(),
    ContactsSubtitle: z.string().nullable(),
    ContactsDescription: z.string().nullable(),
    DefaultCountry: z.string().nullable(),
    Countries: z.array(filterValueSchema),
    ApplicationAreas: z.array(filterValueSchema),
  })
  .meta({ id: 'SalesContactsIndex' });
export type SalesContactsIndex = z.infer<typeof salesContactsIndexSchema>;

const clickedEmailSchema = z.email().max(COLLECT_MAIL_MAX_LENGTH);

/**
 * POST /api/v1/Customer/CollectMail: "JSON body holding the clicked e-mail text". Both `{ "Email": "…" }` and
 * the bare JSON string `"…"` are accepted; the address must be one of a sales contact's e-mail channels.
 */
export const collectMailBodySchema = z
  .union([z.object({ Email: clickedEmailSchema }), clickedEmailSchema])
  .meta({ id: 'CollectMail' });
export type CollectMailBody = z.infer<typeof collectMailBodySchema>;
