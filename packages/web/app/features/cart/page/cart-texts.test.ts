import { CART_ALERT_KINDS } from '@airshop/domain/commerce/cart-checkout';
import { CART_EDIT_REFUSALS, PROMOTION_REFUSALS } from '@airshop/domain/commerce/cart-edits';
import { LOCALES } from '@airshop/domain/i18n/locales';
import { describe, expect, it } from 'vitest';

/**
 * Every locale's cart page texts, its file and its parts' files (cart.promotions.json …): the page shows a
 * refusal's text by its reason, with no list of its own.
 */
const FILES = import.meta.glob<Record<string, string>>('../../../../../server/translations/*/cart*.json', {
  eager: true,
  import: 'default',
});

function cartTexts(locale: string): Record<string, string> {
  const folder = `../../../../../server/translations/${locale}/`;
  return Object.assign(
    {},
    ...Object.entries(FILES)
      .filter(([path]) => path.startsWith(folder))
      .map(([, texts]) => texts),
  );
}

describe('the cart page texts', () => {
  it('name every refusal, promotion refusal and alert in every locale', () => {
    const keys = [
      ...CART_EDIT_REFUSALS.map((reason) => `cart/errors/${reason}`),
      ...PROMOTION_REFUSALS.map((reason) => `cart2ndStep/messages/${reason}`),
      ...CART_ALERT_KINDS.map((kind) => `alerts/${kind}`),
    ];
    const missing: string[] = [];
    for (const locale of LOCALES) {
      const texts = cartTexts(locale);
      for (const key of keys) if (!texts[key]) missing.push(`${locale}:${key}`);
    }
    expect(missing).toEqual([]);
  });
});
