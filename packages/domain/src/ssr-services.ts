import type { CustomerContact } from './addresses.ts';
import type { CatalogMenu, CatalogNode } from './catalog.ts';
import type { CatalogFilterValues } from './catalog-filters.ts';
import type { Links } from './links.ts';
import type { Locale } from './locales.ts';
import type { CurrentMarket } from './market.ts';
import type { Profile } from './profile.ts';
import type { TranslationEntry, TranslationPage } from './translations.ts';

/**
 * What server-rendered pages may ask of the server, in-process. The server builds one per request (bound to
 * that request's context) and hands it to React Router loaders through the router context; the browser asks
 * the same questions over the REST API.
 */
export interface SsrServices {
  readonly locale: Locale;
  readonly testHooks: boolean;
  /** The Content-Security-Policy nonce of this response: every inline script the page renders carries it. */
  readonly cspNonce: string;
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
  /** GET Customer/ProfileInfo for the session cookie of this request (the header's user panel). */
  profile(): Promise<Profile>;
  /** GET Customer/Contact for the session cookie of this request; undefined when nobody is signed in. */
  customerContact(): Promise<CustomerContact | undefined>;
}
