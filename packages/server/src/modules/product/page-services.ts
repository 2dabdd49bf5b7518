import type { ProductPages } from '@airshop/domain/catalog/catalog-pages';
import { type PageRequest, viewerOf } from '../../platform/page-request.ts';
import { findProductPageByPath } from './find-by-path.ts';
import { findSizing } from './sizing-service.ts';

export function productPages(page: PageRequest): ProductPages {
  return {
    page: (path) => findProductPageByPath(page.ctx, path),
    // A shareable page is kept for every anonymous visitor: its sizing is read without the customer.
    sizing: async (productId) => findSizing(await viewerOf(page), productId),
  };
}
