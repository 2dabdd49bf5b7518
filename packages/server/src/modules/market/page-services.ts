import type { MarketPages } from '@airshop/domain/site/site-pages';
import { type PageRequest, viewerOf } from '../../platform/page-request.ts';
import { getCurrentMarket } from './service.ts';

/** A signed-in customer's page shows their own market's switch (a shareable page has no customer). */
export function marketPages(page: PageRequest): MarketPages {
  return { current: async () => getCurrentMarket(await viewerOf(page)) };
}
