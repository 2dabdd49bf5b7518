import { randomUUID } from 'node:crypto';
import { mediaUrl } from '@airshop/domain/catalog/media';
import { productUrl } from '@airshop/domain/catalog/product';
import {
  type ContentKind,
  type ContentSummary,
  contentUrl,
  type PageType,
} from '@airshop/domain/content/content';
import {
  dateSortable,
  documentDownloadUrl,
  documentUrl,
  statusSortable,
} from '@airshop/domain/documents/documents';
import type { Locale } from '@airshop/domain/i18n/locales';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import { alternationOffsets } from '@airshop/domain/search/alternate';
import {
  AUTOCOMPLETE_SIZE,
  type AutocompleteResult,
  type ContentHit,
  type DocumentHit,
  documentSearchPageUrl,
  INSTANT_SEARCH_SIZE,
  type InstantSearchResult,
  type ProductHit,
  resolveSearchRequest,
  SEARCH_DEFAULT_SIZE,
  SEARCH_MESSAGE_THRESHOLD_MS,
  SEARCH_QUERY_MAX,
  SEARCH_SIZE_MAX,
  type SearchBarInfo,
  type SearchContentResult,
  type SearchDocument,
  type SearchDocumentsResult,
  type SearchFacet,
  type SearchPageInfo,
  type SearchProductsResult,
  type SearchRequest,
  type SearchSupertypeFacet,
  searchPageUrl,
  type searchRequestSchema,
} from '@airshop/domain/search/search';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.ts';
import { resolveCommerceVisibility } from '../commerce/index.ts';
import {
  autocompleteRows,
  type ContentSearchRow,
  type DocumentData,
  documentsByIds,
  type FacetRow,
  type ProductSearchRow,
  type SupertypeFacetRow,
  searchContentRows,
  searchDocumentRows,
  searchProductRows,
  wholeSetOrder,
} from './engine.ts';
import { baseLanguage } from './languages.ts';

/*
 * The search calls' answers (shop.md §7 "Search", ADR 0071): the engine's rows shaped into the contract of
 * domain/search/search.ts. Prices and stock are read (in the engine's one statement) only when the commerce home
 * says the viewer may see them.
 */

type Query = z.output<typeof searchRequestSchema>;

export interface SearchCall {
  ctx: RequestContext;
  locale: Locale;
  request: SearchRequest;
}

export function searchCall(ctx: RequestContext, query: Query, defaultSize = SEARCH_DEFAULT_SIZE): SearchCall {
  const request = resolveSearchRequest(query, defaultSize);
  return { ctx, locale: request.locale ?? ctx.locale, request };
}

interface Viewer {
  visible: boolean;
  marketId: string;
  currency: string;
}

async function viewerOf(ctx: RequestContext): Promise<Viewer> {
  const { visible, market } = await resolveCommerceVisibility(ctx);
  return { visible, marketId: market.id, currency: market.currency };
}

function facets(rows: readonly FacetRow[], selected: readonly string[], caseless = false): SearchFacet[] {
  const chosen = new Set(caseless ? selected.map((s) => s.toLowerCase()) : selected);
  return rows.map((row) => ({
    Value: row.value,
    Label: row.label,
    Count: row.count,
    Selected: chosen.has(caseless ? row.value.toLowerCase() : row.value),
  }));
}

function supertypeFacets(
  rows: readonly SupertypeFacetRow[],
  selected: readonly string[],
): SearchSupertypeFacet[] {
  const chosen = new Set(selected);
  return rows.map((row) => ({
    Value: row.value,
    Label: row.label,
    Count: row.count,
    Selected: chosen.has(row.value),
    Types: [...row.types]
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
      .map((t) => ({ Value: t.value, Label: t.label, Count: t.count, Selected: chosen.has(t.value) })),
  }));
}

function money(amount: string, currency: string) {
  return { Amount: Number(amount), Currency: currency };
}

function productHit(row: ProductSearchRow, call: SearchCall, viewer: Viewer): ProductHit {
  const d = row.data;
  const base = productUrl(call.locale, d.catalog, d.path);
  const variant = row.kind === 'variant';
  const hit: ProductHit = {
    HitId: `${row.kind}:${variant ? (d.code ?? row.item_id) : row.item_id}`,
    Type: row.kind,
    Score: Number(row.score),
    Document: {
      Id: d.product,
      Code: d.code,
      LviNumber: d.lvi,
      Name: d.name,
      Url: variant && d.code ? `${base}?code=${encodeURIComponent(d.code)}` : base,
      ImageUrl: d.image ? mediaUrl(d.image, 'relatedItem') : null,
      ProductType: d.product_type,
      CategoryId: d.category_id,
      CategoryName: d.category_name,
      ShortDescription: call.request.shortDescription ? d.intro : null,
      IsDiscontinued: d.discontinued,
    },
  };
  if (viewer.visible) {
    const offer = row.offer;
    hit.Document.UnitPrice =
      offer?.net != null
        ? { ...money(offer.net, viewer.currency), Tax: { Rate: Number(offer.tax_rate ?? 0) } }
        : null;
    hit.Document.UnitGrossPrice = offer?.gross != null ? money(offer.gross, viewer.currency) : null;
    hit.Document.Stock = offer?.stock ?? null;
  }
  return hit;
}

