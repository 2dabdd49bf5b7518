import type { Locale } from '@airshop/domain/i18n/locales';
import type { Db } from '../db/client.ts';
import { links, marketLocales, marketShippingFees, markets } from '../db/schema.ts';

interface MarketSeed {
  id: string;
  name: string;
  currency: string;
  webshopEnabled: boolean;
  locales: Locale[];
}

/**
 * The markets the shop starts with. Hungary, Romania and Turkey sell through distributors: their web shop is
 * off, so visitors there see product information without prices.
 */
export const MARKET_SEED: MarketSeed[] = [
  { id: 'INT', name: 'International', currency: 'EUR', webshopEnabled: true, locales: ['en'] },
  { id: 'SE', name: 'Sweden', currency: 'SEK', webshopEnabled: true, locales: ['sv'] },
  { id: 'FI', name: 'Finland', currency: 'EUR', webshopEnabled: true, locales: ['fi'] },
  { id: 'DE', name: 'Germany', currency: 'EUR', webshopEnabled: true, locales: ['de'] },
  { id: 'AT', name: 'Austria', currency: 'EUR', webshopEnabled: true, locales: ['de-AT'] },
  { id: 'ES', name: 'Spain', currency: 'EUR', webshopEnabled: true, locales: ['es'] },
  { id: 'FR', name: 'France', currency: 'EUR', webshopEnabled: true, locales: ['fr'] },
  { id: 'BE', name: 'Belgium', currency: 'EUR', webshopEnabled: true, locales: ['fr-BE', 'nl-BL'] },
  { id: 'HU', name: 'Hungary', currency: 'HUF', webshopEnabled: false, locales: ['hu'] },
  { id: 'IT', name: 'Italy', currency: 'EUR', webshopEnabled: true, locales: ['it'] },
  { id: 'NL', name: 'Netherlands', currency: 'EUR', webshopEnabled: true, locales: ['nl'] },
  { id: 'PL', name: 'Poland', currency: 'PLN', webshopEnabled: true, locales: ['pl'] },
  { id: 'RO', name: 'Romania', currency: 'RON', webshopEnabled: false, locales: ['ro'] },
  { id: 'TR', name: 'Türkiye', currency: 'TRY', webshopEnabled: false, locales: ['tr'] },
];

/**
 * Demo shipping fees of the carts (ADR 0057): a flat net fee in the market's currency, free from a net order
 * value, taxed at the market's standard rate (the rate the demo prices carry).
 */
export const SHIPPING_FEE_SEED: {
  marketId: string;
  fee: string;
  freeFrom: string | null;
  taxRate: string;
}[] = [
  { marketId: 'INT', fee: '49.00', freeFrom: '1500.00', taxRate: '0' },
  { marketId: 'SE', fee: '495.00', freeFrom: '15000.00', taxRate: '25' },
  { marketId: 'FI', fee: '45.00', freeFrom: '1500.00', taxRate: '25.5' },
  { marketId: 'DE', fee: '39.00', freeFrom: '1500.00', taxRate: '19' },
  { marketId: 'AT', fee: '39.00', freeFrom: '1500.00', taxRate: '20' },
  { marketId: 'ES', fee: '45.00', freeFrom: '1500.00', taxRate: '21' },
  { marketId: 'FR', fee: '45.00', freeFrom: '1500.00', taxRate: '20' },
  { marketId: 'BE', fee: '39.00', freeFrom: '1500.00', taxRate: '21' },
  { marketId: 'HU', fee: '15000.00', freeFrom: '600000.00', taxRate: '27' },
  { marketId: 'IT', fee: '45.00', freeFrom: '1500.00', taxRate: '22' },
  { marketId: 'NL', fee: '39.00', freeFrom: '1500.00', taxRate: '21' },
  { marketId: 'PL', fee: '190.00', freeFrom: '6500.00', taxRate: '23' },
  { marketId: 'RO', fee: '220.00', freeFrom: '7500.00', taxRate: '19' },
  { marketId: 'TR', fee: '1500.00', freeFrom: '50000.00', taxRate: '20' },
];

/** Named links; {locale} is filled in per visitor. Later issues build the pages behind them. */
export const LINK_SEED: { list: string; id: string; hrefTemplate: string }[] = [
  { list: 'Webshop', id: 'Home', hrefTemplate: '/{locale}' },
  { list: 'Webshop', id: 'Products', hrefTemplate: '/{locale}/products' },
  { list: 'Webshop', id: 'Search', hrefTemplate: '/{locale}/search' },
  { list: 'Webshop', id: 'Documents', hrefTemplate: '/{locale}/documents' },
  { list: 'Webshop', id: 'SerialNumber', hrefTemplate: '/{locale}/after-sales/serial-number' },
  { list: 'Webshop', id: 'SalesContacts', hrefTemplate: '/{locale}/sales-contacts' },
  { list: 'Webshop', id: 'Cart', hrefTemplate: '/{locale}/cart' },
  { list: 'Webshop', id: 'Checkout', hrefTemplate: '/{locale}/cart/checkout' },
  { list: 'Webshop', id: 'QuickPick', hrefTemplate: '/{locale}/quick-pick' },
  { list: 'Webshop', id: 'NoRoles', hrefTemplate: '/{locale}/account/no-roles' },
  { list: 'Webshop', id: 'SignUp', hrefTemplate: '/{locale}/account/sign-up' },
  { list: 'Webshop', id: 'Solutions', hrefTemplate: '/{locale}/solutions' },
  { list: 'Webshop', id: 'Blog', hrefTemplate: '/{locale}/blog' },
  { list: 'MyAirshop', id: 'Profile', hrefTemplate: '/{locale}/my-airshop/profile' },
  { list: 'MyAirshop', id: 'Projects', hrefTemplate: '/{locale}/projects' },
  { list: 'MyAirshop', id: 'ProjectDetail', hrefTemplate: '/{locale}/projects/detail' },
  { list: 'MyAirshop', id: 'Addresses', hrefTemplate: '/{locale}/my-airshop/addresses' },
  { list: 'QuickSearch', id: 'AirHandlingUnits', hrefTemplate: '/{locale}/search?q=air%20handling%20unit' },
  { list: 'QuickSearch', id: 'DuctFans', hrefTemplate: '/{locale}/search?q=duct%20fan' },
  { list: 'QuickSearch', id: 'Filters', hrefTemplate: '/{locale}/search?q=filter' },
  { list: 'QuickSearch', id: 'SpareParts', hrefTemplate: '/{locale}/search?q=spare%20part' },
];

/**
 * Inserts what is missing and leaves existing rows alone, so a change an operator made in the database (a
 * market's web shop switched on) survives restarts.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(markets)
      .values(
        MARKET_SEED.map((m) => ({
          id: m.id,
          name: m.name,
          currency: m.currency,
          defaultLocale: m.locales[0] as string,
          webshopEnabled: m.webshopEnabled,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(marketLocales)
      .values(MARKET_SEED.flatMap((m) => m.locales.map((locale) => ({ locale, marketId: m.id }))))
      .onConflictDoNothing();
    await tx.insert(marketShippingFees).values(SHIPPING_FEE_SEED).onConflictDoNothing();
    await tx
      .insert(links)
      .values(LINK_SEED.map((l, i) => ({ ...l, sortOrder: i })))
      .onConflictDoNothing();
  });
}
