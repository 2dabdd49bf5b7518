import { productExtrasRoutes } from '@airshop/domain/api/product-routes';
import type { ExtrasRequest } from '@airshop/domain/catalog/extras-section';
import type { ExtraItem, ExtraKindSegment } from '@airshop/domain/catalog/product-extras';
import { callApi } from '../../../platform/api-client.ts';

/**
 * GET Catalog/{product id or variant code}/{Accessories|SpareParts|Warranties|Filters}?contentType=… through the
 * shared request helper (a 403 reloads the page). No additions is an empty list.
 */
export async function fetchExtras(
  kind: ExtraKindSegment,
  request: ExtrasRequest,
  signal: AbortSignal,
): Promise<ExtraItem[]> {
  const items = await callApi(
    productExtrasRoutes[kind],
    { params: { id: request.id }, query: { contentType: request.contentType } },
    { signal },
  );
  return items ?? [];
}
