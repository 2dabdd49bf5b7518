import type { Profile } from '../account/profile.ts';
import type { ContactBlock } from '../catalog/sales-contacts.ts';
import type { TranslationEntry, TranslationPage } from '../i18n/translations.ts';
import type { Links } from './links.ts';
import type { CurrentMarket } from './market.ts';

/*
 * What every page's layout asks of the server, one interface per server module that answers it. A module's
 * page services are the in-process twins of its REST calls, bound to the page request (the browser asks the
 * same questions over the API).
 */

export interface MarketPages {
  /** GET Shop/Markets/Current: a signed-in customer's own market, the anonymous one on a shareable page. */
  current(): Promise<CurrentMarket>;
}

export interface LinksPages {
  /** GET Links in the page's locale. */
  all(): Promise<Links>;
}

export interface I18nPages {
  /** GET Translations/Pages/{page} in the page's locale. */
  translations(page: TranslationPage): Promise<TranslationEntry[]>;
}

export interface AuthPages {
  /**
   * GET Customer/ProfileInfo for the session cookie of this request (the header's user panel); the anonymous
   * profile without a guest id on a shareable page.
   */
  profile(): Promise<Profile>;
}

export interface SalesContactsPages {
  /** GET SalesContacts/ContactBlock in the page's locale; undefined when none is configured (the API's 204). */
  contactBlock(): Promise<ContactBlock | undefined>;
}
