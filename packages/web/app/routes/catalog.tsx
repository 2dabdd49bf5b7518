import { CATALOG_PATH_PATTERN, catalogFiltersFromSearch } from '@airshop/domain/catalog/catalog-filters';
import { VARIANT_CODE_PARAM, withoutVariantCode } from '@airshop/domain/catalog/variant-code-url';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { useEffect } from 'react';
import { data, type MetaDescriptor, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CatalogPage } from '../features/catalog/catalog-page.tsx';
import { categoryMeta } from '../features/catalog/category-meta.ts';
import { catalogPathOf, loadNodeInBrowser, notFound } from '../features/catalog/load-node.ts';
import { holdNode, nodeKey } from '../features/catalog/node-cache.ts';
import { enquiryAction } from '../features/product-page/enquiry/enquiry-action.server.ts';
import { type HeadTags, productMeta } from '../features/product-page/product-meta.ts';
import { ProductPage } from '../features/product-page/product-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { LAYOUT_ROUTE_ID } from '../features/shell/layout-data.ts';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/catalog';

/*
 * /{locale}/{catalogue route segment}/{path...}: a category page (ADR 0013) or a product page (ADR 0019). The
 * path is looked up as a category first, then as a product; neither is a 404.
 */

const SHAREABLE_HEADERS = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
  Vary: 'Cookie',
};
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-cache' };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const path = catalogPathOf(params.catalogue, params['*']);
  if (!CATALOG_PATH_PATTERN.test(path)) notFound();
  const filters = catalogFiltersFromSearch(new URL(request.url).searchParams);
  const node = await services.catalog.node(path, filters);
  const locale = parseLocale(params.locale) ?? 'en';
  if (node) {
    const key = nodeKey(params.locale, path, filters);
    const catalogTexts = await services.i18n.translations('catalog');
    const meta = categoryMeta({
      name: node.Name,
      url: node.Url,
      description: node.DisplayCategoryDescription ? node.Description : null,
      fallbackDescription: catalogTexts.find((entry) => entry.Id === 'meta/description')?.Text,
      locale,
      origin: services.publicUrl,
    });
    return { kind: 'category' as const, node, filters, key, meta: meta as HeadTags };
  }
  const page = await services.product.page(path);
  if (!page) notFound();
  const [contactBlock, translations, sizing] = await Promise.all([
    services.salesContacts.contactBlock(),
    loadTranslations(services, ['productPage', 'validation']),
    // The chooser's first view, not the variants: those come from the Sizing call after the page (ADR 0080).
    // The viewer's own: with prices only when they may see them, so a shareable page holds none.
    services.product.sizingFirstView(
      page.Detail.Id,
      new URL(request.url).searchParams.get(VARIANT_CODE_PARAM),
    ),
  ]);
  const product = {
    kind: 'product' as const,
    page,
    sizing: sizing ?? null,
    contactBlock: contactBlock ?? null,
    translations,
    // Head tags are made here, on the server: the code that makes them then never ships to the browser.
    meta: productMeta(page, locale, services.publicUrl) as HeadTags,
  };
  // Nothing personal in it: browsers and shared caches may keep the anonymous page a minute (ADR 0019).
  return data(product, { headers: services.shareable ? SHAREABLE_HEADERS : PRIVATE_HEADERS });
}

/**
 * A post to a product page is its enquiry sent without script (ADR 0050); only a product that shows the enquiry
 * takes one.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const path = catalogPathOf(params.catalogue, params['*']);
  const page = CATALOG_PATH_PATTERN.test(path) ? await services.product.page(path) : undefined;
  if (!page?.Detail.IsEnquiryFormVisible) throw data(null, { status: 405 });
  return enquiryAction(services, request);
}

/**
 * In the browser: a held category node is not fetched again, others come from GET Catalog?path=…; a path that is
 * no category may be a product, which the server loader resolves.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const category = await loadNodeInBrowser(
    params.locale,
    catalogPathOf(params.catalogue, params['*']),
    new URL(request.url),
  );
  return category ? { kind: 'category' as const, ...category } : serverLoader();
}

/**
 * The variant chooser keeps `code` in the URL with history.replaceState (ADR 0028), so the router learns of it
 * only at the next history event (an in-page anchor): a URL that differs in `code` alone changes nothing the
 * loader reads, and the page is not fetched again for it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The hash is no business of loaders either.
  const current = currentUrl.pathname + currentUrl.search;
  const next = nextUrl.pathname + nextUrl.search;
  if (current !== next && withoutVariantCode(current) === withoutVariantCode(next)) {
    return false;
  }
  return defaultShouldRevalidate;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    // A 404 (no such category or product): the same title as any unknown page.
    const layout = matches.find((match) => match?.id === LAYOUT_ROUTE_ID)?.loaderData;
    return [
      { title: `${metaText(layout, 'shared', 'notFound/title') ?? 'Page not found'} | Airshop` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  // A category reached by a navigation in the browser has no server-made tags (crawlers never get there so).
  return 'meta' in loaderData
    ? (loaderData.meta as MetaDescriptor[])
    : [{ title: `${loaderData.node.Name} | Airshop` }];
}

export default function Catalog({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === 'product') {
    return (
      <ProductPage
        page={loaderData.page}
        sizing={loaderData.sizing ?? undefined}
        contactBlock={loaderData.contactBlock ?? undefined}
        locale={parseLocale(params.locale) ?? 'en'}
      />
    );
  }
  return <CategoryRoute node={loaderData.node} filters={loaderData.filters} nodeKeyOf={loaderData.key} />;
}

function CategoryRoute({
  node,
  filters,
  nodeKeyOf,
}: Pick<Parameters<typeof CatalogPage>[0], 'node' | 'filters'> & { nodeKeyOf: string }) {
  // The server-rendered node is held too, so coming back to it fetches nothing.
  useEffect(() => holdNode(nodeKeyOf, node), [nodeKeyOf, node]);
  return <CatalogPage node={node} filters={filters} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
