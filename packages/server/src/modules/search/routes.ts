import {
  autocompleteEndpoint,
  documentLanguageFacetsEndpoint,
  documentStatusFacetsEndpoint,
  documentSupertypesEndpoint,
  instantSearchEndpoint,
  productCategoryFacetsEndpoint,
  productTypeFacetsEndpoint,
  searchBarInfoEndpoint,
  searchDocumentsEndpoint,
  searchInsightsEndpoint,
  searchPageInfoEndpoint,
  searchPagesEndpoint,
  searchProductsEndpoint,
  searchSolutionsAndPagesEndpoint,
  searchSolutionsEndpoint,
  trackSearchClickEndpoint,
} from '@airshop/domain/api/search';
import {
  AUTOCOMPLETE_SIZE,
  INSTANT_SEARCH_SIZE,
  SEARCH_BEACON_BODY_MAX_BYTES,
} from '@airshop/domain/search/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { searchInsights, storeSearchClick } from './insights.ts';
import {
  autocomplete,
  documentFacets,
  instantSearch,
  productFacets,
  searchBarInfo,
  searchCall,
  searchContent,
  searchDocuments,
  searchPageInfo,
  searchProducts,
} from './service.ts';

/** The search calls (shop.md §7 "Search", issue 18, ADR 0071). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, instantSearchEndpoint, async (request) =>
    instantSearch(searchCall(request.ctx, request.query, INSTANT_SEARCH_SIZE)),
  );
  registerEndpoint(app, searchProductsEndpoint, async (request) =>
    searchProducts(searchCall(request.ctx, request.query)),
  );
  registerEndpoint(app, searchDocumentsEndpoint, async (request) =>
    searchDocuments(searchCall(request.ctx, request.query)),
  );
  registerEndpoint(app, searchSolutionsAndPagesEndpoint, async (request) =>
    searchContent(searchCall(request.ctx, request.query), 'both'),
  );
  registerEndpoint(app, searchSolutionsEndpoint, async (request) =>
    searchContent(searchCall(request.ctx, request.query), 'solutions'),
  );
  registerEndpoint(app, searchPagesEndpoint, async (request) =>
    searchContent(searchCall(request.ctx, request.query), 'pages'),
  );
  registerEndpoint(app, productCategoryFacetsEndpoint, async (request) => ({
    Facets: await productFacets(searchCall(request.ctx, request.query), 'categories'),
  }));
  registerEndpoint(app, productTypeFacetsEndpoint, async (request) => ({
    Facets: await productFacets(searchCall(request.ctx, request.query), 'types'),
  }));
  registerEndpoint(app, documentLanguageFacetsEndpoint, async (request) => ({
    Facets: (await documentFacets(searchCall(request.ctx, request.query))).Languages,
  }));
  registerEndpoint(app, documentStatusFacetsEndpoint, async (request) => ({
    Facets: (await documentFacets(searchCall(request.ctx, request.query))).Statuses,
  }));
  registerEndpoint(app, documentSupertypesEndpoint, async (request) => ({
    Facets: (await documentFacets(searchCall(request.ctx, request.query))).Supertypes,
  }));
  registerEndpoint(app, searchBarInfoEndpoint, async (request) =>
    searchBarInfo(searchCall(request.ctx, request.query).locale),
  );
  registerEndpoint(app, searchPageInfoEndpoint, async (request) =>
    searchPageInfo(searchCall(request.ctx, request.query)),
  );
  registerEndpoint(
    app,
    trackSearchClickEndpoint,
    async (request, reply) => {
      await storeSearchClick(request.ctx, request.body, request.ip);
      return reply.code(204).send();
    },
    { bodyLimit: SEARCH_BEACON_BODY_MAX_BYTES },
  );
  registerEndpoint(app, autocompleteEndpoint, async (request) =>
    autocomplete(
      request.ctx,
      request.query.Lang ?? request.ctx.locale,
      request.params.q,
      request.query.size ?? AUTOCOMPLETE_SIZE,
    ),
  );
  registerEndpoint(app, searchInsightsEndpoint, async (request) =>
    searchInsights(request.ctx, request.query),
  );
};
