import { MEDIA_SIZES, mediaUrl } from '@airshop/domain/catalog/media';
import { type ProductPage, productUrl } from '@airshop/domain/catalog/product';
import {
  type DocumentDto,
  dateSortable,
  documentDownloadUrl,
  documentUrl,
  statusSortable,
} from '@airshop/domain/documents/documents';
import { type LocalizedText, localizedText } from '@airshop/domain/i18n/localized-text';
import type { ImageRef, LinkRef } from '../../db/schema/catalog.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { productCacheTtl } from './cache-settings.ts';
import { type DocumentJson, findProductPage, type ProductPageJson } from './page-query.ts';

/*
 * GET Catalog/Products/{id}: the product as loaded for its page. Nothing in it depends on who asks except
 * RecentlyViewedDocuments, so the page is cached per product and language for everyone, with its JSON text,
 * and the visitor's recently viewed documents are picked from its Documents in memory: no SQL at all on a hit.
 */

interface CachedPage {
  page: ProductPage;
  /** The page serialised (UTF-8), with RecentlyViewedDocuments empty: sent as it is to most visitors. */
  json: Buffer;
}

const cache = new TtlCache<CachedPage | null>(productCacheTtl, 2_000);

/** Forget cached pages (tests; after an import in this process). */
export function clearProductPageCache(): void {
  cache.clear();
}

async function cachedPage(ctx: RequestContext, id: string): Promise<CachedPage> {
  const entry = await cache.get(`${id}\u0000${ctx.locale}`, async () => {
    const row = await findProductPage(ctx.db, id);
    if (!row) return null;
    const page = toProductPage(row, ctx.locale);
    return { page, json: Buffer.from(JSON.stringify(page)) };
  });
  if (!entry) throw new AppError('not_found', `No product ${id}`);
  return entry;
}

/** The recently viewed documents of the visitor that belong to this product, newest first. */
function recentlyViewed(page: ProductPage, recentIds: readonly string[]): DocumentDto[] {
  if (recentIds.length === 0 || page.Documents.length === 0) return [];
  const byId = new Map(page.Documents.map((d) => [d.Id.toLowerCase(), d]));
  return recentIds.flatMap((id) => byId.get(id.toLowerCase()) ?? []);
}

export async function getProductPage(ctx: RequestContext, id: string): Promise<ProductPage> {
  const { page } = await cachedPage(ctx, id);
  return { ...page, RecentlyViewedDocuments: recentlyViewed(page, ctx.recentDocumentIds) };
}

/** The same as getProductPage, as JSON: the cached bytes when the visitor has no recent documents here. */
export async function getProductPageJson(ctx: RequestContext, id: string): Promise<Buffer | string> {
  const { page, json } = await cachedPage(ctx, id);
  const recent = recentlyViewed(page, ctx.recentDocumentIds);
  return recent.length === 0 ? json : JSON.stringify({ ...page, RecentlyViewedDocuments: recent });
}

