import type { CartPageRefusal } from '@airshop/domain/commerce/cart-pages';
import type { QuickPickPageAnswer, QuickPickPages } from '@airshop/domain/commerce/quick-pick-pages';
import { AppError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/page-request.ts';
import { resolveCartOwner } from '../cart/index.ts';
import { readQuickPickCategories, readQuickPickList } from './list.ts';

/** The REST calls' refusals, as the pages show them (the cart page's screens). */
const REFUSALS: Partial<Record<AppError['code'], CartPageRefusal>> = {
  unauthenticated: 'signInRequired',
  forbidden: 'notAllowed',
  webshop_disabled: 'webshopDisabled',
};

async function answer<T>(run: () => Promise<T>): Promise<QuickPickPageAnswer<T>> {
  try {
    return { kind: 'ok', value: await run() };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return { kind: 'notFound' };
    const reason = error instanceof AppError ? REFUSALS[error.code] : undefined;
    if (reason) return { kind: 'refused', reason };
    throw error;
  }
}

/** The quick-pick pages read as GET Qp/{market}/{id} does, in the viewer's own market (ADR 0054, 0069). */
export function quickPickPages(page: PageRequest): QuickPickPages {
  return {
    categories: () =>
      answer(async () => {
        const ctx = await page.signedIn();
        return readQuickPickCategories(ctx, await resolveCartOwner(ctx));
      }),
    list: (categoryId) =>
      answer(async () => {
        const ctx = await page.signedIn();
        return readQuickPickList(ctx, await resolveCartOwner(ctx), categoryId);
      }),
  };
}
