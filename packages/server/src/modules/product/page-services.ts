import type { ProductPages } from '@airshop/domain/catalog/catalog-pages';
import { type PageRequest, viewerOf } from '../../platform/page-request.ts';
import { findProductPageByPath } from './find-by-path.ts';
import { findSizingFirstView } from './sizing-service.ts';

export function productPages(page: PageRequest): ProductPages {
  return {
    page: (path) => findProductPageByPath(page.ctx, path),
    // A shareable page is kept for every anonymous visitor: its sizing is read without the customer.
    sizingFirstView: async (productId, queryCode) =>
      findSizingFirstView(await viewerOf(page), productId, queryCode),
  };
}