export function searchDocumentOf(d: DocumentData): SearchDocument {
  return {
    Id: d.id,
    Name: d.name,
    Number: d.number,
    Categories: [...d.categories]
      .sort((a, b) => a.order - b.order)
      .map((c) => ({ Type: c.type, TypeKey: c.typeKey, Supertype: c.supertype, Order: c.order })),
    Languages: d.languages,
    Status: d.status,
    Retired: d.retired,
    Date: d.date,
    StatusSortable: statusSortable(d.status),
    DateSortable: dateSortable(d.date),
    Url: documentUrl(d.id),
    DownloadUrl: documentDownloadUrl(d.id),
    DocumentSetId: d.number,
  };
}

function contentSummaryOf(row: ContentSearchRow, locale: Locale): ContentSummary {
  const d = row.data;
  const kind = d.kind as ContentKind;
  return {
    Id: d.id,
    Kind: kind,
    PageType: (d.pageType as PageType | null) ?? null,
    Route: d.route,
    Url: contentUrl(locale, kind, d.route),
    Title: d.title,
    Summary: d.summary,
    Image: d.image
      ? {
          Url: mediaUrl(d.image.key, 'featureCarousel'),
          Alt: d.image.alt ? localizedText({ en: '', ...d.image.alt }, locale) || d.title : d.title,
        }
      : null,
    PublishedAt: d.publishedAt,
    TextLocale: d.textLocale,
    IsFallback: baseLanguage(d.textLocale) !== baseLanguage(locale),
  };
}

function contentHit(row: ContentSearchRow, locale: Locale): ContentHit {
  return {
    HitId: `${row.kind}:${row.item_id}`,
    Type: row.kind,
    Score: Number(row.score),
    Document: contentSummaryOf(row, locale),
  };
}

/**
 * The hits of a page within the count the answer gives. A capped set read in relevance order holds one row past
 * the cap, the row that says more match (ADR 0077); a page reaching it must not show it, or a client would see
 * one hit more than TotalMatching. Sets read whole (sorted by name, date or status) page on past the cap.
 */
export function withinCount<T>(
  hits: readonly T[],
  rows: { total: number; capped: boolean },
  request: SearchRequest,
): T[] {
  if (!rows.capped || wholeSetOrder(request)) return [...hits];
  return hits.slice(0, Math.max(0, rows.total - request.loaded));
}

export async function searchProducts(call: SearchCall): Promise<SearchProductsResult> {
  const viewer = await viewerOf(call.ctx);
  const empty = call.request.query.trim() === '';
  const rows = await searchProductRows(call.ctx.db, call.locale, call.request, {
    market: viewer.visible ? viewer.marketId : undefined,
    hits: !empty,
  });
  return {
    SearchId: randomUUID(),
    Query: call.request.query,
    Hits: withinCount(rows.hits, rows, call.request).map((row) => productHit(row, call, viewer)),
    TotalMatching: empty ? 0 : rows.total,
    MoreMatching: !empty && rows.capped,
    ShowPrices: viewer.visible,
    Facets: {
      Categories: facets(rows.categories, call.request.categories),
      ProductTypes: facets(rows.types, call.request.productTypes, true),
    },
    Suggestions: rows.suggestions,
  };
}

/** Facets of products over everything matching (an empty query counts all products). */
export async function productFacets(call: SearchCall, which: 'categories' | 'types'): Promise<SearchFacet[]> {
  const rows = await searchProductRows(call.ctx.db, call.locale, call.request, {
    market: undefined,
    hits: false,
  });
  return which === 'categories'
    ? facets(rows.categories, call.request.categories)
    : facets(rows.types, call.request.productTypes, true);
}

export async function recentlyViewedDocuments(
  ctx: RequestContext,
  locale: Locale,
): Promise<SearchDocument[]> {
  return (await documentsByIds(ctx.db, locale, ctx.recentDocumentIds)).map(searchDocumentOf);
}

export async function searchDocuments(call: SearchCall): Promise<SearchDocumentsResult> {
  const [rows, recent] = await Promise.all([
    searchDocumentRows(call.ctx.db, call.locale, call.request, { hits: true }),
    recentlyViewedDocuments(call.ctx, call.locale),
  ]);
  return {
    SearchId: randomUUID(),
    Query: call.request.query,
    Hits: withinCount(rows.hits, rows, call.request).map(
      (row): DocumentHit => ({
        HitId: `document:${row.item_id}`,
        Type: 'document',
        Score: Number(row.score),
        Document: searchDocumentOf(row.data),
      }),
    ),
    TotalMatching: rows.total,
    MoreMatching: rows.capped,
    Facets: {
      Languages: facets(rows.languages, call.request.languages, true),
      Statuses: facets(rows.statuses, call.request.statuses, true),
      Supertypes: supertypeFacets(rows.supertypes, call.request.documentTypes),
    },
    RecentlyViewedDocuments: recent,
    Suggestions: rows.suggestions,
  };
}

