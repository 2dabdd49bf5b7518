import type { AccountActions } from '../account/account-actions.ts';
import type { CatalogPages, ProductPages } from '../catalog/catalog-pages.ts';
import type { CartPages } from '../commerce/cart-pages.ts';
import type { ProjectPages } from '../commerce/project-pages.ts';
import type { QuickPickPages } from '../commerce/quick-pick-pages.ts';
import type { ContentPages } from '../content/content.ts';
import type { EnquiryPosts } from '../forms/enquiry-post.ts';
import type { Locale } from '../i18n/locales.ts';
import type { SearchPages } from '../search/search-pages.ts';
import type { AuthPages, I18nPages, LinksPages, MarketPages, SalesContactsPages } from './site-pages.ts';

/** Facts of the page request itself, the same for every module. */
export interface PageRequestInfo {
  readonly locale: Locale;
  readonly testHooks: boolean;
  /** Whether /{locale}/ui-kit is served: in development and with test hooks, never in production. */
  readonly uiKit: boolean;
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
  /**
   * The answer is a whole HTML document, not a navigation's data (React Router's `….data` call): a document's
   * texts travel apart from its loader data, by their own cacheable URL (ADR 0081).
   */
  readonly wholeDocument: boolean;
}

/**
 * What server-rendered pages may ask of the server, in-process: one member per server module, each declared
 * next to its area's types and built by that module (`modules/<name>/page-services.ts`); the server composes
 * them per request (`page-services.ts`) and hands them to React Router loaders through the router context.
 * A new page's module adds its member here and its factory there; nothing else changes.
 */
export interface SsrServices extends PageRequestInfo {
  readonly market: MarketPages;
  readonly links: LinksPages;
  readonly i18n: I18nPages;
  readonly auth: AuthPages;
  readonly salesContacts: SalesContactsPages;
  readonly catalog: CatalogPages;
  readonly product: ProductPages;
  readonly content: ContentPages;
  readonly cart: CartPages;
  readonly quickPick: QuickPickPages;
  readonly projects: ProjectPages;
  readonly search: SearchPages;
  /** Sign-in, sign-out, sign-up and password reset for the account pages' form posts (their actions). */
  readonly account: AccountActions;
  /** The product page's enquiry sent as a plain form post, without script (its action). */
  readonly enquiry: EnquiryPosts;
}
