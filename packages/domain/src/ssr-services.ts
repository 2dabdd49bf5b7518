import type { AccountActions } from './account-actions.ts';
import type { CustomerContact } from './addresses.ts';
import type { CatalogMenu, CatalogNode } from './catalog.ts';
import type { CatalogFilterValues } from './catalog-filters.ts';
import type { ContentItem, ContentKind, ContentList } from './content.ts';
import type { Links } from './links.ts';
import type { Locale } from './locales.ts';
import type { CurrentMarket } from './market.ts';
import type { ProductPage } from './product.ts';
import type { Sizing } from './product-variant.ts';
import type { Profile } from './profile.ts';
import type { ContactBlock } from './sales-contacts.ts';
import type { TranslationEntry, TranslationPage } from './translations.ts';

/**
 * What server-rendered pages may ask of the server, in-process. The server builds one per request (bound to
 * that request's context) and hands it to React Router loaders through the router context; the browser asks
 * the same questions over the REST API.
 */
export interface SsrServices {
  readonly locale: Locale;
  readonly testHooks: boolean;
  /** Where the site is reached from outside ("https://shop.example", no trailing slash): canonical links. */
  readonly publicUrl: string;
  /** The Content-Security-Policy nonce of this response: every inline script the page renders carries it. */
  readonly cspNonce: string;
  /**
   * The request carries nothing personal (no session, no recently viewed documents): a page that shows only
   * what every such visitor sees may be answered from the shared page cache (ADR 0019). The profile is then
   * the anonymous one without a guest id.
   */
  readonly shareable: boolean;
  currentMarket(): Promise<CurrentMarket>;
  links(): Promise<Links>;
  translations(page: TranslationPage): Promise<TranslationEntry[]>;
  /** GET Catalog/Menu in the page's locale. */
  catalogMenu(): Promise<CatalogMenu>;
  /**
   * The catalogue node at a page path below the locale ("products/fans/duct-fans"), as GET Catalog?path=
   * answers it; undefined when no catalogue or category is there.
   */
  catalogNode(path: string, filters: CatalogFilterValues): Promise<CatalogNode | undefined>;
  /**
   * GET Catalog/Products/{id} for the product at a page path below the locale ("products/fans/df-100"); undefined
   * when no product is there. RecentlyViewedDocuments come from this request's cookie.
   */
  productPage(path: string): Promise<ProductPage | undefined>;
  /**
   * GET Catalog/Products/{id}/Sizing as this request's viewer gets it: prices and stock only for a viewer who
   * may see them (ADR 0010), so a shareable request's answer holds none. Undefined for an unknown product.
   */
  productSizing(productId: string): Promise<Sizing | undefined>;
  /**
   * The solution, page or blog post at its route in the page's locale (its own text, else the fallback's);
   * undefined when there is none.
   */
  contentItem(kind: ContentKind, route: string): Promise<ContentItem | undefined>;
  /** One page (1-based) of the items of a kind, newest first; past the last page Items is empty. */
  contentList(kind: ContentKind, page: number, pageSize: number): Promise<ContentList>;
  /** GET SalesContacts/ContactBlock in the page's locale; undefined when none is configured (the API's 204). */
  contactBlock(): Promise<ContactBlock | undefined>;
  /** GET Customer/ProfileInfo for the session cookie of this request (the header's user panel). */
  profile(): Promise<Profile>;
  /**
   * GET Customer/Contact for the session cookie of this request; undefined when nobody is signed in or the user
   * may not see company data (not Approved with the webshop role; the API's 401 and 403).
   */
  customerContact(): Promise<CustomerContact | undefined>;
  /** Sign-in, sign-out, sign-up and password reset for the account pages' form posts (their actions). */
  readonly account: AccountActions;
}