export function toProductPage(row: ProductPageJson, locale: string): ProductPage {
  const p = row.product;
  const t = (text: LocalizedText) => localizedText(text, locale);
  const opt = (text: LocalizedText | null | undefined) => (text ? localizedText(text, locale) : null);
  const name = t(p.name);
  const pageUrl = (segment: string, path: string) => productUrl(locale, segment, path);
  const link = (l: LinkRef) => ({ Text: t(l.text), Url: l.url });
  const alt = (image: ImageRef) => (image.alt ? t(image.alt) : name);

  return {
    Detail: {
      Id: p.id,
      Name: name,
      Url: pageUrl(row.catalog_segment, p.route_path),
      Images: p.images.map((image) => ({
        Url: mediaUrl(image.key, 'galleryZoom'),
        ThumbnailUrl: mediaUrl(image.key, 'thumbnail'),
        Alt: alt(image),
        Description: opt(image.description),
      })),
      Intro: opt(p.intro),
      Benefits: p.benefits.map(t),
      Description: opt(p.description),
      Icons: p.icons.map((icon) => ({
        Url: mediaUrl(icon.key, 'thumbnail'),
        Alt: alt(icon),
        Description: opt(icon.description),
      })),
      UniqueSellingPoint: opt(p.unique_selling_point),
      FastFacts: p.fast_facts.map(t),
      IsDiscontinued: p.is_discontinued,
      IsShoppable: p.is_shoppable,
      ProductNotifications: p.notifications.map((n) => ({ Text: t(n.text), Style: n.style })),
      MainDocumentId: p.main_document_id,
      AdditionalMainDocumentText: opt(p.additional_main_document_text),
      Logos: p.logos.map((logo) => {
        const height = MEDIA_SIZES.logo.height;
        return {
          Url: mediaUrl(logo.key, 'logo'),
          Alt: alt(logo),
          Description: opt(logo.description),
          // Logos are scaled to a height of 160; the width follows their proportions when they are known.
          Width: logo.width && logo.height ? Math.round((logo.width * height) / logo.height) : null,
          Height: height,
        };
      }),
      SelectionToolUrl: p.selection_tool_url,
      BimFileUrl: p.bim_file_url,
      CustomisableButtonText: opt(p.customisable_button_text),
      CustomisableButtonUrl: p.customisable_button_url,
      HasWarranties: p.has_warranties,
      HasAccessories: p.has_accessories,
      HasSpareParts: p.has_spare_parts,
      HasFilters: p.has_filters,
      IsEnquiryFormVisible: p.is_enquiry_form_visible,
      AreExtrasOpenByDefault: p.are_extras_open_by_default,
      HubspotScript: p.hubspot_script,
      HubspotTitle: opt(p.hubspot_title),
    },
    Documents: (row.documents ?? []).map(toDocument),
    RecentlyViewedDocuments: [],
    // The main video first, as the gallery and the videos block show them.
    Videos: [...p.videos]
      .sort((a, b) => Number(b.isMainVideo) - Number(a.isMainVideo))
      .map((v) => ({
        Title: t(v.title),
        VideoUrl: v.videoUrl,
        ThumbnailUrl: v.thumbnailKey ? mediaUrl(v.thumbnailKey, 'galleryZoom') : null,
        IsMainVideo: v.isMainVideo,
      })),
    Features: p.features.map((f) => ({
      Headline: t(f.headline),
      Text: t(f.text),
      Image: f.image ? mediaUrl(f.image.key, 'featureCarousel') : null,
      LinkText: opt(f.linkText),
      LinkUrl: f.linkUrl ?? null,
    })),
    RelatedProducts: (row.related ?? []).map((r) => ({
      Id: r.id,
      Name: t(r.name),
      Introduction: opt(r.intro),
      Image: r.image ? mediaUrl(r.image.key, 'relatedItem') : null,
      Url: pageUrl(r.catalog_segment, r.route_path),
    })),
    RelatedPages: p.related_pages.map((r) => ({
      PageType: r.pageType,
      Title: t(r.title),
      Description: opt(r.description),
      Image: r.image ? mediaUrl(r.image.key, 'relatedItem') : null,
      LinkUrl: r.linkUrl,
    })),
    Faqs: p.faqs.map((f) => ({
      Question: t(f.question),
      Answer: t(f.answer),
      LinkText: opt(f.linkText),
      LinkUrl: f.linkUrl ?? null,
    })),
    NextSteps: p.next_steps
      ? {
          FirstRow: p.next_steps.firstRow.map(link),
          Newsletter: p.next_steps.newsletter ? link(p.next_steps.newsletter) : null,
          SecondRow: p.next_steps.secondRow.map(link),
          Shop: p.next_steps.shop ? link(p.next_steps.shop) : null,
        }
      : null,
    Breadcrumb: [
      ...row.trail.map((c) => ({ Name: t(c.name), Url: pageUrl(row.catalog_segment, c.path) })),
      { Name: name, Url: pageUrl(row.catalog_segment, p.route_path) },
    ],
  };
}

function toDocument(d: DocumentJson): DocumentDto {
  return {
    Id: d.id,
    Name: d.name,
    Number: d.number,
    Categories: d.categories.map((c) => ({
      Type: c.type,
      TypeKey: c.typeKey,
      Supertype: c.supertype,
      Order: c.order,
    })),
    Languages: d.languages,
    Status: d.status,
    Retired: d.retired,
    Date: d.date,
    StatusSortable: statusSortable(d.status),
    DateSortable: dateSortable(d.date),
    Url: documentUrl(d.id),
    DownloadUrl: documentDownloadUrl(d.id),
  };
}
