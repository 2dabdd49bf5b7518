import type { CartPageRefusal } from './cart-pages.ts';
import type { QuickPickCategory, QuickPickList } from './quick-pick.ts';

/*
 * What the quick-pick pages ask of the server in-process (ADR 0054, 0069): the same owner rule as the cart page,
 * and the same list as GET Qp/{market}/{categoryContentId} in the viewer's own market.
 */

export type QuickPickPageAnswer<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'refused'; readonly reason: CartPageRefusal }
  | { readonly kind: 'notFound' };

export interface QuickPickPages {
  /** The categories of the index page /{locale}/quick-pick. */
  categories(): Promise<QuickPickPageAnswer<readonly QuickPickCategory[]>>;
  /** Twin of GET Qp/{market}/{categoryId} for the viewer's market. */
  list(categoryId: string): Promise<QuickPickPageAnswer<QuickPickList>>;
}
