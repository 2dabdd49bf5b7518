import type { PageRequestInfo, SsrServices } from '@airshop/domain/site/ssr-services';
import { type AccountActionsOptions, accountActions } from './modules/auth/account-actions.ts';
import { authPages } from './modules/auth/page-services.ts';
import { cartPages } from './modules/cart/page-services.ts';
import { catalogPages } from './modules/catalog/page-services.ts';
import { contentPages } from './modules/content/page-services.ts';
import { type EnquiryPostsOptions, enquiryPosts } from './modules/forms/enquiry-page-post.ts';
import { i18nPages } from './modules/i18n/page-services.ts';
import { linksPages } from './modules/links/page-services.ts';
import { marketPages } from './modules/market/page-services.ts';
import { productPages } from './modules/product/page-services.ts';
import { projectPages } from './modules/projects/page-services.ts';
import { quickPickPages } from './modules/quickpick/page-services.ts';
import { salesContactsPages } from './modules/sales-contacts/page-services.ts';
import { searchPages } from './modules/search/page-services.ts';
import type { PageRequest } from './platform/page-request.ts';

/** The one place where the modules' page services meet: what React Router loaders get for one page request. */
export function pageServices(
  page: PageRequest,
  info: Omit<PageRequestInfo, 'locale' | 'shareable' | 'wholeDocument'>,
  account: AccountActionsOptions,
  enquiry: EnquiryPostsOptions,
): SsrServices {
  return {
    ...info,
    locale: page.ctx.locale,
    shareable: page.shareable,
    wholeDocument: page.wholeDocument,
    market: marketPages(page),
    links: linksPages(page),
    i18n: i18nPages(page),
    auth: authPages(page),
    salesContacts: salesContactsPages(page),
    catalog: catalogPages(page),
    product: productPages(page),
    content: contentPages(page),
    cart: cartPages(page),
    quickPick: quickPickPages(page),
    projects: projectPages(page),
    search: searchPages(page),
    account: accountActions(page.ctx, page.signedIn, page.request, page.reply, account),
    enquiry: enquiryPosts(page, enquiry),
  };
}
