import { z } from 'zod';
import { commerceFieldsSchema } from '../catalog/product-variant.ts';
import { contentSummarySchema } from '../content/content.ts';
import { documentSchema } from '../documents/documents.ts';
import { type Locale, parseLocale } from '../i18n/locales.ts';
import {
  AUTOCOMPLETE_SIZE,
  AUTOCOMPLETE_SIZE_MAX,
  SEARCH_BEACON_FIELD_MAX,
  SEARCH_DEFAULT_SIZE,
  SEARCH_FILTER_VALUE_MAX,
  SEARCH_FILTER_VALUES_MAX,
  SEARCH_HIT_TYPES,
  SEARCH_INSIGHTS_MAX_DAYS,
  SEARCH_INSIGHTS_ROWS_MAX,
  SEARCH_LOADED_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_SIZE_MAX,
} from './search-limits.ts';

/*
 * The search API (shop.md §3 "Search request" and "Search hits", §7 "Search"; issue 18; ADR 0071): what the
 * calls under /searchapi/ and /find/rest/autocomplete take and answer. Request fields are the spec's PascalCase
 * names as query parameters; the spec's §7 also names them `query`, `language`, `size` and `skip`, which are
 * accepted as aliases (the PascalCase name wins when both are sent). Plain constants are in `search-limits.ts`.
 */

export * from './search-limits.ts';

/** A boolean query flag: true/false in any case, or 1/0 (what .NET and JavaScript clients send). */
const flag = z
  .union([z.boolean(), z.string().regex(/^(true|false|1|0)$/i, 'true or false')])
  .optional()
  .transform((value) =>
    value === undefined ? undefined : typeof value === 'boolean' ? value : /^(true|1)$/i.test(value),
  );

/** A whole number within bounds, from the query string or from a number. */
const count = (min: number, max: number) =>
  z.coerce.number<number | string>().int().min(min).max(max).optional();

