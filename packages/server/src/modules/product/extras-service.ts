import { mediaUrl } from '@airshop/domain/catalog/media';
import { productUrl } from '@airshop/domain/catalog/product';
import {
  EXTRA_KINDS,
  type ExtraContentType,
  type ExtraItem,
  type ExtraKindSegment,
} from '@airshop/domain/catalog/product-extras';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { resolveCommerceVisibility } from '../commerce/index.ts';
import { productCacheTtl } from './cache-settings.ts';
import { type ExtraItemRow, findExtraItems } from './extras-query.ts';
import { sqlLocale } from './sql-parts.ts';

/*
 * GET Catalog/{id}/Accessories|SpareParts|Filters|Warranties. Like sizing, lists without prices are cached
 * for everyone who may not see prices, lists with prices are read fresh.
 */

export interface ExtrasInput {
  id: string;
  contentType: ExtraContentType;
  kind: ExtraKindSegment;
}

const hiddenCache = new TtlCache<ExtraItem[] | undefined>(productCacheTtl, 4_000);

export function clearExtrasCache(): void {
  hiddenCache.clear();
}

/** The extra items, an empty list when there are none; 404 for an unknown product or variant. */
export async function listExtras(ctx: RequestContext, input: ExtrasInput): Promise<ExtraItem[]> {
  const { visible, market } = await resolveCommerceVisibility(ctx);
  const load = async () => {
    const rows = await findExtraItems(ctx.db, {
      contentType: input.contentType,
      id: input.id,
      kind: EXTRA_KINDS[input.kind],
      locale: sqlLocale(ctx.locale),
      marketId: visible ? market.id : null,
    });
    return rows?.map((row) => toExtraItem(row, ctx.locale, input.id));
  };
  const items = visible
    ? await load()
    : await hiddenCache.get(
        [input.kind, input.contentType, input.id, ctx.locale, market.id].join('\u0000'),
        load,
      );
  if (!items) {
    throw new AppError('not_found', `No ${input.contentType} ${input.id}`);
  }
  return items;
}

function toExtraItem(row: ExtraItemRow, locale: string, parentCode: string): ExtraItem {
  const { ImageKey, RoutePath, CatalogSegment, ...item } = row;
  return {
    ...(item as Omit<ExtraItem, 'Url' | 'Image' | 'ParentCode'>),
    // The extra's own page with the variant chosen.
    Url: `${productUrl(locale, CatalogSegment, RoutePath)}?code=${encodeURIComponent(row.Code)}`,
    Image: ImageKey ? mediaUrl(ImageKey, 'relatedItem') : null,
    ParentCode: parentCode,
  };
}
