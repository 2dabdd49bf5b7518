import { errorBodySchema } from '../site/errors.ts';
import { linksSchema } from '../site/links.ts';
import { currentMarketSchema } from '../site/market.ts';
import { endpoint } from './endpoint.ts';
import { shopRoutes } from './shop-routes.ts';

export const linksEndpoint = endpoint(shopRoutes.links, {
  tags: ['Links'],
  summary: 'Named links of the site (Webshop/…, MyAirshop/…, QuickSearch) in the visitor’s locale',
  response: { 200: linksSchema },
});

export const currentMarketEndpoint = endpoint(shopRoutes.currentMarket, {
  tags: ['Shop'],
  summary: "The visitor's market and whether its web shop is enabled",
  response: { 200: currentMarketSchema, 500: errorBodySchema },
});

export const shopEndpoints = [linksEndpoint, currentMarketEndpoint];