/** A filter: one value or the parameter repeated (`Languages=sv&Languages=de`); empty values are dropped. */
const filter = z
  .union([
    z.string().max(SEARCH_FILTER_VALUE_MAX),
    z.array(z.string().max(SEARCH_FILTER_VALUE_MAX)).max(SEARCH_FILTER_VALUES_MAX),
  ])
  .optional()
  .transform((value) =>
    value === undefined
      ? []
      : [...new Set((Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter((v) => v !== ''))],
  );

const queryText = z.string().trim().max(SEARCH_QUERY_MAX).optional();

/** A locale of the shop in any case (de-at is de-AT); another value is a 400. */
const localeParam = z
  .string()
  .max(10)
  .optional()
  .refine((value) => value === undefined || parseLocale(value) !== undefined, 'one of the shop’s locales')
  .transform((value) => parseLocale(value));

/**
 * The query parameters every /searchapi/ GET call takes (shop.md §3 "Search request"). Each call reads the
 * fields that apply to it and ignores the others.
 */
export const searchRequestSchema = z
  .object({
    Query: queryText.describe(
      `The words typed (at most ${SEARCH_QUERY_MAX} characters after trimming). Codes, LVI numbers, names and ` +
        'words of the texts are matched in the language of Lang, with stemming, without accents and with one ' +
        'typo allowed. Empty: SearchDocuments, SearchSolutions, SearchPages, SearchSolutionsAndPages and the ' +
        'facet calls list everything that matches the filters; instantsearch and SearchProducts answer no hits.',
    ),
    Lang: localeParam.describe(
      'Locale of the texts and of the stemming (en, sv, de-AT …). Default: the page locale header, then x-lang, ' +
        'then en. A locale without its own text of an item shows its fallback (de-AT → de → en).',
    ),
    Size: count(1, SEARCH_SIZE_MAX).describe(
      `Hits to return (1-${SEARCH_SIZE_MAX}; default ${SEARCH_DEFAULT_SIZE}, instantsearch 4 of each kind).`,
    ),
    Loaded: count(0, SEARCH_LOADED_MAX).describe(
      'Hits already shown (the offset of "load more"; default 0). For SearchSolutionsAndPages it counts the ' +
        'alternating list as a whole.',
    ),
    Languages: filter.describe(
      'Documents in any of these languages (ISO 639-1 codes as the documents name them).',
    ),
    DocumentTypes: filter.describe(
      'Documents of any of these types: a type key (datasheet) or a supertype (as GetDocumentSupertypes names it).',
    ),
    Status: filter.describe(
      'Documents with any of these statuses (Released, Preliminary …), case-insensitive.',
    ),
    Categories: filter.describe('Products in any of these categories (category ids) or their subcategories.'),
    ProductTypes: filter.describe(
      'Products of any of these types: product, accessory, spare-part, filter, warranty.',
    ),
    Alphabetical: flag.describe('Sort by name (documents and products); same as IsAlphabetical.'),
    IsAlphabetical: flag.describe('Sort by name; same as Alphabetical.'),
    SortByStatus: flag.describe('Sort documents by status (Released, Preliminary, others, Archived).'),
    SortByDate: flag.describe('Sort documents by date (newest first unless SortAsc).'),
    SortAsc: flag.describe('Ascending order of the chosen sort.'),
    IsSortDesc: flag.describe('Descending order of the chosen sort; wins over SortAsc when both are sent.'),
    ShortDescription: flag.describe('Product hits carry their short description (intro); default false.'),
    query: queryText.describe('Alias of Query (shop.md §7).'),
    language: localeParam.describe('Alias of Lang (shop.md §7).'),
    size: count(1, SEARCH_SIZE_MAX).describe('Alias of Size (shop.md §7).'),
    skip: count(0, SEARCH_LOADED_MAX).describe('Alias of Loaded (shop.md §7).'),
  })
  .describe('Search request (shop.md §3).');
export type SearchRequestQuery = z.input<typeof searchRequestSchema>;
type ParsedSearchRequest = z.output<typeof searchRequestSchema>;

/** What sorts a list: relevance unless a sort flag is set. */
export type SearchSortKey = 'relevance' | 'name' | 'status' | 'date';

/** A search request after aliases, defaults and sort flags are resolved. */
export interface SearchRequest {
  query: string;
  /** Undefined: the caller's page locale decides. */
  locale: Locale | undefined;
  size: number;
  loaded: number;
  languages: string[];
  documentTypes: string[];
  statuses: string[];
  categories: string[];
  productTypes: string[];
  sort: SearchSortKey;
  descending: boolean;
  shortDescription: boolean;
}

/**
 * Resolves a parsed request: PascalCase names win over their aliases; the first sort flag set of
 * Alphabetical/IsAlphabetical, SortByStatus, SortByDate is the sort (relevance without one); IsSortDesc, else
 * SortAsc, says the direction, else the sort's natural one (names and statuses ascending, dates newest first).
 */
export function resolveSearchRequest(
  query: ParsedSearchRequest,
  defaultSize: number = SEARCH_DEFAULT_SIZE,
): SearchRequest {
  const sort: SearchSortKey =
    query.Alphabetical || query.IsAlphabetical
      ? 'name'
      : query.SortByStatus
        ? 'status'
        : query.SortByDate
          ? 'date'
          : 'relevance';
  const natural = sort === 'date' || sort === 'relevance';
  const descending =
    query.IsSortDesc !== undefined
      ? query.IsSortDesc
      : query.SortAsc !== undefined
        ? !query.SortAsc
        : natural;
  return {
    query: query.Query ?? query.query ?? '',
    locale: query.Lang ?? query.language,
    size: query.Size ?? query.size ?? defaultSize,
    loaded: query.Loaded ?? query.skip ?? 0,
    languages: query.Languages.map((v) => v.toLowerCase()),
    documentTypes: query.DocumentTypes,
    statuses: query.Status,
    categories: query.Categories,
    productTypes: query.ProductTypes.map((v) => v.toLowerCase()),
    sort,
    descending,
    shortDescription: query.ShortDescription ?? false,
  };
}

/** One value of a facet with the hits it would give. */
export const searchFacetSchema = z
  .object({
    /** What goes into the filter parameter. */
    Value: z.string(),
    /**
     * The name to show in the request's language: category names from the catalogue; for product types,
     * statuses and supertypes the catalogue's own word (the browser may translate those by Value).
     */
    Label: z.string(),
    /** Hits with this value that match the query and the OTHER facets' filters (not this facet's own). */
    Count: z.number().int(),
    /** The request's filter holds this value. */
    Selected: z.boolean(),
  })
  .meta({ id: 'SearchFacet' });
export type SearchFacet = z.infer<typeof searchFacetSchema>;

export const searchSupertypeFacetSchema = searchFacetSchema
  .extend({
    /** The document types of this supertype, each a facet of its own (Value is the type key). */
    Types: z.array(searchFacetSchema),
  })
  .meta({ id: 'SearchSupertypeFacet' });
export type SearchSupertypeFacet = z.infer<typeof searchSupertypeFacetSchema>;

export const searchFacetsSchema = z
  .object({ Facets: z.array(searchFacetSchema) })
  .meta({ id: 'SearchFacets' });
export const searchSupertypeFacetsSchema = z
  .object({ Facets: z.array(searchSupertypeFacetSchema) })
  .meta({ id: 'SearchSupertypeFacets' });

/** Prices and stock of a product hit: present only for a viewer allowed to see them, absent for anyone else. */
const searchCommerceFields = commerceFieldsSchema.pick({
  UnitPrice: true,
  UnitGrossPrice: true,
  Stock: true,
  StockExpired: true,
});

/** A product or variant found (Hits[].Document of SearchProducts). */
export const searchProductSchema = z
  .object({
    /** The product's id. */
    Id: z.string(),
    /** The variant's code for a variant hit; the product's default variant code (or null) for a product hit. */
    Code: z.string().nullable(),
    LviNumber: z.string().nullable(),
    Name: z.string(),
    /** Product page in the request's locale; a variant hit's URL selects the variant (?code=). */
    Url: z.string(),
    /** /media URL at 200 × 200, or null. */
    ImageUrl: z.string().nullable(),
    /** product, accessory, spare-part, filter or warranty. */
    ProductType: z.string(),
    CategoryId: z.string(),
    CategoryName: z.string(),
    /** The product's intro as plain text when ShortDescription=true, else null. */
    ShortDescription: z.string().nullable(),
    IsDiscontinued: z.boolean(),
  })
  .extend(searchCommerceFields.shape)
  .meta({ id: 'SearchProduct' });
export type SearchProduct = z.infer<typeof searchProductSchema>;

/** A document found: the Document of the Documents calls with its set. */
export const searchDocumentSchema = documentSchema
  .extend({
    /**
     * The document's set: the versions and languages of one document share its Number, which is the set's id.
     */
    DocumentSetId: z.string(),
  })
  .meta({ id: 'SearchDocument' });
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

function hitSchema<T extends z.ZodType>(document: T) {
  return z.object({
    /** `type:id` (`variant:AB-123`, `document:uuid`, `solution:id`): what TrackSearchClick's hitId names. */
    HitId: z.string(),
    Type: z.enum(SEARCH_HIT_TYPES),
    /** Relevance, higher first; 0 when a sort flag decided the order. Comparable within one answer only. */
    Score: z.number(),
    Document: document,
  });
}

export const productHitSchema = hitSchema(searchProductSchema).meta({ id: 'SearchProductHit' });
export const documentHitSchema = hitSchema(searchDocumentSchema).meta({ id: 'SearchDocumentHit' });
/** Solutions are Type solution; pages and blog posts are Type page (ContentSummary.Kind tells them apart). */
export const contentHitSchema = hitSchema(contentSummarySchema).meta({ id: 'SearchContentHit' });
export type ProductHit = z.infer<typeof productHitSchema>;
export type DocumentHit = z.infer<typeof documentHitSchema>;
export type ContentHit = z.infer<typeof contentHitSchema>;

const searchIdField = z
  .string()
  .describe('Id of this answer, sent back in TrackSearchClick’s searchId so a click is tied to its search.');
const moreMatchingField = z
  .boolean()
  .optional()
  .describe(
    'True when more items match than TotalMatching says: counts stop at 1,000 (ADR 0077), and the facets count ' +
      'and relevance ranks among the matches read.',
  );
const suggestionsField = z
  .array(z.string())
  .describe(
    'When nothing matched: up to 3 words of names and titles close to the query’s longest word (trigram similarity), else [].',
  );

export const searchProductsResultSchema = z
  .object({
    SearchId: searchIdField,
    Query: z.string(),
    Hits: z.array(productHitSchema),
    TotalMatching: z.number().int(),
    MoreMatching: moreMatchingField,
    /** Whether the hits carry prices and stock (the viewer may see them). */
    ShowPrices: z.boolean(),
    Facets: z.object({ Categories: z.array(searchFacetSchema), ProductTypes: z.array(searchFacetSchema) }),
    Suggestions: suggestionsField,
  })
  .meta({ id: 'SearchProductsResult' });
export type SearchProductsResult = z.infer<typeof searchProductsResultSchema>;

export const searchDocumentsResultSchema = z
  .object({
    SearchId: searchIdField,
    Query: z.string(),
    Hits: z.array(documentHitSchema),
    TotalMatching: z.number().int(),
    MoreMatching: moreMatchingField,
    Facets: z.object({
      Languages: z.array(searchFacetSchema),
      Statuses: z.array(searchFacetSchema),
      Supertypes: z.array(searchSupertypeFacetSchema),
    }),
    /** The visitor's recently viewed documents (cookie, ADR 0011), newest first, whatever the query. */
    RecentlyViewedDocuments: z.array(searchDocumentSchema),
    Suggestions: suggestionsField,
  })
  .meta({ id: 'SearchDocumentsResult' });
export type SearchDocumentsResult = z.infer<typeof searchDocumentsResultSchema>;

export const searchContentResultSchema = z
  .object({
    SearchId: searchIdField,
    Query: z.string(),
    Hits: z.array(contentHitSchema),
    /** SolutionsMatching + PagesMatching of this call. */
    TotalMatching: z.number().int(),
    /** Solutions matching (0 for SearchPages). */
    SolutionsMatching: z.number().int(),
    /** Pages and blog posts matching (0 for SearchSolutions). */
    PagesMatching: z.number().int(),
    /** Solutions shown after this answer (those of earlier pages included). */
    SolutionsLoaded: z.number().int(),
    /** Pages and blog posts shown after this answer. */
    PagesLoaded: z.number().int(),
    Suggestions: suggestionsField,
  })
  .meta({ id: 'SearchContentResult' });
export type SearchContentResult = z.infer<typeof searchContentResultSchema>;

export const instantSearchResultSchema = z
  .object({
    SearchId: searchIdField,
    Query: z.string(),
    ShowPrices: z.boolean(),
    Products: z.object({
      Hits: z.array(productHitSchema),
      TotalMatching: z.number().int(),
      MoreMatching: moreMatchingField,
    }),
    Documents: z.object({
      Hits: z.array(documentHitSchema),
      TotalMatching: z.number().int(),
      MoreMatching: moreMatchingField,
    }),
    SolutionsAndPages: z.object({
      Hits: z.array(contentHitSchema),
      SolutionsMatching: z.number().int(),
      PagesMatching: z.number().int(),
    }),
    Suggestions: suggestionsField,
  })
  .meta({ id: 'InstantSearchResult' });
export type InstantSearchResult = z.infer<typeof instantSearchResultSchema>;

export const searchBarInfoSchema = z
  .object({
    InstantSearchSize: z.number().int(),
    AutocompleteSize: z.number().int(),
    SearchMessageThresholdMs: z.number().int(),
    QueryMaxLength: z.number().int(),
    /** The search page in the request's locale (/sv/search). */
    SearchPageUrl: z.string(),
    DocumentSearchPageUrl: z.string(),
  })
  .meta({ id: 'SearchBarInfo' });
export type SearchBarInfo = z.infer<typeof searchBarInfoSchema>;

export const searchPageInfoSchema = searchBarInfoSchema
  .extend({
    PageSize: z.number().int(),
    SizeMax: z.number().int(),
    ShowPrices: z.boolean(),
    RecentlyViewedDocuments: z.array(searchDocumentSchema),
    /** Every document language, status and supertype with its count over all documents (empty query). */
    DocumentFacets: z.object({
      Languages: z.array(searchFacetSchema),
      Statuses: z.array(searchFacetSchema),
      Supertypes: z.array(searchSupertypeFacetSchema),
    }),
  })
  .meta({ id: 'SearchPageInfo' });
export type SearchPageInfo = z.infer<typeof searchPageInfoSchema>;

/** GET /find/rest/autocomplete/get/{q}: q is the text typed so far. */
export const autocompleteParamsSchema = z.object({ q: z.string().trim().min(1).max(SEARCH_QUERY_MAX) });
export const autocompleteQuerySchema = z.object({
  size: count(1, AUTOCOMPLETE_SIZE_MAX).describe(`Suggestions (default ${AUTOCOMPLETE_SIZE}).`),
  Lang: localeParam.describe('Locale of the suggestions; default as the search calls.'),
});
export const autocompleteResultSchema = z
  .object({
    /** Completions of q, best first: product names, variant codes, LVI numbers, document and page titles. */
    Hits: z.array(z.object({ Query: z.string() })),
  })
  .meta({ id: 'AutocompleteResult' });
export type AutocompleteResult = z.infer<typeof autocompleteResultSchema>;

const beaconText = z.string().max(SEARCH_BEACON_FIELD_MAX);
const beaconFields = z.object({
  query: z.string().max(SEARCH_QUERY_MAX + 100),
  /** The HitId clicked; absent or null when the beacon reports a search shown without a click. */
  hitId: beaconText.nullable().optional(),
  searchId: beaconText,
  clicked: z.boolean(),
  empty: z.boolean(),
  language: beaconText,
});
export type SearchClick = z.infer<typeof beaconFields>;

/**
 * POST /searchapi/TrackSearchClick. The browser sends it with navigator.sendBeacon, whose body may arrive as
 * text/plain: a JSON text is parsed, an object is taken as it is.
 */
export const searchClickSchema = z
  .union([
    beaconFields,
    z
      .string()
      .max(4096)
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'a JSON object' });
          return z.NEVER;
        }
      })
      .pipe(beaconFields),
  ])
  .meta({ id: 'SearchClick' });