export async function documentFacets(call: SearchCall) {
  const rows = await searchDocumentRows(call.ctx.db, call.locale, call.request, { hits: false });
  return {
    Languages: facets(rows.languages, call.request.languages, true),
    Statuses: facets(rows.statuses, call.request.statuses, true),
    Supertypes: supertypeFacets(rows.supertypes, call.request.documentTypes),
  };
}

const CONTENT_KINDS = {
  both: ['solution', 'page'],
  solutions: ['solution'],
  pages: ['page'],
} as const;

export async function searchContent(
  call: SearchCall,
  which: keyof typeof CONTENT_KINDS,
): Promise<SearchContentResult> {
  const rows = await searchContentRows(call.ctx.db, call.locale, call.request, CONTENT_KINDS[which]);
  const end = Math.min(call.request.loaded + call.request.size, rows.solutions + rows.pages);
  const shown = alternationOffsets(end, rows.solutions, rows.pages);
  return {
    SearchId: randomUUID(),
    Query: call.request.query,
    Hits: rows.hits.map((row) => contentHit(row, call.locale)),
    TotalMatching: rows.solutions + rows.pages,
    SolutionsMatching: rows.solutions,
    PagesMatching: rows.pages,
    SolutionsLoaded: shown.solutions,
    PagesLoaded: shown.pages,
    Suggestions: rows.suggestions,
  };
}

/** The header's instant results: the three searches run side by side (three statements on a pool). */
export async function instantSearch(call: SearchCall): Promise<InstantSearchResult> {
  const request = { ...call.request, loaded: 0, sort: 'relevance' as const };
  if (request.query.trim() === '') {
    const viewer = await viewerOf(call.ctx);
    return {
      SearchId: randomUUID(),
      Query: request.query,
      ShowPrices: viewer.visible,
      Products: { Hits: [], TotalMatching: 0 },
      Documents: { Hits: [], TotalMatching: 0 },
      SolutionsAndPages: { Hits: [], SolutionsMatching: 0, PagesMatching: 0 },
      Suggestions: [],
    };
  }
  const sub = { ...call, request };
  const [products, documents, content] = await Promise.all([
    searchProducts(sub),
    searchDocuments({ ...sub, ctx: { ...call.ctx, recentDocumentIds: [] } }),
    searchContent(sub, 'both'),
  ]);
  return {
    SearchId: randomUUID(),
    Query: request.query,
    ShowPrices: products.ShowPrices,
    Products: {
      Hits: products.Hits,
      TotalMatching: products.TotalMatching,
      MoreMatching: products.MoreMatching,
    },
    Documents: {
      Hits: documents.Hits,
      TotalMatching: documents.TotalMatching,
      MoreMatching: documents.MoreMatching,
    },
    SolutionsAndPages: {
      Hits: content.Hits,
      SolutionsMatching: content.SolutionsMatching,
      PagesMatching: content.PagesMatching,
    },
    Suggestions:
      products.TotalMatching + documents.TotalMatching + content.TotalMatching === 0
        ? products.Suggestions
        : [],
  };
}

export const INSTANT_DEFAULT_SIZE = INSTANT_SEARCH_SIZE;

export function searchBarInfo(locale: Locale): SearchBarInfo {
  return {
    InstantSearchSize: INSTANT_SEARCH_SIZE,
    AutocompleteSize: AUTOCOMPLETE_SIZE,
    SearchMessageThresholdMs: SEARCH_MESSAGE_THRESHOLD_MS,
    QueryMaxLength: SEARCH_QUERY_MAX,
    SearchPageUrl: searchPageUrl(locale),
    DocumentSearchPageUrl: documentSearchPageUrl(locale),
  };
}

export async function searchPageInfo(call: SearchCall): Promise<SearchPageInfo> {
  const all = { ...call, request: { ...call.request, query: '' } };
  const [viewer, recent, documentFacetsOfAll] = await Promise.all([
    viewerOf(call.ctx),
    recentlyViewedDocuments(call.ctx, call.locale),
    documentFacets(all),
  ]);
  return {
    ...searchBarInfo(call.locale),
    PageSize: SEARCH_DEFAULT_SIZE,
    SizeMax: SEARCH_SIZE_MAX,
    ShowPrices: viewer.visible,
    RecentlyViewedDocuments: recent,
    DocumentFacets: documentFacetsOfAll,
  };
}

export async function autocomplete(
  ctx: RequestContext,
  locale: Locale,
  text: string,
  size: number,
): Promise<AutocompleteResult> {
  return { Hits: (await autocompleteRows(ctx.db, locale, text, size)).map((t) => ({ Query: t })) };
}
