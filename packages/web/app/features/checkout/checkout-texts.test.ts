import { CHECKOUT_BLOCKERS } from '@airshop/domain/commerce/cart-checkout';
import { SUBMIT_REFUSALS } from '@airshop/domain/commerce/order-limits';
import { LOCALES } from '@airshop/domain/i18n/locales';
import { describe, expect, it } from 'vitest';

/** The page shows a refused submit and a blocked cart by reason, with no list of its own (ADR 0065). */
const FILES = import.meta.glob<Record<string, string>>(
  ['../../../../server/translations/*/checkout.json', '../../../../server/translations/*/cart.checkout.json'],
  { eager: true, import: 'default' },
);

function texts(locale: string, file: string): Record<string, string> {
  return FILES[`../../../../server/translations/${locale}/${file}`] ?? {};
}

describe('the checkout texts', () => {
  it('name every submit refusal and every checkout blocker in every locale', () => {
    const missing: string[] = [];
    for (const locale of LOCALES) {
      for (const reason of SUBMIT_REFUSALS)
        if (!texts(locale, 'checkout.json')[`refusals/${reason}`])
          missing.push(`${locale}:refusals/${reason}`);
      for (const reason of CHECKOUT_BLOCKERS)
        if (!texts(locale, 'cart.checkout.json')[`checkout/blockers/${reason}`])
          missing.push(`${locale}:checkout/blockers/${reason}`);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(FILES)).toHaveLength(LOCALES.length * 2);
  });
});