/** GET /api/v1/BackOffice/SearchInsights */
export const searchInsightsQuerySchema = z.object({
  from: z.iso
    .date()
    .optional()
    .describe(
      `First day (UTC, YYYY-MM-DD); default 30 days before \`to\`; at most ${SEARCH_INSIGHTS_MAX_DAYS} days.`,
    ),
  to: z.iso.date().optional().describe('Last day, included (UTC); default today.'),
  limit: count(1, SEARCH_INSIGHTS_ROWS_MAX).describe('Rows per list (default 50).'),
});
export const searchInsightsSchema = z
  .object({
    From: z.iso.date(),
    To: z.iso.date(),
    /** Searches reported in the period (distinct SearchIds). */
    Searches: z.number().int(),
    /** Searches with at least one click. */
    SearchesWithClick: z.number().int(),
    /** Queries by searches, most first, with their clicks and click-through (searches with a click / searches). */
    TopQueries: z.array(
      z.object({
        Query: z.string(),
        Searches: z.number().int(),
        Clicks: z.number().int(),
        ClickThrough: z.number(),
      }),
    ),
    /** Queries whose searches found nothing, most first. */
    NoResultQueries: z.array(z.object({ Query: z.string(), Searches: z.number().int() })),
  })
  .meta({ id: 'SearchInsights' });
export type SearchInsights = z.infer<typeof searchInsightsSchema>;
