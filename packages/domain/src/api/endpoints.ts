import { afterSalesFormEndpoints } from './after-sales-forms.ts';
import { authEndpoints } from './auth.ts';
import { backOfficeEndpoints } from './backoffice.ts';
import { cartEndpoints } from './cart.ts';
import { catalogEndpoints } from './catalog.ts';
import { checkoutEndpoints } from './checkout.ts';
import { customerEndpoints } from './customer.ts';
import { documentEndpoints } from './documents.ts';
import { formEndpoints } from './forms.ts';
import { healthEndpoints } from './health.ts';
import { i18nEndpoints } from './i18n.ts';
import { mediaEndpoints } from './media.ts';
import { orderEndpoints } from './orders.ts';
import { osdEndpoints } from './osd.ts';
import { productEndpoints } from './product.ts';
import { projectSheetEndpoints } from './project-sheets.ts';
import { projectEndpoints } from './projects.ts';
import { promotionEndpoints } from './promotions.ts';
import { quickPickEndpoints } from './quickpick.ts';
import { salesContactEndpoints } from './sales-contacts.ts';
import { searchEndpoints } from './search.ts';
import { seoEndpoints } from './seo.ts';
import { shopEndpoints } from './shop.ts';
import { submissionEndpoints } from './submissions.ts';

/**
 * Every endpoint the server serves, declared once (ADR 0048). The server registers each of these and nothing
 * else (`platform/declared-routes.test.ts` holds it to that); the browser imports the type only.
 */
export const apiEndpoints = [
  ...afterSalesFormEndpoints,
  ...authEndpoints,
  ...backOfficeEndpoints,
  ...cartEndpoints,
  ...catalogEndpoints,
  ...checkoutEndpoints,
  ...customerEndpoints,
  ...documentEndpoints,
  ...formEndpoints,
  ...healthEndpoints,
  ...i18nEndpoints,
  ...mediaEndpoints,
  ...orderEndpoints,
  ...osdEndpoints,
  ...productEndpoints,
  ...projectEndpoints,
  ...projectSheetEndpoints,
  ...promotionEndpoints,
  ...quickPickEndpoints,
  ...salesContactEndpoints,
  ...searchEndpoints,
  ...seoEndpoints,
  ...shopEndpoints,
  ...submissionEndpoints,
];

export type ApiEndpoint = (typeof apiEndpoints)[number];
