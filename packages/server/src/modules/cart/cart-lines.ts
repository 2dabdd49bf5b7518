import { mediaUrl } from '@airshop/domain/catalog/media';
import { productUrl } from '@airshop/domain/catalog/product';
import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { localizedText } from '@airshop/domain/i18n/localized-text';

/** A cart line with what the page names it by and what the customer last saw of it (ADR 0057). */
export interface CartLineRow {
  id: number;
  shipment_no: number;
  variant_id: number;
  code: string;
  lvi_number: string | null;
  name: LocalizedText;
  attribute_values: LocalizedText[];
  image_key: string | null;
  route_path: string;
  route_segment: string;
  quantity: number;
  note: string | null;
  seen_at: string | Date | null;
  seen_net_cents: number | null;
  seen_discontinued: boolean;
  seen_not_shoppable: boolean;
  seen_stock_short: boolean;
  quantity_capped: boolean;
}

/** How the page names a line: the product's name with the variant's values, "Filter F7 (592x287)". */
export function lineName(row: Pick<CartLineRow, 'name' | 'attribute_values'>, locale: string): string {
  const values = (row.attribute_values ?? []).map((value) => localizedText(value, locale)).filter(Boolean);
  const name = localizedText(row.name, locale);
  return values.length ? `${name} (${values.join(', ')})` : name;
}

/** The product page with the line's variant chosen, and its small image. */
export function lineLinks(
  row: Pick<CartLineRow, 'code' | 'image_key' | 'route_path' | 'route_segment'>,
  locale: string,
): { Url: string; ImageUrl: string | null } {
  return {
    Url: `${productUrl(locale, row.route_segment, row.route_path)}?code=${encodeURIComponent(row.code)}`,
    ImageUrl: row.image_key ? mediaUrl(row.image_key, 'thumbnail') : null,
  };
}
